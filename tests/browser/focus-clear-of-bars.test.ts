import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { hydrateIslands } from '../support/islands';
import { pagePath } from '../../src/lib/i18n/routes';

/**
 * Tabbing forwards and backwards through the services and contacts pages,
 * the focused element is never more than half hidden under the sticky
 * header or the services page's sticky total (WCAG 2.2, 2.4.11), on small
 * phones and at 400 % zoom (320 × 256). One language: only layout counts.
 */

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'parallel' });

/**
 * The share of the focused element's height on screen and under neither
 * sticky bar, or of the band between them where the element is taller (1
 * for an element of the bars themselves), with its label.
 */
function visibleShare(page: Page): Promise<{ label: string; share: number } | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return undefined;
    const header = document.querySelector('header');
    const bar = document.querySelector('[data-total]');
    const label = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? element.id).trim().slice(0, 40)}"`;
    // The bars' own controls, and what is drawn over them (the skip link), are not under them.
    const { position } = getComputedStyle(element);
    if (header?.contains(element) || bar?.contains(element) || position === 'absolute' || position === 'fixed') {
      return { label, share: 1 };
    }
    const rect = element.getBoundingClientRect();
    const top = Math.max(0, header?.getBoundingClientRect().bottom ?? 0);
    let bottom = innerHeight;
    const barRect = bar?.getBoundingClientRect();
    // The bar covers the element when it lies over its lower part (it is stuck to the screen's bottom).
    if (barRect && barRect.height && barRect.top < rect.bottom && barRect.bottom > rect.top) {
      bottom = Math.min(bottom, barRect.top);
    }
    const shown = Math.max(0, Math.min(rect.bottom, bottom) - Math.max(rect.top, top));
    // An element taller than the band between the bars counts as shown when it fills the band.
    const room = Math.min(rect.height, bottom - top);
    return { label, share: room > 0 ? shown / room : 1 };
  });
}

/** Tabs through the page (forwards, or backwards with Shift) and returns each stop more than half hidden. */
async function hiddenStops(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const faults: string[] = [];
  const seen = new Set<Element | string>();
  for (let presses = 0; presses < 150; presses++) {
    await page.keyboard.press(key);
    const handle = await page.evaluateHandle(() => document.activeElement);
    const id = await handle.evaluate(
      (element) => element && (element.id || element.getAttribute('data-stop') || element.outerHTML.slice(0, 120)),
    );
    if (!id || id === 'BODY' || seen.has(id)) break;
    seen.add(id);
    // The page may answer the focus in a later frame (the estimator scrolls a field clear of its total),
    // later still on a busy machine: the poll waits as long as any assertion may.
    await expect
      .poll(async () => (await visibleShare(page))?.share ?? 1)
      .toBeGreaterThanOrEqual(0.5)
      .catch(async () => faults.push(`${(await visibleShare(page))?.label}: ${(await visibleShare(page))?.share}`));
  }
  return faults;
}

// One test per page (a new browser context costs about what a walk does): each size a step, named as
// its own test was.
const sizes = [
  [320, 568],
  [360, 640],
  [390, 844],
  [320, 256],
] as const;
for (const pageId of ['services', 'contacts'] as const) {
  test(`${pageId} at ${sizes.map(([width, height]) => `${width} × ${height}`).join(', ')}: no focused element more than half hidden, tabbing forwards and backwards`, async ({
    page,
  }) => {
    test.setTimeout(sizes.length * 60_000);
    for (const [width, height] of sizes) {
      await test.step(`${width} × ${height}: ${pageId}: no focused element more than half hidden, tabbing forwards and backwards`, async () => {
        await page.setViewportSize({ width, height });
        await page.goto(pagePath('et', pageId));
        await page.locator('footer').scrollIntoViewIfNeeded();
        await hydrateIslands(page);
        await page.evaluate(() => scrollTo(0, 0));
        // Mark each stop so that repeated markup is told apart.
        await page.evaluate(() =>
          document
            .querySelectorAll('a[href], button, input, textarea, select, summary')
            .forEach((element, index) => element.setAttribute('data-stop', String(index))),
        );
        expect(await hiddenStops(page, 'Tab')).toEqual([]);
        expect(await hiddenStops(page, 'Shift+Tab')).toEqual([]);
      });
    }
  });
}
