/**
 * The price file `src/data/price-list.yaml`: its row schema (validated at
 * build time by the content collection), its units and measures, and how
 * its rows are presented (translation keys, grouping under the file's
 * categories, `price-file.ts`),
 * shared by the price table, the estimator's props and the JSON-LD offer
 * catalogue. Build-time only (it imports Zod).
 */
import { z } from 'astro/zod';
import type { TranslationKey } from '../i18n/translations';
import { rowId, strictFields } from '../content/row-schema';
import { localisedTextSchema } from '../content/localised-text';
import type { ValidationError } from '../content/validation-errors';
import { measureList, measures } from './measures';
import { dailyOutputIssue, dailyOutputSchema } from './daily-output';

/** Units a price row may use; shown localised via `priceList.unit*` (m², jm/lm/пог. м …). */
const priceUnits = ['m2', 'jm', 'tk', 'tund'] as const;

export type PriceUnit = (typeof priceUnits)[number];

/**
 * The highest "from" price per unit, in EUR excluding VAT. The dearest row
 * is a few tens of euros; a price above this is almost certainly a typo
 * (an extra zero, a missing decimal point) and stops the build.
 */
const maxUnitPrice = 10_000;

/** A whole number with a space between thousands, as the messages write it: `10 000`. */
const thousands = (amount: number) => String(amount).replace(/\B(?=(\d{3})+$)/g, ' ');

/** True when `amount` has at most two decimals (whole cents), however the float is stored. */
const hasWholeCents = (amount: number) => Number(amount.toFixed(2)) === amount;

/**
 * A "from" price in EUR excluding VAT: above 0, at most `maxUnitPrice`, in
 * whole cents. YAML's `.inf` and `.nan` are not numbers here.
 */
const price = z
  .number({ error: 'a number of euros such as 12 or 12.5, without "€", or null for "on request"' })
  .gt(0, { error: 'a price above 0 € (euros excluding VAT), or null for "on request"' })
  .max(maxUnitPrice, {
    error: `at most ${thousands(maxUnitPrice)} € per unit: a higher price is almost certainly a typo (an extra zero?)`,
  })
  .refine(hasWholeCents, { error: 'at most two decimals (whole cents), such as 12.5 or 12.25' });

/** Room surfaces in a row's `field`: one (`walls`) or a list (`[walls, ceiling]`); optional. */
const surfacesSchema = (field: string) =>
  z
    .union([z.enum(measures), z.array(z.enum(measures)).min(1)], {
      error: `one of ${measures.join(', ')}, a list of them such as [walls, ceiling], or no ${field} line`,
    })
    .optional();

/**
 * One row of `src/data/price-list.yaml`, as the editor writes it.
 * `price` is the minimum "from" price in EUR excluding VAT; no `price`
 * line (or `null`) means "on request" (the CMS leaves an empty price out).
 * `measure` (optional) names the room surface, or a list of them
 * (`[walls, ceiling]`), whose work the row is in the estimator's room-size
 * helper (`surfaces.ts`); a row without one is filled by hand only.
 * `roomDefault` (optional) names the surfaces of its `measure` on which the
 * helper starts with the row ticked, `[walls, ceiling]` (`priceRowCheck`,
 * `roomDefaultClashes`): a list, as the CMS writes it, because the CMS
 * writes an unset switch as `false` on every row.
 * `dailyOutput` (optional) is how much of the unit one tradesperson does
 * in a working day (`daily-output.ts`), from which the estimator tells the
 * working days; a row without one is not timed.
 * `note` is optional; without it the table shows
 * the translated "Depends on details". Every field's error message is the
 * plain phrase the build prints after "expected".
 */
export const priceRowSchema = strictFields(
  {
    id: rowId,
    category: z.string({ error: 'the id of a category under "categories:", such as preparation' }),
    service: localisedTextSchema('service name'),
    unit: z.enum(priceUnits, { error: `one of ${priceUnits.join(', ')}` }),
    price: price.nullable().default(null),
    dailyOutput: dailyOutputSchema,
    measure: surfacesSchema('measure'),
    roomDefault: surfacesSchema('roomDefault'),
    note: localisedTextSchema('note').optional(),
  },
  'a row of fields, starting with "- id: …"',
);

export type PriceRow = z.infer<typeof priceRowSchema>;

/**
 * `priceRowSchema`, and the row's category one of `categoryIds`, the ids
 * under the file's `categories:` (where each has its heading in every
 * language), instead of a row the table would leave out; and a row's
 * `roomDefault` surfaces are among its `measure` and it has a price, since
 * the room-size helper offers only priced rows on the surfaces they
 * measure: a default it could not show would change nothing without a word;
 * and a row's `dailyOutput` within its unit's limit (`daily-output.ts`).
 */
