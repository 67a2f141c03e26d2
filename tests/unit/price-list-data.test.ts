import { describe, expect, test } from 'vitest';
import { priceRowSchema } from '../../src/lib/prices/price-list-schema';
import { priceFileRows } from '../support/price-data';

/**
 * The editor's price file passes the checks the build applies to it (the
 * schema per row, unique ids), with a message per row. What it holds (which
 * services, which prices) is the editor's to change: no test pins it.
 */
describe('src/data/price-list.yaml', () => {
  test('is a list with at least one row', () => {
    expect(Array.isArray(priceFileRows)).toBe(true);
    expect(priceFileRows.length).toBeGreaterThan(0);
  });

  test.each(priceFileRows.map((row, index) => [index + 1, row.id, row] as const))(
    'row %i (%s) matches the price-row schema',
    (order, _id, row) => {
      expect(priceRowSchema.safeParse({ ...row, order }).error?.issues).toBeUndefined();
    },
  );

  test('has unique ids', () => {
    const ids = priceFileRows.map((row) => row.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });
});
