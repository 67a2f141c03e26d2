import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium, openSitePage, type SitePageOptions } from '../support/browser';
import { buildSiteWith, type ExtraBuild } from '../support/build';
import { waitForIsland } from '../support/islands';
import { localeCodes, sitePath } from '../support/site-pages';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { translate } from '../support/translations';
import { priceFileRows, samplePriceRows } from '../support/price-rows';
import {
  choose,
  estimator,
  expectedMessage,
  localMoney,
  localNumber,
  localRate,
  quantityField,
  squash,
  subtotalCents,
  subtotalOf,
  totals,
  type EstimatePick,
} from '../support/estimator';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';

/**
 * The quote estimator on the services page, in each language: quantities,
 * subtotals and totals read against the price file, refused values, the
 * selection in the URL (reload, language switch), and "Ask for a quote"
 * filling the contact form's message, sent through the intercepted EmailJS
 * endpoint.
 */

/** EmailJS ids for a build whose form sends (they come from the environment). */
const ids = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key-test',
};

/** The provider's endpoint; every request to it is answered in the browser, never sent. */
const endpoint = 'https://api.emailjs.com/api/v1.0/email/send-form';

let build: ExtraBuild;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  build = await buildSiteWith(ids);
  server = await startStaticServer({ dir: build.dir });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await build?.remove();
});

/** Three priced rows of the price file and its first "on request" row. */
const { priced, onRequest } = samplePriceRows(3);
const picks: EstimatePick[] = [
  { row: priced[0], units: 12.5 },
  { row: priced[1], units: 20 },
  { row: priced[2], units: 3 },
  { row: onRequest },
];

/** The services page at `path` (default the plain page) with the estimator hydrated. */
async function openEstimator(locale: Locale, path = sitePath(locale, 'services'), options: SitePageOptions = {}) {
  const site = await openSitePage(browser, server.origin, { browserLocale: localeInfo(locale).lang, ...options });
  await site.page.goto(site.url(path));
  await site.page.locator('#estimate').scrollIntoViewIfNeeded();
  await waitForIsland(site.page, 'QuoteEstimator');
  return site;
}

/** The live region's text: the total excl. VAT, incl. VAT and, when shown, the "on request" note. */
const totalText = async (page: Page) => squash(await estimator(page).getByRole('status').innerText());

/** The live region's text a visitor should read for `picks`. */
function expectedTotalText(locale: Locale, chosen: EstimatePick[]): string {
  const { net, gross } = totals(chosen);
  return squash(
    [
      translate(locale, 'estimator.total'),
      localMoney(locale, net),
      translate(locale, 'estimator.totalWithVat', { rate: localRate(locale) }),
      localMoney(locale, gross),
      ...(chosen.some((pick) => pick.units === undefined) ? [translate(locale, 'estimator.onRequestExcluded')] : []),
    ].join(' '),
  );
}

/** The multipart fields of a send request. */
async function postedFields(request: Request): Promise<Record<string, string>> {
  const body = new Response(new Uint8Array(request.postDataBuffer() ?? []), {
    headers: { 'content-type': request.headers()['content-type'] },
  });
  return Object.fromEntries([...(await body.formData())].map(([name, value]) => [name, String(value)]));
}

