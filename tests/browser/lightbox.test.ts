import type { Page } from '@playwright/test';
import { expect, test, type RequestLog } from '../support/fixtures';
import { defaultLocale, type Locale } from '../../src/lib/i18n/locales';
import {
  galleryPhoto,
  homePhotoCount,
  homeShownCount,
  openLightbox,
  photoAlt,
  photoStories,
  showAllWorks,
} from '../support/gallery';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { island } from '../support/islands';
import { translate } from '../support/translations';

/**
 * The gallery lightbox (GalleryLightbox island, PhotoSwipe): opening by
 * click, tap and Enter, a modal dialog (the page behind inert), moving with
 * wrap-around, closing with focus back on the photo, its timing, and the plain links without JavaScript. The photo
 * count comes from src/data/gallery.yaml.
 */

/** PhotoSwipe's core chunk, which only the first open may request. */
const photoswipeCore = /\/_astro\/photoswipe\.esm\.[\w-]+\.js$/;

const last = homePhotoCount;

/** The home page's photos as src/data/gallery.yaml lists them: one with a caption and a "before" photo, one without a caption. */
const stories = photoStories.slice(0, homePhotoCount);
const pair = stories.find((story) => story.before && story.caption)!;
const plain = stories.find((story) => !story.caption)!;
const middle = Math.ceil(homePhotoCount / 2);

// Its tests are independent of each other: they share out over the workers. Each test is one browser
// context (a new one costs about what a check does): its checks are steps, named as their own tests were;
// what a context cannot change (touch, JavaScript) makes a test of its own, the motion is emulated per step.
test.describe.configure({ mode: 'parallel' });

/** The home page in `locale` and its lightbox's checks. */
function gallery(page: Page, locale: Locale) {
  const home = pagePath(locale, 'home');
  const t = (key: string) => translate(locale, key);
  const photo = (n: number) => galleryPhoto(page, locale, n);

  /** Opens the home page with the lightbox island hydrated and, unless `showAll` is false, every photo shown. */
  async function openHome(showAll = true) {
    await page.goto(home);
    await photo(1).scrollIntoViewIfNeeded();
    await expect(island(page, 'GalleryLightbox')).toBeHydrated();
    if (showAll) await showAllWorks(page, locale);
  }

  /** The open lightbox shows photo `n`: its counter says "n / count" and its image shows. */
  async function expectShows(n: number) {
    const dialog = page.getByRole('dialog', { name: t('gallery.lightbox.dialogLabel') });
    await expect(dialog.locator('.pswp__counter')).toHaveText(`${n} / ${homePhotoCount}`);
    await expect(dialog.getByRole('img', { name: photoAlt(locale, n), exact: true })).toBeVisible();
  }

  return { home, t, photo, openHome, expectShows };
}

