import { expect, test } from 'vitest';
import { localisedRow } from '../../src/lib/prices/localised-row';
import { priceUnitKeys, type PriceRow, type PriceUnit } from '../../src/lib/prices/price-rows';
import { localeCodes } from '../support/site-pages';
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
  return {
    ...localised,
    price: plain(localised.price),
    priceWithVat: plain(localised.priceWithVat),
    priceWithVatPerUnit: plain(localised.priceWithVatPerUnit),
  };
};

test('a priced row in each language: its name (Estonian where none), both units, the price without and with 24 % VAT', () => {
  expect(shown(hourly, 'et')).toEqual({
    name: 'Tunnitöö',
    unit: translate('et', 'priceList.unitTund'),
    unitAfterPrice: translate('et', 'priceList.pricePerTund', { price: '' }),
    priceCents: 3050,
    price: '30,50 €',
    priceWithVat: '37,82 €',
    priceWithVatPerUnit: translate('et', 'priceList.pricePerTund', { price: '37,82 €' }),
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

test.each(localeCodes)(
  'in %s, a price with each unit is the price and then what follows it, as a phone line writes them',
  (locale) => {
    for (const unit of Object.keys(priceUnitKeys) as PriceUnit[]) {
      const row = localisedRow({ ...hourly, unit }, locale);
      expect(row.priceWithVatPerUnit, unit).toBe(`${row.priceWithVat}${row.unitAfterPrice}`);
      expect(row.unitAfterPrice.trim(), unit).not.toBe('');
    }
  },
);
