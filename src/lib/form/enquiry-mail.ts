/**
 * The parts of the enquiry e-mail the form writes besides the typed fields
 * (docs/behaviour.md, "Contact form"): its subject, and its photo lines.
 * Pure; the texts come from the locale file's `contactForm` group in the
 * page's language, their `{{placeholders}}` filled here.
 */
import { fillPlaceholders } from '../i18n/placeholder';
import type { Enquiry } from './enquiry-fields';

/**
 * The e-mail's subject: `template` (`contactForm.mailSubject`,
 * "Päring: {{about}}") with `{{about}}` naming who and where: the name,
 * else the phone, else the e-mail address; then the job's location, if
 * given ("Päring: Mari Tamm, Mustamäe", "Päring: +372 5123 4567").
 */
export function enquirySubject(template: string, enquiry: Enquiry): string {
  const field = (value: string) => value.replace(/\s+/g, ' ').trim();
  const who = [enquiry.from_name, enquiry.from_phone, enquiry.from_email].map(field).find(Boolean);
  const about = [who, field(enquiry.job_location)].filter(Boolean).join(', ');
  return fillPlaceholders(template, { about });
}

/** The photo lines' texts: `contactForm.photos.linkLine` and `notAttached`. */
interface PhotoLineTexts {
  linkLine: string;
  notAttached: string;
}

/**
 * The e-mail's photo lines: one per attached photo, numbered from 1 with
 * its file name ("Foto 1 (elutuba.jpg): https://…"), then, when photos
 * could not be attached (`leftOut`, their file names), one line saying how
 * many and which ("Lisamata fotod: 1 (köök.jpg)"). Empty without photos.
 */
export function photoLines(
  attached: readonly { name: string; link: string }[],
  leftOut: readonly string[],
  texts: PhotoLineTexts,
): string[] {
  const lines = attached.map(({ name, link }, index) =>
    fillPlaceholders(texts.linkLine, { n: String(index + 1), file: name, link }),
  );
  if (leftOut.length)
    lines.push(fillPlaceholders(texts.notAttached, { howMany: String(leftOut.length), files: leftOut.join(', ') }));
  return lines;
}
