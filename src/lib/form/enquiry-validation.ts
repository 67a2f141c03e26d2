import type { Enquiry, EnquiryField } from './enquiry-fields';

/**
 * The enquiry form's rules (docs/behaviour.md, "Contact form"; why a field
 * is required: docs/decisions.md, "An enquiry the firm can answer"). Pure:
 * the form shows the errors, in the page's language, from the locale
 * file's `contactForm.errors` group, whose keys these are.
 */
type EnquiryErrorKey = 'messageRequired' | 'replyMissing' | 'emailInvalid' | 'phoneInvalid';

/** One field's error: its key, and the field under which its text shows (two fields may share one text). */
interface FieldError {
  key: EnquiryErrorKey;
  shownAt: EnquiryField;
}

/** The wrong fields of an enquiry; a field without an error is missing. */
export type EnquiryErrors = Partial<Record<EnquiryField, FieldError>>;

/** Fewest digits a phone number is called with (an Estonian number has 7 or 8). */
export const minPhoneDigits = 7;

/** Most digits of a phone number (E.164). */
export const maxPhoneDigits = 15;

/** Something, `@`, a domain with a dot: refuses "mari@" and "mari@example", where the browser's own check lets the latter through. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Digits with the signs people write a number with: `+372 5123 4567`, `(0) 5123-4567`. */
const phonePattern = /^\+?[\d\s()./-]+$/;

/** True when `text` is an e-mail address a reply can go to. */
export function isEmail(text: string): boolean {
  return emailPattern.test(text.trim());
}

/** True when `text` is a phone number that can be called: only digits and the usual signs, 7 to 15 digits. */
export function isPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return phonePattern.test(text.trim()) && digits >= minPhoneDigits && digits <= maxPhoneDigits;
}

/**
 * The errors of `enquiry`, empty when it can be sent: the message is
 * required (an estimate fills it), and a way to reply, an e-mail address
 * or a phone number; whichever is given must be well formed. With neither,
 * both fields are wrong and the text shows under the e-mail.
 */
export function enquiryErrors(enquiry: Enquiry): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const email = enquiry.from_email.trim();
  const phone = enquiry.from_phone.trim();
  if (!email && !phone) {
    errors.from_email = { key: 'replyMissing', shownAt: 'from_email' };
    errors.from_phone = { key: 'replyMissing', shownAt: 'from_email' };
  }
  if (email && !isEmail(email)) errors.from_email = { key: 'emailInvalid', shownAt: 'from_email' };
  if (phone && !isPhone(phone)) errors.from_phone = { key: 'phoneInvalid', shownAt: 'from_phone' };
  if (!enquiry.message.trim()) errors.message = { key: 'messageRequired', shownAt: 'message' };
  return errors;
}
