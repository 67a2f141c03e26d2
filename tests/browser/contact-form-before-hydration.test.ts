import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSitePage, useBuiltSite, type SitePageOptions } from '../support/browser';
import { translate } from '../support/translations';
import { company, phoneHref } from '../../src/lib/site';

/**
 * Before the contact form's island has hydrated, and without JavaScript,
 * pressing Send neither submits the form natively (which would put the
 * visitor's name, e-mail and message in the URL as a GET query, and clear
 * the page) nor clears a field. Without JavaScript a note under the form
 * gives the company's e-mail and phone as links instead.
 */

const built = useBuiltSite();

/** The contact form's script chunk: blocking it leaves the form as the server wrote it. */
const contactFormChunk = /\/_astro\/ContactForm\.[\w-]+\.js$/;

const typed = { name: 'Mari Maasikas', email: 'mari@example.ee', message: 'Vannituba vajab värvimist.' };

describe.each([
  { locale: 'et', path: '/contacts/', section: '#contact-form' },
  { locale: 'ru', path: '/ru/', section: '#contact' },
] as const)('the contact form on $path before hydration', ({ locale, path, section }) => {
  /**
   * The page at `path` with its form; `requests` logs the URL of every
   * request the page makes. `withoutIsland`: the form's script never arrives.
   */
  async function open(options: SitePageOptions, { withoutIsland = false } = {}) {
    const site = await openSitePage(built.browser, built.server.origin, { browserLocale: `${locale}-EE`, ...options });
    const requests: string[] = [];
    site.page.on('request', (request) => requests.push(request.url()));
    if (withoutIsland) await site.page.route(contactFormChunk, (route) => route.abort());
    await site.page.goto(site.url(path));
    const form = site.page.locator(`${section} form`);
    const fields = {
      name: form.getByRole('textbox', { name: translate(locale, 'contactForm.nameLabel') }),
      email: form.getByRole('textbox', { name: translate(locale, 'contactForm.emailLabel') }),
      message: form.getByRole('textbox', { name: translate(locale, 'contactForm.messageLabel') }),
    };
    const submit = form.getByRole('button', { name: translate(locale, 'contactForm.submit') });
    return { ...site, requests, form, fields, submit };
  }

  /**
   * Fills the form, clicks Send and presses Enter in the one-line fields,
   * as a visitor would, then follows the skip link (an in-page link): once
   * the URL shows its `#main`, anything the form's submission would have
   * started has started.
   */
  async function fillAndSend(page: Page, { fields, submit }: Awaited<ReturnType<typeof open>>) {
    await fields.name.fill(typed.name);
    await fields.email.fill(typed.email);
    await fields.message.fill(typed.message);
    // `force`: Playwright would otherwise wait for the disabled button to be enabled.
    await submit.click({ force: true });
    await fields.name.press('Enter');
    await fields.email.press('Enter');
    await page.getByRole('link', { name: translate(locale, 'layout.skipToContent') }).press('Enter');
    await page.waitForURL((url) => url.hash === '#main');
  }

  /** The page did not go anywhere, no request carried what was typed, and the fields still hold it. */
  async function expectNothingSent({ page, requests, fields }: Awaited<ReturnType<typeof open>>) {
    expect(page.url()).toBe(`${built.server.origin}${path}#main`);
    const leaks = requests.filter((url) =>
      [typed.name, typed.email, 'from_name', 'from_email', 'message='].some((value) =>
        decodeURIComponent(url.replaceAll('+', ' ')).includes(value),
      ),
    );
    expect(leaks).toEqual([]);
    expect({
      name: await fields.name.inputValue(),
      email: await fields.email.inputValue(),
      message: await fields.message.inputValue(),
    }).toEqual(typed);
  }

  test('without JavaScript: Send is disabled, neither a click nor Enter submits, the typed text stays', async () => {
    const site = await open({ javaScriptEnabled: false });
    expect(await site.submit.isDisabled()).toBe(true);
    await fillAndSend(site.page, site);
    await expectNothingSent(site);
    await site.context.close();
  });

  test('without JavaScript: a note under the form gives the e-mail and the phone as links', async () => {
    const { page, form, context } = await open({ javaScriptEnabled: false });
    const note = page.locator(`${section} .no-script-note`);
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await note.getByText(translate(locale, 'contactForm.noScript.text'), { exact: true }).isVisible()).toBe(
      true,
    );
    const email = note.getByRole('link', { name: company.email });
    const phone = note.getByRole('link', { name: company.phone.replaceAll(' ', '\u00a0') });
    expect(await email.getAttribute('href')).toBe(`mailto:${company.email}`);
    expect(await phone.getAttribute('href')).toBe(phoneHref);
    expect(await note.textContent()).toContain(translate(locale, 'company.emailLabel'));
    expect(await note.textContent()).toContain(translate(locale, 'company.phoneLabel'));
    // Under the form, not beside or above it.
    const formBox = (await form.boundingBox())!;
    expect((await note.boundingBox())!.y).toBeGreaterThanOrEqual(formBox.y + formBox.height);
    await context.close();
  });

  test('with JavaScript, while the island has not hydrated (its script never arrives): no submit, no note', async () => {
    const site = await open({}, { withoutIsland: true });
    // A `submit` event fires, synchronously, whenever the form would be submitted.
    await site.form.evaluate((form) => {
      form.dataset.submits = '0';
      form.addEventListener('submit', () => (form.dataset.submits = String(Number(form.dataset.submits) + 1)));
    });
    expect(await site.submit.isDisabled()).toBe(true);
    await fillAndSend(site.page, site);
    expect(await site.form.getAttribute('data-submits')).toBe('0');
    await expectNothingSent(site);
    expect(await site.page.locator(`${section} .no-script-note`).isVisible()).toBe(false);
    await site.context.close();
  });
});
