import type { Page, Request } from '@playwright/test';
import { expect, test, type EmailApi } from '../support/fixtures';
import { island } from '../support/islands';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { translate } from '../support/translations';
import { emailjsTestIds } from '../support/sending-build';
import type { Locale } from '../../src/lib/i18n/locales';

/**
 * The contact form against the EmailJS API, which the `emailApi` fixture
 * answers in the browser: success, the confirmation's 4000 ms, a send in
 * flight, failures (console only), the browser's own email check, and a
 * build without the EmailJS ids. The form's states: docs/behaviour.md,
 * "Contact form".
 */

/** The multipart fields of a send request. */
async function postedFields(request: Request): Promise<Record<string, string>> {
  const body = new Response(new Uint8Array(request.postDataBuffer() ?? []), {
    headers: { 'content-type': request.headers()['content-type'] },
  });
  return Object.fromEntries([...(await body.formData())].map(([name, value]) => [name, String(value)]));
}

const typed = {
  name: 'Mari Maasikas',
  email: 'mari@example.ee',
  message: 'Vannituba vajab värvimist.\nMillal saate tulla?',
};

/** The form on the page `path` in `locale`, in its `section`, scrolled into view and hydrated. */
async function openForm(page: Page, locale: Locale, path: string, section: string) {
  const t = (key: string) => translate(locale, key);
  await page.goto(path);
  const form = page.locator(section);
  await form.scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  const fields = {
    name: form.getByRole('textbox', { name: t('contactForm.nameLabel') }),
    email: form.getByRole('textbox', { name: t('contactForm.emailLabel') }),
    message: form.getByRole('textbox', { name: t('contactForm.messageLabel') }),
  };
  return {
    fields,
    submit: form.getByRole('button', { name: t('contactForm.submit') }),
    status: form.getByRole('status'),
    sent: form.getByText(t('contactForm.sent'), { exact: true }),
    fill: async (values = typed) => {
      await fields.name.fill(values.name);
      await fields.email.fill(values.email);
      await fields.message.fill(values.message);
    },
    /** The fields still hold `values`. */
    expectValues: async (values = typed) => {
      await expect(fields.name).toHaveValue(values.name);
      await expect(fields.email).toHaveValue(values.email);
      await expect(fields.message).toHaveValue(values.message);
    },
  };
}

const pages = [
  { locale: 'et', path: '/', section: '#contact' },
  { locale: 'ru', path: '/ru/contacts/', section: '#contact-form' },
] as const;

// The site of this file is the sending build, with the EmailJS ids (`dist/` has none).
test.use({ sendingBuild: true });

