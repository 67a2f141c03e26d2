import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useTranslations } from '../../src/lib/i18n/translations';
import { localeInfo } from '../../src/lib/i18n/locales';
import { openSitePage, useBuiltSite } from '../support/browser';
import { focusedControl, markReachableControls, type FocusedControl } from '../support/focus';
import { hydrateIslands, waitForIslandAround } from '../support/islands';
import { notFoundPages, sitePages } from '../support/site-pages';

// Accessibility: keyboard-only use reaches and operates every
// control, and the focused control always shows a focus ring that nothing
// (the sticky header included) covers.
const built = useBuiltSite();

async function openPage(path: string, width: number) {
  const site = await openSitePage(built.browser, built.server.origin, { width, reducedMotion: true });
  await site.page.goto(site.url(path));
  await hydrateIslands(site.page);
  return site;
}

/** Presses Tab until `target` has focus; throws after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
}

/**
 * Walks the page with Tab from the top until focus leaves the page or comes
 * round again. Returns the controls a keyboard user can reach, as listed by
 * `markReachableControls()`, and the focus stops the walk made.
 */
async function walk(page: Page): Promise<{ reachable: string[]; stops: FocusedControl[] }> {
  const reachable = await markReachableControls(page);
  const stops: FocusedControl[] = [];
  for (let presses = 0; presses < reachable.length + 5; presses++) {
    await page.keyboard.press('Tab');
    const stop = await focusedControl(page);
    if (!stop || stops.some((earlier) => earlier.key === stop.key)) break;
    stops.push(stop);
  }
  return { reachable, stops };
}

describe.each([390, 1280])('Tab walk at %i px', (width) => {
  test.each([...sitePages, ...notFoundPages])(
    '$path: every control is reached, with a visible, uncovered focus ring',
    async ({ path }) => {
      const { page, context } = await openPage(path, width);
      const { reachable, stops } = await walk(page);
      const reached = new Set(stops.map((stop) => stop.key));
      expect(reachable.filter((control) => !reached.has(control.split(' ')[0]))).toEqual([]);
      expect(stops.filter((stop) => stop.key.startsWith('unlisted'))).toEqual([]);
      expect(
        stops
          .filter((stop) => !stop.ring)
          .map((stop) => `${stop.key} "${stop.label}" has no focus ring, or a clipped one`),
      ).toEqual([]);
      expect(stops.filter((stop) => !stop.unobscured).map((stop) => `${stop.key} "${stop.label}" is covered`)).toEqual(
        [],
      );
      await context.close();
    },
  );
});

describe('operating the controls by keyboard', () => {
  test('the skip link comes first and moves focus to the main content', async () => {
    const { page, context } = await openPage('/en/services/', 1280);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: useTranslations('en')('layout.skipToContent') });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = (await skip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  test('at 390 px the nav toggle opens the menu, whose links are then reached and followed', async () => {
    const t = useTranslations('et');
    const { page, context } = await openPage('/', 390);
    const toggle = page.getByRole('button', { name: t('nav.toggle') });
    await waitForIslandAround(toggle);
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const services = page.getByRole('link', { name: t('nav.services') });
    await tabTo(page, services, 5);
    expect(await focusedControl(page)).toMatchObject({ ring: true, unobscured: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${built.server.origin}/services/`);
    await context.close();
  });

  test('the language button opens the list; arrows move through it, Enter follows, Escape closes', async () => {
    const { page, context } = await openPage('/services/', 1280);
    const button = page.getByRole('button', {
      name: useTranslations('et')('languageSelect.accessibleLabel', { language: localeInfo('et').label }),
    });
    await waitForIslandAround(button);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement instanceof HTMLAnchorElement ? document.activeElement.textContent : '',
        ),
      )
      .toBe('Eesti');
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement instanceof HTMLAnchorElement ? document.activeElement.textContent : '',
        ),
      )
      .toBe('English');
    expect(await focusedControl(page)).toMatchObject({ ring: true, unobscured: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${built.server.origin}/en/services/`);
    await context.close();
  });

  test('the contact form fields take typed text', async () => {
    const t = useTranslations('ru');
    const { page, context } = await openPage('/ru/contacts/', 390);
    const name = page.getByRole('textbox', { name: t('contactForm.nameLabel') });
    await tabTo(page, name);
    await page.keyboard.type('Мария');
    await page.keyboard.press('Tab');
    await page.keyboard.type('maria@example.ee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Покраска кухни');
    expect(await name.inputValue()).toBe('Мария');
    expect(await page.getByRole('textbox', { name: t('contactForm.emailLabel') }).inputValue()).toBe(
      'maria@example.ee',
    );
    expect(await page.getByRole('textbox', { name: t('contactForm.messageLabel') }).inputValue()).toBe(
      'Покраска кухни',
    );
    await page.keyboard.press('Tab');
    expect(
      await page
        .getByRole('button', { name: t('contactForm.submit') })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await context.close();
  });

  // Needs the GalleryLightbox island (PhotoSwipe): without it Enter opens the
  // image itself and this test fails on the missing dialog.
  test('Enter on a gallery photo opens the lightbox; arrows move, Escape closes and focus returns to the photo', async () => {
    const { page, context } = await openPage('/', 1280);
    const photo = page.locator('ul[data-gallery] a').first();
    await tabTo(page, photo);
    await page.keyboard.press('Enter');
    const dialog = page.locator('.pswp[role="dialog"]');
    await dialog.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => {
      throw new Error(
        `The lightbox did not open: no visible .pswp[role="dialog"] after Enter on a gallery photo (page is now ${page.url()})`,
      );
    });
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    expect(await photo.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});
