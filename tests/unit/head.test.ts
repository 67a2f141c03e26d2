import { describe, expect, test } from 'vitest';
import { buildHead } from '../../src/lib/head/head';
import { defaultLocale, localeCodes, localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { pagePath } from '../../src/lib/i18n/routes';

/** The services page's absolute URL in each locale, as `absolutePageUrl()` gives it. */
const urls = Object.fromEntries(
  localeCodes.map((code) => [code, `https://example.ee${pagePath(code, 'services')}`]),
) as Record<Locale, string>;

describe.each(localeCodes)('buildHead() for the %s page', (locale) => {
  const head = buildHead({
    locale,
    title: `Title ${locale}`,
    description: `Description ${locale}`,
    urls,
    ogImage: 'https://example.ee/_astro/social.jpg',
    ogImageAlt: `Image ${locale}`,
  });

  test('keeps the page’s own title, description and image', () => {
    expect(head).toMatchObject({
      title: `Title ${locale}`,
      description: `Description ${locale}`,
      ogImage: 'https://example.ee/_astro/social.jpg',
      ogImageAlt: `Image ${locale}`,
    });
  });

  test('has the page’s own URL as canonical', () => {
    expect(head.canonical).toBe(urls[locale]);
  });

  test('has an hreflang per language and x-default pointing at Estonian', () => {
    expect(head.alternates).toEqual([
      ...localeCodes.map((code) => ({ hreflang: code, href: urls[code] })),
      { hreflang: 'x-default', href: urls[defaultLocale] },
    ]);
  });

  test("has its og:locale and the other languages' as og:locale:alternate", () => {
    expect(head.ogLocale).toBe(localeInfo(locale).ogLocale);
    expect(head.ogLocaleAlternates.sort()).toEqual(
      localeCodes
        .filter((code) => code !== locale)
        .map((code) => localeInfo(code).ogLocale)
        .sort(),
    );
  });
});
