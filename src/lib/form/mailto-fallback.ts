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

interface Enquiry {
  /** The company's address. */
  to: string;
  subject: string;
  /** The body's labels for the name and e-mail lines, in the page's language. */
  labels: { name: string; email: string };
  name: string;
  email: string;
  message: string;
  /** The photos' links (`photo-list.ts`) under their label, in the page's language; none: no line. */
  photos?: { label: string; links: string[] };
}

/** `text` URL-encoded as RFC 6068 asks for a `mailto:` field: every line break as `%0D%0A`. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));

/**
 * The `mailto:` link to `to` whose subject is `subject` and whose body is
 * the name and e-mail lines, the photos' label and links (one a line, when
 * there are any), a blank line and the message. When the link
 * would be longer than `maxLength` characters, the message is cut (at a
 * whole character, never inside a line break's encoding) and ends with
 * `cutMark`. When even the link without its message is longer (an absurd
 * name), the message is `cutMark` alone.
 */
export function mailtoFallback(enquiry: Enquiry, maxLength = mailtoMaxLength): MailtoFallback {
  const { to, subject, labels, name, email, message, photos } = enquiry;
  const photoLines = photos?.links.length ? `${photos.label}:\n${photos.links.join('\n')}\n` : '';
  const head = `mailto:${to}?subject=${encode(subject)}&body=${encode(`${labels.name}: ${name}\n${labels.email}: ${email}\n${photoLines}\n`)}`;
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
