import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { launchChromium, openSitePage } from '../support/browser';
import { buildSiteWith, type ExtraBuild } from '../support/build';
import { waitForIsland } from '../support/islands';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { useTranslations } from '../../src/lib/i18n/translations';

/** The EmailJS ids of the second build (they come from the environment). */
const ids = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key-test',
};

/** EmailJS's send endpoint; every request to it is answered in the browser, never sent. */
const endpoint = 'https://api.emailjs.com/api/v1.0/email/send-form';

let build: ExtraBuild;
let withIds: StaticServer;
let withoutIds: StaticServer;
let browser: Browser;

beforeAll(async () => {
  // `dist/` is the owner's first build, without ids (`npm test` builds it so).
  build = await buildSiteWith(ids);
  withIds = await startStaticServer({ dir: build.dir });
  withoutIds = await startStaticServer();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await withIds?.close();
  await withoutIds?.close();
  await build?.remove();
});

/** EmailJS's answer to a successful send: status 200, text OK. */
const ok = (route: Route) => route.fulfill({ status: 200, body: 'OK' });

/** The multipart fields of a send request. */
async function postedFields(request: Request): Promise<Record<string, string>> {
  const body = new Response(new Uint8Array(request.postDataBuffer() ?? []), {
    headers: { 'content-type': request.headers()['content-type'] },
  });
  return Object.fromEntries([...(await body.formData())].map(([name, value]) => [name, String(value)]));
}