test.describe('built with the EmailJS ids', () => {
  for (const { locale, path, section } of pages) {
    test.describe(`contact form on ${path}`, () => {
      test.use({ locale: `${locale}-EE` });
      const open = (page: Page) => openForm(page, locale, path, section);

      test('success: the fields are posted with the ids, the form is reset, a green "Message sent!" shows', async ({
        page,
        emailApi,
        consoleErrors,
      }) => {
        const form = await open(page);
        await form.fill();
        await form.submit.click();
        await expect(form.sent).toBeVisible();
        await expect(form.status).toHaveText(translate(locale, 'contactForm.sent'));
        await expect(form.status).toHaveAttribute('aria-live', 'polite');
        await expect(form.sent).toHaveCSS('color', 'rgb(15, 81, 50)');
        await form.expectValues({ name: '', email: '', message: '' });
        expect(emailApi.sends).toHaveLength(1);
        expect(emailApi.sends[0].method()).toBe('POST');
        expect(await postedFields(emailApi.sends[0])).toMatchObject({
          from_name: typed.name,
          from_email: typed.email,
          message: typed.message.replace(/\n/g, '\r\n'), // form data carries line breaks as CRLF
          service_id: emailjsTestIds.PUBLIC_EMAILJS_SERVICE_ID,
          template_id: emailjsTestIds.PUBLIC_EMAILJS_TEMPLATE_ID,
          user_id: emailjsTestIds.PUBLIC_EMAILJS_PUBLIC_KEY,
        });
        expect(consoleErrors).toEqual([]);
      });

      test('"Message sent!" disappears after 4000 ms', async ({ page }) => {
        await page.clock.install();
        const form = await open(page);
        await page.clock.pauseAt(Date.now() + 60_000);
        await form.fill();
        await form.submit.click();
        await expect(form.sent).toBeVisible();
        await page.clock.runFor(3999);
        await expect(form.sent).toBeVisible();
        await page.clock.runFor(1);
        await expect(form.sent).toHaveCount(0);
      });

      test('a new submit hides the confirmation; while sending the button is disabled, so rapid submits send once', async ({
        page,
        emailApi,
      }) => {
        const form = await open(page);
        await form.fill();
        await form.submit.click();
        await expect(form.sent).toBeVisible();

        // The next send is answered only when the test releases it.
        let release = () => {};
        emailApi.answer = (route) =>
          new Promise<void>(
            (resolve) => (release = () => void route.fulfill({ status: 200, body: 'OK' }).then(resolve)),
          );
        await form.fill();
        await form.submit.dblclick();
        await form.fields.name.press('Enter');
        await expect.poll(() => emailApi.sends.length).toBe(2);
        await expect(form.sent).toHaveCount(0);
        await expect(form.submit).toBeDisabled();
        release();
        await expect(form.sent).toBeVisible();
        await expect(form.submit).toBeEnabled();
        expect(emailApi.sends).toHaveLength(2);
      });

      for (const failure of [
        {
          name: 'an error answer',
          logged: 'Message not sent: status 400, text The template ID is invalid',
          answer: ((route) => route.fulfill({ status: 400, body: 'The template ID is invalid' })) as EmailApi['answer'],
        },
        {
          name: 'a network failure',
          logged: 'Message not sent: status 0, text Network Error',
          answer: ((route) => route.abort('internetdisconnected')) as EmailApi['answer'],
        },
      ]) {
        test(`${failure.name}: "${failure.logged}" goes to the console only, nothing is shown, the typed text stays`, async ({
          page,
          emailApi,
          consoleErrors,
        }) => {
          emailApi.answer = failure.answer;
          const form = await open(page);
          await form.fill();
          await form.submit.click();
          await expect.poll(() => consoleErrors).toContain(failure.logged);
          await expect(form.submit).toBeEnabled();
          expect(emailApi.sends).toHaveLength(1);
          await expect(form.status).toHaveText('');
          await expect(page.getByRole('alert')).toHaveCount(0);
          await form.expectValues();
        });
      }

      test("the browser's own email check is the only validation: a malformed address is not sent, empty fields are", async ({
        page,
        emailApi,
      }) => {
        const form = await open(page);
        await form.fill({ ...typed, email: 'mari-at-example' });
        await form.submit.click();
        await expect
          .poll(() => form.fields.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch))
          .toBe(true);
        // Then an empty form, which the browser lets through: if the first
        // submit had been sent, it would be the first of two sends.
        await form.fill({ name: '', email: '', message: '' });
        await form.submit.click();
        await expect(form.sent).toBeVisible();
        expect(emailApi.sends).toHaveLength(1);
        expect(await postedFields(emailApi.sends[0])).toMatchObject({ from_name: '', from_email: '', message: '' });
      });
    });
  }
});

/** Serves `dist/` as `npm test` builds it: without the EmailJS ids, as before the owner sets them. */
const withFirstBuild = test.extend<object, { site: StaticServer }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startStaticServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
});

withFirstBuild.describe('built without the EmailJS ids', () => {
  withFirstBuild(
    'a send logs the library\'s "… is required" error and sends nothing; the typed text stays',
    async ({ page, emailApi, consoleErrors }) => {
      const form = await openForm(page, 'et', '/', '#contact');
      await form.fill();
      await form.submit.click();
      await expect
        .poll(() => consoleErrors)
        .toContain('Message not sent: The public key is required. Visit https://dashboard.emailjs.com/admin/account');
      await expect(form.submit).toBeEnabled();
      expect(emailApi.sends).toHaveLength(0);
      await expect(form.status).toHaveText('');
      await form.expectValues();
    },
  );
});
