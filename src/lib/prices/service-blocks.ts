/**
 * The services of the services page as the home page shows them
 * (docs/behaviour.md, "Services on the home page"): `src/data/services.yaml`
 * declares them, in order, and the price-list categories each covers; its
 * starting price is the lowest priced row of those categories in
 * `src/data/price-list.yaml`, so a price change shows there without a code
 * change. Each service's texts are in the locale files under keys made
 * from its id (`serviceTextKeys`); the loader names a service whose texts
 * are missing. Build-time only.
 */
import { z } from 'astro/zod';
import type { TranslationKey } from '../i18n/translations';
import { rowId, strictFields } from '../content/row-schema';
import type { PriceRow } from './price-rows';

/** `small-works` → `smallWorks`: the part of a service's text keys its id gives. */
const camelCase = (id: string) => id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Translation keys of a service's texts, from its id: its heading and text
 * on the services page (`services.smallWorksHeading`, `services.smallWorksText`)
 * and its one line on the home page (`homeServices.smallWorks`).
 */
export function serviceTextKeys(id: string): { heading: TranslationKey; text: TranslationKey; line: TranslationKey } {
  const name = camelCase(id);
  return {
    heading: `services.${name}Heading` as TranslationKey,
    text: `services.${name}Text` as TranslationKey,
    line: `homeServices.${name}` as TranslationKey,
  };
}

/** A row of `src/data/services.yaml`: a service (its id is its block's anchor, `/services#walls`) and the price-list categories it covers. */
export const serviceRowSchema = strictFields(
  {
    id: rowId,
    categories: z
      .array(z.string({ error: 'the id of a price-list category, such as ceilings' }), {
        error: `a list of price-list categories, such as [ceilings, floors]`,
      })
      .min(1, { error: 'at least one price-list category' }),
  },
  'a row of fields, starting with "- id: …"',
);

/**
 * `serviceRowSchema`, each of its categories one of `categoryIds` (the
 * price file's), and each service's texts present in `texts` (the
 * default locale file's texts by dotted key; the locale check holds the
 * other files to the same keys): a service without them is named with the
 * keys to add, instead of a page showing a raw key.
 */
export function serviceRowCheck(texts: Record<string, unknown>, file: string, categoryIds: readonly string[]) {
  return serviceRowSchema.superRefine(({ id, categories }, context) => {
    categories.forEach((category, index) => {
      if (!categoryIds.includes(category))
        context.addIssue({ code: 'custom', path: ['categories', index], message: `one of ${categoryIds.join(', ')}` });
    });
    const missing = Object.values(serviceTextKeys(id)).filter((key) => typeof texts[key] !== 'string');
    if (missing.length > 0)
      context.addIssue({
        code: 'custom',
        path: ['id'],
        message: `a service whose texts ${file} has (add ${missing.map((key) => `"${key}"`).join(', ')} to every locale file)`,
      });
  });
}

/**
 * The lowest priced row of `rows` in `categories` (the first of equals, in
 * file order), or undefined when none of them has a price.
 */
export function startingRow(rows: readonly PriceRow[], categories: readonly string[]): PriceRow | undefined {
  return rows
    .filter((row) => row.price !== null && categories.includes(row.category))
    .reduce<PriceRow | undefined>((lowest, row) => (lowest && lowest.price! <= row.price! ? lowest : row), undefined);
}
