// First: makes the EmailJS SDK loadable where the browser blocks site data.
import '../lib/form/emailjs-storage-guard';
import { useEffect, useReducer, useRef, useSyncExternalStore, type SubmitEvent } from 'react';
import { sendForm } from '@emailjs/browser';
import { PUBLIC_EMAILJS_PUBLIC_KEY, PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID } from 'astro:env/client';
import { withErrorBoundary } from './IslandErrorBoundary';
import { confirmationMs, failureMessage, isSent, nextState } from '../lib/form/contact-form';
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
}

interface Props {
  strings: ContactFormStrings;
  /** The price rows and message texts that turn an `?estimate=` in the URL into the message (contacts page only). */
  prefill?: EnquiryPrefill;
}

const subscribeToNothing = () => () => {};

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
 * (`client:after-paint="visible"`). Fields from_name, from_email (the
 * browser's own email check is the only validation) and message (3 rows),
 * the names the EmailJS template reads. Submit hides any confirmation and
 * sends the form with `sendForm` and the ids of `PUBLIC_EMAILJS_*` (inlined
 * at build time; missing ones make the SDK reject with its "… is required"
 * error). The button is disabled until the island has hydrated (so that
 * before it, and without JavaScript, neither a click nor Enter submits the
 * form natively, which would put the fields in the URL and clear them) and
 * while a send is in flight. Success: the form is reset and "Message sent!"
 * shows in a polite live region for 4000 ms. Failure: one `console.error`
 * line, nothing shown, the typed text kept.
 * What is typed is kept as a draft in `sessionStorage` until a send
 * succeeds; with `prefill`, a new estimate in the URL fills the message
 * (`useContactDraft`).
 */
function ContactForm({ strings, prefill }: Props) {
  const [state, dispatch] = useReducer(nextState, 'idle');
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useContactDraft(formRef, prefill);

  useEffect(() => {
    if (state !== 'sent') return;
    const timer = setTimeout(() => dispatch('expire'), confirmationMs);
    return () => clearTimeout(timer);
  }, [state]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    const form = event.currentTarget;
    dispatch('submit');
    try {
      // `?? ''`: a missing id reaches the SDK as empty, which it rejects as required.
      const response = await sendForm(PUBLIC_EMAILJS_SERVICE_ID ?? '', PUBLIC_EMAILJS_TEMPLATE_ID ?? '', form, {
        publicKey: PUBLIC_EMAILJS_PUBLIC_KEY ?? '',
      });
      if (!isSent(response)) throw response;
      form.reset();
      draft.clear();
      dispatch('success');
    } catch (reason) {
      console.error(failureMessage(reason));
      dispatch('failure');
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} onInput={draft.save}>
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
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={!hydrated || state === 'sending'}>
          {strings.submit}
        </button>
        <p className={styles.status} role="status" aria-live="polite">
          {state === 'sent' && <span className={styles.sent}>{strings.sent}</span>}
        </p>
      </div>
    </form>
  );
}

export default withErrorBoundary(ContactForm);
