import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { focusFaults, focusedControl, markReachableControls, type FocusedControl } from './focus.ts';

/**
 * Presses Tab until `target` has focus; throws after `max` presses. (Focus
 * moves as part of the key press, so it is read right after each one.)
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
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

/**
 * Walks the open page with Tab from the top and asserts that every control
 * a keyboard user should reach was reached, each with a visible focus ring
 * that nothing covers, and that no control outside that list took focus.
 */
export async function expectEveryControlReached(page: Page): Promise<void> {
  const { reachable, stops } = await walk(page);
  const reached = new Set(stops.map((stop) => stop.key));
  expect(reachable.filter((control) => !reached.has(control.split(' ')[0]))).toEqual([]);
  expect(stops.filter((stop) => stop.key.startsWith('unlisted'))).toEqual([]);
}
