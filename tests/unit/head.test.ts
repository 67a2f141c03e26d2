import { describe, expect, test } from 'vitest';
import { buildHead } from '../../src/lib/head/head';
import { locales } from '../../src/lib/i18n/locales';

/** The services page's absolute URL in each locale, as `absolutePageUrl()` gives it. */
const urls = {
  et: 'https://example.ee/services/',
  en: 'https://example.ee/en/services/',
  ru: 'https://example.ee/ru/services/',
};

/** og:locale per locale (Open Graph `language_TERRITORY`). */
const ogLocales = { et: 'et_EE', en: 'en_GB', ru: 'ru_RU' };

describe.each(locales.map((l) => l.code))('buildHead() for the %s page', (locale) => {
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

  test('has hreflang et, en, ru and x-default pointing at Estonian', () => {
    expect(head.alternates).toEqual([
      { hreflang: 'et', href: urls.et },
      { hreflang: 'en', href: urls.en },
      { hreflang: 'ru', href: urls.ru },
      { hreflang: 'x-default', href: urls.et },
    ]);
  });

  test('has its og:locale and the other two as og:locale:alternate', () => {
    expect(head.ogLocale).toBe(ogLocales[locale]);
    expect(head.ogLocaleAlternates.sort()).toEqual(
      Object.entries(ogLocales)
        .filter(([code]) => code !== locale)
        .map(([, ogLocale]) => ogLocale)
        .sort(),
    );
  });
});
