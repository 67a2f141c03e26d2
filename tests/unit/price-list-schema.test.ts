import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { priceRowSchema } from '../../src/lib/prices/price-rows';

/** The rows of a fixture under tests/fixtures/price-list/, as the editor wrote them. */
function fixtureRows(name: string): Record<string, unknown>[] {
  const text = readFileSync(new URL(`../fixtures/price-list/${name}`, import.meta.url), 'utf-8');
  return parseYaml(text) as Record<string, unknown>[];
}

describe('priceRowSchema accepts', () => {
  const rows = fixtureRows('valid.yaml');

  test.each(rows.map((row) => [row.id, row]))('%s', (_, row) => {
    expect(priceRowSchema.safeParse(row).error?.issues).toBeUndefined();
  });

  test('a null price ("on request") and names with only Estonian (en/ru optional)', () => {
    const parsed = rows.map((row) => priceRowSchema.parse(row));
    expect(parsed.some((row) => row.price === null)).toBe(true);
    expect(parsed.some((row) => row.service.en === undefined && row.service.ru === undefined)).toBe(true);
  });
});
