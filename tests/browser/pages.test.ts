import { expect, test } from '../support/fixtures';
import { readToTheEnd } from '../support/islands';
import { localeCodes, pageKeys, sitePages } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';

/**
 * Every page in every language, read to the end at 390 px, where every
 * island hydrates: it answers, is in its language, links the privacy notice
 * from its footer and runs without errors. (The head's tags:
 * tests/unit/head.test.ts, and tests/built/ for the built pages.)
 */

test.use({ viewport: { width: 390, height: 800 } });

// One test per language, each page a step (docs/testing.md, "Writing a browser test").
for (const locale of localeCodes) {
  const pages = sitePages.filter((sitePage) => sitePage.locale === locale);
  test(`${pages.map(({ path }) => path).join(', ')}: answer, are in their language, have the privacy link, and read to the end without errors`, async ({
    page,
    requestLog,
    consoleErrors,
    failedRequests,
  }) => {
    test.setTimeout(pages.length * 40_000);
    for (const { page: pageId, path } of pages) {
      await test.step(`${path}: answers, is in its language, has the privacy link, and reads to the end without errors`, async () => {
        const title = translate(locale, pageKeys[pageId].title);
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

        await test.step('links the privacy page from the footer, not from the main navigation', async () => {
          const privacyPath = pagePath(locale, 'privacy');
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
