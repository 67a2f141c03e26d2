// First: makes the EmailJS SDK loadable where the browser blocks site data.
import '../lib/form/emailjs-storage-guard';
import { useCallback, useEffect, useId, useReducer, useRef, useState, type SubmitEvent } from 'react';
import { EmailJSResponseStatus, init, sendForm } from '@emailjs/browser';
import {
  PUBLIC_EMAILJS_PUBLIC_KEY,
  PUBLIC_EMAILJS_SERVICE_ID,
  PUBLIC_EMAILJS_TEMPLATE_ID,
  PUBLIC_PHOTO_UPLOAD_URL,
} from 'astro:env/client';
import { withErrorBoundary } from './IslandErrorBoundary';
import PhotoAttachments from './PhotoAttachments';
import { FormField, type FormFieldProps } from './FormField';
import { failureMessage, isSent, nextState } from '../lib/form/contact-form';
import { mailtoFallback, type MailtoFallback } from '../lib/form/mailto-fallback';
import { rateLimitStorage, sendRateLimit, sendsLetThrough } from '../lib/form/send-rate-limit';
import { useContactDraft } from '../lib/form/use-contact-draft';
import { enquiryFields, type Enquiry, type EnquiryField } from '../lib/form/enquiry-fields';
import { enquiryErrors, type EnquiryErrors } from '../lib/form/enquiry-validation';
import { enquirySubject, photoLines } from '../lib/form/enquiry-mail';
import { photoUploadEndpoint } from '../lib/config/photo-upload-url';
import { attachedPhotos, failedPhotos, uploadsPending, type Photo } from '../lib/photos/photo-list';
import { MessageCounter } from './MessageCounter';
import { useHydrated } from '../lib/use-hydrated';
import { afterNextPaint } from '../lib/after-next-paint';
import type { EnquiryPrefill } from '../lib/prices/enquiry-message';
import { estimateParam } from '../lib/prices/estimate-url';
import SentCopy, { type Sent } from './SentCopy';
import type { ContactFormTexts } from '../lib/form/contact-form-texts';
import styles from './ContactForm.module.scss';

/** Where the notice sends the visitor: the company's e-mail, and its phone as a `tel:` URI. */
interface Contact {
  email: string;
  phoneHref: string;
}

interface Props {
  texts: ContactFormTexts;
  contact: Contact;
  /** The price rows and message texts that turn an `?estimate=` in the URL into the message (contacts page only). */
  prefill?: EnquiryPrefill;
}

/** Built with all three EmailJS ids: the form sends through EmailJS, else Send opens a `mailto:` link. */
const canSend = Boolean(PUBLIC_EMAILJS_PUBLIC_KEY && PUBLIC_EMAILJS_SERVICE_ID && PUBLIC_EMAILJS_TEMPLATE_ID);

/** Name of the honeypot field: a person never sees it, a bot that fills every field fills it. */
const honeypotName = 'website';

/** What each field's control is, and its texts (the order is `enquiryFields`'). */
function fieldSettings(texts: ContactFormTexts): Record<EnquiryField, Omit<FormFieldProps, 'name' | 'idPrefix'>> {
  return {
    from_name: { label: texts.nameLabel, placeholder: texts.namePlaceholder, type: 'text', autoComplete: 'name' },
    from_email: {
      label: texts.emailLabel,
      placeholder: texts.emailPlaceholder,
      type: 'email',
      autoComplete: 'email',
    },
    from_phone: { label: texts.phoneLabel, placeholder: texts.phonePlaceholder, type: 'tel', autoComplete: 'tel' },
    message: {
      label: texts.messageLabel,
      placeholder: texts.messagePlaceholder,
      rows: 3,
      'aria-required': true,
      after: <MessageCounter field="message" texts={texts.messageCounter} />,
    },
    job_location: {
      label: texts.locationLabel,
      hint: texts.locationHint,
      type: 'text',
      autoComplete: 'address-level2',
    },
    visit_time: { label: texts.visitLabel, hint: texts.visitHint, type: 'text', autoComplete: 'off' },
  };
}

/** The form's fields as typed. */
const enquiryOf = (form: HTMLFormElement): Enquiry => {
  const data = new FormData(form);
  return Object.fromEntries(enquiryFields.map((name) => [name, String(data.get(name) ?? '')])) as Enquiry;
};

/**
 * The errors of `shown` that typing has not fixed: a field keeps its error
 * while the same rule still fails, and no new error shows before the next
 * submit.
 */
function stillWrong(shown: EnquiryErrors, enquiry: Enquiry): EnquiryErrors {
  const now = enquiryErrors(enquiry);
  return Object.fromEntries(
    enquiryFields.flatMap((name) => (shown[name] && now[name]?.key === shown[name].key ? [[name, shown[name]]] : [])),
  );
}

if (canSend) {
  // The rate limit needs a storage given to `init` (`init` without one
  // drops the SDK's default).
  init({ publicKey: PUBLIC_EMAILJS_PUBLIC_KEY, limitRate: sendRateLimit, storageProvider: rateLimitStorage });
}

