import { expect, test } from '../support/fixtures';
import { readToTheEnd } from '../support/islands';
import { localeCodes, pageKeys, sitePages, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';
import { localeInfo } from '../../src/lib/i18n/locales';
import config from '../../astro.config.mjs';

/**
 * Every page in every language, read to the end at 390 px, where every
 * island hydrates: it answers, is in its language, has a complete head,
 * links the privacy notice from its footer and runs without errors. (That titles and descriptions differ between pages:
 * tests/built/search-engines.test.ts.)
 */

/** The site's public origin from `astro.config.mjs` (`site`), without a trailing slash. */
const siteOrigin = new URL(config.site!).origin;

test.use({ viewport: { width: 390, height: 800 } });

// One test per language, each page in it a step named as the page's own test was (a new browser context
// costs about what a page's checks do), and its checks steps of the page's one visit.
for (const locale of localeCodes) {
  const pages = sitePages.filter((sitePage) => sitePage.locale === locale);
  test(`${pages.map(({ path }) => path).join(', ')}: answer, are in their language, have a complete head and the privacy link, and read to the end without errors`, async ({
    page,
    requestLog,
    consoleErrors,
    failedRequests,
  }) => {
    test.setTimeout(pages.length * 40_000);
    for (const { page: pageId, path } of pages) {
      await test.step(`${path}: answers, is in its language, has a complete head and the privacy link, and reads to the end without errors`, async () => {
        const title = translate(locale, pageKeys[pageId].title);
        const description = translate(locale, pageKeys[pageId].description);
        const response = await page.goto(path);

        await test.step('answers 200, and so does the URL without its trailing slash', async () => {
          expect(response?.status()).toBe(200);
          if (path !== '/') {
            const unslashed = await page.request.get(path.slice(0, -1));
            expect(unslashed.status()).toBe(200);
            expect(await unslashed.text()).toBe(await response!.text());
          }
        });

        await test.step(`is in its language: <html lang="${locale}">, its title and its h1`, async () => {
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page).toHaveTitle(title);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate(locale, pageKeys[pageId].heading));
        });

        await test.step('has its description, canonical URL, hreflang alternates and social preview tags', async () => {
          const head = (selector: string) => page.locator(`head ${selector}`);
          await expect(head('meta[name="description"]')).toHaveAttribute('content', description);
          await expect(head('link[rel="canonical"]')).toHaveAttribute('href', siteOrigin + path);
          await expect(head('meta[property="og:title"]')).toHaveAttribute('content', title);
          await expect(head('meta[property="og:description"]')).toHaveAttribute('content', description);
          await expect(head('meta[property="og:locale"]')).toHaveAttribute('content', localeInfo(locale).ogLocale);
          await expect(head('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
          const alternates = await head('link[rel="alternate"][hreflang]').evaluateAll((links) =>
            links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
          );
          expect(alternates).toEqual([
            ['et', siteOrigin + sitePath('et', pageId)],
            ['en', siteOrigin + sitePath('en', pageId)],
            ['ru', siteOrigin + sitePath('ru', pageId)],
            ['x-default', siteOrigin + sitePath('et', pageId)],
          ]);

          const ogImage = new URL((await head('meta[property="og:image"]').getAttribute('content'))!);
          expect(ogImage.origin).toBe(siteOrigin);
          const image = await page.request.get(ogImage.pathname);
          expect(image.status()).toBe(200);
          expect(image.headers()['content-type']).toMatch(/^image\//);
        });

        await test.step('links the privacy page from the footer, not from the main navigation', async () => {
          const privacyPath = sitePath(locale, 'privacy');
          await expect(
            page.getByRole('contentinfo').getByRole('link', { name: translate(locale, 'footer.privacyLink') }),
          ).toHaveAttribute('href', privacyPath);
          // (The language dropdown in the navigation links this same page in each language.)
          const navigation = page.getByRole('navigation', { name: translate(locale, 'nav.label') });
          for (const key of ['footer.privacyLink', 'privacy.heading']) {
            await expect(
              navigation.getByRole('link', { name: translate(locale, key), includeHidden: true }),
            ).toHaveCount(0);
          }
        });

        await test.step('read to the end, logs no console error and has no failed same-origin request', async () => {
          await readToTheEnd(page, requestLog);
          expect(consoleErrors).toEqual([]);
          expect(failedRequests).toEqual([]);
        });
      });
    }
  });
}
