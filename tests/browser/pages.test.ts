import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { openSitePage, useBuiltSite, readToTheEnd } from '../support/browser';
import config from '../../astro.config.mjs';
import { pageKeys, sitePages, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';

/** The site's public origin from `astro.config.mjs` (`site`), without a trailing slash. */
const siteOrigin = new URL(config.site!).origin;

/**
 * Every page in every language (docs/behaviour.md, "Pages and routes" and
 * "Head and search engines"), read to the end at 390 px, where every island
 * hydrates: it answers, is in its language, has a complete head and runs
 * without errors.
 */

const built = useBuiltSite();

/** og:locale of each language (`language_TERRITORY`). */
const ogLocales = { et: 'et_EE', en: 'en_GB', ru: 'ru_RU' };

test('the nine pages have distinct titles and descriptions', () => {
  for (const field of ['title', 'description'] as const) {
    const texts = sitePages.map(({ locale, page }) => translate(locale, pageKeys[page][field]));
    expect(new Set(texts).size).toBe(sitePages.length);
  }
});

describe.each(sitePages)('$path', ({ locale, page: pageId, path }) => {
  let context: BrowserContext;
  let page: Page;
  let response: Response | null;
  let consoleErrors: string[];
  let failedRequests: string[];

  beforeAll(async () => {
    ({ context, page, consoleErrors, failedRequests } = await openSitePage(built.browser, built.server.origin, {
      width: 390,
    }));
    response = await page.goto(built.server.origin + path);
    await readToTheEnd(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  const head = (selector: string, attribute = 'content') => page.locator(`head ${selector}`).getAttribute(attribute);

  test('answers 200, and so does the URL without its trailing slash', async () => {
    expect(response?.status()).toBe(200);
    if (path !== '/') {
      const unslashed = await page.request.get(built.server.origin + path.slice(0, -1));
      expect(unslashed.status()).toBe(200);
      expect(await unslashed.text()).toBe(await response!.text());
    }
  });

  test(`has <html lang="${locale}">`, async () => {
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
  });

  test('shows its title and h1 in its language', async () => {
    expect(await page.title()).toBe(translate(locale, pageKeys[pageId].title));
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.textContent()).toBe(translate(locale, pageKeys[pageId].heading));
  });

  test('has its description, canonical URL and social preview tags', async () => {
    const title = translate(locale, pageKeys[pageId].title);
    const description = translate(locale, pageKeys[pageId].description);
    expect(await head('meta[name="description"]')).toBe(description);
    expect(await head('link[rel="canonical"]', 'href')).toBe(siteOrigin + path);
    expect(await head('meta[property="og:title"]')).toBe(title);
    expect(await head('meta[property="og:description"]')).toBe(description);
    expect(await head('meta[property="og:locale"]')).toBe(ogLocales[locale]);
    expect(await head('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  test('has an og:image on the site that answers with an image', async () => {
    const ogImage = new URL((await head('meta[property="og:image"]'))!);
    expect(ogImage.origin).toBe(siteOrigin);
    const image = await page.request.get(built.server.origin + ogImage.pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });

  test('has hreflang alternates for et, en, ru and x-default (Estonian)', async () => {
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(alternates).toEqual([
      ['et', siteOrigin + sitePath('et', pageId)],
      ['en', siteOrigin + sitePath('en', pageId)],
      ['ru', siteOrigin + sitePath('ru', pageId)],
      ['x-default', siteOrigin + sitePath('et', pageId)],
    ]);
  });

  test('read to the end, logs no console error and has no failed same-origin request', () => {
    expect(consoleErrors).toEqual([]);
    expect(failedRequests).toEqual([]);
  });
});