/**
 * The enquiry form (docs/behaviour.md, "Contact form"), hydrated when
 * visible after the first paint. Input: `texts` in the page's language,
 * the company's `contact` (e-mail for the `mailto:` fallback, `tel:` link),
 * and `prefill` to compose a message from an estimate in the URL. Sends
 * with EmailJS's `sendForm` and the `PUBLIC_EMAILJS_*` ids inlined at build
 * time; its fields are named as the EmailJS template reads them
 * (`lib/form/enquiry-fields.ts`). A submit the rules refuse
 * (`lib/form/enquiry-validation.ts`) sends nothing: the errors show at the
 * fields and focus goes to the first wrong one. States: `nextState`
 * (`lib/form/contact-form.ts`).
 */
function ContactForm({ texts, contact, prefill }: Props) {
  const [state, dispatch] = useReducer(nextState, 'idle');
  const [mailto, setMailto] = useState<MailtoFallback>();
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const idPrefix = useId();
  const fields = fieldSettings(texts);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const draft = useContactDraft(formRef, prefill);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const pending = uploadsPending(photos);
  const [waitingForPhotos, setWaitingForPhotos] = useState(false);
  // Raised by each Send that meets a failed photo: the photo list then asks what to do with it.
  const [askingAboutFailed, setAskingAboutFailed] = useState(0);
  // The visitor chose "Send without it": the next submit leaves the failed photos out, saying so.
  const withoutFailed = useRef(false);
  const [sent, setSent] = useState<Sent>();
  // A new key after a send empties the photo list.
  const [photoListKey, setPhotoListKey] = useState(0);
  const onPhotosChange = useCallback((list: Photo[]) => setPhotos(list), []);
  const onSendWithout = useCallback(() => {
    withoutFailed.current = true;
    formRef.current?.requestSubmit();
  }, []);

  // Arriving from an estimate, the message is written: the next step is a way to reply, the phone.
  useEffect(() => {
    const form = formRef.current?.elements;
    const value = (name: EnquiryField) => (form?.namedItem(name) as HTMLInputElement | null)?.value;
    if (
      prefill &&
      value('message') &&
      !value('from_email') &&
      !value('from_phone') &&
      location.search.includes(estimateParam)
    )
      (form?.namedItem('from_phone') as HTMLInputElement | null)?.focus();
  }, [prefill]);

  // A Send made while photos were uploading goes once they are done (or failed).
  useEffect(() => {
    if (waitingForPhotos && !pending) formRef.current?.requestSubmit();
  }, [waitingForPhotos, pending]);

  useEffect(() => {
    if (state === 'sent') statusRef.current?.focus();
  }, [state]);

  // The message box shows the whole estimate or restored draft on arrival (its CSS caps the height).
  useEffect(() => {
    const message = formRef.current?.elements.namedItem('message');
    if (message instanceof HTMLTextAreaElement && message.value) {
      message.style.height = `${message.scrollHeight + message.offsetHeight - message.clientHeight}px`;
    }
  }, []);

  /** The e-mail's photo lines: the attached photos, and those left out when the visitor sends without them. */
  const photoText = () =>
    photoLines(attachedPhotos(photos), withoutFailed.current ? failedPhotos(photos) : [], texts.photos);

  /** The form's text as a `mailto:` link. */
  const mailtoOf = (form: HTMLFormElement) => {
    const enquiry = enquiryOf(form);
    return mailtoFallback({
      to: contact.email,
      subject: enquirySubject(texts.mailSubject, enquiry),
      details: enquiryFields
        .filter((name) => name !== 'message')
        .map((name) => ({ label: fields[name].label, value: enquiry[name] })),
      message: enquiry.message,
      photos: { label: texts.photos.linksLabel, lines: photoText() },
    });
  };

  /** The hidden fields the EmailJS template reads besides the typed ones: the subject and the photo lines. */
  const fillHidden = (form: HTMLFormElement) => {
    (form.elements.namedItem('subject') as HTMLInputElement).value = enquirySubject(texts.mailSubject, enquiryOf(form));
    const links = form.elements.namedItem('photo_links');
    if (links instanceof HTMLInputElement) links.value = photoText().join('\n');
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'sending') return;
    setWaitingForPhotos(pending);
    if (pending) return;
    const form = event.currentTarget;
    if ((form.elements.namedItem(honeypotName) as HTMLInputElement).value) {
      // A bot: it sees what a person sees after a send, and nothing is sent.
      setSent({ enquiry: enquiryOf(form), photos: 0, leftOut: 0 });
      form.reset();
      draft.clear();
      dispatch('submit');
      dispatch('success');
      return;
    }
    const found = enquiryErrors(enquiryOf(form));
    setErrors(found);
    const firstWrong = enquiryFields.find((name) => found[name]);
    if (firstWrong) {
      dispatch('refuse');
      (form.elements.namedItem(firstWrong) as HTMLElement).focus();
      return;
    }
    // A failed photo is never left out silently: the list asks first (docs/behaviour.md, "Photos with the enquiry").
    if (failedPhotos(photos).length && !withoutFailed.current) {
      dispatch('refuse');
      setAskingAboutFailed((round) => round + 1);
      return;
    }
    fillHidden(form);
    dispatch('submit');
    if (!canSend) {
      const mail = mailtoOf(form);
      setMailto(mail);
      dispatch('openMailto');
      // The notice paints first; the e-mail program opens after.
      afterNextPaint(() => window.location.assign(mail.href));
      return;
    }
    const letThrough = sendsLetThrough();
    try {
      const response = await sendForm(PUBLIC_EMAILJS_SERVICE_ID ?? '', PUBLIC_EMAILJS_TEMPLATE_ID ?? '', form);
      if (!isSent(response)) throw response;
      setSent({
        enquiry: enquiryOf(form),
        photos: attachedPhotos(photos).length,
        leftOut: withoutFailed.current ? failedPhotos(photos).length : 0,
      });
      form.reset();
      draft.clear();
      setPhotoListKey((key) => key + 1);
      setAskingAboutFailed(0);
      withoutFailed.current = false;
      dispatch('success');
    } catch (reason) {
      if (reason instanceof EmailJSResponseStatus && reason.status === 429 && sendsLetThrough() === letThrough) {
        dispatch('rateLimited');
        return;
      }
      console.error(failureMessage(reason));
      // The send did not go through: the visitor's next try is not held back.
      void rateLimitStorage.remove(sendRateLimit.id);
      setMailto(mailtoOf(form));
      dispatch('failure');
    }
  };

  const onInput = () => {
    // Typing or choosing photos starts a new message: the confirmation goes.
    dispatch('edit');
    draft.save();
    if (formRef.current && Object.keys(errors).length) setErrors(stillWrong(errors, enquiryOf(formRef.current)));
    // The notice's link carries what is typed now.
    if (mailto && formRef.current) setMailto(mailtoOf(formRef.current));
  };

  const showsMailto = (state === 'failed' || state === 'mailtoOpened') && mailto;

  return (
    // `noValidate`: the rules and their errors are the site's own, in the page's language.
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} onInput={onInput} noValidate>
      <p className={styles.note}>{texts.requiredNote}</p>
      {enquiryFields.map((name) => (
        <FormField
          key={name}
          name={name}
          idPrefix={idPrefix}
          {...fields[name]}
          errorAt={errors[name]?.shownAt}
          error={errors[name]?.shownAt === name ? texts.errors[errors[name].key] : undefined}
        />
      ))}
      {/* Only in a site built with PUBLIC_PHOTO_UPLOAD_URL; its scaling and upload code loads when it is used. */}
      {PUBLIC_PHOTO_UPLOAD_URL && (
        <>
          <PhotoAttachments
            key={photoListKey}
            texts={texts.photos}
            endpoint={photoUploadEndpoint(PUBLIC_PHOTO_UPLOAD_URL)}
            onChange={onPhotosChange}
            asking={askingAboutFailed}
            onSendWithout={onSendWithout}
          />
          {/* Filled on submit (`fillHidden`). */}
          <input type="hidden" name="photo_links" />
        </>
      )}
      <input type="hidden" name="subject" />
      {/* The honeypot: off-screen, out of the tab order and of the accessibility tree. */}
      <div className={styles.honeypot} aria-hidden="true">
        <input type="text" name={honeypotName} tabIndex={-1} autoComplete="off" />
      </div>
      {!canSend && <p className={styles.note}>{texts.mailtoNote}</p>}
      <div className={styles.actions}>
        {/* While sending, `aria-disabled`, not `disabled`: the button keeps focus, and presses are ignored. */}
        <button type="submit" className="button" disabled={!hydrated} aria-disabled={state === 'sending' || undefined}>
          {texts.submit}
        </button>
        {/* Focused after a send: the confirmation stays until the visitor starts a new message. */}
        <div ref={statusRef} className={styles.status} role="status" aria-live="polite" tabIndex={-1}>
          {state === 'sent' && sent && <SentCopy texts={texts} sent={sent} fields={fields} />}
          {waitingForPhotos && texts.photos.waiting}
          {state !== 'sent' && Object.keys(errors).length > 0 && (
            <span className={styles.invalid}>{texts.invalid}</span>
          )}
        </div>
      </div>
      <div className={styles.alert} role="alert">
        {state === 'rateLimited' && <p className={styles.notice}>{texts.wait}</p>}
        {showsMailto && (
          <div className={styles.notice}>
            <p>{state === 'failed' ? texts.failed : texts.mailtoOpened}</p>
            <ul>
              <li>
                <a href={mailto.href}>{texts.byEmail}</a>
              </li>
              <li>
                <a href={contact.phoneHref}>{texts.byPhone}</a>
              </li>
            </ul>
            {mailto.cut && <p>{texts.cut}</p>}
          </div>
        )}
      </div>
    </form>
  );
}

/** Should the form fail: the company's e-mail and phone as links, so the visitor still reaches it. */
function ContactLinks({ texts, contact }: Props) {
  return (
    <ul>
      <li>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </li>
      <li>
        <a href={contact.phoneHref}>{texts.byPhone}</a>
      </li>
    </ul>
  );
}

export default withErrorBoundary(ContactForm, ContactLinks);
