import { expect, test } from 'vitest';
import { untranslatedRowWarnings } from '../../src/lib/prices/untranslated-rows';
import { priceListFile } from '../../src/lib/prices/price-file';
import { englishList } from '../../src/lib/i18n/english-list';
import { localeCodes } from '../../src/lib/i18n/locales';
import { otherLanguageNames } from '../support/languages';

const row = (id: string, service: Record<string, string>) => ({ id, category: 'painting', service, unit: 'm2' });
const withTexts = (codes: readonly string[], text: string) => Object.fromEntries(codes.map((code) => [code, text]));

test('a row with every language has no warning; one without some is named with those languages', () => {
  const [lastName] = otherLanguageNames.slice(-1);
  expect(
    untranslatedRowWarnings([
      row('walls', withTexts(localeCodes, 'Seinad')),
      row('ceiling', withTexts(localeCodes.slice(0, -1), 'Lagi')),
      row('floor', { et: 'Põrand' }),
    ]),
  ).toEqual([
    `${priceListFile}, row 2 (id "ceiling"): the service name has no ${lastName} text, so the ${lastName} pages show ` +
      'the Estonian "Lagi"; add it under "service:" unless you mean it.',
    `${priceListFile}, row 3 (id "floor"): the service name has no ${englishList(otherLanguageNames, 'disjunction')} ` +
      `text, so the ${englishList(otherLanguageNames)} pages show the Estonian "Põrand"; add them under "service:" unless you mean it.`,
  ]);
});

test('rows the schema refuses are left to the loader to name', () => {
  expect(untranslatedRowWarnings('not a list')).toEqual([]);
  expect(
    untranslatedRowWarnings([null, { id: 'x', service: 'Seinad' }, { id: 'y', service: { en: 'Walls' } }]),
  ).toEqual([]);
});
