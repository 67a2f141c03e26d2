import { readFile } from 'node:fs/promises';
import { load as parseYaml } from 'js-yaml';
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { parsePolicy } from '../../src/lib/security/csp';
import { openSitePage } from '../support/browser';
import { useFixtureSite } from '../support/fixture-site';
import { hydrateIslands } from '../support/islands';
import { translate } from '../support/translations';

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
const realRows = parseYaml(await readFile(new URL(`../../${galleryFile}`, import.meta.url), 'utf-8')) as unknown[];
/** The alt text of the added photo: the gallery numbers its photos from 1. */
const photoAlt = translate('et', 'gallery.photoAlt', { n: realRows.length + 1 });
const jpeg = await readFile(new URL('../../src/assets/gallery/work-01.jpg', import.meta.url));

const site = useFixtureSite(async (copy) => {
  const text = await copy.read(galleryFile);
  await copy.write(
    galleryFile,
    `${text.trimEnd()}\n- id: remote-kitchen\n  src: ${photoUrl}\n  width: 1600\n  height: 1200\n`,
  );
});

/** A page whose CSP violations are collected, with the image host answered by `jpeg`. */
async function openHome(): Promise<{
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  violations: () => Promise<string[]>;
}> {
  const { page, context, consoleErrors } = await openSitePage(site.browser, site.server.origin, {
    width: 1280,
    reducedMotion: true,
  });
  await context.route(photoUrl, (route) => route.fulfill({ body: jpeg, contentType: 'image/jpeg' }));
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
    );
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { page, context, consoleErrors, violations };
}

/** True once `image` has loaded with pixels. */
const loaded = (page: Page, selector: string) =>
  page.locator(selector).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);

test("the photo's origin is in img-src of the header and of the page's <meta> policy", async () => {
  const { page, context } = await openHome();
  const response = await page.goto(`${site.server.origin}/`);
  const header = parsePolicy(response!.headers()['content-security-policy']);
  expect(header.get('img-src')).toContain('https://photos.example.com');
  const meta = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(parsePolicy(meta!).get('img-src')).toContain('https://photos.example.com');
  await context.close();
});

test('the photo is shown in the gallery, and an image from any other host stays blocked', async () => {
  const { page, context, consoleErrors, violations } = await openHome();
  await page.goto(`${site.server.origin}/`);
  const photo = page.getByRole('img', { name: photoAlt, exact: true });
  expect(await photo.getAttribute('src')).toBe(photoUrl);
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(page, `img[src="${photoUrl}"]`)).toBe(true);

  // The policy is in force: the same kind of image from a host not in the gallery is refused.
  await page.evaluate(() => {
    const image = new Image();
    image.src = 'https://elsewhere.example.org/photo.jpg';
    document.body.append(image);
  });
  await expect.poll(violations).toContain('img-src blocked https://elsewhere.example.org/photo.jpg');
  expect((await violations()).filter((line) => line.includes('photos.example.com'))).toEqual([]);
  expect(consoleErrors.filter((line) => !line.includes('elsewhere.example.org'))).toEqual([]);
  await context.close();
});

// Needs the GalleryLightbox island (PhotoSwipe): without it the link opens the photo itself.
test('the lightbox opens the photo full size under the policy', async () => {
  const { page, context, consoleErrors, violations } = await openHome();
  await page.goto(`${site.server.origin}/`);
  await hydrateIslands(page);
  await page.getByRole('link', { name: photoAlt, exact: true }).click();
  await page.locator('.pswp[role="dialog"]').waitFor({ state: 'visible' });
  await expect.poll(() => loaded(page, `.pswp__img[src="${photoUrl}"]`)).toBe(true);
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
