import { describe, expect, test } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { useTranslations } from '../../src/lib/i18n/translations';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { openSitePage, useBuiltSite } from '../support/browser';
import { hydrateIslands, waitForIslandAround } from '../support/islands';
import { homePages, notFoundPages, sitePages } from '../support/site-pages';

// Accessibility: axe-core (every rule axe enables by
// default: WCAG 2 A/AA, colour contrast included, and best practices) on the
// nine pages and the three 404 pages at 390 px and 1280 px with the islands
// hydrated, and with the mobile nav, the language dropdown and the lightbox
// open.
const built = useBuiltSite();

/** axe's violations on the page as "rule: target" lines, empty when there are none. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} – ${v.help}`),
  );
}

/** Opens a page at `width`, with every island that hydrates at that width hydrated. */
async function openPage(path: string, width: number) {
  const site = await openSitePage(built.browser, built.server.origin, { width, reducedMotion: true });
  await site.page.goto(site.url(path));
  await hydrateIslands(site.page);
  return site;
}

const languageButton = (page: Page, locale: Locale) =>
  page.getByRole('button', {
    name: useTranslations(locale)('languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
  });

describe.each([390, 1280])('at %i px', (width) => {
  test.each([...sitePages, ...notFoundPages])('$path has no axe violation', async ({ path }) => {
    const { page, context } = await openPage(path, width);
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  test.each(homePages)('$path with the language dropdown open has no axe violation', async ({ path, locale }) => {
    const { page, context } = await openPage(path, width);
    const button = languageButton(page, locale);
    await waitForIslandAround(button);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

describe('open states', () => {
  test.each(homePages)('$path at 390 px with the navigation open has no axe violation', async ({ path, locale }) => {
    const { page, context } = await openPage(path, 390);
    const toggle = page.getByRole('button', { name: useTranslations(locale)('nav.toggle') });
    await waitForIslandAround(toggle);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: useTranslations(locale)('nav.services') }).waitFor({ state: 'visible' });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  // Needs the GalleryLightbox island (PhotoSwipe): without it the photo
  // link opens the image itself and this test fails on the missing dialog.
  test.each([390, 1280])('the home page at %i px with the lightbox open has no axe violation', async (width) => {
    const { page, context } = await openPage('/', width);
    await page.locator('ul[data-gallery] a').first().click();
    const dialog = page.locator('.pswp[role="dialog"]');
    await dialog.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => {
      throw new Error(
        `The lightbox did not open: no visible .pswp[role="dialog"] after clicking a gallery photo (page is now ${page.url()})`,
      );
    });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
