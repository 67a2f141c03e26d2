import { describe, expect, test } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { openSitePage, useBuiltSite } from '../support/browser';
import { waitForIsland } from '../support/islands';
import { localeCodes, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';
import { samplePriceRows } from '../support/price-rows';
import { choose, localNumber, onRequestBox, quantityField, squash } from '../support/estimator';
import type { Locale } from '../../src/lib/i18n/locales';

/**
 * The quote estimator for keyboard and screen-reader users: axe with
 * quantities entered and with an error shown, at 390 and 1280 px, nothing
 * scrolling sideways, and the estimator used with the keyboard only.
 */

const built = useBuiltSite();

const { priced, onRequest } = samplePriceRows(2);

/** axe's violations on the page as "rule: target" lines, empty when there are none. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} – ${v.help}`),
  );
}

async function openEstimator(locale: Locale, width: number) {
  const site = await openSitePage(built.browser, built.server.origin, { width, reducedMotion: true });
  await site.page.goto(site.url(sitePath(locale, 'services')));
  await site.page.locator('#estimate').scrollIntoViewIfNeeded();
  await waitForIsland(site.page, 'QuoteEstimator');
  return site;
}

describe.each([390, 1280])('at %i px', (width) => {
  test.each(localeCodes)(
    '%s: quantities entered and an error shown, no axe violation and no sideways scroll',
    async (locale) => {
      const { page, context } = await openEstimator(locale, width);
      await choose(page, locale, [{ row: priced[0], units: 12.5 }, { row: onRequest }]);
      const invalid = quantityField(page, locale, priced[1]);
      await invalid.fill('abc');
      await expect.poll(() => invalid.getAttribute('aria-invalid')).toBe('true');
      await page.getByText(translate(locale, 'estimator.errorNotNumber'), { exact: true }).waitFor();
      expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await context.close();
    },
  );
});

describe('keyboard only', () => {
  test.each(localeCodes)(
    '%s: Tab reaches a quantity field, typing updates the total, Space ticks an "on request" row',
    async (locale) => {
      const { page, context } = await openEstimator(locale, 390);
      const field = quantityField(page, locale, priced[0]);
      const status = page.getByRole('status');
      const before = squash(await status.innerText());
      // A click on the heading starts the keyboard's walk there; then only keys.
      await page.getByRole('heading', { name: translate(locale, 'estimator.heading') }).click();
      for (let presses = 0; presses < 40 && !(await field.evaluate((f) => f === document.activeElement)); presses++) {
        await page.keyboard.press('Tab');
      }
      expect(await field.evaluate((f) => f === document.activeElement)).toBe(true);
      await page.keyboard.type(localNumber(locale, 4));
      await expect.poll(async () => squash(await status.innerText())).not.toBe(before);
      const box = onRequestBox(page, locale, onRequest);
      await box.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
      await expect
        .poll(async () => squash(await status.innerText()))
        .toContain(squash(translate(locale, 'estimator.onRequestExcluded')));
      await context.close();
    },
  );
});
