import type { Locale } from '../../src/lib/i18n/locales';
import type { EstimateRow } from '../../src/lib/prices/estimate';
import { amountKey, pricePerUnitKeys, priceUnitKeys } from '../../src/lib/prices/price-rows';
import { measureList } from '../../src/lib/prices/measures';
import { toCents } from '../../src/lib/prices/money';
import { priceGroups, type PriceFileRow } from './price-data';
import { translate } from './translations';

export type { PriceFileRow };

/** The rows of the real price file, in the price table's order (by category, then file order). */
export const priceTableRows: PriceFileRow[] = priceGroups.flatMap((group) => group.rows);

/** A price-file row as a visitor reads it in `locale`: name (falling back to Estonian), unit (also after a price), price in cents. */
export function estimateRow(row: PriceFileRow, locale: Locale): EstimateRow {
  return {
    id: row.id,
    name: row.service[locale] ?? row.service.et,
    unit: translate(locale, priceUnitKeys[row.unit]),
    unitAfterPrice: translate(locale, pricePerUnitKeys[row.unit], { price: '' }),
    amountKey: amountKey(row.unit),
    priceCents: row.price === null ? null : toCents(row.price),
    ...(row.measure && { measures: measureList(row.measure) }),
    ...(row.roomDefault && { roomDefault: measureList(row.roomDefault) }),
    ...(row.dailyOutput && { dailyOutput: row.dailyOutput }),
  };
}

/** Every row of the price file as the estimator gets it in `locale`, in table order. */
export const estimateRows = (locale: Locale): EstimateRow[] => priceTableRows.map((row) => estimateRow(row, locale));

/** The first `count` priced rows and the first "on request" row of the price file. */
export function samplePriceRows(count: number): { priced: PriceFileRow[]; onRequest: PriceFileRow } {
  const priced = priceTableRows.filter((row) => row.price !== null).slice(0, count);
  const onRequest = priceTableRows.find((row) => row.price === null);
  if (priced.length < count || !onRequest) throw new Error('The price file has too few rows for this test');
  return { priced, onRequest };
}
