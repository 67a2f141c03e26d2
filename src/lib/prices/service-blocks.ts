/**
 * The four services of the services page as the home page shows them
 * (docs/behaviour.md, "Services on the home page"): `src/data/services.yaml`
 * says which price-list categories each covers, and its starting price is
 * the lowest priced row of those categories in `src/data/price-list.yaml`,
 * so a price change shows there without a code change. Build-time only.
 */
import { z } from 'astro/zod';
import type { TranslationKey } from '../i18n/translations';
import { strictFields } from '../content/row-schema';
import { priceCategories, type PriceRow } from './price-list';

/** The services, in the services page's order; each id is also its block's anchor there (`/services#walls`). */
const serviceIds = ['painting', 'walls', 'interior', 'small-works'] as const;

export type ServiceId = (typeof serviceIds)[number];

/** Translation keys of each service: its heading and text on the services page, its one line on the home page. */
export const serviceKeys: Record<ServiceId, { heading: TranslationKey; line: TranslationKey }> = {
  painting: { heading: 'services.paintingHeading', line: 'homeServices.painting' },
  walls: { heading: 'services.wallsHeading', line: 'homeServices.walls' },
  interior: { heading: 'services.interiorHeading', line: 'homeServices.interior' },
  'small-works': { heading: 'services.smallWorksHeading', line: 'homeServices.smallWorks' },
};

/** A row of `src/data/services.yaml`: a service and the price-list categories it covers. */
export const serviceRowSchema = strictFields(
  {
    id: z.enum(serviceIds, { error: `one of ${serviceIds.join(', ')}` }),
    categories: z
      .array(z.enum(priceCategories, { error: `one of ${priceCategories.join(', ')}` }), {
        error: `a list of price-list categories, such as [ceilings, floors]`,
      })
      .min(1, { error: 'at least one price-list category' }),
  },
  'a row of fields, starting with "- id: …"',
);

/**
 * The lowest priced row of `rows` in `categories` (the first of equals, in
 * file order), or undefined when none of them has a price.
 */
export function startingRow(rows: readonly PriceRow[], categories: readonly string[]): PriceRow | undefined {
  return rows
    .filter((row) => row.price !== null && categories.includes(row.category))
    .reduce<PriceRow | undefined>((lowest, row) => (lowest && lowest.price! <= row.price! ? lowest : row), undefined);
}
