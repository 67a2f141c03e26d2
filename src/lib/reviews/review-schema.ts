import { z } from 'astro/zod';
import { localeCodes, type Locale } from '../i18n/locales';
import { rowId, strictFields } from '../content/row-schema';

/**
 * The rows of `src/data/reviews.yaml` (docs/behaviour.md, "Reviews"): what
 * a client wrote, shown on the home page only with their consent. The file
 * may hold no review at all (`[]`): the site invents none. Every field's
 * error message is the plain phrase the build prints after "expected".
 */

/** The reviews' file, from the project root. */
export const reviewsFile = 'src/data/reviews.yaml';

/** The longest review text, in characters: a few sentences, not a letter. */
export const maxReviewLength = 600;

/** A year and month, `2026-05`: when the work was done or the review given. */
export const reviewMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

const text = (what: string, max: number) =>
  z
    .string({ error: `${what}, as text` })
    .trim()
    .min(1, { error: `${what}, not empty` })
    .max(max, { error: `${what}, at most ${max} characters` });

/** One review, as the editor writes it. */
export const reviewSchema = strictFields(
  {
    id: rowId,
    name: text("the client's first name or initials, such as Mari K.", 40),
    district: text('the district or town, such as Kristiine', 60),
    month: z
      .string({ error: "the year and month in quotes, such as '2026-05'" })
      .regex(reviewMonthPattern, { error: "the year and month, such as '2026-05'" }),
    language: z.enum(localeCodes as [Locale, ...Locale[]], {
      error: `the review's language: ${localeCodes.join(', ')}`,
    }),
    text: text("the client's words, in the language they wrote them", maxReviewLength),
    source: z
      .url({
        protocol: /^https$/,
        error: 'the address of the review where the client first gave it, starting with https://',
      })
      .optional(),
    consent: z.literal(true, {
      error: 'true: the client agreed in writing to this review being shown with their name (consent: true)',
    }),
  },
  'a review, starting with "- id: …"',
);

export type Review = z.infer<typeof reviewSchema>;

/** `reviews` with those in `locale` first, each part in file order. */
export function reviewsFor<Row extends Pick<Review, 'language'>>(reviews: readonly Row[], locale: Locale): Row[] {
  return [
    ...reviews.filter((review) => review.language === locale),
    ...reviews.filter((review) => review.language !== locale),
  ];
}

/** Sites whose name is not their address's first word as written, by that word. */
const siteNames: Record<string, string> = { google: 'Google', facebook: 'Facebook', fb: 'Facebook' };

/**
 * The name a review's or rating's `source` address is shown by: "Google"
 * for `https://g.page/…` or `https://www.google.com/maps/…`, "Facebook"
 * for `https://www.facebook.com/…`, else the host without `www.`.
 */
export function sourceName(source: string): string {
  const host = new URL(source).hostname.replace(/^www\./, '');
  if (host === 'g.page' || host.startsWith('goo.gl')) return siteNames.google;
  return siteNames[host.split('.')[0]] ?? host;
}
