import { z } from 'astro/zod';
import { strictFields } from '../content/row-schema';
import { parseDataFile } from '../content/parse-data-file';

/**
 * The price file's shape: either a bare list of rows, or the date the
 * prices are valid from and the rows under `rows:`, which the editor
 * changes together (docs/decisions.md, "The price list's validity date"):
 *
 *     validFrom: 2027-01-01
 *     rows:
 *     - id: wallpaper-removal
 *       …
 *
 * Build-time only.
 */

export const priceListFile = 'src/data/price-list.yaml';

const aDate = 'a date as year-month-day, such as 2027-01-01';

/**
 * A calendar date as the file writes it, `2027-01-01`, quoted or not (the
 * parser keeps it as text): a day that exists, so `2027-02-30` is refused
 * rather than read as 2 March.
 */
const isoDate = z
  .string({ error: aDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: aDate })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    },
    { error: aDate },
  );

/** The fields of the price file beside its `rows`. */
export const priceListHeaderSchema = strictFields(
  { validFrom: isoDate },
  'the date the prices are valid from and the rows: "validFrom: 2027-01-01", then "rows:"',
);

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
  const parsed = parseDataFile(text, priceListFile);
  if (parsed === priceFileRows(parsed)) return undefined;
  return priceListHeaderSchema.parse(
    Object.fromEntries(Object.entries(parsed as object).filter(([key]) => key !== 'rows')),
  ).validFrom;
}
