import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { translate } from './translations.ts';
import type { Locale } from '../../src/lib/i18n/locales.ts';
import { homePhotoLimit, homePreviewCount } from '../../src/lib/gallery/home-photos.ts';

/** The rows of `src/data/gallery.yaml`: each photo's caption and "before" photo, if any, and its number `n` from 1. */
export const photoStories = (
  parseYaml(readFileSync(new URL('../../src/data/gallery.yaml', import.meta.url), 'utf-8')) as {
    caption?: Record<Locale, string | undefined> & { et: string };
    before?: string;
  }[]
).map(({ caption, before }, index) => ({ caption, before, n: index + 1 }));

/** How many photos `src/data/gallery.yaml` lists: the number the gallery shows. */
const galleryPhotoCount = photoStories.length;

/** How many of them the home page shows (the rest are on the gallery page). */
export const homePhotoCount = Math.min(galleryPhotoCount, homePhotoLimit);

/** Alt text of photo `n` (1-based) in `locale`: "Tehtud töö N" in Estonian. */
export function photoAlt(locale: Locale, n: number): string {
  return translate(locale, 'gallery.photoAlt', { n });
}

/** The gallery's link to photo `n` (1-based), by its image's alt text. */
export function galleryPhoto(page: Page, locale: Locale, n: number): Locator {
  return page.getByRole('link', { name: photoAlt(locale, n), exact: true });
}

/**
 * Opens the lightbox on `photo` by a click, a tap, or Enter (after focusing
 * it), and returns the dialog once it is visible. Fails with "the lightbox
 * did not open" when the GalleryLightbox island did not take the link (the
 * browser then opens the image itself).
 */
export async function openLightbox(photo: Locator, how: 'click' | 'tap' | 'Enter' = 'click'): Promise<Locator> {
  if (how === 'click') await photo.click();
  else if (how === 'tap') await photo.tap();
  else {
    await photo.focus();
    await photo.press('Enter');
  }
  const dialog = photo.page().getByRole('dialog');
  await expect(dialog, `the lightbox did not open after ${how} on ${photo}`).toBeVisible();
  return dialog;
}

/** How many photos the home page shows before its "show all" control; the rest are behind it. */
export const homeShownCount = Math.min(homePhotoCount, homePreviewCount);

/**
 * The home page's "show all" control (a `<details>` summary) in `locale`,
 * named with the number of photos; there is none when every photo shows.
 */
export function showAllControl(page: Page, locale: Locale): Locator {
  return page.getByText(translate(locale, 'gallery.showAll', { total: homePhotoCount }), { exact: true });
}

/** Opens the home page's "show all" control, with or without JavaScript, when it has one. */
export async function showAllWorks(page: Page, locale: Locale): Promise<void> {
  if (homePhotoCount <= homeShownCount) return;
  await showAllControl(page, locale).click();
  await expect(galleryPhoto(page, locale, homePhotoCount)).toBeAttached();
  await expect(showAllControl(page, locale)).toBeHidden();
}
