import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { checkRows } from '../../src/lib/content/strict-file-loader';
import { galleryRowCheck } from '../../src/lib/gallery/gallery-schema';
import { priceRowSchema, roomDefaultClashes } from '../../src/lib/prices/price-rows';
import { priceFileRows } from '../../src/lib/prices/price-file';

/**
 * The site's own data files pass the checks the build runs on them (the
 * same `checkRows` the content loader calls), so a build from them never
 * stops on a data error; the messages for bad files are tested in
 * validation-errors.test.ts.
 */

const root = new URL('../../', import.meta.url);
const location = (path: string) => ({ file: new URL(path, root), root });
const rowsOf = (path: string) =>
  priceFileRows(parseYaml(readFileSync(new URL(path, root), 'utf-8'))) as Record<string, unknown>[];

describe('src/data/price-list.yaml', () => {
  const path = 'src/data/price-list.yaml';
  const rows = rowsOf(path);

  test('has rows, and no row breaks a rule (fields, units, prices, unique ids, one room default per surface)', () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(checkRows(rows, () => priceRowSchema, location(path))).toEqual([]);
    expect(roomDefaultClashes(rows)).toEqual([]);
  });
});

describe('src/data/gallery.yaml', () => {
  const path = 'src/data/gallery.yaml';

  test('has photos, and every one names an existing file or an image host, with a unique id', () => {
    const rows = rowsOf(path);
    expect(rows.length).toBeGreaterThan(0);
    expect(checkRows(rows, (row, at) => galleryRowCheck(row, at.file, at.root), location(path))).toEqual([]);
  });
});
