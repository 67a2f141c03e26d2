import { describe, expect, test } from 'vitest';
import { formatMoney, formatQuantity, lineCents, toCents, withVat } from '../../src/lib/prices/money';
import { localeInfo } from '../../src/lib/i18n/locales';
import { vatRatePercent } from '../../src/lib/company/company';
import { priceTableRows } from '../support/price-rows';

/** Text with every kind of space (no-break, narrow no-break) as a plain space. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('money in integer cents', () => {
  test('euros become whole cents, also where binary floating point is off (0.29, 19.99)', () => {
    expect([toCents(3), toCents(0.29), toCents(19.99), toCents(12.5)]).toEqual([300, 29, 1999, 1250]);
  });

  test('every price of the price file is a whole number of cents', () => {
    for (const { price } of priceTableRows) {
      if (price !== null) expect(toCents(price) / 100).toBe(price);
    }
  });

  test('a line is quantity × price, rounded half up to the cent', () => {
    expect(lineCents(1250, 300)).toBe(3750); // 12.5 × 3.00 €
    expect(lineCents(333, 1)).toBe(3); // 3.33 × 0.01 € = 0.0333 €
    expect(lineCents(50, 1)).toBe(1); // 0.5 × 0.01 € = half a cent: up
    expect(lineCents(149, 1)).toBe(1);
    expect(lineCents(10_000_000, 1_000_000)).toBe(100_000_000_000); // 100 000 units × 10 000 €: still exact
  });

  test('VAT is added and rounded half up to the cent', () => {
    expect(withVat(10_000, 24)).toBe(12_400);
    expect(withVat(1234, 24)).toBe(1530); // 15.3016 €
    expect(withVat(1, 50)).toBe(2); // 1.5 cents: up
    expect(withVat(1000, 22.5)).toBe(1225);
    expect(withVat(0, vatRatePercent)).toBe(0);
  });
});

describe('amounts and quantities as each language writes them', () => {
  test.each([
    ['et', ['3 €', '1234,50 €', '12 345,67 €']],
    ['en', ['€3', '€1,234.50', '€12,345.67']],
    ['ru', ['3 €', '1 234,50 €', '12 345,67 €']],
  ] as const)('%s: whole euros without decimals, otherwise two', (locale, expected) => {
    const { numberLocale } = localeInfo(locale);
    expect([300, 123_450, 1_234_567].map((cents) => spaced(formatMoney(cents, numberLocale)))).toEqual(expected);
  });

  test.each([
    ['et', '12,5', '0,01'],
    ['en', '12.5', '0.01'],
    ['ru', '12,5', '0,01'],
  ] as const)('%s writes quantities as %s and %s, and 100 000 without grouping', (locale, twelveAndHalf, hundredth) => {
    const { numberLocale } = localeInfo(locale);
    expect(formatQuantity(1250, numberLocale)).toBe(twelveAndHalf);
    expect(formatQuantity(1, numberLocale)).toBe(hundredth);
    expect(formatQuantity(10_000_000, numberLocale)).toBe('100000');
  });
});

describe("prices including VAT, from the price file and the site's rate", () => {
  test('each priced row: cents × (100 + rate) / 100, half a cent up; "on request" rows have none', () => {
    for (const { price } of priceTableRows) {
      if (price === null) continue;
      const cents = Math.round(price * 100);
      // In hundredths of a cent, all integers: exact.
      const exact = cents * (100 + vatRatePercent);
      expect(withVat(toCents(price), vatRatePercent)).toBe(Math.floor(exact / 100) + (exact % 100 >= 50 ? 1 : 0));
    }
  });

  test('a price and its VAT-inclusive figure are written as the language writes euros', () => {
    const priced = priceTableRows.find((row) => row.price !== null)!;
    const gross = withVat(toCents(priced.price!), vatRatePercent);
    expect(spaced(formatMoney(gross, localeInfo('et').numberLocale))).toBe(
      `${(gross / 100).toFixed(gross % 100 ? 2 : 0).replace('.', ',')} €`,
    );
  });
});
