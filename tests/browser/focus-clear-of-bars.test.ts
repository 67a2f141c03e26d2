import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { focusedControl, markReachableControls } from '../support/focus';
import { hydrateIslands } from '../support/islands';
import { pagePath } from '../../src/lib/i18n/routes';
import type { Locale } from '../../src/lib/i18n/locales';

/**
 * Tabbing forwards from the top and then backwards from the footer through
 * the services and contacts pages, the focused element is always in sight
 * (`focusedControl`'s one rule: at least half of it inside the visual
 * viewport and under no fixed or sticky box, the sticky header or the
 * services page's total bar, its own controls included), on small phones
 * and at 400 % zoom (320 × 256), with the browser's smooth scrolling on, as
 * a visitor has it. The services page also in Russian, whose longer words
 * lay its total bar out differently.
 */

test.describe.configure({ mode: 'parallel' });

/** Tabs through the page (forwards, or backwards with Shift) and returns each stop out of sight. */
async function stopsOutOfSight(page: Page, key: 'Tab' | 'Shift+Tab', stops: number): Promise<string[]> {
  const faults: string[] = [];
  const seen = new Set<string>();
  for (let presses = 0; presses < stops + 5; presses++) {
    await page.keyboard.press(key);
    const stop = await focusedControl(page);
    if (!stop || seen.has(stop.key)) break;
    seen.add(stop.key);
    if (!stop.inSight) faults.push(`${stop.key} "${stop.label}": ${stop.shown.toFixed(2)} in sight`);
  }
  return faults;
}

const sizes = [
  [320, 568],
  [360, 640],
  [390, 844],
  [320, 256],
] as const;
// The services page in both languages (its total bar wraps its Russian words); contacts has no bar of its own.
const walks = [
  ['et', 'services'],
  ['ru', 'services'],
  ['et', 'contacts'],
] as const satisfies [Locale, string][];
for (const [locale, pageId] of walks) {
  test(`${locale} ${pageId} at ${sizes.map(([width, height]) => `${width} × ${height}`).join(', ')}: the focus is always in sight, tabbing forwards and from the footer backwards`, async ({
    page,
  }) => {
    test.setTimeout(sizes.length * 90_000);
    for (const [width, height] of sizes) {
      await test.step(`${width} × ${height}`, async () => {
        await page.setViewportSize({ width, height });
        await page.goto(pagePath(locale, pageId));
        await page.locator('footer').scrollIntoViewIfNeeded();
        await hydrateIslands(page);
        await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
        const reachable = await markReachableControls(page);
        expect(await stopsOutOfSight(page, 'Tab', reachable.length)).toEqual([]);
        // Focus has left the page after its last control: Shift+Tab walks back up from the footer.
        expect(await stopsOutOfSight(page, 'Shift+Tab', reachable.length)).toEqual([]);
      });
    }
  });
}
