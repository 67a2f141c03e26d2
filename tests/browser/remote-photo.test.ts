import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parsePolicy } from '../../scripts/headers-file';
import { fixtureSiteTest } from '../support/fixture-site';
import { expect } from '../support/fixtures';
import { galleryPhotoCount, openLightbox, photoAlt as galleryPhotoAlt } from '../support/gallery';
import { hydrateIslands } from '../support/islands';

/**
 * A gallery photo on an image host (`src:` in src/data/gallery.yaml) is
 * shown under the site's own Content-Security-Policy: the build adds the
 * host's origin to `img-src`. The site is built with one such photo added
 * after the real ones and served with its `_headers`; the test browser
 * reaches no internet, so the image host is answered in the browser with a
 * JPEG of the repository. A request the policy blocks never reaches that
 * answer.
 */

const photoUrl = 'https://photos.example.com/gallery/remote-kitchen.jpg';
const galleryFile = 'src/data/gallery.yaml';
/** The alt text of the added photo: the gallery numbers its photos from 1. */
const photoAlt = galleryPhotoAlt('et', galleryPhotoCount + 1);
const jpeg = await readFile(new URL('../../src/assets/gallery/work-01.jpg', import.meta.url));

const test = fixtureSiteTest(async (copy) => {
  const text = await copy.read(galleryFile);
  await copy.write(
    galleryFile,
    `${text.trimEnd()}\n- id: remote-kitchen\n  src: ${photoUrl}\n  width: 1600\n  height: 1200\n`,
  );
});

test.use({ reducedMotion: 'reduce' });

/** Answers the image host with `jpeg` and collects the page's CSP violations, read with `cspViolations`. */
test.beforeEach(async ({ context }) => {
  await context.route(photoUrl, (route) => route.fulfill({ body: jpeg, contentType: 'image/jpeg' }));
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
  });
});

/** The CSP violations reported on the page so far, as "DIRECTIVE blocked URL" lines. */
const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** True once `image` has loaded with pixels. */
const loaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

test("the photo's origin is in img-src of the page's <meta> policy; the header leaves images to it", async ({
  page,
}) => {
  const response = await page.goto('/');
  const header = parsePolicy(response!.headers()['content-security-policy']);
  expect(header.has('img-src') || header.has('default-src')).toBe(false);
  const meta = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(parsePolicy(meta!).get('img-src')).toContain('https://photos.example.com');
});

test('the photo is shown in the gallery, and an image from any other host stays blocked', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const photo = page.getByRole('img', { name: photoAlt, exact: true });
  await expect(photo).toHaveAttribute('src', photoUrl);
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(photo)).toBe(true);

  // The policy is in force: the same kind of image from a host not in the gallery is refused.
  await page.evaluate(() => {
    const image = new Image();
    image.src = 'https://elsewhere.example.org/photo.jpg';
    document.body.append(image);
  });
  await expect.poll(() => cspViolations(page)).toContain('img-src blocked https://elsewhere.example.org/photo.jpg');
  expect((await cspViolations(page)).filter((line) => line.includes('photos.example.com'))).toEqual([]);
  expect(consoleErrors.filter((line) => !line.includes('elsewhere.example.org'))).toEqual([]);
});

// Needs the GalleryLightbox island (PhotoSwipe): without it the link opens the photo itself.
test('the lightbox opens the photo full size under the policy', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await hydrateIslands(page);
  const dialog = await openLightbox(page.getByRole('link', { name: photoAlt, exact: true }));
  const fullSize = dialog.getByRole('img', { name: photoAlt, exact: true });
  await expect(fullSize).toHaveAttribute('src', photoUrl);
  await expect.poll(() => loaded(fullSize)).toBe(true);
  expect(await cspViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
