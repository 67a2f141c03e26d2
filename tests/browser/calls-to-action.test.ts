import { describe, expect, test } from 'vitest';
import { openSitePage, useBuiltSite } from '../support/browser';
import { waitForIsland } from '../support/islands';
import { localeCodes, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';
import { company } from '../../src/lib/site';

/**
 * The ways from reading to asking: on the home page's first screen
 * "Estimate your job" and the phone, and on the services page the contact
 * line's phone and e-mail as links.
 */

const built = useBuiltSite();

const telHref = `tel:${company.phone.replaceAll(' ', '')}`;

describe.each(localeCodes)('home page in %s, first screen', (locale) => {
  test.each([
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])(
    'at $width × $height px: "Estimate your job" and the phone show without scrolling, 44 × 44 px or more',
    async ({ width, height }) => {
      const { page, context, url } = await openSitePage(built.browser, built.server.origin, { width });
      await page.setViewportSize({ width, height });
      await page.goto(url(sitePath(locale, 'home')));
      const welcome = page.getByText(translate(locale, 'home.welcomeText'), { exact: true });
      const estimate = page.getByRole('link', { name: translate(locale, 'homeActions.estimate'), exact: true });
      const call = page.getByRole('link', {
        name: translate(locale, 'homeActions.call', { phone: company.phone }),
        exact: true,
      });
      expect(await estimate.getAttribute('href')).toBe(`${sitePath(locale, 'services')}#estimate`);
      expect(await call.getAttribute('href')).toBe(telHref);
      const text = (await welcome.boundingBox())!;
      for (const link of [estimate, call]) {
        const box = (await link.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(text.y + text.height);
        expect(box.y + box.height).toBeLessThanOrEqual(height);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await context.close();
    },
  );

  test('"Estimate your job" lands on the estimator', async () => {
    const { page, context, url } = await openSitePage(built.browser, built.server.origin, { width: 390 });
    await page.goto(url(sitePath(locale, 'home')));
    await page.getByRole('link', { name: translate(locale, 'homeActions.estimate'), exact: true }).click();
    await page.waitForURL(url(`${sitePath(locale, 'services')}#estimate`));
    const heading = page.getByRole('heading', { name: translate(locale, 'estimator.heading'), exact: true });
    await waitForIsland(page, 'QuoteEstimator');
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(800);
    await context.close();
  });
});

describe.each(localeCodes)('services page in %s, contact line', (locale) => {
  test('the phone and the e-mail are tel: and mailto: links inside the translated sentence', async () => {
    const { page, context, url } = await openSitePage(built.browser, built.server.origin);
    await page.goto(url(sitePath(locale, 'services')));
    const line = page.getByText(translate(locale, 'services.contactLine'));
    expect((await line.textContent())?.replace(/\s+/g, ' ')).toBe(translate(locale, 'services.contactLine'));
    expect(await line.getByRole('link', { name: company.phone, exact: true }).getAttribute('href')).toBe(telHref);
    expect(await line.getByRole('link', { name: company.email, exact: true }).getAttribute('href')).toBe(
      `mailto:${company.email}`,
    );
    await context.close();
  });
});
