import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { focusFaults, focusedControl, markReachableControls, type FocusedControl } from '../support/focus';
import { hydrateIslands, island } from '../support/islands';
import { localeCodes, notFoundPages, sitePages } from '../support/site-pages';
import type { Locale } from '../../src/lib/i18n/locales';
import { translate } from '../support/translations';

/**
 * Keyboard-only use reaches and operates every control, and the focused
 * control always shows a focus ring that nothing (the sticky header
 * included) covers. The dropdown's and the lightbox's own keys are tested
 * with them: language.test.ts and lightbox.test.ts.
 */

test.use({ reducedMotion: 'reduce' });
// One of the longest files: its tests share out over the workers.
test.describe.configure({ mode: 'parallel' });

/** Opens `path` with every island that hydrates at the page's width hydrated. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await hydrateIslands(page);
}

/**
 * Presses Tab until `target` has focus; throws after `max` presses. (Focus
 * moves as part of the key press, so it is read right after each one.)
 */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
}

/**
 * Walks the page with Tab from the top until focus leaves the page or comes
 * round again, asserting at each stop that the visitor sees a focus ring
 * that nothing covers (retried while the page answers the focus). Returns
 * the controls a keyboard user can reach, as listed by
 * `markReachableControls()`, and the focus stops the walk made.
 */
async function walk(page: Page): Promise<{ reachable: string[]; stops: FocusedControl[] }> {
  const reachable = await markReachableControls(page);
  const stops: FocusedControl[] = [];
  for (let presses = 0; presses < reachable.length + 5; presses++) {
    await page.keyboard.press('Tab');
    const stop = await focusedControl(page);
    if (!stop || stops.some((earlier) => earlier.key === stop.key)) break;
    await expect
      .poll(async () => {
        const now = await focusedControl(page);
        return now ? focusFaults(now) : [`${stop.key} "${stop.label}" lost focus`];
      })
      .toEqual([]);
    stops.push(stop);
  }
  return { reachable, stops };
}

/** The walk of one page: every control reached, each with a visible, uncovered focus ring. */
async function walkReachesEveryControl(page: Page, path: string): Promise<void> {
  await test.step(`${path}: every control is reached, with a visible, uncovered focus ring`, async () => {
    await openPage(page, path);
    const { reachable, stops } = await walk(page);
    const reached = new Set(stops.map((stop) => stop.key));
    expect(reachable.filter((control) => !reached.has(control.split(' ')[0]))).toEqual([]);
    expect(stops.filter((stop) => stop.key.startsWith('unlisted'))).toEqual([]);
  });
}

/** What happens when the skip link, the first stop of /en/services/ at 1280 px, is followed. */
async function skipLinkStep(page: Page) {
  await test.step('the skip link comes first, shows on screen and moves focus to the main content', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/en/services/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: translate('en', 'layout.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
}

/** The Estonian home page at 390 px: the menu opened by keyboard, one of its links reached and followed. */
async function navToggleStep(page: Page) {
  await test.step('the nav toggle opens the menu, whose links are then reached and followed', async () => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: translate('et', 'nav.toggle') });
    await expect(island(page, 'NavCollapse')).toBeHydrated();
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const services = page.getByRole('link', { name: translate('et', 'nav.services') });
    await expect(services).toBeVisible();
    await tabTo(page, services, 5);
    await expect.poll(() => focusedControl(page)).toMatchObject({ ring: true, unobscured: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/services/');
  });
}

/** The Russian contacts page at 390 px: every field typed into, in the order Tab takes. */
async function contactFormStep(page: Page) {
  await test.step('the contact form fields take typed text, and Tab leads on to the send button', async () => {
    const t = (key: string) => translate('ru', key);
    await openPage(page, '/ru/contacts/');
    // In the form's order, as Tab goes through it.
    const typed = [
      ['contactForm.nameLabel', 'Мария'],
      ['contactForm.emailLabel', 'maria@example.ee'],
      ['contactForm.phoneLabel', '+372 5123 4567'],
      ['contactForm.messageLabel', 'Покраска кухни'],
      ['contactForm.locationLabel', 'Мустамяэ'],
      ['contactForm.visitLabel', 'в пятницу после 16'],
    ] as const;
    await tabTo(page, page.getByRole('textbox', { name: t(typed[0][0]) }));
    for (const [, text] of typed) {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    for (const [label, text] of typed) await expect(page.getByRole('textbox', { name: t(label) })).toHaveValue(text);
    await expect(page.getByRole('button', { name: t('contactForm.submit') })).toBeFocused();
  });
}

/** The controls operated in each language's test, after its walks (the form's draft is typed last). */
const operated: Partial<Record<Locale, (page: Page) => Promise<void>>> = {
  et: navToggleStep,
  en: skipLinkStep,
  ru: contactFormStep,
};

// One test per language at 390 px, where longer words change the layout most, and one at 1280 px, where
// the controls and the desktop navigation are each language's same: in Estonian. Each page is a step of
// it (a new browser context costs about what a page's walk does), named as the page's own test was.
const walkedPages = [...sitePages, ...notFoundPages];
for (const locale of localeCodes) {
  test(`at 390 px in ${locale}: every page's controls are reached with a visible focus ring, and operated`, async ({
    page,
  }) => {
    const paths = walkedPages.filter((walked) => walked.locale === locale).map(({ path }) => path);
    test.setTimeout((paths.length + 1) * 40_000);
    await page.setViewportSize({ width: 390, height: 800 });
    for (const path of paths) await walkReachesEveryControl(page, path);
    await operated[locale]?.(page);
  });
}

test("at 1280 px in et: every page's controls are reached with a visible focus ring", async ({ page }) => {
  const paths = walkedPages.filter((walked) => walked.locale === 'et').map(({ path }) => path);
  test.setTimeout(paths.length * 40_000);
  for (const path of paths) await walkReachesEveryControl(page, path);
});
