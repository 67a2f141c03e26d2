/** How price rows are presented, shared by the price table and the JSON-LD offer catalogue. */
import type { TranslationKey } from '../i18n/translations';
import type { Locale } from '../i18n/locales';
import { priceCategories, type PriceCategory, type PriceRow, type PriceUnit } from './price-list-schema';

/** Translation key of each price-list category's heading (`priceList.category*`). */
export const priceCategoryKeys: Record<PriceCategory, TranslationKey> = {
  preparation: 'priceList.categoryPreparation',
  painting: 'priceList.categoryPainting',
  ceilings: 'priceList.categoryCeilings',
  floors: 'priceList.categoryFloors',
  hourly: 'priceList.categoryHourly',
};

/** Translation key of each unit as the locale writes it (m², jm/lm/пог. м …). */
export const priceUnitKeys: Record<PriceUnit, TranslationKey> = {
  m2: 'priceList.unitM2',
  jm: 'priceList.unitJm',
  tk: 'priceList.unitTk',
  tund: 'priceList.unitTund',
};

/** A row's text (service name or note) in `locale`, falling back to Estonian. */
export function localisedText(text: { et: string; en?: string; ru?: string }, locale: Locale): string {
  return text[locale] ?? text.et;
}

/**
 * Rows grouped by category, in the order of `priceCategories` and the rows'
 * own order within each; categories without rows are left out.
 */
export function groupByCategory<Row extends Pick<PriceRow, 'category'>>(
  rows: Row[],
): { category: PriceCategory; rows: Row[] }[] {
  return priceCategories
    .map((category) => ({ category, rows: rows.filter((row) => row.category === category) }))
    .filter((group) => group.rows.length > 0);
}
