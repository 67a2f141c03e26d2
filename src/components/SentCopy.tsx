import type { ContactFormTexts } from '../lib/form/contact-form-texts';
import { enquiryFields, type Enquiry, type EnquiryField } from '../lib/form/enquiry-fields';
import { fillPlaceholders } from '../lib/i18n/placeholder';
import { counted } from '../lib/prices/counted';
import styles from './SentCopy.module.scss';

/** What went: the fields as typed, the photos attached and those left out (counts). */
export interface Sent {
  enquiry: Enquiry;
  photos: number;
  leftOut: number;
}

interface Props {
  texts: ContactFormTexts;
  /** The send to confirm. */
  sent: Sent;
  /** Each field's label in the page's language. */
  fields: Record<EnquiryField, { label: string }>;
}

/** How the firm will reply: by e-mail, by phone, or either, to what the visitor gave. */
function replyLine(texts: ContactFormTexts, { from_email, from_phone }: Enquiry): string {
  // The number kept on one line, as the company's own is.
  const values = { visitorEmail: from_email.trim(), visitorPhone: from_phone.trim().replaceAll(' ', '\u00a0') };
  const text =
    values.visitorEmail && values.visitorPhone
      ? texts.replyByBoth
      : values.visitorEmail
        ? texts.replyByEmail
        : texts.replyByPhone;
  return fillPlaceholders(text, values);
}

/**
 * The confirmation after a send (docs/behaviour.md, "Contact form"), shown
 * in the form's polite live region, which takes the focus: "Message sent!",
 * the photos attached and left out, how the firm will reply, and a copy of
 * what was sent with a button to print it or save it (the browser's print
 * dialog saves a PDF).
 */
export default function SentCopy({ texts, sent, fields }: Props) {
  const words = texts as unknown as Record<string, string>;
  const count = (word: string, value: number) =>
    counted(words, word, value, String(value), document.documentElement.lang);
  return (
    <div className={styles.copy}>
      <p className={styles.sent}>{texts.sent}</p>
      {sent.photos > 0 && <p>{count('sentPhotos', sent.photos)}</p>}
      {sent.leftOut > 0 && <p>{count('sentLeftOut', sent.leftOut)}</p>}
      <p>{replyLine(texts, sent.enquiry)}</p>
      <h3 className={styles.heading}>{texts.copyHeading}</h3>
      <dl className={styles.fields}>
        {enquiryFields
          .filter((name) => sent.enquiry[name].trim())
          .map((name) => (
            <div key={name}>
              <dt>{fields[name].label}</dt>
              <dd>{sent.enquiry[name]}</dd>
            </div>
          ))}
      </dl>
      <button type="button" className={`button ${styles.print}`} onClick={() => window.print()}>
        {texts.print}
      </button>
    </div>
  );
}
