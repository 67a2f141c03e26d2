import { z } from 'astro/zod';
import { rowId, strictFields } from '../content/row-schema';
import { parseDataFile } from '../content/parse-data-file';
import { dataFileError, headerErrors } from '../content/validation-errors';
import { englishName, localisedTextSchema } from '../content/localised-text';
import { locales } from '../i18n/locales';
import { isoDate } from '../content/iso-date';

/**
 * The price file's shape: the date the prices are valid from, which the
 * editor changes with them (docs/decisions.md, "The price list's validity
 * date"), the rows under `rows:`, and the categories in the table's order
 * with their headings in every language:
 *
 *     validFrom: 2027-01-01
 *     rows:
 *     - id: wallpaper-removal
 *       category: preparation
 *       …
 *     categories:
 *     - id: preparation
 *       label: { et: Ettevalmistustööd, en: Preparation, ru: … }
 *
 * Build-time only.
 */

export const priceListFile = 'src/data/price-list.yaml';

/**
 * A category of the price table: its id, which rows name in `category:`,
 * and its heading per language (`label:`), required in every language of
 * `locales.ts`, since the table shows it on every language's page.
 */
const categorySchema = strictFields(
  { id: rowId, label: localisedTextSchema('category heading') },
  'a category: "- id: …" and its heading per language under "label:"',
);

/** A category of the price file, as the schema gives it. */
export type PriceCategory = z.infer<typeof categorySchema>;

/** The categories, in the table's order: at least one, each id once, each heading in every language. */
const categoriesSchema = z
  .array(categorySchema, { error: 'the categories in the order the table shows them, each "- id: …" with "label:"' })
  .min(1, { error: 'at least one category, "- id: …" with its "label:"' })
  .superRefine((categories, context) => {
    const seen = new Set<string>();
    categories.forEach(({ id, label }, index) => {
      if (seen.has(id))
        context.addIssue({ code: 'custom', path: [index, 'id'], message: 'an id no other category uses' });
      seen.add(id);
      for (const { code } of locales)
        if (label[code] === undefined)
          context.addIssue({
            code: 'custom',
            path: [index, 'label', code],
            message: `the heading of the category "${id}" in ${englishName(code)} (the table shows it on the ${englishName(code)} pages)`,
          });
    });
  });

/** The fields of the price file beside its `rows`. */
export const priceListHeaderSchema = strictFields(
  { validFrom: isoDate, categories: categoriesSchema },
  'the date the prices are valid from, the rows and the categories: "validFrom: 2027-01-01", "rows:", then "categories:"',
);

/** The price file's fields beside its rows, as the schema gives them. */
export type PriceListHeader = z.infer<typeof priceListHeaderSchema>;

/**
 * The one-line warning when the prices' `validFrom` is after `today`
 * (both `2027-01-01`; the owner may mean it), saying what the services
 * page reads until then (`visitorText`, the Estonian sentence with the
 * date), or undefined when the date has come or the file gives none.
 */
export function futureValidFromWarning(
  validFrom: string | undefined,
  today: string,
  visitorText: string,
): string | undefined {
  if (!validFrom || validFrom <= today) return undefined;
  return (
    `The price list's validFrom, ${validFrom}, is after today (${today}): until then the services page says ` +
    `"${visitorText}", so today's prices read as not yet valid. Change it in ${priceListFile} ` +
    `(or at /admin, "Hinnakiri") unless you mean it.`
  );
}

/** The rows of a parsed price file in either shape (anything else as it is, for the loader to name). */
export function priceFileRows(parsed: unknown): unknown {
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && 'rows' in parsed
    ? parsed.rows
    : parsed;
}

/**
 * The `validFrom` of the price file's `text` (its YAML), or undefined when
 * it is a bare list of rows. For the build's going-live check, which runs
 * outside the content layer; pages read the `priceListHeader` collection.
 */
export function validFromOf(text: string): string | undefined {
  return priceFileHeader(text)?.validFrom;
}

/**
 * The fields beside the rows of the price file's `text` (its YAML), or
 * undefined when it is a bare list of rows. Throws an `InputError` naming
 * the file and each field on a mistake. For what runs outside the content layer: the build's
 * checks and the CMS's configuration; pages read the `priceListHeader`
 * collection.
 */
export function priceFileHeader(text: string): PriceListHeader | undefined {
  const parsed = parseDataFile(text, priceListFile);
  if (parsed === priceFileRows(parsed)) return undefined;
  const fields = Object.fromEntries(Object.entries(parsed as object).filter(([key]) => key !== 'rows'));
  const errors = headerErrors(priceListHeaderSchema, fields);
  if (errors.length > 0) throw dataFileError(priceListFile, errors);
  return priceListHeaderSchema.parse(fields);
}
