/**
 * Money in integer euro cents, so that sums never drift (0.1 + 0.2) and
 * never show NaN: amounts are computed in cents and turned into euros only
 * to be formatted. Runs at build time and in the browser (no imports).
 */

/** EUR → cents: `12.5` → `1250` (the price file allows at most two decimals). */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * Price of a quantity: `hundredths` of a unit (12.5 m² → 1250) × a unit
 * price in cents, rounded half up to the cent. Both inputs are
 * non-negative integers, so the product is exact and so is the rounding.
 */
export function lineCents(hundredths: number, unitCents: number): number {
  return Math.round((hundredths * unitCents) / 100);
}

/** `cents` plus VAT at `ratePercent` (24 → +24 %), rounded half up to the cent. */
export function withVat(cents: number, ratePercent: number): number {
  return Math.round((cents * (10_000 + Math.round(ratePercent * 100))) / 10_000);
}

/**
 * The `Intl.NumberFormat` of `numberLocale` and `options`, made once and
 * kept: making one costs far more than formatting with it, and the
 * estimator formats every subtotal, total and quantity at each keystroke
 * (docs/performance.md, "Taps").
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(numberLocale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${numberLocale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(numberLocale, options)));
  return format;
}

/**
 * An amount in cents as `numberLocale` writes euros (`1234,50 €` et-EE,
 * `€1,234.50` en-IE, `1 234,50 €` ru-RU): whole euros without decimals,
 * as the price table shows them, otherwise with two.
 */
export function formatMoney(cents: number, numberLocale: string): string {
  return numberFormat(numberLocale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A quantity in hundredths as `numberLocale` writes it, without grouping: `1250` → `12,5` (et), `12.5` (en). */
export function formatQuantity(hundredths: number, numberLocale: string): string {
  return numberFormat(numberLocale, { maximumFractionDigits: 2, useGrouping: false }).format(hundredths / 100);
}
