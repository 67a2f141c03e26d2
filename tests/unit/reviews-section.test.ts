import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import Reviews from '../../src/components/Reviews.astro';
import { localeCodes } from '../../src/lib/i18n/locales';
import { translate } from '../support/translations';

/**
 * The home page's reviews section without reviews (docs/behaviour.md,
 * "Reviews"), rendered with the Container API: with the company fact
 * `reviewsUrl` it shows the address alone, without it nothing. (With
 * reviews: tests/browser/reviews.test.ts, on the edited copy.)
 */

const facts = vi.hoisted(() => ({ reviewsUrl: undefined as string | undefined }));

vi.mock('../../src/lib/reviews/shown-reviews', () => ({ shownReviews: async () => [] }));
vi.mock('../../src/lib/company/company', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lib/company/company')>();
  return {
    ...original,
    company: {
      ...original.company,
      get reviewsUrl() {
        return facts.reviewsUrl;
      },
    },
  };
});

let container: AstroContainer;

beforeAll(async () => {
  container = await AstroContainer.create({ renderers: await loadRenderers([getContainerRenderer()]) });
});

describe('with no review', () => {
  test.each(localeCodes)('and a reviews address, the %s section shows the address alone', async (locale) => {
    facts.reviewsUrl = 'https://maps.example.com/arvustused';
    const section = parse(await container.renderToString(Reviews, { props: { locale } })).querySelector('section')!;
    expect(section.querySelector('h2')?.textContent).toBe(translate(locale, 'reviews.heading'));
    const links = section.querySelectorAll('a');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [translate(locale, 'reviews.allReviews'), facts.reviewsUrl],
    ]);
    expect(section.querySelectorAll('li, blockquote')).toEqual([]);
  });

  test('and no reviews address, nothing is rendered', async () => {
    facts.reviewsUrl = undefined;
    expect((await container.renderToString(Reviews, { props: { locale: 'et' } })).trim()).toBe('');
  });
});
