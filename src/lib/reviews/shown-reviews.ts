import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getOrderedCollection } from '../content/ordered-collection';
import { parseDataFile } from '../content/parse-data-file';
import type { Locale } from '../i18n/locales';
import { reviewsFor, reviewsFile, type Review } from './review-schema';

/**
 * The reviews of `src/data/reviews.yaml` (the `reviews` collection, checked
 * by its loader) as the home page in `locale` shows them: that language's
 * first. The file is read first to see whether it holds any: `getCollection`
 * of an empty collection makes Astro warn on every page, and an empty file
 * is the normal state of a site that invents no reviews. Build-time only.
 */
export async function shownReviews(locale: Locale): Promise<Review[]> {
  const rows = parseDataFile(await readFile(join(process.cwd(), reviewsFile), 'utf-8'), reviewsFile);
  if (!Array.isArray(rows) || rows.length === 0) return [];
  return reviewsFor(
    (await getOrderedCollection('reviews')).map((entry) => entry.data),
    locale,
  );
}
