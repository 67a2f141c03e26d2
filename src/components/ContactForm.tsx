import styles from './ContactForm.module.scss';

/** The form's visible strings, in the page's language (`contactForm.*`). */
export interface ContactFormStrings {
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
}

/**
 * The enquiry form (spec §3 fields, §4 states): from_name (text), from_email
 * (email: the browser's own check is the only validation, spec §5) and
 * message (3 rows). Field names are the ones the EmailJS template reads.
 */
export default function ContactForm({ strings }: Props) {
  return (
    <form className={styles.form}>
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
        <button type="submit" className="button">
          {strings.submit}
        </button>
        <p className={styles.status} role="status" aria-live="polite"></p>
      </div>
    </form>
  );
}
