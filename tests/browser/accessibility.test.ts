import type { Page } from '@playwright/test';
import { axe } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openLightbox, photoStories } from '../support/gallery';
import { hydrateIslands } from '../support/islands';
import { homePages, localeCodes, notFoundPages, sitePages } from '../support/site-pages';
import { translate } from '../support/translations';
import { localeInfo } from '../../src/lib/i18n/locales';

/**
 * axe-core, with every rule it enables by default (WCAG 2 A/AA, colour
 * contrast included, and best practices), with the islands hydrated: at
 * 390 px on every page in every language and the three not-found pages; at
 * 1280 px, where the layout differs (the desktop navigation, the services
 * page's side-column total) but the markup is each language's same, on
 * each page in Estonian; and on the Estonian home page with the mobile
 * navigation, the language dropdown and the lightbox open.
 */

test.use({ reducedMotion: 'reduce' });
// One of the two longest files: its tests share out over the workers.
test.describe.configure({ mode: 'parallel' });

/** axe's violations on the page as "rule: target" lines, empty when there are none. */
async function violations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} – ${v.help}`),
  );
}

/** Opens `path` with every island that hydrates at the page's width hydrated. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await hydrateIslands(page);
}

const [home] = homePages.filter((page) => page.locale === 'et');

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    // One test per language (a new browser context costs about as much as a page's scan): each page a
    // step, named as the page's own test was.
    const pages = [...sitePages, ...notFoundPages].filter(
      (page) => (width === 390 || page.locale === 'et') && page.path !== home.path,
    );
    for (const locale of localeCodes.filter((code) => pages.some((page) => page.locale === code))) {
      const paths = pages.filter((page) => page.locale === locale).map(({ path }) => path);
      test(`${paths.join(', ')} have no axe violation`, async ({ page }) => {
        test.setTimeout(paths.length * 40_000);
        for (const path of paths) {
          await test.step(`${path} has no axe violation`, async () => {
            await openPage(page, path);
            expect(await violations(page)).toEqual([]);
          });
        }
      });
    }

    // One visit for the Estonian home page and its open states: the open dropdown, menu and lightbox
    // are the same markup in each language, but for their names (every page in every language is
    // checked closed at 390 px, above). Each state is scanned once, the lightbox with a caption.
    test(`${home.path} has no axe violation, closed and with the language dropdown${width === 390 ? ', the navigation' : ''} and the lightbox open, and a "before" photo chosen`, async ({
      page,
    }) => {
      // Five scans in one visit (each about what a page's single scan takes): twice a page's time.
      test.setTimeout(120_000);
      const { locale } = home;
      await openPage(page, home.path);
      await test.step('closed', async () => {
        expect(await violations(page)).toEqual([]);
      });
      await test.step('with the language dropdown open', async () => {
        const button = page.getByRole('button', {
          name: translate(locale, 'languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
        });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('list', { name: translate(locale, 'languageSelect.listLabel') })).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      });
      if (width === 390) {
        await test.step('with the navigation open', async () => {
          const toggle = page.getByRole('button', { name: translate(locale, 'nav.toggle') });
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(page.getByRole('link', { name: translate(locale, 'nav.services') })).toBeVisible();
          expect(await violations(page)).toEqual([]);
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        });
      }
      const pair = photoStories.find((story) => story.before)!;
      await test.step('with a "before" photo chosen', async () => {
        await page
          .getByRole('radio', { name: translate(locale, 'gallery.before') })
          .first()
          .check();
        expect(await violations(page)).toEqual([]);
      });
      await test.step('with the "before" photo open in the lightbox, with its caption', async () => {
        await openLightbox(page.getByRole('link', { name: translate(locale, 'gallery.beforeAlt', { n: pair.n }) }));
        expect(await violations(page)).toEqual([]);
      });
    });
  });
}
