import { expect } from '../support/fixtures';
import { editedSiteTest as test, galleryTotal as total, remotePhoto } from '../support/edited-site';
import { galleryPhoto, openLightbox, photoAlt } from '../support/gallery';
import { island } from '../support/islands';
import { translate } from '../support/translations';
import { homePhotoLimit } from '../../src/lib/gallery/home-photos';
import { localeCodes, localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { pagePath } from '../../src/lib/i18n/routes';
import { brotliBytes, pageBudgetBytes } from '../../scripts/page-budget';

/**
 * A gallery that has outgrown the home page: the edited copy
 * (`tests/support/edited-site.ts`) has generated photos (small JPEGs, made
 * at the start of the run, not committed) until the gallery file lists
 * more than the home page shows. The home page shows the first ones and links to the gallery page; there,
 * without JavaScript every photo links to its full size, and the lightbox
 * walks through all of them in order and wraps; the sitemap and the
 * hreflang links include the gallery page in every language.
 */

/** The gallery page's address in each language (`/gallery/`, `/en/gallery/`). */
const galleryPaths = Object.fromEntries(localeCodes.map((code) => [code, pagePath(code, 'gallery')])) as Record<
  Locale,
  string
>;

test('the home page shows the first photos and links to the gallery page, which has them all', async ({ page }) => {
  await page.goto('/en/');
  const projects = page.locator('#projects');
  // The first ones, then the rest of what the home page holds behind its "show all" control.
  await projects.getByText(translate('en', 'gallery.showAll', { total: homePhotoLimit }), { exact: true }).click();
  await expect(projects.getByRole('listitem')).toHaveCount(homePhotoLimit);
  await expect(galleryPhoto(page, 'en', homePhotoLimit)).toBeVisible();
  await expect(galleryPhoto(page, 'en', homePhotoLimit + 1)).toHaveCount(0);
  await projects.getByRole('link', { name: translate('en', 'gallery.allPhotos', { total }) }).click();
  await expect(page).toHaveURL(new RegExp(`${galleryPaths.en}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translate('en', 'home.projectsTitle'));
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(total);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every photo on the gallery page links to its full-size image', async ({ page }) => {
    await page.goto(galleryPaths.et);
    for (let n = 1; n <= total; n++) {
      const href = await galleryPhoto(page, 'et', n).getAttribute('href');
      // The image host's photo links to it there (remote-photo.test.ts shows it).
      if (n === remotePhoto.n) {
        expect(href).toBe(remotePhoto.url);
        continue;
      }
      const image = await page.request.get(href!);
      expect(image.status(), `photo ${n}: ${href}`).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\//);
    }
  });
});

test.describe('under reduced motion', () => {
  // PhotoSwipe binds its keys once the opening animation is over; without one, at once.
  test.use({ reducedMotion: 'reduce' });

  test('the lightbox on the gallery page walks through every photo in order and wraps', async ({ page }) => {
    await page.goto(galleryPaths.et);
    await galleryPhoto(page, 'et', 1).scrollIntoViewIfNeeded();
    await expect(island(page, 'GalleryLightbox')).toBeHydrated();
    const dialog = await openLightbox(galleryPhoto(page, 'et', 1), 'Enter');
    for (let n = 1; n <= total; n++) {
      await expect(dialog.locator('.pswp__counter')).toHaveText(`${n} / ${total}`);
      await expect(dialog.getByRole('img', { name: photoAlt('et', n), exact: true })).toBeVisible();
      await page.keyboard.press('ArrowRight');
    }
    await expect(dialog.locator('.pswp__counter')).toHaveText(`1 / ${total}`);
  });
});

test('the sitemap lists the gallery page in each language, and its hreflang links name all three', async ({ page }) => {
  const index = await (await page.request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const listed = (await Promise.all(sitemaps.map(async (path) => (await page.request.get(path)).text()))).join('');
  for (const path of Object.values(galleryPaths)) expect(listed).toContain(`${path}</loc>`);

  await page.goto(galleryPaths.ru);
  for (const [code, path] of Object.entries(galleryPaths)) {
    const href = await page
      .locator(`link[rel="alternate"][hreflang="${localeInfo(code as Locale).lang}"]`)
      .getAttribute('href');
    expect(new URL(href!).pathname).toBe(path);
  }
});

test(`the home pages stay within the page budget (${pageBudgetBytes} bytes brotli) with a gallery the home page cannot hold`, async ({
  page,
}) => {
  // The home page holds its first photos whatever the total (a gallery of 100 shows the same), with long words and reviews.
  for (const code of localeCodes) {
    const path = pagePath(code, 'home');
    const bytes = brotliBytes(await (await page.request.get(path)).body());
    expect(bytes, `${path} with ${total} photos in the gallery: ${bytes} bytes brotli`).toBeLessThanOrEqual(
      pageBudgetBytes,
    );
  }
});
