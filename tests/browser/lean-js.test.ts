import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { galleryPhoto, openLightbox } from '../support/gallery';
import { island } from '../support/islands';
import { translate } from '../support/translations';

/**
 * No island JavaScript before the first paint, and each island's code only
 * when it is needed: the gallery's and the form's when scrolled into view,
 * PhotoSwipe's core when the lightbox first opens. (What the islands' props
 * carry: tests/built/island-props.test.ts.)
 */

/**
 * The JavaScript an island brought (its component, React, shared chunks):
 * every `/_astro/*.js` the page loaded that is not one of its own
 * `<script src>`. With the time
 * each request started and the time of the first paint, both as the browser
 * reports them (ms since navigation start).
 */
async function islandScripts(page: Page) {
  return page.evaluate(() => {
    const pageScripts = new Set(
      [...document.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).src),
    );
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_astro\/.+\.js$/.test(entry.name) && !pageScripts.has(entry.name))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }));
    return { firstPaint, scripts };
  });
}

for (const { path, width } of [
  { path: '/', width: 390 },
  { path: '/', width: 1280 },
  { path: '/en/services/', width: 390 },
  { path: '/en/services/', width: 1280 },
  { path: '/ru/contacts/', width: 390 },
  { path: '/contacts/', width: 1280 },
]) {
  test.describe(`${path} at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no island JavaScript is requested before the first paint', async ({ page }) => {
      await page.goto(path);
      await expect(island(page, 'LanguageSelect')).toBeHydrated();
      if (width < 992) await expect(island(page, 'NavCollapse')).toBeHydrated();
      const { firstPaint, scripts } = await islandScripts(page);
      expect(firstPaint).toBeGreaterThan(0);
      expect(scripts.map((script) => script.name)).toContainEqual(expect.stringMatching(/\/LanguageSelect\./));
      expect(scripts.filter((script) => script.start < firstPaint!)).toEqual([]);
    });
  });
}

test('the gallery and the form load their JavaScript only when scrolled into view, PhotoSwipe only when opened', async ({
  page,
  requestLog,
}) => {
  const requested = (pattern: RegExp) => requestLog.urls.some((url) => pattern.test(new URL(url).pathname));
  await page.goto('/');
  await expect(island(page, 'LanguageSelect')).toBeHydrated();
  expect(requested(/\/GalleryLightbox\./)).toBe(false);
  expect(requested(/\/ContactForm\./)).toBe(false);

  await galleryPhoto(page, 'et', 1).scrollIntoViewIfNeeded();
  await expect(island(page, 'GalleryLightbox')).toBeHydrated();
  expect(requested(/\/photoswipe\.esm\./)).toBe(false);
  expect(requested(/\/ContactForm\./)).toBe(false);

  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  expect(requested(/\/photoswipe\.esm\./)).toBe(false);

  await openLightbox(galleryPhoto(page, 'et', 1));
  expect(requested(/\/photoswipe\.esm\./)).toBe(true);
});

test('built without PUBLIC_PHOTO_UPLOAD_URL, the form has no photo control and loads no photo code', async ({
  page,
  requestLog,
}) => {
  await page.goto('/contacts/');
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  await expect(page.getByLabel(translate('et', 'contactForm.photos.add'))).toHaveCount(0);
  expect(requestLog.urls.filter((url) => /prepare-photo|upload-photo/.test(url))).toEqual([]);
});
