import { describe, expect, test } from 'vitest';
import { detectLanguage, detectionSettings } from '../../src/lib/i18n/language-detection';
import { defaultLocale, localeCodes } from '../../src/lib/i18n/locales';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const crawlers = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'SomeCrawler/1.0',
  'Mozilla/5.0 (compatible; Baiduspider/2.0)',
];

/** The decision for a page, with the saved choice and the browser's first language. */
function decide(pageLocale: string, saved: string | null, browser: string | undefined, userAgent = chrome) {
  return detectLanguage(detectionSettings, { pageLocale, candidates: [saved, browser, pageLocale], userAgent });
}

describe('a language tag names a site locale by its primary subtag, case-insensitively', () => {
  test.each([
    ['ru-RU', 'ru'],
    ['EN-gb', 'en'],
    ['en_GB', 'en'],
    ['et', 'et'],
    ['xx-XX', 'et'],
    ['etx', 'et'],
    ['', 'et'],
    [null, 'et'],
  ])('%j → %s', (tag, expected) => {
    expect(detectLanguage(detectionSettings, { pageLocale: 'et', candidates: [tag], userAgent: chrome }).detected).toBe(
      expected,
    );
  });
});

describe('on an unprefixed (Estonian) page', () => {
  test.each([
    // [saved choice, browser's first language, detected, goes to]
    ['en', 'et-EE', 'en', 'en'],
    ['ru', 'en-US', 'ru', 'ru'],
    ['et', 'ru-RU', 'et', undefined],
    [null, 'ru-RU', 'ru', 'ru'],
    [null, 'en-GB', 'en', 'en'],
    [null, 'et-EE', 'et', undefined],
    // Nothing outside the site's languages: such a tag is passed over, Estonian is the fallback.
    [null, 'xx-XX', 'et', undefined],
    ['xx', 'ru-RU', 'ru', 'ru'],
    ['xx', 'xx-YY', 'et', undefined],
    [null, undefined, 'et', undefined],
  ] as const)('saved %s, browser %s: detects %s, goes to %s', (saved, browser, detected, redirectTo) => {
    expect(decide(defaultLocale, saved, browser)).toEqual({ detected, redirectTo });
  });
});

describe('on a prefixed page', () => {
  const prefixed = localeCodes.filter((code) => code !== defaultLocale);

  test.each(prefixed)('on the %s pages, no saved choice or browser language ever redirects', (page) => {
    for (const saved of [null, ...localeCodes, 'de']) {
      for (const browser of [undefined, 'et-EE', 'en-US', 'ru-RU', 'de-DE']) {
        expect(decide(page, saved, browser).redirectTo).toBeUndefined();
      }
    }
  });

  test.each([
    // [page, saved choice, browser's first language, detected (and saved)]
    ['en', 'et', 'en-US', 'et'],
    ['en', null, 'ru-RU', 'ru'],
    ['ru', null, 'et-EE', 'et'],
    ['en', null, 'de-DE', 'en'],
    ['ru', 'xx', undefined, 'ru'],
  ] as const)('on a %s page, saved %s, browser %s: detects %s', (page, saved, browser, detected) => {
    expect(decide(page, saved, browser).detected).toBe(detected);
  });
});

describe('crawlers and loops', () => {
  test.each(localeCodes)('a crawler stays on the %s pages, whatever is saved or detected', (page) => {
    for (const userAgent of crawlers) {
      expect(decide(page, 'ru', 'en-US', userAgent).redirectTo).toBeUndefined();
      expect(decide(page, null, 'ru-RU', userAgent).redirectTo).toBeUndefined();
    }
  });

  test('arriving on the page a redirect leads to, with the detected language saved, stays there', () => {
    for (const saved of [null, ...localeCodes, 'de']) {
      for (const browser of [undefined, 'et-EE', 'en-US', 'ru-RU', 'de-DE']) {
        const first = decide(defaultLocale, saved, browser);
        const target = first.redirectTo ?? defaultLocale;
        expect(decide(target, first.detected, browser)).toEqual({ detected: first.detected, redirectTo: undefined });
      }
    }
  });
});
