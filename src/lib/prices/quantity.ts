/**
 * A quantity as a visitor types it into the estimator (`12,5`), read as
 * hundredths of a unit, and its limits. Runs in the browser: no imports.
 */

/** The largest quantity the estimator accepts, in any unit (m², jm, tk, tund). */
export const maxQuantity = 100_000;

/**
 * Why a typed quantity is refused: not a number (letters, two separators),
 * zero or negative, above `maxQuantity`, or more than two decimals. Each is
 * shown next to its field as `estimator.error*`.
 */
export type QuantityError = 'notNumber' | 'notPositive' | 'tooLarge' | 'tooManyDecimals';

/** A parsed field: `null` when empty (not selected), else hundredths of a unit or the reason it was refused. */
export type ParsedQuantity = null | { hundredths: number } | { error: QuantityError };

/**
 * Reads a quantity as a visitor types it: a decimal comma or point ("12,5",
 * "12.5"), spaces ignored ("1 200"). Returns hundredths of a unit (integer,
 * so that money stays in whole cents), `null` for an empty field, or the
 * error; `max` is the largest quantity allowed (a room's side: 50 m). A
 * grouping comma ("1,200") is read as a decimal comma and refused for its
 * three decimals: a quantity is never silently a thousand times off.
 */
export function parseQuantity(text: string, max = maxQuantity): ParsedQuantity {
  const compact = text.replace(/\s/g, '');
  if (!compact) return null;
  const match = /^(-?)(\d*)(?:[.,](\d*))?$/.exec(compact);
  if (!match || !(match[2] || match[3])) return { error: 'notNumber' };
  const [, minus, whole, decimals = ''] = match;
  if (decimals.length > 2) return { error: 'tooManyDecimals' };
  const hundredths = Number(whole || 0) * 100 + Number(decimals.padEnd(2, '0'));
  if (minus || hundredths === 0) return { error: 'notPositive' };
  if (hundredths > max * 100) return { error: 'tooLarge' };
  return { hundredths };
}
