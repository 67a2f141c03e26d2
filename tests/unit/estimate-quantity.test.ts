import { describe, expect, test } from 'vitest';
import { maxQuantity, parseQuantity } from '../../src/lib/prices/quantity';

describe('quantity parser', () => {
  test('reads a decimal comma and a decimal point alike, in hundredths of a unit', () => {
    expect(parseQuantity('12,5')).toEqual({ hundredths: 1250 });
    expect(parseQuantity('12.5')).toEqual({ hundredths: 1250 });
    expect(parseQuantity(' 7 ')).toEqual({ hundredths: 700 });
    expect(parseQuantity('0,25')).toEqual({ hundredths: 25 });
    expect(parseQuantity(',5')).toEqual({ hundredths: 50 });
    expect(parseQuantity('3.')).toEqual({ hundredths: 300 });
    expect(parseQuantity('1 200')).toEqual({ hundredths: 120_000 });
    expect(parseQuantity('1\u00a0200,75')).toEqual({ hundredths: 120_075 });
  });

  test('an empty field (or only spaces) selects nothing', () => {
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('   ')).toBeNull();
  });

  test.each(['abc', '12a', 'm2', '1,2,3', '1.2.3', '1e3', '-', '.', '12,5 m²', '+5', 'NaN', 'Infinity'])(
    '"%s" is not a number',
    (text) => expect(parseQuantity(text)).toEqual({ error: 'notNumber' }),
  );

  test.each(['0', '0,00', '-3', '-0,5', '-0'])('"%s" is not above zero', (text) =>
    expect(parseQuantity(text)).toEqual({ error: 'notPositive' }),
  );

  test(`accepts up to ${maxQuantity} in any unit, not more`, () => {
    expect(maxQuantity).toBe(100_000);
    expect(parseQuantity('100000')).toEqual({ hundredths: 10_000_000 });
    expect(parseQuantity('100000,01')).toEqual({ error: 'tooLarge' });
    expect(parseQuantity('99999999999999999999999')).toEqual({ error: 'tooLarge' });
  });

  test('refuses more than two decimals, so that a grouping comma is never read as a decimal one', () => {
    expect(parseQuantity('12,345')).toEqual({ error: 'tooManyDecimals' });
    expect(parseQuantity('1,000')).toEqual({ error: 'tooManyDecimals' });
    expect(parseQuantity('0.001')).toEqual({ error: 'tooManyDecimals' });
  });
});
