import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { violations } from '../support/axe';
import { island } from '../support/islands';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { samplePriceRows } from '../support/price-rows';
import { choose, localNumber, onRequestBox, quantityField, squash } from '../support/estimator';
import { defaultLocale, type Locale } from '../../src/lib/i18n/locales';

/**
 * The quote estimator for keyboard and screen-reader users: axe with
 * quantities entered and with an error shown, at 390 and 1280 px, nothing
 * scrolling sideways, and the estimator used with the keyboard only.
 */

test.use({ reducedMotion: 'reduce' });
// Its tests are independent of each other: they share out over the workers.
test.describe.configure({ mode: 'parallel' });

const { priced, onRequest } = samplePriceRows(2);

/** The services page in `locale` with the estimator scrolled into view and hydrated. */
async function openEstimator(page: Page, locale: Locale): Promise<void> {
  await page.goto(pagePath(locale, 'services'));
  await page.locator('#estimate').scrollIntoViewIfNeeded();
  await expect(island(page, 'PriceList')).toBeHydrated();
}

/** At `width` px: quantities entered and an error shown, then axe and the page's width. */
async function withAnError(page: Page, locale: Locale, width: number) {
  await test.step(`at ${width} px, ${locale}: quantities entered and an error shown, no axe violation and no sideways scroll`, async () => {
    await page.setViewportSize({ width, height: 800 });
    await openEstimator(page, locale);
    await choose(page, locale, [{ row: priced[0], units: 12.5 }, { row: onRequest }]);
    const invalid = quantityField(page, locale, priced[1]);
    await invalid.fill('abc');
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    // The first is the field's own; the live region says it too, out of sight.
    await expect(page.getByText(translate(locale, 'estimator.errorNotNumber'), { exact: true }).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // Once the error is shown, nothing more changes the page's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

/** At 390 px: the quantities and an "on request" row by keyboard alone. */
async function byKeyboard(page: Page, locale: Locale) {
  await test.step(`keyboard only, ${locale}: Tab reaches a quantity field, typing updates the total, Space ticks an "on request" row`, async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openEstimator(page, locale);
    const field = quantityField(page, locale, priced[0]);
    // The running total; the estimator's other status is the copy-link confirmation.
    const status = page.getByRole('status').first();
    const before = squash(await status.innerText());
    // A click on the heading starts the keyboard's walk there; then only keys.
    await page.getByRole('heading', { name: translate(locale, 'priceList.heading') }).click();
    for (let presses = 0; presses < 40 && !(await field.evaluate((f) => f === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(field).toBeFocused();
    await page.keyboard.type(localNumber(locale, 4));
    await expect(status).not.toHaveText(before, { useInnerText: true });
    const box = onRequestBox(page, locale, onRequest);
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await expect(status).toContainText(squash(translate(locale, 'estimator.onRequestExcluded')), {
      useInnerText: true,
    });
  });
}

/** At 390 px, in Estonian: where the focus goes after "Remove room". */
async function roomHelperByKeyboard(page: Page) {
  await test.step('the room helper with the keyboard: after "Remove room" the focus goes to the room before it, or to "Add room" when none is left', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openEstimator(page, 'et');
    await page.getByText(translate('et', 'estimator.roomsSummary'), { exact: true }).click();
    const add = page.getByRole('button', { name: translate('et', 'estimator.addRoom'), exact: true });
    await add.click();
    const room = (n: number) =>
      page.getByRole('group', { name: translate('et', 'estimator.roomName', { n }), exact: true });
    const remove = (n: number) =>
      room(n).getByRole('button', { name: translate('et', 'estimator.removeRoom'), exact: true });
    const length = (n: number) =>
      room(n).getByRole('textbox', { name: translate('et', 'estimator.roomLength'), exact: true });
    await length(2).fill('5');
    await remove(2).press('Enter');
    await expect(room(2)).toHaveCount(0);
    await expect(length(1)).toBeFocused();
    await remove(1).press('Enter');
    await expect(room(1)).toHaveCount(0);
    await expect(add).toBeFocused();
  });
}

// One test per language, each check a step. Every language at 390 px, where its words may overflow a phone; the
// wide layout and the room helper's focus, the same in each language, in Estonian (docs/testing.md, "Writing a
// browser test").
for (const locale of localeCodes) {
  test(`${locale}: the estimator with an error shown, and by keyboard`, async ({ page }) => {
    test.setTimeout(180_000);
    await withAnError(page, locale, 390);
    await byKeyboard(page, locale);
    if (locale === defaultLocale) {
      await withAnError(page, locale, 1280);
      await roomHelperByKeyboard(page);
    }
  });
}
