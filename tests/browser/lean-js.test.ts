import { expect, test } from '../support/fixtures';
import { galleryPhoto, openLightbox } from '../support/gallery';
import { island } from '../support/islands';
import { translate } from '../support/translations';

/**
 * Each island's code only when it is needed: the gallery's and the form's
 * when scrolled into view, PhotoSwipe's core when the lightbox first opens.
 * (No script at all before the first paint: critical-path.test.ts; what the
 * islands' props carry: tests/built/island-props.test.ts.)
 */

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
