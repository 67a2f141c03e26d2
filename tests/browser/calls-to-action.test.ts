import { expect, test } from '../support/fixtures';
import { island } from '../support/islands';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { company } from '../../src/lib/company/company';

/**
 * The ways from reading to asking: on the home page's first screen
 * "Estimate your job" and the phone, and on the services page the contact
 * line's phone and e-mail as links.
 */

const telHref = `tel:${company.phone.replaceAll(' ', '')}`;

// One visit of the browser per language: each check a step; the viewport is set for each (docs/testing.md,
// "Writing a browser test").
for (const locale of localeCodes) {
  test(`home page and services page in ${locale}: the ways to ask`, async ({ page }) => {
    for (const { width, height } of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await test.step(`home page, first screen at ${width} × ${height} px: "Estimate your job" and the phone show without scrolling, below the welcome text, 44 × 44 px or more; who the firm is too`, async () => {
        await page.setViewportSize({ width, height });
        await page.goto(pagePath(locale, 'home'));
        const welcome = page.getByText(translate(locale, 'home.welcomeText'), { exact: true });
        const estimate = page.getByRole('link', { name: translate(locale, 'homeActions.estimate'), exact: true });
        const call = page.getByRole('link', {
          name: translate(locale, 'homeActions.call', { phone: company.phone }),
          exact: true,
        });
        await expect(estimate).toHaveAttribute('href', `${pagePath(locale, 'services')}#estimate`);
        await expect(call).toHaveAttribute('href', telHref);
        await expect(welcome).toBeVisible();
        for (const link of [estimate, call]) {
          // Wholly inside the first screen.
          await expect(link).toBeInViewport({ ratio: 1 });
          const text = (await welcome.boundingBox())!;
          const box = (await link.boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(text.y + text.height);
          expect(box.width).toBeGreaterThanOrEqual(44);
          expect(box.height).toBeGreaterThanOrEqual(44);
        }
        // Who the firm is, wholly inside the first screen too.
        await expect(page.getByRole('list', { name: translate(locale, 'companyFacts.label') })).toBeInViewport({
          ratio: 1,
        });
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    }

    await test.step('services page, contact line: the phone and the e-mail are tel: and mailto: links inside the translated sentence', async () => {
      await page.goto(pagePath(locale, 'services'));
      const line = page.getByText(translate(locale, 'services.contactLine'));
      await expect(line).toHaveText(translate(locale, 'services.contactLine'));
      await expect(line.getByRole('link', { name: company.phone, exact: true })).toHaveAttribute('href', telHref);
      await expect(line.getByRole('link', { name: company.email, exact: true })).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      );
    });

    await test.step('home page at 390 px: "Estimate your job" lands on the estimator', async () => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(pagePath(locale, 'home'));
      await page.getByRole('link', { name: translate(locale, 'homeActions.estimate'), exact: true }).click();
      await expect(page).toHaveURL(`${pagePath(locale, 'services')}#estimate`);
      await expect(island(page, 'PriceList')).toBeHydrated();
      const heading = page.getByRole('heading', { name: translate(locale, 'priceList.heading'), exact: true });
      await expect(heading).toBeInViewport({ ratio: 1 });
    });
  });
}
