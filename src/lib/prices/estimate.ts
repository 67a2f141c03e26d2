/**
 * The quote estimator's estimate: the price rows as it shows them, which
 * of them a visitor picked and how much of each, the lines and their
 * total. Its parts: a typed quantity (`quantity.ts`), the rooms of the
 * room-size helper (`rooms.ts`) and all of it in the address
 * (`estimate-url.ts`). Runs in the browser: no imports but money maths.
 */
import { lineCents } from './money';
import type { PriceUnit } from './price-rows';
import type { Measure } from './measures';

/** A price row as the estimator shows it, in the page's language. */
export interface EstimateRow {
  /** The row's `id` in `src/data/price-list.yaml`. */
  id: string;
  /** Service name. */
  name: string;
  /** Unit as the language writes it (m², jm/lm/пог. м …). */
  unit: string;
  /** What the language writes after a price for this unit (`/h` in `30 €/h`, ` per metre`: `LocalisedRow`). */
  unitAfterPrice: string;
  /** The `estimator` plural key of a quantity in this unit (`amountTk`: `estimator.amountTk_one` … `2 items`). */
  amountKey: `amount${Capitalize<PriceUnit>}`;
  /** The row's own note in the page's language; without one the table shows the shared note. */
  note?: string;
  /** "From" price per unit in cents excl. VAT; `null`: priced on request. */
  priceCents: number | null;
  /** How much of the unit one tradesperson does in a working day (`dailyOutput:`), if the owner gave it. */
  dailyOutput?: number;
  /** The room surfaces whose work the row may be in the room-size helper (`measure:`), if any. */
  measures?: readonly Measure[];
  /** The surfaces on which the room-size helper starts with the row ticked (`roomDefault:`), if any. */
  roomDefault?: readonly Measure[];
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
