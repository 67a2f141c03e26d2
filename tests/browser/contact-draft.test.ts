import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, openSitePage } from '../support/browser';
import { buildSiteWith, type ExtraBuild } from '../support/build';
import { waitForIsland } from '../support/islands';
import { sitePath } from '../support/site-pages';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { translate } from '../support/translations';
import { priceFileRows, samplePriceRows } from '../support/price-rows';
import { expectedMessage, type EstimatePick } from '../support/estimator';
import type { Locale } from '../../src/lib/i18n/locales';

/**
 * The typed enquiry survives a reload: it is kept in sessionStorage as the
 * visitor types, restored on the next load, and gone after a successful
 * send; an estimate handed over by "Ask for a quote" fills the message
 * unless the draft was already made from that same estimate.
 */

const ids = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key-test',
};
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

const locale: Locale = 'et';
const typed = {
  name: 'Mari Maasikas',
  email: 'mari@example.ee',
  message: 'Vannituba vajab värvimist.\nMillal saate tulla?',
};
const { priced } = samplePriceRows(2);
const firstEstimate: EstimatePick[] = [{ row: priced[0], units: 20 }];
const secondEstimate: EstimatePick[] = [{ row: priced[1], units: 7 }];
const estimateQuery = (picks: EstimatePick[]) =>
  `?estimate=${picks.map((pick) => `${pick.row.id}:${pick.units}`).join(',')}`;

/**
 * The form's fields and submit button on `page`, once its island has
 * hydrated and React has committed it (its element carries React's props)
 * and run the effects that follow, which restore a draft.
 */
async function formOn(page: Page) {
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await waitForIsland(page, 'ContactForm');
  await form.locator('form').evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const committed = () => Object.keys(element).some((key) => key.startsWith('__reactProps'));
        const wait = () => (committed() ? setTimeout(resolve) : requestAnimationFrame(wait));
        wait();
      }),
  );
  const field = (key: string) => form.getByRole('textbox', { name: translate(locale, key) });
  const fields = {
    name: field('contactForm.nameLabel'),
    email: field('contactForm.emailLabel'),
    message: field('contactForm.messageLabel'),
  };
  const values = async () => ({
    name: await fields.name.inputValue(),
    email: await fields.email.inputValue(),
    message: await fields.message.inputValue(),
  });
  const submit = form.getByRole('button', { name: translate(locale, 'contactForm.submit') });
  return { fields, values, submit };
}

/** A visitor on the contacts page (with `query`), EmailJS answering `status`. */
async function visit(query = '', status = 200) {
  const site = await openSitePage(browser, server.origin);
  await site.page.route(endpoint, (route) => route.fulfill({ status, body: status === 200 ? 'OK' : 'Bad request' }));
  await site.page.goto(site.url(`${sitePath(locale, 'contacts')}${query}#contact-form`));
  return { ...site, ...(await formOn(site.page)) };
}

describe('the typed enquiry as a draft', () => {
  test('typed text is back after a reload; after a successful send a reload shows the empty form', async () => {
    const { page, context, fields, consoleErrors } = await visit();
    await fields.name.fill(typed.name);
    await fields.email.fill(typed.email);
    await fields.message.fill(typed.message);
    await page.reload();
    const reloaded = await formOn(page);
    await expect.poll(() => reloaded.values()).toEqual(typed);

    await reloaded.submit.click();
    await page.getByText(translate(locale, 'contactForm.sent'), { exact: true }).waitFor();
    expect(await reloaded.values()).toEqual({ name: '', email: '', message: '' });
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await page.reload();
    const afterSend = await formOn(page);
    expect(await afterSend.values()).toEqual({ name: '', email: '', message: '' });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a failed send keeps the draft: the text is there after a reload', async () => {
    const { page, context, fields, submit, consoleErrors } = await visit('', 400);
    await fields.message.fill(typed.message);
    await submit.click();
    await expect.poll(() => consoleErrors).toContain('Message not sent: status 400, text Bad request');
    await page.reload();
    const reloaded = await formOn(page);
    await expect.poll(() => reloaded.fields.message.inputValue()).toBe(typed.message);
    await context.close();
  });

  test('back and forward return to the typed text', async () => {
    const { page, context, fields, url } = await visit();
    await fields.message.fill(typed.message);
    await page.goto(url(sitePath(locale, 'services')));
    await page.goBack();
    const back = await formOn(page);
    await expect.poll(() => back.fields.message.inputValue()).toBe(typed.message);
    await context.close();
  });
});

describe('the estimate and the draft', () => {
  test('an estimate fills the message; an edited message survives a reload with the same estimate', async () => {
    const { page, context, fields } = await visit(estimateQuery(firstEstimate));
    await expect.poll(() => fields.message.inputValue()).toBe(expectedMessage(locale, firstEstimate, priceFileRows));
    await fields.name.fill(typed.name);
    await fields.message.fill(typed.message);
    await page.reload();
    const reloaded = await formOn(page);
    await expect.poll(() => reloaded.values()).toEqual({ name: typed.name, email: '', message: typed.message });
    await context.close();
  });

  test('a visit without an estimate restores the draft; a new estimate replaces the message and keeps the name', async () => {
    const { page, context, fields, url } = await visit(estimateQuery(firstEstimate));
    await fields.name.fill(typed.name);
    await fields.message.fill(typed.message);

    await page.goto(url(`${sitePath(locale, 'contacts')}#contact-form`));
    const plain = await formOn(page);
    await expect.poll(() => plain.values()).toEqual({ name: typed.name, email: '', message: typed.message });

    await page.goto(url(`${sitePath(locale, 'contacts')}${estimateQuery(secondEstimate)}#contact-form`));
    const renewed = await formOn(page);
    await expect
      .poll(() => renewed.values())
      .toEqual({ name: typed.name, email: '', message: expectedMessage(locale, secondEstimate, priceFileRows) });
    await context.close();
  });

  test('with sessionStorage blocked (SecurityError) the estimate still fills the message and the form sends', async () => {
    const site = await openSitePage(browser, server.origin);
    await site.page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    let sent = 0;
    await site.page.route(endpoint, (route) => {
      sent++;
      return route.fulfill({ status: 200, body: 'OK' });
    });
    await site.page.goto(site.url(`${sitePath(locale, 'contacts')}${estimateQuery(firstEstimate)}#contact-form`));
    const { fields, submit } = await formOn(site.page);
    await expect.poll(() => fields.message.inputValue()).toBe(expectedMessage(locale, firstEstimate, priceFileRows));
    await fields.name.fill(typed.name);
    await submit.click();
    await site.page.getByText(translate(locale, 'contactForm.sent'), { exact: true }).waitFor();
    expect(sent).toBe(1);
    expect(site.consoleErrors).toEqual([]);
    await site.context.close();
  });
});
