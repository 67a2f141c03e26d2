import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { island } from '../support/islands';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { samplePriceRows } from '../support/price-rows';
import { choose, estimator, expectedMessage, localMoney, measureRoom, totals } from '../support/estimator';
import { priceTableRows } from '../support/price-rows';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';

/**
 * The estimator on a phone: the room helper's opener and apply button,
 * and the sticky total that carries the request button with the amount.
 */

test.use({ reducedMotion: 'reduce' });

const { priced } = samplePriceRows(1);

/** The services page in `locale` with the estimator in view and hydrated. */
async function openEstimator(page: Page, locale: Locale): Promise<void> {
  await page.goto(pagePath(locale, 'services'));
  await page.locator('#estimate table').scrollIntoViewIfNeeded();
  await expect(island(page, 'PriceList')).toBeHydrated();
}

/** The sticky total as drawn. */
const totalBox = (page: Page) => estimator(page).locator('[data-total]');

/** The request button in the sticky total at 390 px, in Estonian (after the checks of its width above). */
async function requestButtonLeadsToForm(page: Page) {
  await test.step('the request button in the sticky total at 390 px leads to the contact form with the estimate in its message', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEstimator(page, 'et');
    const picks = [{ row: priced[0], units: 12.5 }];
    await choose(page, 'et', picks);
    await totalBox(page)
      .getByRole('link', { name: translate('et', 'priceList.cta'), exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === pagePath('et', 'contacts') && url.hash === '#contact-form');
    expect(new URL(page.url()).searchParams.get('estimate')).toBe(`${priced[0].id}:12.5`);
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    await expect(island(page, 'ContactForm')).toBeHydrated();
    await expect(form.getByRole('textbox', { name: translate('et', 'contactForm.messageLabel') })).toHaveValue(
      expectedMessage('et', picks, priceTableRows),
    );
  });
}

/** The language whose test also follows the request button: the button is the same in each. */
const requestButton: Partial<Record<Locale, (page: Page) => Promise<void>>> = { et: requestButtonLeadsToForm };

// One test per language, with the browser in that language: each check a step at its width (docs/testing.md,
// "Writing a browser test").
for (const locale of localeCodes) {
  test.describe(`${locale}`, () => {
    test.use({ locale: localeInfo(locale).lang });

    test(`${locale} at 320 and 390 px: the room helper's controls and the sticky total fit`, async ({ page }) => {
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 700 });
        await test.step(`${locale} at ${width} px: the helper opens from a 44 px control, and its apply button shows its whole text`, async () => {
          await openEstimator(page, locale);
          const opener = page.locator('#estimate summary');
          await expect(opener).toHaveText(translate(locale, 'estimator.roomsSummary'));
          expect((await opener.boundingBox())!.height).toBeGreaterThanOrEqual(44);
          await opener.click();
          await measureRoom(page, locale, 1, { length: 4, width: 3.5, height: 2.6, doors: 1, windows: 1 });
          const apply = page.getByRole('button', { name: translate(locale, 'estimator.applyRooms'), exact: true });
          await expect(apply).toBeEnabled();
          // Nothing of the text is cut: the button is as wide and tall as what it holds, and within the page.
          const fits = await apply.evaluate(
            (button) =>
              button.scrollWidth <= button.clientWidth &&
              button.scrollHeight <= button.clientHeight &&
              button.getBoundingClientRect().right <= document.documentElement.clientWidth,
          );
          expect(fits).toBe(true);
          // "Add room" and the apply button have the same text size.
          const add = page.getByRole('button', { name: translate(locale, 'estimator.addRoom'), exact: true });
          const fontSize = (button: typeof add) => button.evaluate((element) => getComputedStyle(element).fontSize);
          expect(await fontSize(apply)).toBe(await fontSize(add));
        });

        await test.step(`${locale} at ${width} px: the sticky total is one short line, then the amount beside the request button`, async () => {
          await openEstimator(page, locale);
          const bar = totalBox(page);
          const request = bar.getByRole('link', { name: translate(locale, 'priceList.cta'), exact: true });
          await expect(request).toBeVisible();
          const [empty, button] = [(await bar.boundingBox())!, (await request.boundingBox())!];
          expect(empty.height).toBeLessThanOrEqual(72);
          expect(button.height).toBeLessThan(2 * 44);
          await choose(page, locale, [{ row: priced[0], units: 12.5 }]);
          const amount = localMoney(locale, totals([{ row: priced[0], units: 12.5 }]).gross);
          await expect(bar).toContainText(translate(locale, 'estimator.barTotal', { total: amount }), {
            useInnerText: true,
          });
          expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(72);
        });
      }
      await requestButton[locale]?.(page);
    });
  });
}