describe.each(localeCodes)('quote estimator in %s', (locale) => {
  test('entering quantities shows each subtotal and the total "from" excl. and incl. VAT, from the price file', async () => {
    const { page, context, consoleErrors } = await openEstimator(locale);
    expect(await totalText(page)).toBe(expectedTotalText(locale, []));
    await choose(page, locale, picks);
    for (const pick of picks) {
      if (pick.units === undefined) continue;
      const field = quantityField(page, locale, pick.row);
      await expect
        .poll(async () => squash(await subtotalOf(field)))
        .toBe(squash(localMoney(locale, subtotalCents(pick.row, pick.units))));
    }
    await expect.poll(() => totalText(page)).toBe(expectedTotalText(locale, picks));
    expect(await estimator(page).getByRole('status').getAttribute('aria-live')).not.toBe('off');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test.each([
    ['letters', { et: '12a', en: '12a', ru: '12a' }, 'estimator.errorNotNumber'],
    ['a negative number', { et: '-3', en: '-3', ru: '-3' }, 'estimator.errorNotPositive'],
    ['zero', { et: '0', en: '0', ru: '0' }, 'estimator.errorNotPositive'],
    ['more than 100 000', { et: '100000,5', en: '100000.5', ru: '100000,5' }, 'estimator.errorTooLarge'],
    ['three decimals', { et: '1,125', en: '1.125', ru: '1,125' }, 'estimator.errorTooManyDecimals'],
  ] as const)('%s: the error is named at its field and the value left out of the total', async (_, typed, key) => {
    const { page, context } = await openEstimator(locale);
    const valid = picks[0];
    await choose(page, locale, [valid]);
    const field = quantityField(page, locale, priced[2]);
    await field.fill(typed[locale]);
    const message = translate(locale, key, {
      max: new Intl.NumberFormat(localeInfo(locale).numberLocale).format(100_000),
    });
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const error = page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
    expect(await error.textContent()).toBe(message);
    expect(await error.isVisible()).toBe(true);
    expect(await totalText(page)).toBe(expectedTotalText(locale, [valid]));
    expect(new URL(page.url()).searchParams.get('estimate')).toBe(`${valid.row.id}:12.5`);
    // Corrected, the value counts again and its error goes.
    await field.fill(localNumber(locale, 3));
    await expect.poll(() => totalText(page)).toBe(expectedTotalText(locale, [valid, { row: priced[2], units: 3 }]));
    expect(await field.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText(message, { exact: true }).count()).toBe(0);
    await context.close();
  });

  test('"Ask for a quote" fills the contact form’s message with the selection; it is sent as `message`', async () => {
    const { page, context, consoleErrors } = await openEstimator(locale);
    const sends: Request[] = [];
    await page.route(endpoint, (route) => {
      sends.push(route.request());
      return route.fulfill({ status: 200, body: 'OK' });
    });
    await choose(page, locale, picks);
    await expect.poll(() => totalText(page)).toBe(expectedTotalText(locale, picks));
    await page.getByRole('link', { name: translate(locale, 'priceList.cta'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === sitePath(locale, 'contacts') && url.hash === '#contact-form');
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'ContactForm');
    const message = form.getByRole('textbox', { name: translate(locale, 'contactForm.messageLabel') });
    const expected = expectedMessage(locale, picks, priceFileRows);
    await expect.poll(() => message.inputValue()).toBe(expected);

    await form.getByRole('textbox', { name: translate(locale, 'contactForm.nameLabel') }).fill('Mari Maasikas');
    await form.getByRole('textbox', { name: translate(locale, 'contactForm.emailLabel') }).fill('mari@example.ee');
    await form.getByRole('button', { name: translate(locale, 'contactForm.submit') }).click();
    await page.getByText(translate(locale, 'contactForm.sent'), { exact: true }).waitFor();
    expect(sends).toHaveLength(1);
    expect(await postedFields(sends[0])).toMatchObject({
      from_name: 'Mari Maasikas',
      from_email: 'mari@example.ee',
      message: expected.replace(/\n/g, '\r\n'), // form data carries line breaks as CRLF
      service_id: ids.PUBLIC_EMAILJS_SERVICE_ID,
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('the selection is in the URL: a reload shows it again', async () => {
    const { page, context } = await openEstimator(locale);
    await choose(page, locale, picks);
    await expect.poll(() => totalText(page)).toBe(expectedTotalText(locale, picks));
    await page.reload();
    await page.locator('#estimate').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'QuoteEstimator');
    for (const pick of picks) {
      if (pick.units === undefined) continue;
      await expect.poll(() => quantityField(page, locale, pick.row).inputValue()).toBe(localNumber(locale, pick.units));
    }
    await expect.poll(() => totalText(page)).toBe(expectedTotalText(locale, picks));
    await context.close();
  });

  const other = localeCodes[(localeCodes.indexOf(locale) + 1) % localeCodes.length];

  test(`switching to ${other} keeps the selection`, async () => {
    const { page, context } = await openEstimator(locale);
    await choose(page, locale, picks);
    await expect.poll(() => totalText(page)).toBe(expectedTotalText(locale, picks));
    const query = new URL(page.url()).search;
    await waitForIsland(page, 'LanguageSelect');
    await page
      .getByRole('button', {
        name: translate(locale, 'languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
      })
      .click();
    await page.getByRole('link', { name: localeInfo(other).label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === sitePath(other, 'services'));
    expect(new URL(page.url()).search).toBe(query);
    await page.locator('#estimate').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'QuoteEstimator');
    for (const pick of picks) {
      if (pick.units === undefined) continue;
      await expect.poll(() => quantityField(page, other, pick.row).inputValue()).toBe(localNumber(other, pick.units));
    }
    await expect.poll(() => totalText(page)).toBe(expectedTotalText(other, picks));
    await context.close();
  });

  test('a shared link with unknown ids and bad numbers shows what it can, without an error', async () => {
    const value = `no-such-service:5,${priced[0].id}:abc,${priced[1].id}:20,${priced[2].id}:-1,${onRequest.id}:9`;
    const { page, context, consoleErrors } = await openEstimator(
      locale,
      `${sitePath(locale, 'services')}?estimate=${value}`,
    );
    await expect.poll(() => totalText(page)).toBe(expectedTotalText(locale, [{ row: priced[1], units: 20 }]));
    expect(await quantityField(page, locale, priced[0]).inputValue()).toBe('');
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('the estimator hydrating', () => {
  test.each([390, 1280])('at %i px, a selection read from the URL moves nothing on screen: CLS 0', async (width) => {
    const value = picks
      .map((pick) => (pick.units === undefined ? pick.row.id : `${pick.row.id}:${pick.units}`))
      .join(',');
    const { page, context, url } = await openSitePage(browser, server.origin, { width });
    await page.addInitScript(() => {
      const log: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = log;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) log.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url(`/services/?estimate=${value}`));
    // Bring the total into view while the island still waits (it hydrates when visible).
    await page
      .locator('astro-island[ssr] [role="status"]')
      .evaluate((total) => total.scrollIntoView({ block: 'center' }));
    await waitForIsland(page, 'QuoteEstimator');
    await expect.poll(() => totalText(page)).toBe(expectedTotalText('et', picks));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  test.each(localeCodes)(
    '%s: the price table reads as before, the estimator is hidden, the quote link goes to the form',
    async (locale) => {
      const { page, context, url } = await openSitePage(browser, server.origin, { javaScriptEnabled: false });
      await page.goto(url(`${sitePath(locale, 'services')}?estimate=${priced[0].id}:5`));
      const table = page.getByRole('table');
      for (const row of priceFileRows) {
        expect(await table.getByText(row.service[locale] ?? row.service.et, { exact: true }).isVisible()).toBe(true);
      }
      expect(await page.getByRole('heading', { name: translate(locale, 'estimator.heading') }).isVisible()).toBe(false);
      expect(await estimator(page).getByRole('textbox').count()).toBe(0);
      expect(await estimator(page).getByRole('checkbox').count()).toBe(0);
      expect(await estimator(page).getByRole('status').count()).toBe(0);
      expect(await page.getByText(translate(locale, 'priceList.disclaimer'), { exact: true }).isVisible()).toBe(true);
      const link = page.getByRole('link', { name: translate(locale, 'priceList.cta'), exact: true });
      expect(await link.getAttribute('href')).toBe(`${sitePath(locale, 'contacts')}#contact-form`);
      await link.click();
      await page.waitForURL(url(`${sitePath(locale, 'contacts')}#contact-form`));
      expect(
        await page
          .locator('#contact-form')
          .getByRole('button', { name: translate(locale, 'contactForm.submit') })
          .isVisible(),
      ).toBe(true);
      await context.close();
    },
  );
});
