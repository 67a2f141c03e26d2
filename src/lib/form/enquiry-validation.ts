import type { Enquiry, EnquiryField } from './enquiry-fields';
import { maxMessageBytes, messageBytes } from './message-limit';

/**
 * The enquiry form's rules (docs/behaviour.md, "Contact form"; why a field
 * is required: docs/decisions.md, "An enquiry the firm can answer"). Pure:
 * the form shows the errors, in the page's language, from the locale
 * file's `contactForm.errors` group, whose keys these are.
 */
type EnquiryErrorKey = 'messageRequired' | 'messageTooLong' | 'replyMissing' | 'emailInvalid' | 'phoneInvalid';

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

/**
 * One e-mail address by the rule of the browser's `type="email"` (the HTML
 * standard's "valid e-mail address"), with a dot in the domain besides:
 * refuses "mari@", "mari@example" (which the browser lets through), two
 * addresses ("a,b@c.ee") and markup ("<script>…@x.ee"), so nothing else
 * reaches the e-mail's Reply-To.
 * https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address
 */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

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
 * required (an estimate fills it) and at most `maxMessageBytes` long, and a way to reply, an e-mail address
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
  else if (messageBytes(enquiry.message) > maxMessageBytes)
    errors.message = { key: 'messageTooLong', shownAt: 'message' };
  return errors;
}
