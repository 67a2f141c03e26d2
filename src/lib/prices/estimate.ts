/**
 * The quote estimator's selection: which price rows a visitor picked and
 * how much of each, its lines and total, and its form in a URL
 * (`?estimate=wallpaper-removal:20,decorative-painting`). Shared by the
 * estimator on the services page and the contact form that turns the same
 * parameter into a message. Runs in the browser: no imports but money maths.
 */
import { lineCents } from './money';
import { maxQuantity } from './estimate-param';

/** A price row as the estimator shows it, in the page's language. */
export interface EstimateRow {
  /** The row's `id` in `src/data/price-list.yaml`. */
  id: string;
  /** Service name. */
  name: string;
  /** Unit as the language writes it (m², jm/lm/пог. м …). */
  unit: string;
  /** "From" price per unit in cents excl. VAT; `null`: priced on request. */
  priceCents: number | null;
}

/**
 * What is selected, by row id: hundredths of a unit for a priced row
 * (12.5 m² → 1250), `true` for a ticked "on request" row.
 */
export type Selection = ReadonlyMap<string, number | true>;

/** One selected row: its quantity and price (cents excl. VAT) when priced. */
export interface EstimateLine {
  row: EstimateRow;
  hundredths?: number;
  cents?: number;
}

/** The selected rows in `rows` order, each priced row with its subtotal. */
export function estimateLines(rows: readonly EstimateRow[], selection: Selection): EstimateLine[] {
  return rows.flatMap((row) => {
    const value = selection.get(row.id);
    if (row.priceCents === null) return value === true ? [{ row }] : [];
    return typeof value === 'number' ? [{ row, hundredths: value, cents: lineCents(value, row.priceCents) }] : [];
  });
}

/** Sum of the lines' subtotals in cents excl. VAT (0 without priced lines). */
export function totalCents(lines: readonly EstimateLine[]): number {
  return lines.reduce((sum, line) => sum + (line.cents ?? 0), 0);
}

/**
 * The selection as the parameter's value: `id:quantity` (decimal point)
 * for a priced row, the bare `id` for a ticked "on request" row, in row
 * order, comma-separated; `''` for an empty selection. Only URL-safe
 * characters, so it reads the same in the address bar.
 */
export function encodeEstimate(lines: readonly EstimateLine[]): string {
  return lines
    .map(({ row, hundredths }) => (hundredths === undefined ? row.id : `${row.id}:${hundredths / 100}`))
    .join(',');
}

/**
 * The selection a parameter's value names (`null` or `''`: none). Entries
 * that name no row of `rows`, repeat a row, give a priced row no valid
 * quantity (not a plain number with at most two decimals, zero, more than
 * `maxQuantity`) or give an "on request" row one are ignored without an
 * error: the link may be old, hand-edited or tampered with.
 */
export function decodeEstimate(rows: readonly EstimateRow[], value: string | null): Map<string, number | true> {
  const selection = new Map<string, number | true>();
  for (const entry of (value ?? '').split(',')) {
    const [id, quantity, ...rest] = entry.split(':');
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || rest.length || selection.has(id)) continue;
    if (row.priceCents === null) {
      if (quantity === undefined) selection.set(id, true);
    } else if (/^\d{1,6}(\.\d{1,2})?$/.test(quantity ?? '')) {
      const hundredths = Math.round(Number(quantity) * 100);
      if (hundredths > 0 && hundredths <= maxQuantity * 100) selection.set(id, hundredths);
    }
  }
  return selection;
}
