import type et from '../../../locales/et.json';

/**
 * The keys of the locale file's `contactForm` group that the contact
 * section shows itself, outside the form's island: its heading, the ways
 * to reach the company beside the reply promise (phone and WhatsApp, and
 * the WhatsApp link's text), the note for browsers without JavaScript and
 * the privacy note with its link.
 */
export const contactSectionKeys = [
  'heading',
  'replyWays',
  'whatsappLink',
  'noScript',
  'privacyNote',
  'privacyLink',
] as const;

/**
 * The rest of the `contactForm` group: the form island's strings in the
 * page's language (`contactFormTexts` fills the site facts at build time).
 * Besides the fields' labels, placeholders and hints, the note on what is
 * required and the button: `invalid` and `errors` (a refused submit, the
 * error under each wrong field), `sent`, `failed` and `wait` (the
 * notices after a send), `mailtoOpened` and `mailtoNote` (the `mailto:`
 * fallback of a build without EmailJS ids), `byEmail` and `byPhone` (the
 * notice's links), `cut` (the `mailto:` message was cut short) and
 * `mailSubject` (the fallback e-mail's subject).
 */
export type ContactFormTexts = Omit<(typeof et)['contactForm'], (typeof contactSectionKeys)[number]>;
