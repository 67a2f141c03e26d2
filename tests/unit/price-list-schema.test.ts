import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { priceRowSchema } from '../../src/lib/prices/price-list';

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

/**
 * Each bad fixture breaks row 2 (laminate) in one field and keeps row 1
 * valid; the issue names the field (an unknown field is named in `keys`).
 */
test.each([
  { fixture: 'unknown-unit.yaml', issue: { path: ['unit'], code: 'invalid_value' } },
  { fixture: 'negative-price.yaml', issue: { path: ['price'], code: 'too_small' } },
  { fixture: 'zero-price.yaml', issue: { path: ['price'], code: 'too_small' } },
  { fixture: 'huge-price.yaml', issue: { path: ['price'], code: 'too_big' } },
  { fixture: 'three-decimals.yaml', issue: { path: ['price'], code: 'custom' } },
  { fixture: 'infinite-price.yaml', issue: { path: ['price'], code: 'invalid_type' } },
  { fixture: 'nan-price.yaml', issue: { path: ['price'], code: 'invalid_type' } },
  { fixture: 'non-numeric-price.yaml', issue: { path: ['price'], code: 'invalid_type' } },
  { fixture: 'missing-et-name.yaml', issue: { path: ['service', 'et'], code: 'invalid_type' } },
  { fixture: 'unknown-category.yaml', issue: { path: ['category'], code: 'invalid_value' } },
  { fixture: 'unknown-field.yaml', issue: { path: [], code: 'unrecognized_keys', keys: ['colour'] } },
  { fixture: 'missing-id.yaml', issue: { path: ['id'], code: 'invalid_type' } },
])('priceRowSchema rejects row 2 of $fixture', ({ fixture, issue }) => {
  const issuesPerRow = fixtureRows(fixture).map((row) => priceRowSchema.safeParse(row).error?.issues);
  expect(issuesPerRow).toMatchObject([undefined, [issue]]);
});
