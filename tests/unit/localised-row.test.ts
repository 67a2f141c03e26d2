import { expect, test } from 'vitest';
import { localisedRow } from '../../src/lib/prices/localised-row';
import type { PriceRow } from '../../src/lib/prices/price-rows';
import { translate } from '../support/translations';

/** A test's own rows: an hourly rate with English only, and a row on request with a note. */
const hourly: PriceRow = {
  id: 'hourly-rate',
  category: 'hourly',
  service: { et: 'Tunnitöö', en: 'Hourly work' },
  unit: 'tund',
  price: 30.5,
};
const onRequest: PriceRow = {
  id: 'wall-repair',
  category: 'preparation',
  service: { et: 'Seinte parandus', ru: 'Ремонт стен' },
  unit: 'm2',
  price: null,
  note: { et: 'Vaatame kohapeal' },
};

/** The row with its prices' spaces (no-break, as Intl writes them) as plain spaces. */
const shown = (row: PriceRow, locale: 'et' | 'en' | 'ru') => {
  const localised = localisedRow(row, locale);
  const plain = (text?: string) => text?.replace(/\s/g, ' ');
  return { ...localised, price: plain(localised.price), priceWithVat: plain(localised.priceWithVat) };
};

test('a priced row in each language: its name (Estonian where none), both units, the price without and with 24 % VAT', () => {
  expect(shown(hourly, 'et')).toEqual({
    name: 'Tunnitöö',
    unit: translate('et', 'priceList.unitTund'),
    unitWithPrice: translate('et', 'priceList.unitTundWithPrice'),
    priceCents: 3050,
    price: '30,50 €',
    priceWithVat: '37,82 €',
  });
  expect(shown(hourly, 'en')).toMatchObject({ name: 'Hourly work', price: '€30.50', priceWithVat: '€37.82' });
  expect(shown(hourly, 'ru')).toMatchObject({ name: 'Tunnitöö', price: '30,50 €', priceWithVat: '37,82 €' });
});

test('a row on request has no price, and its note in the language or Estonian', () => {
  const row = localisedRow(onRequest, 'ru');
  expect(row).toMatchObject({ name: 'Ремонт стен', priceCents: null, note: 'Vaatame kohapeal' });
  expect(row).not.toHaveProperty('price');
  expect(row).not.toHaveProperty('priceWithVat');
});
