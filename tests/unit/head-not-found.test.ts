import { describe, expect, test } from 'vitest';
import { buildHead } from '../../src/lib/head/head';

const common = { title: 'T', description: 'D', ogImage: 'https://example.ee/og.jpg', ogImageAlt: 'A' };

describe('buildHead for a page with and without an address of its own', () => {
  test('a page with URLs is indexed, with its canonical and alternates', () => {
    const head = buildHead({
      ...common,
      locale: 'en',
      urls: { et: 'https://example.ee/', en: 'https://example.ee/en/', ru: 'https://example.ee/ru/' },
    });
    expect(head.noindex).toBe(false);
    expect(head.canonical).toBe('https://example.ee/en/');
    expect(head.alternates).toHaveLength(4);
  });

  test('the not-found page (no URLs) is noindex, with no canonical and no alternates', () => {
    const head = buildHead({ ...common, locale: 'ru' });
    expect(head.noindex).toBe(true);
    expect(head.canonical).toBeUndefined();
    expect(head.alternates).toEqual([]);
    expect(head.ogLocale).toBe('ru_RU');
  });
});
