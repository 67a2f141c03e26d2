/**
 * The `mailto:` fallback (docs/behaviour.md, "Contact form"): the typed
 * enquiry as a `mailto:` link, for when the form cannot send it itself (a
 * failed send, or a site built without the EmailJS ids).
 */

/**
 * Longest `mailto:` link made, in characters: some mail clients refuse
 * longer links (docs/decisions.md, "A failed send leads somewhere").
 */
export const mailtoMaxLength = 1800;

/** Marks a message cut to fit `mailtoMaxLength`. */
export const cutMark = '…';

export interface MailtoFallback {
  /** The `mailto:` link, at most `maxLength` characters. */
  href: string;
  /** True when the message was cut (and ends with `cutMark`). */
  cut: boolean;
}

/** One line above the message: a field's label in the page's language, and what was typed. */
interface DetailLine {
  label: string;
  value: string;
}

interface MailtoEnquiry {
  /** The company's address. */
  to: string;
  subject: string;
  /** The fields above the message, in order (name, e-mail, phone …); a line left empty is left out. */
  details: DetailLine[];
  message: string;
  /** The photo lines (`photoLines`: numbered links, left-out photos) under their label, in the page's language; none: no line. */
  photos?: { label: string; lines: string[] };
}

/** `text` URL-encoded as RFC 6068 asks for a `mailto:` field: every line break as `%0D%0A`. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));

/**
 * The `mailto:` link to `to` whose subject is `subject` and whose body is
 * a "label: value" line for each filled detail, the photos' label and
 * lines (one a line, when there are any), a blank line and the message.
 * When the link would be longer than `maxLength` characters, the message
 * is cut (at a whole character, never inside a line break's encoding) and
 * ends with `cutMark`. When even the link without its message is longer
 * (absurd details), the message is `cutMark` alone.
 */
export function mailtoFallback(enquiry: MailtoEnquiry, maxLength = mailtoMaxLength): MailtoFallback {
  const { to, subject, details, message, photos } = enquiry;
  const lines = details.filter(({ value }) => value.trim()).map(({ label, value }) => `${label}: ${value.trim()}\n`);
  if (photos?.lines.length) lines.push(`${photos.label}:\n${photos.lines.join('\n')}\n`);
  const head = `mailto:${to}?subject=${encode(subject)}&body=${encode(lines.length ? `${lines.join('')}\n` : '')}`;
  const whole = head + encode(message);
  if (whole.length <= maxLength) return { href: whole, cut: false };
  const room = maxLength - head.length - encode(cutMark).length;
  let kept = '';
  let length = 0;
  for (const character of message.replace(/\r?\n/g, '\n')) {
    length += encode(character).length;
    if (length > room) break;
    kept += character;
  }
  return { href: head + encode(kept + cutMark), cut: true };
}