describe.each([
  { locale: 'et', path: '/', section: '#contact' },
  { locale: 'ru', path: '/ru/contacts/', section: '#contact-form' },
] as const)('contact form on $path: send, confirmation, failures', ({ locale, path, section }) => {
  const t = useTranslations(locale);
  const typed = {
    name: 'Mari Maasikas',
    email: 'mari@example.ee',
    message: 'Vannituba vajab värvimist.\nMillal saate tulla?',
  };

  /**
   * The page's form on `server`; `answer` answers each send (none: the test
   * expects no send); `clock` installs Playwright's fake clock first.
   */
  async function open(
    server: StaticServer,
    { answer, clock = false }: { answer?: (route: Route) => unknown; clock?: boolean } = {},
  ) {
    const site = await openSitePage(browser, server.origin, { browserLocale: locale });
    const sends: Request[] = [];
    await site.page.route(endpoint, (route) => {
      sends.push(route.request());
      return answer?.(route);
    });
    if (clock) await site.page.clock.install();
    await site.page.goto(site.url(path));
    const form = site.page.locator(section);
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(site.page, 'ContactForm');
    const fields = {
      name: form.getByRole('textbox', { name: t('contactForm.nameLabel') }),
      email: form.getByRole('textbox', { name: t('contactForm.emailLabel') }),
      message: form.getByRole('textbox', { name: t('contactForm.messageLabel') }),
    };
    const submit = form.getByRole('button', { name: t('contactForm.submit') });
    const status = form.getByRole('status');
    const fill = async (values = typed) => {
      await fields.name.fill(values.name);
      await fields.email.fill(values.email);
      await fields.message.fill(values.message);
    };
    const values = async () => ({
      name: await fields.name.inputValue(),
      email: await fields.email.inputValue(),
      message: await fields.message.inputValue(),
    });
    return { ...site, sends, fields, submit, status, fill, values };
  }

  const sent = (page: Page) => page.getByText(t('contactForm.sent'), { exact: true });

  test('success: the fields are posted with the ids, the form is reset, a green "Message sent!" shows', async () => {
    const { page, context, sends, submit, status, fill, values, consoleErrors } = await open(withIds, { answer: ok });
    await fill();
    await submit.click();
    await sent(page).waitFor();
    expect(await status.textContent()).toBe(t('contactForm.sent'));
    expect(await status.getAttribute('aria-live')).toBe('polite');
    expect(await sent(page).evaluate((element) => getComputedStyle(element).color)).toBe('rgb(15, 81, 50)');
    expect(await values()).toEqual({ name: '', email: '', message: '' });
    expect(sends).toHaveLength(1);
    expect(sends[0].method()).toBe('POST');
    expect(await postedFields(sends[0])).toMatchObject({
      from_name: typed.name,
      from_email: typed.email,
      message: typed.message.replace(/\n/g, '\r\n'), // form data carries line breaks as CRLF
      service_id: ids.PUBLIC_EMAILJS_SERVICE_ID,
      template_id: ids.PUBLIC_EMAILJS_TEMPLATE_ID,
      user_id: ids.PUBLIC_EMAILJS_PUBLIC_KEY,
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('"Message sent!" disappears after 4000 ms', async () => {
    const { page, context, submit, fill } = await open(withIds, { answer: ok, clock: true });
    await page.clock.pauseAt(Date.now() + 60_000);
    await fill();
    await submit.click();
    await sent(page).waitFor();
    await page.clock.runFor(3999);
    expect(await sent(page).isVisible()).toBe(true);
    await page.clock.runFor(1);
    await sent(page).waitFor({ state: 'detached' });
    await context.close();
  });

  test('a new submit hides the confirmation; while sending the button is disabled, so rapid submits send once', async () => {
    let release = () => {};
    const { page, context, sends, fields, submit, fill } = await open(withIds, {
      // The first send is answered at once, the second when the test releases it.
      answer: (route) =>
        sends.length === 1 ? ok(route) : new Promise<void>((resolve) => (release = () => void ok(route).then(resolve))),
    });
    await fill();
    await submit.click();
    await sent(page).waitFor();

    await fill();
    await submit.dblclick();
    await fields.name.press('Enter');
    expect(await sent(page).count()).toBe(0);
    expect(await submit.isDisabled()).toBe(true);
    await expect.poll(() => sends.length).toBe(2);
    release();
    await sent(page).waitFor();
    expect(await submit.isEnabled()).toBe(true);
    expect(sends).toHaveLength(2);
    await context.close();
  });

  test('failure: the error goes to the console only, nothing is shown, the typed text stays', async () => {
    const { page, context, sends, submit, status, fill, values, consoleErrors } = await open(withIds, {
      answer: (route) => route.fulfill({ status: 400, body: 'The template ID is invalid' }),
    });
    await fill();
    await submit.click();
    await expect.poll(() => consoleErrors).toContain('Message not sent: status 400, text The template ID is invalid');
    expect(sends).toHaveLength(1);
    expect(await status.textContent()).toBe('');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await values()).toEqual(typed);
    expect(await submit.isEnabled()).toBe(true);
    await context.close();
  });

  test('network failure: logged as status 0, Network Error; nothing shown, the typed text stays', async () => {
    const { context, sends, submit, status, fill, values, consoleErrors } = await open(withIds, {
      answer: (route) => route.abort('internetdisconnected'),
    });
    await fill();
    await submit.click();
    await expect.poll(() => consoleErrors).toContain('Message not sent: status 0, text Network Error');
    expect(sends).toHaveLength(1);
    expect(await status.textContent()).toBe('');
    expect(await values()).toEqual(typed);
    await context.close();
  });

  test("the browser's own email check is the only validation", async () => {
    const { context, sends, fields, submit, status, fill } = await open(withIds, { answer: ok });
    await fill({ ...typed, email: 'mari-at-example' });
    await submit.click();
    expect(await fields.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(sends).toHaveLength(0);
    expect(await status.textContent()).toBe('');
    // Empty fields are not checked (only the browser's e-mail check applies): an empty form is sent.
    await fill({ name: '', email: '', message: '' });
    await submit.click();
    await expect.poll(() => sends.length).toBe(1);
    await context.close();
  });

  test('missing ids: the built site logs the library\'s "… is required" error and sends nothing', async () => {
    const { context, sends, submit, status, fill, values, consoleErrors } = await open(withoutIds);
    await fill();
    await submit.click();
    await expect
      .poll(() => consoleErrors)
      .toContain('Message not sent: The public key is required. Visit https://dashboard.emailjs.com/admin/account');
    expect(sends).toHaveLength(0);
    expect(await status.textContent()).toBe('');
    expect(await values()).toEqual(typed);
    await context.close();
  });
});
