import { z } from 'astro/zod';

/** Units a price row may use; shown localised via `priceList.unit*`. */
const priceUnits = ['m2', 'jm', 'tk', 'tund'] as const;

/** The five categories of services, in the order the table shows them. */
export const priceCategories = ['preparation', 'painting', 'ceilings', 'floors', 'hourly'] as const;

export type PriceUnit = (typeof priceUnits)[number];
export type PriceCategory = (typeof priceCategories)[number];

/** A service name or note per locale: Estonian required, en/ru fall back to et. */
const localisedText = z.object({
  et: z.string().trim().min(1, 'the Estonian text (et) is required'),
  en: z.string().trim().min(1).optional(),
  ru: z.string().trim().min(1).optional(),
});

/**
 * One row of `src/data/price-list.yaml` (docs/behaviour.md, "The price list").
 * `price` is the minimum "from" price in EUR excluding VAT; `null` means the
 * original price list gives no price and the table shows "on request". `note` is optional;
 * without it the table shows the translated "Depends on details".
 */
export const priceRowSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and hyphens'),
  category: z.enum(priceCategories),
  service: localisedText,
  unit: z.enum(priceUnits),
  price: z.number().nonnegative().nullable(),
  note: localisedText.optional(),
  /** Position in the file, set by the loader (`strictFile`). */
  order: z.number().int().positive(),
});

export type PriceRow = z.infer<typeof priceRowSchema>;
