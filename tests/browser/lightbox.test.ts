import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSitePage, useBuiltSite, type SitePageOptions } from '../support/browser';
import { waitForIsland } from '../support/islands';
import { useTranslations } from '../../src/lib/i18n/translations';

const built = useBuiltSite();

/** PhotoSwipe's core chunk, which only the first open may request. */
const photoswipeCore = /\/_astro\/photoswipe\.esm\.[\w-]+\.js$/;

describe.each([
  { locale: 'et', home: '/' },
  { locale: 'en', home: '/en/' },
] as const)('lightbox gallery on $home', ({ locale, home }) => {
  const t = useTranslations(locale);
  const alt = (n: number) => t('gallery.photoAlt', { n });

  async function open(options: SitePageOptions = {}) {
    const site = await openSitePage(built.browser, built.server.origin, { browserLocale: locale, ...options });
    const requests: string[] = [];
    site.page.on('request', (request) => requests.push(request.url()));
    await site.page.goto(site.url(home));
    await photo(site.page, 1).scrollIntoViewIfNeeded();
    await waitForIsland(site.page, 'GalleryLightbox');
    const dialog = site.page.getByRole('dialog', { name: t('gallery.dialogLabel') });
    return { ...site, requests, dialog };
  }

  function photo(page: Page, n: number) {
    return page.getByRole('link', { name: alt(n), exact: true });
  }

  /** The photo the open lightbox shows, as its counter ("N / 22") and its visible image say. */
  async function shows(page: Page, n: number) {
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('.pswp__counter').textContent()).toBe(`${n} / 22`);
    await expect.poll(() => dialog.getByRole('img', { name: alt(n), exact: true }).isVisible()).toBe(true);
  }

  test('clicking photo 1, 11 or 22 opens it full screen; closing returns focus to it; the core loads on the first open', async () => {
    const { page, context, dialog, requests, consoleErrors } = await open();
    expect(requests.filter((request) => photoswipeCore.test(request))).toEqual([]);
    for (const n of [1, 11, 22]) {
      await photo(page, n).click();
      await dialog.waitFor();
      await shows(page, n);
      const href = await photo(page, n).getAttribute('href');
      const src = await dialog.getByRole('img', { name: alt(n), exact: true }).getAttribute('src');
      expect(new URL(src!).pathname).toBe(href);
      for (const label of [t('gallery.close'), t('gallery.previous'), t('gallery.next')]) {
        expect(await dialog.getByRole('button', { name: label }).isVisible()).toBe(true);
      }
      await dialog.getByRole('button', { name: t('gallery.close') }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => photo(page, n).evaluate((link) => link === document.activeElement)).toBe(true);
    }
    expect(requests.filter((request) => photoswipeCore.test(request))).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('by touch at 390 px: tapping photo 11 opens it, tapping close returns focus to it', async () => {
    // A tap does not focus the link (a click does), so PhotoSwipe's own focus return has nothing to go back to.
    const { page, context, dialog } = await open({ width: 390, hasTouch: true });
    await photo(page, 11).tap();
    await shows(page, 11);
    await dialog.getByRole('button', { name: t('gallery.close') }).tap();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => photo(page, 11).evaluate((link) => link === document.activeElement)).toBe(true);
    await context.close();
  });

  test('next from the last photo goes to the first, previous from the first to the last', async () => {
    const { page, context, dialog } = await open({ reducedMotion: true });
    await photo(page, 22).click();
    await shows(page, 22);
    await dialog.getByRole('button', { name: t('gallery.next') }).click();
    await shows(page, 1);
    await dialog.getByRole('button', { name: t('gallery.previous') }).click();
    await shows(page, 22);
    await dialog.getByRole('button', { name: t('gallery.previous') }).click();
    await shows(page, 21);
    await context.close();
  });

  test('by keyboard: Enter opens photo 11, arrows move and wrap, Escape closes and focus returns', async () => {
    // Reduced motion: PhotoSwipe binds its keys once the opening animation is over; without one, at once.
    const { page, context, dialog } = await open({ reducedMotion: true });
    await photo(page, 11).focus();
    await page.keyboard.press('Enter');
    await shows(page, 11);
    await page.keyboard.press('ArrowRight');
    await shows(page, 12);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await shows(page, 10);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => photo(page, 11).evaluate((link) => link === document.activeElement)).toBe(true);

    await photo(page, 1).focus();
    await page.keyboard.press('Enter');
    await shows(page, 1);
    await page.keyboard.press('ArrowLeft');
    await shows(page, 22);
    await page.keyboard.press('ArrowRight');
    await shows(page, 1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => photo(page, 1).evaluate((link) => link === document.activeElement)).toBe(true);
    await context.close();
  });

  test('the modal opens in 300 ms with a 150 ms backdrop, and instantly under reduced motion', async () => {
    for (const [reducedMotion, modal, backdrop] of [
      [false, '300ms', '0.15s'],
      [true, '0ms', '0s'],
    ] as const) {
      const { page, context, dialog } = await open({ reducedMotion });
      await photo(page, 3).click();
      await dialog.waitFor();
      // PhotoSwipe sets the duration of the transition it starts on its root.
      const modalDuration = () => dialog.evaluate((root) => root.style.getPropertyValue('--pswp-transition-duration'));
      await expect.poll(modalDuration).not.toBe('');
      expect(await modalDuration()).toBe(modal);
      expect(await dialog.locator('.pswp__bg').evaluate((bg) => getComputedStyle(bg).transitionDuration)).toBe(
        backdrop,
      );
      await context.close();
    }
  });

  test('without JavaScript each photo opens its full-size image', async () => {
    const { page, context, url } = await openSitePage(built.browser, built.server.origin, { javaScriptEnabled: false });
    await page.goto(url(home));
    const href = await photo(page, 7).getAttribute('href');
    const [response] = await Promise.all([page.waitForResponse(url(href!)), photo(page, 7).click()]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(page.url()).toBe(url(href!));
    await context.close();
  });
});