/** The lightbox opened by click on three photos; first in its test, as it counts the core's requests. */
async function opensByClick(page: Page, locale: Locale, requestLog: RequestLog, consoleErrors: string[]) {
  const { t, photo, openHome, expectShows } = gallery(page, locale);
  await test.step(`clicking photo 1, ${middle} or ${last} opens it full screen; closing returns focus to it; the core loads on the first open`, async () => {
    await openHome();
    const coreRequests = () => requestLog.urls.filter((url) => photoswipeCore.test(url));
    expect(coreRequests()).toEqual([]);
    /** True when the page's main content is inert (behind a modal dialog). */
    const mainInert = () => page.locator('main').evaluate((main) => main.closest('[inert]') !== null);
    for (const n of [1, middle, last]) {
      const dialog = await openLightbox(photo(n));
      await expect(dialog).toHaveAccessibleName(t('gallery.lightbox.dialogLabel'));
      // A modal dialog to assistive technology: the page behind it is inert while it is open.
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect.poll(mainInert).toBe(true);
      await expectShows(n);
      const href = await photo(n).getAttribute('href');
      await expect(dialog.getByRole('img', { name: photoAlt(locale, n), exact: true })).toHaveJSProperty(
        'src',
        new URL(href!, page.url()).href,
      );
      for (const label of [t('gallery.lightbox.close'), t('gallery.lightbox.previous'), t('gallery.lightbox.next')]) {
        await expect(dialog.getByRole('button', { name: label })).toBeVisible();
      }
      await dialog.getByRole('button', { name: t('gallery.lightbox.close') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(photo(n)).toBeFocused();
      expect(await mainInert()).toBe(false);
    }
    expect(coreRequests()).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
}

/** The captions of the home page in `locale`, opened by `how`, under reduced motion. */
async function captions(page: Page, locale: Locale, how: 'tap' | 'Enter') {
  const t = (key: string, values?: Record<string, number>) => translate(locale, key, values);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await test.step(`lightbox captions: shows photo ${pair.n}'s caption, and its "before" photo with the caption gallery.lightbox.beforeCaption makes of it once chosen (${how})`, async () => {
    const caption = pair.caption![locale] ?? pair.caption!.et;
    await page.goto(pagePath(locale, 'home'));
    const photo = galleryPhoto(page, locale, pair.n);
    await photo.scrollIntoViewIfNeeded();
    await expect(island(page, 'GalleryLightbox')).toBeHydrated();

    let dialog = await openLightbox(photo, how);
    await expect(dialog.getByText(caption, { exact: true })).toBeVisible();
    await expect(dialog.locator('.pswp__counter')).toHaveText(`${pair.n} / ${homePhotoCount}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    const before = page.getByRole('radio', { name: t('gallery.before') }).first();
    if (how === 'tap') await before.tap();
    else {
      await page
        .getByRole('radio', { name: t('gallery.after') })
        .first()
        .focus();
      await page.keyboard.press('ArrowRight');
    }
    await expect(before).toBeChecked();
    const beforeLink = page.getByRole('link', { name: t('gallery.beforeAlt', { n: pair.n }), exact: true });
    dialog = await openLightbox(beforeLink, how);
    await expect(dialog.getByRole('img', { name: t('gallery.beforeAlt', { n: pair.n }), exact: true })).toBeVisible();
    await expect(
      dialog.getByText(translate(locale, 'gallery.lightbox.beforeCaption', { caption }), { exact: true }),
    ).toBeVisible();
    await expect(dialog.locator('.pswp__counter')).toHaveText(`${pair.n} / ${homePhotoCount}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(beforeLink).toBeFocused();
  });
}

// The behaviour, the same in every language: on the Estonian page only (opening by click reads the
// dialog's and its buttons' names, and the photos' alt texts, in English too; the captions are read in
// every language at 390 px, where they must fit, by touch, and by keyboard at 1280 px in Estonian).
const behaviourLocale = defaultLocale;

for (const locale of localeCodes) {
  if (locale === behaviourLocale) {
    test(`lightbox gallery on ${pagePath(locale, 'home')}: opening, moving, its timing and the captions by keyboard`, async ({
      page,
      requestLog,
      consoleErrors,
    }) => {
      test.setTimeout(240_000);
      const { t, photo, openHome, expectShows } = gallery(page, locale);
      await opensByClick(page, locale, requestLog, consoleErrors);

      await test.step(`next from photo ${last} goes to photo 1, previous from photo 1 back to ${last}`, async () => {
        await openHome();
        const dialog = await openLightbox(photo(last));
        await expectShows(last);
        await dialog.getByRole('button', { name: t('gallery.lightbox.next') }).click();
        await expectShows(1);
        await dialog.getByRole('button', { name: t('gallery.lightbox.previous') }).click();
        await expectShows(last);
        await dialog.getByRole('button', { name: t('gallery.lightbox.previous') }).click();
        await expectShows(last - 1);
      });

      await test.step(`with only ${homeShownCount} photos shown, the lightbox still walks all ${homePhotoCount}, even when moved while opening`, async () => {
        await openHome(false);
        const dialog = await openLightbox(photo(homeShownCount));
        await expectShows(homeShownCount);
        await dialog.getByRole('button', { name: t('gallery.lightbox.next') }).click();
        await expectShows(Math.min(homeShownCount + 1, last));
        await dialog.getByRole('button', { name: t('gallery.lightbox.close') }).click();
        await expect(dialog).toHaveCount(0);
        // "Previous" at once, while the lightbox is still opening (PhotoSwipe#2162).
        await openLightbox(photo(1));
        await dialog.getByRole('button', { name: t('gallery.lightbox.previous') }).click();
        await expectShows(last);
      });

      await test.step('the modal opens in 300 ms with a 150 ms backdrop', async () => {
        await openHome();
        const dialog = await openLightbox(photo(3));
        await expect(dialog).toHaveCSS('--pswp-transition-duration', '300ms');
        await expect(dialog.locator('.pswp__bg')).toHaveCSS('transition-duration', '0.15s');
      });

      // PhotoSwipe binds its keys once the opening animation is over; without one, at once.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await test.step(`under reduced motion, by keyboard: Enter opens photo ${middle} with focus inside, arrows move and wrap, Escape closes and focus returns`, async () => {
        await openHome();
        let dialog = await openLightbox(photo(middle), 'Enter');
        await expect(dialog.and(page.locator(':focus-within')), 'focus is in the lightbox').toHaveCount(1);
        await expectShows(middle);
        await page.keyboard.press('ArrowRight');
        await expectShows(middle + 1);
        await page.keyboard.press('ArrowLeft');
        await expectShows(middle);
        await page.keyboard.press('ArrowLeft');
        await expectShows(middle - 1);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(photo(middle)).toBeFocused();

        dialog = await openLightbox(photo(1), 'Enter');
        await expectShows(1);
        await page.keyboard.press('ArrowLeft');
        await expectShows(last);
        await page.keyboard.press('ArrowRight');
        await expectShows(1);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(photo(1)).toBeFocused();
      });

      await test.step('under reduced motion, the modal opens instantly', async () => {
        await openHome();
        const dialog = await openLightbox(photo(3));
        // PhotoSwipe sets the duration of the transition it starts on its root.
        await expect(dialog).toHaveCSS('--pswp-transition-duration', '0ms');
        await expect(dialog.locator('.pswp__bg')).toHaveCSS('transition-duration', '0s');
      });

      await captions(page, locale, 'Enter');

      await test.step(`lightbox captions: shows no caption for photo ${plain.n}, which has none`, async () => {
        await page.goto(pagePath(locale, 'home'));
        const photo = galleryPhoto(page, locale, plain.n);
        await photo.scrollIntoViewIfNeeded();
        await expect(island(page, 'GalleryLightbox')).toBeHydrated();
        const dialog = await openLightbox(photo, 'Enter');
        await expect(dialog.getByRole('img', { name: photoAlt(locale, plain.n), exact: true })).toBeVisible();
        for (const { caption } of stories.filter((story) => story.caption))
          await expect(dialog.getByText(caption![locale] ?? caption!.et, { exact: true })).toHaveCount(0);
      });
    });
  } else if (locale === 'en') {
    test(`lightbox gallery on ${pagePath(locale, 'home')}: opening by click`, async ({
      page,
      requestLog,
      consoleErrors,
    }) => {
      await opensByClick(page, locale, requestLog, consoleErrors);
    });
  }

  test.describe(`by touch at 390 px on ${pagePath(locale, 'home')}`, () => {
    test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

    test(`the lightbox by touch${locale === behaviourLocale ? ', and the captions' : ': the captions'}`, async ({
      page,
    }) => {
      if (locale === behaviourLocale) {
        await test.step(`tapping photo ${middle} opens it, tapping close returns focus to it`, async () => {
          const { t, photo, openHome, expectShows } = gallery(page, locale);
          // A tap does not focus the link (a click does), so PhotoSwipe's own focus return has nothing to go back to.
          await openHome();
          const dialog = await openLightbox(photo(middle), 'tap');
          await expectShows(middle);
          await dialog.getByRole('button', { name: t('gallery.lightbox.close') }).tap();
          await expect(dialog).toHaveCount(0);
          await expect(photo(middle)).toBeFocused();
        });
      }
      await captions(page, locale, 'tap');
    });
  });
}

test.describe(`without JavaScript, on ${pagePath(behaviourLocale, 'home')}`, () => {
  test.use({ javaScriptEnabled: false });

  test('the photos are plain links to their full-size images', async ({ page }) => {
    const locale = behaviourLocale;
    const { home, t, photo } = gallery(page, locale);

    await test.step('each photo opens its full-size image, those behind "show all" once it is opened', async () => {
      await page.goto(home);
      await showAllWorks(page, locale);
      const href = await photo(middle).getAttribute('href');
      const [response] = await Promise.all([page.waitForResponse(href!), photo(middle).click()]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
      await expect(page).toHaveURL(href!);
    });

    await test.step('a photo with a "before" photo shows both as links to their full-size images, switched by its radio buttons', async () => {
      await page.goto(home);
      for (const story of stories.filter((candidate) => candidate.before)) {
        // The list item by position: its photo's link is hidden while the "before" photo shows.
        const item = page
          .locator('#projects')
          .getByRole('list')
          .first()
          .getByRole('listitem')
          .nth(story.n - 1);
        const after = item.getByRole('link', { name: photoAlt(locale, story.n), exact: true });
        const before = item.getByRole('link', {
          name: translate(locale, 'gallery.beforeAlt', { n: story.n }),
          exact: true,
        });
        await expect(after).toBeVisible();
        await item.getByRole('radio', { name: t('gallery.before') }).check();
        await expect(before).toBeVisible();
        await expect(after).toBeHidden();
        // Each link is the full-size image of its own file.
        const name = (path: string) =>
          path
            .split('/')
            .at(-1)!
            .replace(/\.\w+$/, '');
        expect(await before.getAttribute('href')).toContain(name(story.before!));
        await item.getByRole('radio', { name: t('gallery.after') }).check();
        await expect(after).toBeVisible();
      }
      const pairItem = page
        .locator('#projects')
        .getByRole('list')
        .first()
        .getByRole('listitem')
        .nth(pair.n - 1);
      await pairItem.getByRole('radio', { name: t('gallery.before') }).check();
      const before = pairItem.getByRole('link', {
        name: translate(locale, 'gallery.beforeAlt', { n: pair.n }),
        exact: true,
      });
      const href = await before.getAttribute('href');
      const [response] = await Promise.all([page.waitForResponse(href!), before.click()]);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
      await expect(page).toHaveURL(href!);
    });
  });
});
