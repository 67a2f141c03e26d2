import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { priceRowSchema, type PriceRow } from '../../src/lib/prices/price-list-schema';

/** The real data file, each row validated as the loader does (with its `order`). */
const rows: PriceRow[] = (
  parseYaml(readFileSync(new URL('../../src/data/price-list.yaml', import.meta.url), 'utf-8')) as object[]
).map((row, index) => priceRowSchema.parse({ ...row, order: index + 1 }));

/**
 * The original price table, in its order: row id (its service name beside it),
 * category, unit and price from in EUR.
 */
const specPricedRows = [
  ['wallpaper-removal', 'preparation', 'm2', 3], // Wallpaper removal
  ['wall-priming', 'preparation', 'm2', 3], // Wall priming
  ['filling-one-coat', 'preparation', 'm2', 8], // Filling, 1 coat, sanding and priming
  ['filling-two-coats', 'preparation', 'm2', 10], // Filling, 2 coats
  ['plastering', 'preparation', 'm2', 8], // Plastering (MP-75) or levelling
  ['painting-one-coat', 'painting', 'm2', 4], // Painting, 1 coat
  ['painting-two-coats', 'painting', 'm2', 6], // Painting, 2 coats
  ['wallpapering', 'painting', 'm2', 12], // Wallpapering
  ['paintable-wallpaper', 'painting', 'm2', 10], // Paintable wallpaper plus 2-coat painting
  ['plasterboard-ceiling', 'ceilings', 'm2', 20], // Plasterboard ceiling build
  ['plasterboard-wall', 'ceilings', 'm2', 18], // Plasterboard wall
  ['plasterboard-ceiling-wall', 'ceilings', 'm2', 15], // Plasterboard ceiling-wall
  ['plasterboard-reveals', 'ceilings', 'jm', 10], // Window and door reveals (plasterboard group)
  ['parquet', 'floors', 'm2', 15], // Parquet laying
  ['laminate', 'floors', 'm2', 6], // Laminate
  ['skirting', 'floors', 'jm', 5], // Skirting boards
  ['reveal-finishing', 'floors', 'jm', 10], // Window or door reveal finishing
  ['interior-door', 'floors', 'tk', 30], // Interior door installation
  ['hourly-rate', 'hourly', 'tund', 30], // Worker hourly rate
];

/** Rows the original price table gives no price for: shown "on request". */
const specUnpricedRows = [
  ['decorative-painting', 'painting'], // Textured or decorative painting
  ['suspended-ceilings', 'ceilings'], // Suspended or stretch ceilings
];

describe('src/data/price-list.yaml', () => {
  test('holds the 19 priced rows of the original table, in its order, with their units and EUR amounts', () => {
    const priced = rows.filter((row) => row.price !== null);
    expect(priced.map((row) => [row.id, row.category, row.unit, row.price])).toEqual(specPricedRows);
  });

  test('holds the two unpriced rows with price null', () => {
    const unpriced = rows.filter((row) => row.price === null);
    expect(unpriced.map((row) => [row.id, row.category])).toEqual(specUnpricedRows);
    expect(rows).toHaveLength(specPricedRows.length + specUnpricedRows.length);
  });

  test('uses all five categories, each in one run in category order, so the table keeps the file order', () => {
    const runs = rows.map((row) => row.category).filter((category, i, all) => category !== all[i - 1]);
    expect(runs).toEqual(['preparation', 'painting', 'ceilings', 'floors', 'hourly']);
  });

  test('has unique ids', () => {
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