export function priceRowCheck(categoryIds: readonly string[]) {
  return priceRowSchema.superRefine(({ category, measure, price, roomDefault, unit, dailyOutput }, context) => {
    const outputIssue = dailyOutputIssue(unit, dailyOutput);
    if (outputIssue) context.addIssue({ code: 'custom', path: ['dailyOutput'], message: outputIssue });
    if (!categoryIds.includes(category))
      context.addIssue({
        code: 'custom',
        path: ['category'],
        message: `one of the categories under "categories:" (${categoryIds.join(', ')}), or a new one added there with its heading`,
      });
    const measured = measureList(measure) ?? [];
    const unmeasured = (measureList(roomDefault) ?? []).filter((surface) => !measured.includes(surface));
    const missing = [
      unmeasured.length > 0 && `${unmeasured.join(' and ')} in its measure line`,
      price === null && 'a price',
    ].filter(Boolean);
    if (roomDefault && missing.length > 0)
      context.addIssue({
        code: 'custom',
        path: ['roomDefault'],
        message: `${missing.join(' and ')} as well, since the room-size helper offers only priced rows on the surfaces they measure; or no roomDefault line`,
      });
  });
}

/**
 * The errors of the price file's `rows` (each valid by itself) where a
 * row's `roomDefault` names a surface an earlier row's names too, naming
 * that row and the surface. At most one per surface:
 * the helper starts with the firm's usual job on it (docs/decisions.md,
 * "The room-size helper"), and two would put the same square metres into
 * two rows (1 coat and 2 coats) for every visitor, most likely a flag
 * moved to a new row and left on the old one.
 */
export function roomDefaultClashes(rows: readonly Record<string, unknown>[]): ValidationError[] {
  const firstOn = new Map<string, string>();
  return rows.flatMap((row, index) => {
    // Each row passed `priceRowCheck`: these fields have their schema's types.
    const { id, roomDefault } = row as Pick<PriceRow, 'id' | 'roomDefault'>;
    const surfaces = measureList(roomDefault) ?? [];
    const earlier = new Map<string, string[]>();
    for (const surface of surfaces) {
      const first = firstOn.get(surface);
      if (first) earlier.set(first, [...(earlier.get(first) ?? []), surface]);
      else firstOn.set(surface, `row ${index + 1} (id "${id}")`);
    }
    if (earlier.size === 0) return [];
    const where = [...earlier].map(([first, taken]) => `${first} for ${taken.join(' and ')}`).join(' and ');
    return [
      {
        row: index + 1,
        id,
        field: 'roomDefault',
        found: `${surfaces.join(' and ')}, as on ${where}`,
        expected: 'at most one roomDefault row per surface (the work the room-size helper starts with on it)',
      },
    ];
  });
}

/** Translation key of each unit as the locale writes it (m², jm/lm/пог. м …). */
export const priceUnitKeys: Record<PriceUnit, TranslationKey> = {
  m2: 'priceList.unitM2',
  jm: 'priceList.unitJm',
  tk: 'priceList.unitTk',
  tund: 'priceList.unitTund',
};

/**
 * Translation key of a price with its unit, per unit, as the locale writes
 * it (`{{price}}/{{unit}}`: `4,96 €/m²`, `30 €/h`; `€6.20 per metre`,
 * `€30 each`: docs/glossary.md): the home page's starting prices and a
 * row's price line on a phone. `{{unit}}` is the unit column's word
 * (`priceUnitKeys`); the phrase starts with the price.
 */
export const pricePerUnitKeys: Record<PriceUnit, TranslationKey> = {
  m2: 'priceList.pricePerM2',
  jm: 'priceList.pricePerJm',
  tk: 'priceList.pricePerTk',
  tund: 'priceList.pricePerTund',
};

/** The `estimator` plural key of a quantity in `unit`: `amountTk` (`estimator.amountTk_one` …: `1 item`, `2 items`). */
export const amountKey = (unit: PriceUnit) =>
  `amount${unit[0].toUpperCase()}${unit.slice(1)}` as `amount${Capitalize<PriceUnit>}`;

/**
 * Rows grouped by category, in the order of `categories` (the price
 * file's) and the rows' own order within each; categories without rows are
 * left out.
 */
export function groupByCategory<Row extends Pick<PriceRow, 'category'>, Category extends { id: string }>(
  rows: Row[],
  categories: readonly Category[],
): { category: Category; rows: Row[] }[] {
  return categories
    .map((category) => ({ category, rows: rows.filter((row) => row.category === category.id) }))
    .filter((group) => group.rows.length > 0);
}
