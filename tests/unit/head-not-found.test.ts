import { describe, expect, test } from 'vitest';
import { buildHead } from '../../src/lib/head/head';
import { localeCodes, localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { pagePath } from '../../src/lib/i18n/routes';

const common = { title: 'T', description: 'D', ogImage: 'https://example.ee/og.jpg', ogImageAlt: 'A' };

describe('buildHead for a page with and without an address of its own', () => {
  test('a page with URLs is indexed, with its canonical and alternates', () => {
    const head = buildHead({
      ...common,
      locale: 'en',
      urls: Object.fromEntries(
        localeCodes.map((code) => [code, `https://example.ee${pagePath(code, 'home')}`]),
      ) as Record<Locale, string>,
    });
    expect(head.noindex).toBe(false);
    expect(head.canonical).toBe('https://example.ee/en/');
    // One per language and x-default.
    expect(head.alternates).toHaveLength(localeCodes.length + 1);
  });

  test('the not-found page (no URLs) is noindex, with no canonical and no alternates', () => {
    const head = buildHead({ ...common, locale: 'ru' });
    expect(head.noindex).toBe(true);
    expect(head.canonical).toBeUndefined();
    expect(head.alternates).toEqual([]);
    expect(head.ogLocale).toBe(localeInfo('ru').ogLocale);
  });
});
