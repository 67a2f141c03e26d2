import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { galleryPhoto, homePhotoCount, openLightbox, photoAlt } from '../support/gallery';
import { island } from '../support/islands';
import { translate } from '../support/translations';

/**
 * The gallery lightbox (GalleryLightbox island, PhotoSwipe): opening by
 * click, tap and Enter, moving with wrap-around, closing with focus back on
 * the photo, its timing, and the plain links without JavaScript. The photo
 * count comes from src/data/gallery.yaml.
 */

/** PhotoSwipe's core chunk, which only the first open may request. */
const photoswipeCore = /\/_astro\/photoswipe\.esm\.[\w-]+\.js$/;

const last = homePhotoCount;
const middle = Math.ceil(homePhotoCount / 2);

for (const { locale, home } of [
  { locale: 'et', home: '/' },
  { locale: 'en', home: '/en/' },
] as const) {
  test.describe(`lightbox gallery on ${home}`, () => {
    const t = (key: string) => translate(locale, key);
    const photo = (page: Page, n: number) => galleryPhoto(page, locale, n);

    /** Opens the home page with the lightbox island hydrated. */
    async function openHome(page: Page) {
      await page.goto(home);
      await photo(page, 1).scrollIntoViewIfNeeded();
      await expect(island(page, 'GalleryLightbox')).toBeHydrated();
    }

    /** The open lightbox shows photo `n`: its counter says "n / count" and its image shows. */
    async function expectShows(page: Page, n: number) {
      const dialog = page.getByRole('dialog', { name: t('gallery.dialogLabel') });
      await expect(dialog.locator('.pswp__counter')).toHaveText(`${n} / ${homePhotoCount}`);
      await expect(dialog.getByRole('img', { name: photoAlt(locale, n), exact: true })).toBeVisible();
    }

    test(`clicking photo 1, ${middle} or ${last} opens it full screen; closing returns focus to it; the core loads on the first open`, async ({
      page,
      requestLog,
      consoleErrors,
    }) => {
      await openHome(page);
      const coreRequests = () => requestLog.urls.filter((url) => photoswipeCore.test(url));
      expect(coreRequests()).toEqual([]);
      for (const n of [1, middle, last]) {
        const dialog = await openLightbox(photo(page, n));
        await expect(dialog).toHaveAccessibleName(t('gallery.dialogLabel'));
        await expectShows(page, n);
        const href = await photo(page, n).getAttribute('href');
        await expect(dialog.getByRole('img', { name: photoAlt(locale, n), exact: true })).toHaveJSProperty(
          'src',
          new URL(href!, page.url()).href,
        );
        for (const label of [t('gallery.close'), t('gallery.previous'), t('gallery.next')]) {
          await expect(dialog.getByRole('button', { name: label })).toBeVisible();
        }
        await dialog.getByRole('button', { name: t('gallery.close') }).click();
        await expect(dialog).toHaveCount(0);
        await expect(photo(page, n)).toBeFocused();
      }
      expect(coreRequests()).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });

    test(`next from photo ${last} goes to photo 1, previous from photo 1 back to ${last}`, async ({ page }) => {
      await openHome(page);
      const dialog = await openLightbox(photo(page, last));
      await expectShows(page, last);
      await dialog.getByRole('button', { name: t('gallery.next') }).click();
      await expectShows(page, 1);
      await dialog.getByRole('button', { name: t('gallery.previous') }).click();
      await expectShows(page, last);
      await dialog.getByRole('button', { name: t('gallery.previous') }).click();
      await expectShows(page, last - 1);
    });

    test.describe('under reduced motion', () => {
      // PhotoSwipe binds its keys once the opening animation is over; without one, at once.
      test.use({ reducedMotion: 'reduce' });

      test(`by keyboard: Enter opens photo ${middle} with focus inside, arrows move and wrap, Escape closes and focus returns`, async ({
        page,
      }) => {
        await openHome(page);
        let dialog = await openLightbox(photo(page, middle), 'Enter');
        await expect(dialog.and(page.locator(':focus-within')), 'focus is in the lightbox').toHaveCount(1);
        await expectShows(page, middle);
        await page.keyboard.press('ArrowRight');
        await expectShows(page, middle + 1);
        await page.keyboard.press('ArrowLeft');
        await expectShows(page, middle);
        await page.keyboard.press('ArrowLeft');
        await expectShows(page, middle - 1);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(photo(page, middle)).toBeFocused();

        dialog = await openLightbox(photo(page, 1), 'Enter');
        await expectShows(page, 1);
        await page.keyboard.press('ArrowLeft');
        await expectShows(page, last);
        await page.keyboard.press('ArrowRight');
        await expectShows(page, 1);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(photo(page, 1)).toBeFocused();
      });

      test('the modal opens instantly', async ({ page }) => {
        await openHome(page);
        const dialog = await openLightbox(photo(page, 3));
        // PhotoSwipe sets the duration of the transition it starts on its root.
        await expect(dialog).toHaveCSS('--pswp-transition-duration', '0ms');
        await expect(dialog.locator('.pswp__bg')).toHaveCSS('transition-duration', '0s');
      });
    });

    test('the modal opens in 300 ms with a 150 ms backdrop', async ({ page }) => {
      await openHome(page);
      const dialog = await openLightbox(photo(page, 3));
      await expect(dialog).toHaveCSS('--pswp-transition-duration', '300ms');
      await expect(dialog.locator('.pswp__bg')).toHaveCSS('transition-duration', '0.15s');
    });

    test.describe('by touch at 390 px', () => {
      test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

      test(`tapping photo ${middle} opens it, tapping close returns focus to it`, async ({ page }) => {
        // A tap does not focus the link (a click does), so PhotoSwipe's own focus return has nothing to go back to.
        await openHome(page);
        const dialog = await openLightbox(photo(page, middle), 'tap');
        await expectShows(page, middle);
        await dialog.getByRole('button', { name: t('gallery.close') }).tap();
        await expect(dialog).toHaveCount(0);
        await expect(photo(page, middle)).toBeFocused();
      });
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('each photo opens its full-size image', async ({ page }) => {
        await page.goto(home);
        const href = await photo(page, middle).getAttribute('href');
        const [response] = await Promise.all([page.waitForResponse(href!), photo(page, middle).click()]);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/webp');
        await expect(page).toHaveURL(href!);
      });
    });
  });
}
