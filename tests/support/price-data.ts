import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { priceRowSchema, type PriceRow } from '../../src/lib/prices/price-rows.ts';
import { priceFileHeader, priceFileRows, priceListFile } from '../../src/lib/prices/price-file.ts';

/** A row of the price file as written (without the `order` the loader adds). */
export type PriceFileRow = Omit<PriceRow, 'order'>;

const fileText = readFileSync(new URL(`../../${priceListFile}`, import.meta.url), 'utf-8');

/**
 * The rows of `src/data/price-list.yaml`, in file order, as the build reads
 * them: through the row schema, so a row without a price is `null` ("on request").
 */
export const priceListRows: PriceFileRow[] = (priceFileRows(parseYaml(fileText)) as unknown[]).map((row) =>
  priceRowSchema.parse(row),
);

/** The price file's categories, in the table's order, each with its heading per language (`label`). */
export const priceCategories = priceFileHeader(fileText)?.categories ?? [];

/**
 * The price file's rows grouped as the price table and the JSON-LD catalogue
 * show them: categories in the file's order (`categories:`), rows in
 * file order within each, empty categories left out.
 */
export const priceGroups = priceCategories
  .map((category) => ({ category, rows: priceListRows.filter((row) => row.category === category.id) }))
  .filter((group) => group.rows.length > 0);
