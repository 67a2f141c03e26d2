import type { Page } from '@playwright/test';
import { axe } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { galleryPhoto, openLightbox, photoStories } from '../support/gallery';
import { hydrateIslands } from '../support/islands';
import { homePages, notFoundPages, sitePages } from '../support/site-pages';
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

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    const pages = [...sitePages, ...notFoundPages].filter(({ locale }) => width === 390 || locale === 'et');
    for (const { path } of pages) {
      test(`${path} has no axe violation`, async ({ page }) => {
        await openPage(page, path);
        expect(await violations(page)).toEqual([]);
      });
    }

    // The open dropdown and menu are the same markup in each language, but for their names: one
    // home page each (every page in every language is checked closed at 390 px, above).
    for (const { path, locale } of homePages.filter((page) => page.locale === 'et')) {
      test(`${path} with the language dropdown open has no axe violation`, async ({ page }) => {
        await openPage(page, path);
        const button = page.getByRole('button', {
          name: translate(locale, 'languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
        });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('list', { name: translate(locale, 'languageSelect.listLabel') })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the home page with the lightbox open has no axe violation', async ({ page }) => {
      await openPage(page, '/');
      await openLightbox(galleryPhoto(page, 'et', 1));
      expect(await violations(page)).toEqual([]);
    });

    test('the home page with a "before" photo chosen, and open in the lightbox with its caption, has no axe violation', async ({
      page,
    }) => {
      await openPage(page, '/');
      const pair = photoStories.find((story) => story.before)!;
      await page
        .getByRole('radio', { name: translate('et', 'gallery.before') })
        .first()
        .check();
      expect(await violations(page)).toEqual([]);
      await openLightbox(page.getByRole('link', { name: translate('et', 'gallery.beforeAlt', { n: pair.n }) }));
      expect(await violations(page)).toEqual([]);
    });
  });
}

test.describe('at 390 px with the navigation open', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const { path, locale } of homePages.filter((page) => page.locale === 'et')) {
    test(`${path} has no axe violation`, async ({ page }) => {
      await openPage(page, path);
      const toggle = page.getByRole('button', { name: translate(locale, 'nav.toggle') });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: translate(locale, 'nav.services') })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }
});
