/**
 * The contact form island's texts: the locale file's `contactForm` group in
 * one language, with the site facts filled in at build time (no
 * translation code reaches the browser: docs/decisions.md, "Strings handed
 * to islands as props"). The islands import only the type (`import type`).
 */
import type et from '../../../locales/et.json';
import type { Locale } from '../i18n/locales';
import { useTranslations } from '../company/translations';
import { maxPhotos, photoRetentionDays } from '../photos/photo-limits';

/**
 * The keys of the locale file's `contactForm` group that the contact
 * section shows itself, outside the form's island: its heading, the ways
 * to reach the company beside the reply promise (phone and WhatsApp, and
 * the WhatsApp link's text), the note for browsers without JavaScript and
 * the privacy note with its link.
 */
const contactSectionKeys = ['heading', 'replyWays', 'whatsappLink', 'noScript', 'privacyNote', 'privacyLink'] as const;

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

/**
 * The photo texts the form uses without its photo control (a build without
 * `PUBLIC_PHOTO_UPLOAD_URL`): the e-mail's photo lines, never filled then.
 * The control's own texts stay out of such a page (about 400 bytes
 * brotli: docs/performance.md, "The page budget").
 */
const photoLineKeys = ['linksLabel', 'linkLine', 'notAttached', 'waiting'] as const;

/**
 * The `contactForm` group in `locale` without the keys the section shows
 * outside the island, with `{{maxPhotos}}` and `{{photoRetention}}` filled;
 * `{{file}}` (a photo's file name) stays for the browser. Without
 * `photoControl` (no photo uploads configured), `photos` holds only
 * `photoLineKeys`. Build-time only.
 */
export function contactFormTexts(locale: Locale, { photoControl }: { photoControl: boolean }): ContactFormTexts {
  const t = useTranslations(locale);
  const group = t('contactForm', {
    returnObjects: true,
    maxPhotos,
    photoRetention: t('units.days', { count: photoRetentionDays }),
  }) as unknown as Record<string, unknown>;
  const outside: readonly string[] = contactSectionKeys;
  const texts = Object.fromEntries(Object.entries(group).filter(([key]) => !outside.includes(key))) as ContactFormTexts;
  if (photoControl) return texts;
  const photos = Object.fromEntries(photoLineKeys.map((key) => [key, texts.photos[key]]));
  return { ...texts, photos: photos as ContactFormTexts['photos'] };
}
