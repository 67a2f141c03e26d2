import { describe, expect, test } from 'vitest';
import { estimateLines, totalCents } from '../../src/lib/prices/estimate';
import { decodeEstimate, encodeEstimate, withEstimate } from '../../src/lib/prices/estimate-url';
import { estimateRows, samplePriceRows } from '../support/price-rows';

const rows = estimateRows('et');
const { priced, onRequest } = samplePriceRows(3);
const [first, second, third] = priced;

describe('the selection and its lines', () => {
  test('lines follow the table order, with quantity × price as the subtotal, and add up', () => {
    const selection = new Map<string, number | true>([
      [third.id, 200],
      [onRequest.id, true],
      [first.id, 1250],
    ]);
    const lines = estimateLines(rows, selection);
    expect(lines.map((line) => line.row.id)).toEqual(rows.map((row) => row.id).filter((id) => selection.has(id)));
    const cents = (row: typeof first, units: number) => Math.round(row.price! * 100 * units);
    expect(lines.find((line) => line.row.id === first.id)?.cents).toBe(cents(first, 12.5));
    expect(lines.find((line) => line.row.id === onRequest.id)?.cents).toBeUndefined();
    expect(totalCents(lines)).toBe(cents(first, 12.5) + cents(third, 2));
  });

  test('a tick on a priced row or a quantity on an "on request" row selects nothing', () => {
    const selection = new Map<string, number | true>([
      [first.id, true],
      [onRequest.id, 500],
    ]);
    expect(estimateLines(rows, selection)).toEqual([]);
    expect(totalCents([])).toBe(0);
  });
});

describe('the ?estimate= parameter', () => {
  test('encodes ids and quantities with a decimal point, in table order, "on request" rows as the bare id', () => {
    const lines = estimateLines(
      rows,
      new Map<string, number | true>([
        [second.id, 4500],
        [first.id, 1250],
        [onRequest.id, true],
      ]),
    );
    const expected = rows
      .map(
        (row) =>
          ({ [first.id]: `${first.id}:12.5`, [second.id]: `${second.id}:45`, [onRequest.id]: onRequest.id })[row.id],
      )
      .filter(Boolean)
      .join(',');
    expect(encodeEstimate(lines)).toBe(expected);
    expect(encodeEstimate([])).toBe('');
  });

  test('round trip: decoding an encoded selection gives it back', () => {
    const selection = new Map<string, number | true>([
      [first.id, 1],
      [second.id, 10_000_000],
      [third.id, 1999],
      [onRequest.id, true],
    ]);
    const decoded = decodeEstimate(rows, encodeEstimate(estimateLines(rows, selection)));
    expect(decoded).toEqual(selection);
  });

  test('unknown ids are ignored, known ones kept', () => {
    expect(decodeEstimate(rows, `no-such-service:20,${first.id}:20,DROP TABLE:1`)).toEqual(new Map([[first.id, 2000]]));
  });

  test.each([
    ['nothing', null],
    ['an empty value', ''],
    ['letters', `${first.id}:abc`],
    ['zero', `${first.id}:0`],
    ['a negative quantity', `${first.id}:-5`],
    ['more than 100 000', `${first.id}:100000.01`],
    ['three decimals', `${first.id}:1.234`],
    ['an exponent', `${first.id}:1e3`],
    ['Infinity', `${first.id}:Infinity`],
    ['a priced row without a quantity', first.id],
    ['an "on request" row with a quantity', `${onRequest.id}:3`],
    ['extra colons', `${first.id}:3:4`],
    ['an id with a prototype name', '__proto__:3,constructor:2'],
    ['only separators', ',,,::,'],
    ['script', '<script>alert(1)</script>'],
  ])('%s selects nothing, without an error', (_, value) => {
    expect(decodeEstimate(rows, value)).toEqual(new Map());
  });

  test('a repeated id keeps its first quantity; valid entries survive tampered ones', () => {
    expect(decodeEstimate(rows, `${first.id}:3,${first.id}:9,${second.id}:x,${onRequest.id}`)).toEqual(
      new Map<string, number | true>([
        [first.id, 300],
        [onRequest.id, true],
      ]),
    );
  });

  test('a very long tampered value is read without an error', () => {
    const value = `${first.id}:2,`.repeat(10_000) + 'x'.repeat(100_000);
    expect(decodeEstimate(rows, value)).toEqual(new Map([[first.id, 200]]));
  });
});

describe('withEstimate', () => {
  test('sets the parameter, keeping the path, other parameters and the hash', () => {
    expect(withEstimate('/contacts/#contact-form', 'a:1,b')).toBe('/contacts/?estimate=a:1,b#contact-form');
    expect(withEstimate('/en/services/?utm_source=x&estimate=old#estimate', 'a:2')).toBe(
      '/en/services/?utm_source=x&estimate=a:2#estimate',
    );
  });

  test('removes it for an empty selection', () => {
    expect(withEstimate('/services/?estimate=a:1#estimate', '')).toBe('/services/#estimate');
    expect(withEstimate('/services/?x=1&estimate=a:1', '')).toBe('/services/?x=1');
    expect(withEstimate('/contacts/#contact-form', '')).toBe('/contacts/#contact-form');
  });
});
