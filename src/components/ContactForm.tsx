// First: makes the EmailJS SDK loadable where the browser blocks site data.
import '../lib/form/emailjs-storage-guard';
import { useEffect, useReducer, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { EmailJSResponseStatus, init, sendForm } from '@emailjs/browser';
import { PUBLIC_EMAILJS_PUBLIC_KEY, PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID } from 'astro:env/client';
import { withErrorBoundary } from './IslandErrorBoundary';
import { confirmationMs, failureMessage, isSent, nextState } from '../lib/form/contact-form';
import { mailHandover, type MailHandover } from '../lib/form/mail-handover';
import { rateLimitStorage, sendRateLimit, sendsLetThrough } from '../lib/form/send-rate-limit';
import { useContactDraft } from '../lib/form/use-contact-draft';
import type { EnquiryPrefill } from '../lib/prices/enquiry-message';
import styles from './ContactForm.module.scss';

/** The form's visible strings, in the page's language (`contactForm.*`). */
interface ContactFormStrings {
  nameLabel: string;
  namePlaceholder: string;
  emailLabel: string;
  emailPlaceholder: string;
  messageLabel: string;
  messagePlaceholder: string;
  submit: string;
  sent: string;
  /** Lead of the notice after a failed send: not sent, press Send again, or … */
  failed: string;
  /** Lead of the notice after Send in a build without EmailJS ids: the e-mail program opens, or … */
  handedOver: string;
  /** Text of the notice's `mailto:` link. */
  byEmail: string;
  /** Text of the notice's `tel:` link. */
  byPhone: string;
  /** Said when the message in the `mailto:` link was cut short. */
  cut: string;
  /** The SDK's rate limit refused a send: wait a moment. */
  wait: string;
  /** Shown under the form in a build without EmailJS ids: the message goes through the visitor's e-mail program. */
  handOverNote: string;
  /** Subject of the hand-over e-mail. */
  mailSubject: string;
}

/** Where the notice sends the visitor: the company's e-mail, and its phone as a `tel:` URI. */
interface Contact {
  email: string;
  phoneHref: string;
}

interface Props {
  strings: ContactFormStrings;
  contact: Contact;
  /** The price rows and message texts that turn an `?estimate=` in the URL into the message (contacts page only). */
  prefill?: EnquiryPrefill;
}

const subscribeToNothing = () => () => {};

/** Built with all three EmailJS ids: the form sends through EmailJS, else it hands the text to e-mail. */
const canSend = Boolean(PUBLIC_EMAILJS_PUBLIC_KEY && PUBLIC_EMAILJS_SERVICE_ID && PUBLIC_EMAILJS_TEMPLATE_ID);

/** Name of the honeypot field: a person never sees it, a bot that fills every field fills it. */
const honeypotName = 'website';

if (canSend) {
  // The rate limit needs a storage given to `init` (`init` without one
  // drops the SDK's default).
  init({ publicKey: PUBLIC_EMAILJS_PUBLIC_KEY, limitRate: sendRateLimit, storageProvider: rateLimitStorage });
}

/**
 * False in the server's HTML and while React hydrates it, true from the
 * island's first render in the browser on. (React renders the server
 * snapshot while hydrating, then the browser's.)
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The enquiry form, hydrated when visible after the first paint
 * (`client:after-paint="visible"`; docs/behaviour.md, "Contact form"). Fields
 * from_name, from_email (the browser's own email check is the only
 * validation) and message (3 rows), the names the EmailJS template reads,
 * and a honeypot field. Submit hides any confirmation or notice and sends
 * the form with `sendForm` and the ids of `PUBLIC_EMAILJS_*` (inlined at
 * build time) under the SDK's rate limit. The button is disabled until the
 * island has hydrated (so that before it, and without JavaScript, neither a
 * click nor Enter submits the form natively, which would put the fields in
 * the URL and clear them) and while a send is in flight.
 * - Success: the form is reset and "Message sent!" shows in a polite live
 *   region for 4000 ms. A filled honeypot looks the same, and nothing is sent.
 * - Failure: one `console.error` line, the typed text kept, and an alert
 *   with the e-mail hand-over (`mailHandover`, to `contact.email`) and the
 *   phone (`contact.phoneHref`).
 * - The rate limit refused it: an alert asks to wait a moment.
 * - Built without the ids: a note says the message goes through the
 *   visitor's e-mail program; Send opens the hand-over and shows its links.
 * What is typed is kept as a draft in `sessionStorage` until a send
 * succeeds; with `prefill`, a new estimate in the URL fills the message
 * (`useContactDraft`).
 */
function ContactForm({ strings, contact, prefill }: Props) {
  const [state, dispatch] = useReducer(nextState, 'idle');
  const [handover, setHandover] = useState<MailHandover>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useContactDraft(formRef, prefill);

  useEffect(() => {
    if (state !== 'sent') return;
    const timer = setTimeout(() => dispatch('expire'), confirmationMs);
    return () => clearTimeout(timer);
  }, [state]);

  /** The form's text as a `mailto:` hand-over. */
  const handoverOf = (form: HTMLFormElement) => {
    const field = (name: string) => String(new FormData(form).get(name) ?? '');
    return mailHandover({
      to: contact.email,
      subject: strings.mailSubject,
      labels: { name: strings.nameLabel, email: strings.emailLabel },
      name: field('from_name'),
      email: field('from_email'),
      message: field('message'),
    });
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const form = event.currentTarget;
    dispatch('submit');
    if ((form.elements.namedItem(honeypotName) as HTMLInputElement).value) {
      // A bot: it sees what a person sees after a send, and nothing is sent.
      form.reset();
      draft.clear();
      dispatch('success');
      return;
    }
    if (!canSend) {
      const mail = handoverOf(form);
      setHandover(mail);
      dispatch('handOver');
      window.location.assign(mail.href);
      return;
    }
    const letThrough = sendsLetThrough();
    try {
      const response = await sendForm(PUBLIC_EMAILJS_SERVICE_ID ?? '', PUBLIC_EMAILJS_TEMPLATE_ID ?? '', form);
      if (!isSent(response)) throw response;
      form.reset();
      draft.clear();
      dispatch('success');
    } catch (reason) {
      if (reason instanceof EmailJSResponseStatus && reason.status === 429 && sendsLetThrough() === letThrough) {
        dispatch('rateLimited');
        return;
      }
      console.error(failureMessage(reason));
      // The send did not go through: the visitor's next try is not held back.
      void rateLimitStorage.remove(sendRateLimit.id);
      setHandover(handoverOf(form));
      dispatch('failure');
    }
  };

  const onInput = () => {
    draft.save();
    // The notice's link carries what is typed now.
    if (handover && formRef.current) setHandover(handoverOf(formRef.current));
  };

  const showsHandover = (state === 'failed' || state === 'handedOver') && handover;

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} onInput={onInput}>
      <label className={styles.field}>
        <span>{strings.nameLabel}</span>
        <input type="text" name="from_name" placeholder={strings.namePlaceholder} autoComplete="name" />
      </label>
      <label className={styles.field}>
        <span>{strings.emailLabel}</span>
        <input type="email" name="from_email" placeholder={strings.emailPlaceholder} autoComplete="email" />
      </label>
      <label className={styles.field}>
        <span>{strings.messageLabel}</span>
        <textarea name="message" rows={3} placeholder={strings.messagePlaceholder} />
      </label>
      {/* The honeypot: off-screen, out of the tab order and of the accessibility tree. */}
      <div className={styles.honeypot} aria-hidden="true">
        <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" />
      </div>
      {!canSend && <p className={styles.note}>{strings.handOverNote}</p>}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={!hydrated || state === 'sending'}>
          {strings.submit}
        </button>
        <p className={styles.status} role="status" aria-live="polite">
          {state === 'sent' && <span className={styles.sent}>{strings.sent}</span>}
        </p>
      </div>
      <div className={styles.alert} role="alert">
        {state === 'rateLimited' && <p className={styles.notice}>{strings.wait}</p>}
        {showsHandover && (
          <div className={styles.notice}>
            <p>{state === 'failed' ? strings.failed : strings.handedOver}</p>
            <ul>
              <li>
                <a href={handover.href}>{strings.byEmail}</a>
              </li>
              <li>
                <a href={contact.phoneHref}>{strings.byPhone}</a>
              </li>
            </ul>
            {handover.cut && <p>{strings.cut}</p>}
          </div>
        )}
      </div>
    </form>
  );
}

/** Should the form fail: the company's e-mail and phone as links, so the visitor still reaches it. */
function ContactLinks({ strings, contact }: Props) {
  return (
    <ul>
      <li>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </li>
      <li>
        <a href={contact.phoneHref}>{strings.byPhone}</a>
      </li>
    </ul>
  );
}

export default withErrorBoundary(ContactForm, ContactLinks);
