import { describe, expect, test } from 'vitest';
import { counted } from '../../src/lib/prices/counted';
import {
  composeEnquiry,
  enquiryFromEstimate,
  type EnquiryPrefill,
  type EnquiryStrings,
} from '../../src/lib/prices/enquiry-message';
import { fillPlaceholders } from '../../src/lib/i18n/placeholder';
import { encodeEstimate, maxEstimateRooms } from '../../src/lib/prices/estimate-url';
import { maxQuantity } from '../../src/lib/prices/quantity';
import { maxOpenings, maxRoomMetres } from '../../src/lib/prices/rooms';
import { maxMessageBytes, messageBytes } from '../../src/lib/form/message-limit';
import { room } from '../support/rooms';
import { estimateLines } from '../../src/lib/prices/estimate';
import { formatMoney, formatQuantity, withVat } from '../../src/lib/prices/money';
import { localeCodes, localeInfo } from '../../src/lib/i18n/locales';
import { vatRatePercent } from '../../src/lib/company/company';
import { messages, translate } from '../support/translations';
import { countedWord, localNumber } from '../support/estimator';
import { estimateRows, samplePriceRows } from '../support/price-rows';

const { priced, onRequest } = samplePriceRows(2);

describe.each(localeCodes)('the enquiry message in %s', (locale) => {
  const rows = estimateRows(locale);
  const { numberLocale } = localeInfo(locale);
  const rate = new Intl.NumberFormat(numberLocale, { style: 'percent' }).format(vatRatePercent / 100);
  // The `estimator` group as the build passes it on: the rate filled in, other placeholders kept.
  const strings = Object.fromEntries(
    Object.entries(messages[locale])
      .filter(([key]) => key.startsWith('estimator.'))
      .map(([key, text]) => [key.slice('estimator.'.length), text.replaceAll('{{rate}}', rate)]),
  ) as EnquiryStrings;
  const prefill: EnquiryPrefill = { rows, texts: strings, numberLocale, vatRatePercent };
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
        quantity: countedWord(locale, priced[0].unit, 12.5),
        price: money(a.priceCents!),
        subtotal: money(aCents),
      }),
      [b.id]: translate(locale, 'estimator.messageLine', {
        service: b.name,
        quantity: countedWord(locale, priced[1].unit, 40),
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

  test(`the longest estimate a link can carry (every row, ${maxEstimateRooms} rooms, the largest figures) stays within the message limit`, () => {
    const largest = room(maxRoomMetres * 100, maxRoomMetres * 100, maxRoomMetres * 100, maxOpenings, maxOpenings);
    const value = [
      ...Array.from({ length: maxEstimateRooms + 5 }, () => encodeEstimate([], [largest])),
      ...rows.map((row) => (row.priceCents === null ? row.id : `${row.id}:${maxQuantity}`)),
    ].join(',');
    const { message } = enquiryFromEstimate(prefill, value)!;
    expect(message.split('\n').length).toBeGreaterThan(rows.length + maxEstimateRooms);
    expect(messageBytes(message)).toBeLessThanOrEqual(maxMessageBytes / 2);
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
      strings.messageIntro,
      fillPlaceholders(strings.messageLineOnRequest, { service: row(onRequest.id).name }),
      strings.messageNote,
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
    expect(lines.slice(-3, -1)).toEqual(
      rooms.map((room, index) =>
        translate(locale, 'estimator.messageRoom', {
          room: translate(locale, 'estimator.roomName', { n: index + 1 }),
          side1: number(room.length),
          side2: number(room.width),
          height: number(room.height),
          openings: `${countedWord(locale, 'doors', room.doors)}, ${countedWord(locale, 'windows', room.windows)}`,
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
      openings: `${countedWord('et', 'doors', 1)}, ${countedWord('et', 'windows', 2)}`,
    }),
  ).toBe('Ruum 1: 4,2 × 3,1 × 2,6 m, 1 uks, 2 akent');
});

test.each([
  ['en', 'amountTk', 2, '2 items'],
  ['en', 'amountTk', 1, '1 item'],
  ['et', 'doors', 5, '5 ust'],
  ['ru', 'doors', 2, '2 двери'],
  ['ru', 'doors', 5, '5 дверей'],
  ['ru', 'amountTund', 1.5, '1,5 часа'],
] as const)('in %s, %s counts %s as "%s"', (locale, word, value, expected) => {
  const texts = Object.fromEntries(
    Object.entries(messages[locale]).map(([key, text]) => [key.replace('estimator.', ''), text]),
  );
  const count = formatQuantity(Math.round(value * 100), localeInfo(locale).numberLocale);
  expect(counted(texts, word, value, count, localeInfo(locale).numberLocale)).toBe(expected);
});

describe.each(localeCodes)("in %s, the owner can tell the room helper's figures and assumptions apart", (locale) => {
  const rows = estimateRows(locale);
  const { numberLocale } = localeInfo(locale);
  const strings = Object.fromEntries(
    Object.entries(messages[locale])
      .filter(([key]) => key.startsWith('estimator.'))
      .map(([key, text]) => [key.slice('estimator.'.length), text]),
  ) as EnquiryStrings;
  const prefill: EnquiryPrefill = { rows, texts: strings, numberLocale, vatRatePercent };
  /** The row the helper starts with on walls and on ceilings (the price file's `roomDefault`). */
  const painting = rows.find((row) => row.roomDefault?.includes('walls') && row.roomDefault.includes('ceiling'))!;
  const amount = (units: number) => countedWord(locale, 'm2', units);
  /** A surface's name in the message for `rooms` rooms, with its amount. */
  const surface = (key: string, rooms: number, units: number) =>
    translate(locale, `estimator.${key}_${new Intl.PluralRules(numberLocale).select(rooms)}`, {
      amount: amount(units),
    });
  const lineOf = (message: string | undefined) => message?.split('\n').find((line) => line.includes(painting.name));
  const expectedLine = (quantity: string, units: number) =>
    translate(locale, 'estimator.messageLine', {
      service: painting.name,
      quantity,
      price: formatMoney(painting.priceCents!, numberLocale),
      subtotal: formatMoney(Math.round(units * painting.priceCents!), numberLocale),
    });

  test('a row the helper filled names its surfaces and their areas, summed over the rooms', () => {
    // The two rooms: walls 35.9 + 28.1 = 64 m², ceilings 14 + 9 = 23 m².
    const rooms = 'room:4x3.5x2.6x1x1,room:3x3x2.6x1x1';
    const message = enquiryFromEstimate(prefill, `${rooms},${painting.id}:87`)?.message;
    const surfaces = [surface('messageWalls', 2, 64), surface('messageCeiling', 2, 23)].join(', ');
    expect(lineOf(message)).toBe(
      expectedLine(translate(locale, 'estimator.messageSurfaces', { quantity: amount(87), surfaces }), 87),
    );
    // One room: its ceiling in the singular where the language has one.
    const one = enquiryFromEstimate(prefill, `room:4x3.5x2.6x1x1,${painting.id}:49.9`)?.message;
    expect(lineOf(one)).toContain(surface('messageCeiling', 1, 14));
  });

  test('a quantity the visitor changed after filling, or work chosen elsewhere, is the quantity alone', () => {
    const rooms = 'room:4x3.5x2.6x1x1,room:3x3x2.6x1x1';
    expect(lineOf(enquiryFromEstimate(prefill, `${rooms},${painting.id}:90`)?.message)).toBe(
      expectedLine(amount(90), 90),
    );
    // The ceiling's work left out in the address: 64 m² is the walls alone.
    const wallsOnly = enquiryFromEstimate(prefill, `${rooms},room.ceiling:,${painting.id}:64`)?.message;
    expect(lineOf(wallsOnly)).toBe(
      expectedLine(
        translate(locale, 'estimator.messageSurfaces', {
          quantity: amount(64),
          surfaces: surface('messageWalls', 2, 64),
        }),
        64,
      ),
    );
  });

  test('a count the visitor never typed is said to be assumed; a typed one is not', () => {
    const line = (value: string) => enquiryFromEstimate(prefill, value)?.message.split('\n').at(-2);
    const sides = { side1: localNumber(locale, 4), side2: localNumber(locale, 3.5), height: localNumber(locale, 2.6) };
    const room = translate(locale, 'estimator.roomName', { n: 1 });
    const [door, twoDoors, window] = [
      countedWord(locale, 'doors', 1),
      countedWord(locale, 'doors', 2),
      countedWord(locale, 'windows', 1),
    ];
    const assumed = (counts: string) => translate(locale, 'estimator.messageAssumed', { counts });
    expect(line('room:4x3.5x2.6xx')).toBe(
      translate(locale, 'estimator.messageRoom', { room, ...sides, openings: assumed(`${door}, ${window}`) }),
    );
    expect(line('room:4x3.5x2.6x2x')).toBe(
      translate(locale, 'estimator.messageRoom', { room, ...sides, openings: `${twoDoors}; ${assumed(window)}` }),
    );
    expect(line('room:4x3.5x2.6x1x1')).toBe(
      translate(locale, 'estimator.messageRoom', { room, ...sides, openings: `${door}, ${window}` }),
    );
  });
});

test('the Estonian enquiry names the surfaces and the assumed counts as the owner reads them', () => {
  const rows = estimateRows('et');
  const strings = Object.fromEntries(
    Object.entries(messages.et)
      .filter(([key]) => key.startsWith('estimator.'))
      .map(([key, text]) => [key.slice('estimator.'.length), text]),
  ) as EnquiryStrings;
  const painting = rows.find((row) => row.roomDefault?.includes('walls'))!;
  const message = enquiryFromEstimate(
    { rows, texts: strings, numberLocale: 'et-EE', vatRatePercent },
    `room:4x3.5x2.6xx,room:3x3x2.6xx,${painting.id}:87`,
  )!.message;
  expect(message).toContain(': 87 m² (seinad 64 m², laed 23 m²) × ');
  expect(message).toContain(' käibemaksuta\n');
  expect(message).toContain('Ruum 1: 4 × 3,5 × 2,6 m, 1 uks, 1 aken – eeldatud');
});
