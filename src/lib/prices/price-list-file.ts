import { z } from 'astro/zod';
import { strictFields } from '../content/row-schema';

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

/** The rows of a parsed price file in either shape (anything else as it is, for the loader to name). */
export function priceFileRows(parsed: unknown): unknown {
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && 'rows' in parsed
    ? parsed.rows
    : parsed;
}
