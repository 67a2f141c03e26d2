import type { Locator, Page } from '@playwright/test';
import { parsePolicy } from '../support/content-security-policy';
import { editedSiteTest as test, remotePhoto } from '../support/edited-site';
import { expect } from '../support/fixtures';
import { openLightbox, photoAlt as galleryPhotoAlt } from '../support/gallery';
import { hydrateIslands } from '../support/islands';

/**
 * A gallery photo on an image host (`src:` in src/data/gallery.yaml) is
 * shown under the site's own Content-Security-Policy: the build adds the
 * host's origin to `img-src`. The edited copy (`tests/support/edited-site.ts`)
 * has one such photo first in its gallery and is served with its
 * `_headers`; the test browser reaches no internet, so the image host is
 * answered in the browser with a JPEG of the repository. A request the
 * policy blocks never reaches that answer.
 */

const photoAlt = galleryPhotoAlt('et', remotePhoto.n);

test.use({ reducedMotion: 'reduce' });

/** Collects the page's CSP violations, read with `cspViolations`. */
test.beforeEach(async ({ context }) => {
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
  await expect(photo).toHaveAttribute('src', remotePhoto.url);
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
  await expect(fullSize).toHaveAttribute('src', remotePhoto.url);
  await expect.poll(() => loaded(fullSize)).toBe(true);
  expect(await cspViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
