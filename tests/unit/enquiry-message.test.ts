import { describe, expect, test } from 'vitest';
import { composeEnquiry, enquiryFromEstimate, fill, type EnquiryPrefill } from '../../src/lib/prices/enquiry-message';
import { estimateLines } from '../../src/lib/prices/estimate';
import { formatMoney, formatQuantity, withVat } from '../../src/lib/prices/money';
import { localeCodes, localeInfo } from '../../src/lib/i18n/locales';
import { vatRatePercent } from '../../src/lib/site';
import { translate } from '../support/translations';
import { estimateRows, samplePriceRows } from '../support/price-rows';

const { priced, onRequest } = samplePriceRows(2);

describe.each(localeCodes)('the enquiry message in %s', (locale) => {
  const rows = estimateRows(locale);
  const { numberLocale } = localeInfo(locale);
  const rate = new Intl.NumberFormat(numberLocale, { style: 'percent' }).format(vatRatePercent / 100);
  const strings = {
    intro: translate(locale, 'estimator.messageIntro'),
    line: translate(locale, 'estimator.messageLine', {
      service: '{{service}}',
      quantity: '{{quantity}}',
      unit: '{{unit}}',
      price: '{{price}}',
      subtotal: '{{subtotal}}',
    }),
    lineOnRequest: translate(locale, 'estimator.messageLineOnRequest', { service: '{{service}}' }),
    total: translate(locale, 'estimator.messageTotal', {
      rate,
      total: '{{total}}',
      totalWithVat: '{{totalWithVat}}',
    }),
    note: translate(locale, 'estimator.messageNote'),
  };
  const prefill: EnquiryPrefill = { rows, strings, numberLocale, vatRatePercent };
  const row = (id: string) => rows.find((candidate) => candidate.id === id)!;
  const money = (cents: number) => formatMoney(cents, numberLocale);

  test('one line per item (name, quantity and unit, price, subtotal), the total line, then the "from" note', () => {
    const [a, b] = priced.map((p) => row(p.id));
    const lines = estimateLines(
      rows,
      new Map<string, number | true>([
        [a.id, 1250],
        [b.id, 4000],
        [onRequest.id, true],
      ]),
    );
    const aCents = Math.round(a.priceCents! * 12.5);
    const bCents = b.priceCents! * 40;
    const byId: Record<string, string> = {
      [a.id]: translate(locale, 'estimator.messageLine', {
        service: a.name,
        quantity: formatQuantity(1250, numberLocale),
        unit: a.unit,
        price: money(a.priceCents!),
        subtotal: money(aCents),
      }),
      [b.id]: translate(locale, 'estimator.messageLine', {
        service: b.name,
        quantity: formatQuantity(4000, numberLocale),
        unit: b.unit,
        price: money(b.priceCents!),
        subtotal: money(bCents),
      }),
      [onRequest.id]: translate(locale, 'estimator.messageLineOnRequest', { service: row(onRequest.id).name }),
    };
    const total = aCents + bCents;
    expect(composeEnquiry(lines, strings, numberLocale, vatRatePercent).split('\n')).toEqual([
      translate(locale, 'estimator.messageIntro'),
      ...rows.map((r) => byId[r.id]).filter(Boolean),
      translate(locale, 'estimator.messageTotal', {
        rate,
        total: money(total),
        totalWithVat: money(withVat(total, vatRatePercent)),
      }),
      translate(locale, 'estimator.messageNote'),
    ]);
  });

  test('names each item as the price list does in this language', () => {
    const message = composeEnquiry(
      estimateLines(rows, new Map([[priced[0].id, 100]])),
      strings,
      numberLocale,
      vatRatePercent,
    );
    expect(message).toContain(priced[0].service[locale] ?? priced[0].service.et);
    expect(message).toContain(translate(locale, 'estimator.messageNote'));
  });

  test('without a priced item there is no total line', () => {
    const message = composeEnquiry(
      estimateLines(rows, new Map([[onRequest.id, true]])),
      strings,
      numberLocale,
      vatRatePercent,
    );
    expect(message.split('\n')).toEqual([
      strings.intro,
      fill(strings.lineOnRequest, { service: row(onRequest.id).name }),
      strings.note,
    ]);
  });

  test('an empty selection gives no message, and a parameter that selects nothing no prefill', () => {
    expect(composeEnquiry([], strings, numberLocale, vatRatePercent)).toBe('');
    expect(enquiryFromEstimate(prefill, null)).toBeUndefined();
    expect(enquiryFromEstimate(prefill, 'no-such-row:3,also:bad')).toBeUndefined();
  });

  test('a parameter becomes its message and its canonical value', () => {
    const result = enquiryFromEstimate(prefill, `${priced[0].id}:2.50,no-such-row:1`);
    expect(result?.estimate).toBe(`${priced[0].id}:2.5`);
    expect(result?.message).toBe(
      composeEnquiry(estimateLines(rows, new Map([[priced[0].id, 250]])), strings, numberLocale, vatRatePercent),
    );
  });
});

describe('fill', () => {
  test('replaces known placeholders and leaves unknown ones', () => {
    expect(fill('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });
});
