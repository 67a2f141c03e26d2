import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { focusFaults, focusedControl, markReachableControls, type FocusedControl } from '../support/focus';
import { hydrateIslands, island } from '../support/islands';
import { notFoundPages, sitePages } from '../support/site-pages';
import { translate } from '../support/translations';

/**
 * Keyboard-only use reaches and operates every control, and the focused
 * control always shows a focus ring that nothing (the sticky header
 * included) covers. The dropdown's and the lightbox's own keys are tested
 * with them: language.test.ts and lightbox.test.ts.
 */

test.use({ reducedMotion: 'reduce' });
// One of the two longest files: its tests share out over the workers.
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

for (const width of [390, 1280]) {
  test.describe(`Tab walk at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    // Every page in every language at 390 px, where longer words change the layout most; at 1280 px the
    // controls and the desktop navigation are each language's same: in Estonian.
    for (const { path } of [...sitePages, ...notFoundPages].filter(({ locale }) => width === 390 || locale === 'et')) {
      test(`${path}: every control is reached, with a visible, uncovered focus ring`, async ({ page }) => {
        await openPage(page, path);
        const { reachable, stops } = await walk(page);
        const reached = new Set(stops.map((stop) => stop.key));
        expect(reachable.filter((control) => !reached.has(control.split(' ')[0]))).toEqual([]);
        expect(stops.filter((stop) => stop.key.startsWith('unlisted'))).toEqual([]);
      });
    }
  });
}

test.describe('operating the controls by keyboard', () => {
  test('the skip link comes first, shows on screen and moves focus to the main content', async ({ page }) => {
    await openPage(page, '/en/services/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: translate('en', 'layout.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the nav toggle opens the menu, whose links are then reached and followed', async ({ page }) => {
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

    test('the contact form fields take typed text, and Tab leads on to the send button', async ({ page }) => {
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
  });
});
