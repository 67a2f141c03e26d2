import { describe, expect, test } from 'vitest';
import { arrivalLocale, supportedLocale, type ArrivalInput } from '../../src/lib/i18n/language-detection';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The detector's candidates, in detection order: saved, browser languages, `<html lang>`. */
function arrival(pageLocale: ArrivalInput['pageLocale'], saved: string[], browser: string[], userAgent = chrome) {
  return arrivalLocale({ pageLocale, saved, detected: [...saved, ...browser, pageLocale], userAgent });
}

describe('supportedLocale', () => {
  test.each([
    [['ru-RU', 'en'], 'ru'],
    [['EN-gb'], 'en'],
    [['en_GB'], 'en'],
    [['fi-FI', 'fi', 'en-US'], 'en'],
    [['de', 'fr'], undefined],
    [['etx', 'e'], undefined],
    [[], undefined],
  ])('%j → %s', (tags, expected) => {
    expect(supportedLocale(tags)).toBe(expected);
  });
});

describe('arrivalLocale', () => {
  test.each([
    // A saved choice wins on every page.
    ['saved ru on an Estonian page', 'et', ['ru'], ['et-EE'], 'ru'],
    ['saved et on an English page', 'en', ['et'], ['en-US'], 'et'],
    ['saved en on a Russian page, Russian browser', 'ru', ['en'], ['ru-RU'], 'en'],
    ['saved choice equal to the page', 'ru', ['ru'], ['et-EE'], 'ru'],
    // Without one, only unprefixed (Estonian) pages follow the browser.
    ['no saved choice, Russian browser, Estonian page', 'et', [], ['ru-RU', 'ru'], 'ru'],
    ['no saved choice, English second, Estonian page', 'et', [], ['fi-FI', 'en-GB'], 'en'],
    ['no saved choice, Estonian browser, Estonian page', 'et', [], ['et-EE'], 'et'],
    ['no saved choice, Russian browser, English page', 'en', [], ['ru-RU'], 'en'],
    ['no saved choice, Estonian browser, Russian page', 'ru', [], ['et'], 'ru'],
    // Never a language outside et, en, ru.
    ['unsupported saved choice, German browser, Estonian page', 'et', ['de'], ['de-DE'], 'et'],
    ['unsupported saved choice, Russian browser, Estonian page', 'et', ['fr'], ['ru'], 'ru'],
    ['unsupported saved choice, English page', 'en', ['xx'], ['ru'], 'en'],
  ] as const)('%s → %s', (_name, page, saved, browser, expected) => {
    expect(arrival(page, [...saved], [...browser])).toBe(expected);
  });

  test.each(['et', 'en', 'ru'] as const)('a crawler stays on the %s page, whatever is saved', (page) => {
    expect(arrival(page, ['ru'], ['en-US'], googlebot)).toBe(page);
    expect(arrival(page, ['en'], ['ru'], 'Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(page);
    expect(arrival(page, [], ['ru'], 'SomeCrawler/1.0')).toBe(page);
    expect(arrival(page, [], ['ru'], 'Baiduspider')).toBe(page);
  });

  test.each(['et', 'en', 'ru'] as const)(
    'no loop: arriving on the %s target, with the result cached, stays',
    (first) => {
      for (const browser of [['ru-RU'], ['en-US'], ['et-EE'], ['de']]) {
        for (const saved of [[], ['et'], ['en'], ['ru'], ['de']]) {
          const target = arrival(first, saved, browser);
          expect(arrival(target, [target], browser)).toBe(target);
        }
      }
    },
  );
});
