import type et from '../../../locales/et.json';

/**
 * The keys of the locale file's `contactForm` group that the contact
 * section shows itself, outside the form's island: its heading, the note
 * for browsers without JavaScript and the privacy note with its link.
 */
export const contactSectionKeys = ['heading', 'noScript', 'privacyNote', 'privacyLink'] as const;

/**
 * The rest of the `contactForm` group: the form island's strings in the
 * page's language (`contactFormTexts` fills the site facts at build time).
 * Besides the labels and the button: `sent`, `failed` and `wait` (the
 * notices after a send), `mailtoOpened` and `mailtoNote` (the `mailto:`
 * fallback of a build without EmailJS ids), `byEmail` and `byPhone` (the
 * notice's links), `cut` (the `mailto:` message was cut short) and
 * `mailSubject` (the fallback e-mail's subject).
 */
export type ContactFormTexts = Omit<(typeof et)['contactForm'], (typeof contactSectionKeys)[number]>;
