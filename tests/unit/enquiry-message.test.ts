import { describe, expect, test } from 'vitest';
import { composeEnquiry, enquiryFromEstimate, fill, type EnquiryPrefill } from '../../src/lib/prices/enquiry-message';
import { estimateLines } from '../../src/lib/prices/estimate';
import { formatMoney, formatQuantity, withVat } from '../../src/lib/prices/money';
import { localeCodes, localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { vatRatePercent } from '../../src/lib/site';
import { translate } from '../support/translations';
import { estimateRows, samplePriceRows } from '../support/price-rows';

const { priced, onRequest } = samplePriceRows(2);

const roomPlaceholders = ['room', 'side1', 'side2', 'height', 'doors', 'windows'];

/** A counted noun's forms from the locale file (`estimator.doorsOne` …), `{{count}}` kept. */
const pluralForms = (locale: Locale, noun: 'doors' | 'windows') => ({
  one: translate(locale, `estimator.${noun}One`, { count: '{{count}}' }),
  few: translate(locale, `estimator.${noun}Few`, { count: '{{count}}' }),
  many: translate(locale, `estimator.${noun}Many`, { count: '{{count}}' }),
});

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
    room: translate(
      locale,
      'estimator.messageRoom',
      Object.fromEntries(roomPlaceholders.map((name) => [name, `{{${name}}}`])),
    ),
    roomName: translate(locale, 'estimator.roomName', { n: '{{n}}' }),
    doors: pluralForms(locale, 'doors'),
    windows: pluralForms(locale, 'windows'),
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

  test('measured rooms follow the total, one line each, with their sides, doors and windows', () => {
    const rooms = [
      { length: 420, width: 310, height: 260, doors: 1, windows: 2 },
      { length: 500, width: 400, height: 250, doors: 0, windows: 5 },
    ];
    const result = enquiryFromEstimate(prefill, `room:4.2x3.1x2.6x1x2,room:5x4x2.5x0x5,${priced[0].id}:3`);
    expect(result?.estimate).toBe(`room:4.2x3.1x2.6x1x2,room:5x4x2.5x0x5,${priced[0].id}:3`);
    const lines = result!.message.split('\n');
    const number = (hundredths: number) => formatQuantity(hundredths, numberLocale);
    const count = (noun: 'doors' | 'windows', n: number) => {
      const category = new Intl.PluralRules(numberLocale).select(n);
      const key = category === 'one' ? 'One' : category === 'few' ? 'Few' : 'Many';
      return translate(locale, `estimator.${noun}${key}`, { count: n });
    };
    expect(lines.slice(-3, -1)).toEqual(
      rooms.map((room, index) =>
        translate(locale, 'estimator.messageRoom', {
          room: translate(locale, 'estimator.roomName', { n: index + 1 }),
          side1: number(room.length),
          side2: number(room.width),
          height: number(room.height),
          doors: count('doors', room.doors),
          windows: count('windows', room.windows),
        }),
      ),
    );
    // Rooms alone, without a row, still make a message.
    expect(enquiryFromEstimate(prefill, 'room:4.2x3.1x2.6x1x2')?.message.split('\n')).toHaveLength(3);
  });
});

test('the Estonian room line reads as the owner would write it', () => {
  expect(
    translate('et', 'estimator.messageRoom', {
      room: translate('et', 'estimator.roomName', { n: 1 }),
      side1: '4,2',
      side2: '3,1',
      height: '2,6',
      doors: translate('et', 'estimator.doorsOne', { count: 1 }),
      windows: translate('et', 'estimator.windowsMany', { count: 2 }),
    }),
  ).toBe('Tuba 1: 4,2 × 3,1 × 2,6 m, 1 uks, 2 akent');
});

describe('fill', () => {
  test('replaces known placeholders and leaves unknown ones', () => {
    expect(fill('{{a}} and {{b}}', { a: 'x' })).toBe('x and {{b}}');
  });
});
