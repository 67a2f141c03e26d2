import { expect, test } from 'vitest';
import { untranslatedRowWarnings } from '../../src/lib/prices/untranslated-rows';
import { priceListFile } from '../../src/lib/prices/price-file';

const row = (id: string, service: Record<string, string>) => ({ id, category: 'painting', service, unit: 'm2' });

test('a row with every language has no warning; one without English or Russian is named with the language', () => {
  expect(
    untranslatedRowWarnings([
      row('walls', { et: 'Seinad', en: 'Walls', ru: 'Стены' }),
      row('ceiling', { et: 'Lagi', en: 'Ceiling' }),
      row('floor', { et: 'Põrand' }),
    ]),
  ).toEqual([
    `${priceListFile}, row 2 (id "ceiling"): the service name has no Russian text, so the Russian pages show ` +
      'the Estonian "Lagi"; add it under "service:" unless you mean it.',
    `${priceListFile}, row 3 (id "floor"): the service name has no English or Russian text, so the English and ` +
      'Russian pages show the Estonian "Põrand"; add them under "service:" unless you mean it.',
  ]);
});

test('rows the schema refuses are left to the loader to name', () => {
  expect(untranslatedRowWarnings('not a list')).toEqual([]);
  expect(
    untranslatedRowWarnings([null, { id: 'x', service: 'Seinad' }, { id: 'y', service: { en: 'Walls' } }]),
  ).toEqual([]);
});
