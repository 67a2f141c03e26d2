import type { Page } from '@playwright/test';
import { expect, test, type RequestLog } from '../support/fixtures';
import { translate } from '../support/translations';
import { company, phoneHref } from '../../src/lib/company/company';

/**
 * Before the contact form's island has hydrated, and without JavaScript,
 * pressing Send neither submits the form natively (which would put the
 * visitor's name, e-mail and message in the URL as a GET query, and clear
 * the page) nor clears a field. Without JavaScript a note under the form
 * gives the company's e-mail and phone as links instead.
 */

/**
 * The contact form's script chunk, and Astro's retries of it (`?astro-retry=…`):
 * blocking them leaves the form as the server wrote it.
 */
const contactFormChunk = /\/_astro\/ContactForm\.[\w-]+\.js(\?|$)/;

const typed = { name: 'Mari Maasikas', email: 'mari@example.ee', message: 'Vannituba vajab värvimist.' };

for (const { locale, path, section } of [
  { locale: 'et', path: '/contacts/', section: '#contact-form' },
  { locale: 'ru', path: '/ru/', section: '#contact' },
] as const) {
  test.describe(`the contact form on ${path} before hydration`, () => {
    test.use({ locale: `${locale}-EE` });

    /** The page at `path` with its form. `withoutIsland`: the form's script never arrives. */
    async function open(page: Page, { withoutIsland = false } = {}) {
      if (withoutIsland) await page.route(contactFormChunk, (route) => route.abort());
      await page.goto(path);
      const form = page.locator(`${section} form`);
      const fields = {
        name: form.getByRole('textbox', { name: translate(locale, 'contactForm.nameLabel') }),
        email: form.getByRole('textbox', { name: translate(locale, 'contactForm.emailLabel') }),
        message: form.getByRole('textbox', { name: translate(locale, 'contactForm.messageLabel') }),
      };
      const submit = form.getByRole('button', { name: translate(locale, 'contactForm.submit') });
      return { form, fields, submit };
    }
    type Form = Awaited<ReturnType<typeof open>>;

    /**
     * Fills the form, clicks Send and presses Enter in the one-line fields,
     * as a visitor would, then follows the skip link (an in-page link): once
     * the URL shows its `#main`, anything the form's submission would have
     * started has started.
     */
    async function fillAndSend(page: Page, { fields, submit }: Form) {
      await fields.name.fill(typed.name);
      await fields.email.fill(typed.email);
      await fields.message.fill(typed.message);
      // `force`: Playwright would otherwise wait for the disabled button to be enabled.
      await submit.click({ force: true });
      await fields.name.press('Enter');
      await fields.email.press('Enter');
      await page.getByRole('link', { name: translate(locale, 'layout.skipToContent') }).press('Enter');
      await expect(page).toHaveURL((url) => url.hash === '#main');
    }

    /** The page did not go anywhere, no request carried what was typed, and the fields still hold it. */
    async function expectNothingSent(page: Page, requestLog: RequestLog, { fields }: Form) {
      await expect(page).toHaveURL(`${path}#main`);
      const leaks = requestLog.urls.filter((url) =>
        [typed.name, typed.email, 'from_name', 'from_email', 'message='].some((value) =>
          decodeURIComponent(url.replaceAll('+', ' ')).includes(value),
        ),
      );
      expect(leaks).toEqual([]);
      await expect(fields.name).toHaveValue(typed.name);
      await expect(fields.email).toHaveValue(typed.email);
      await expect(fields.message).toHaveValue(typed.message);
    }

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('Send is disabled, neither a click nor Enter submits, the typed text stays', async ({
        page,
        requestLog,
      }) => {
        const form = await open(page);
        await expect(form.submit).toBeDisabled();
        await fillAndSend(page, form);
        await expectNothingSent(page, requestLog, form);
      });

      test('a note under the form gives the e-mail and the phone as links', async ({ page }) => {
        const { form } = await open(page);
        const note = page.locator(`${section} .no-script-note`);
        await expect(note).toBeVisible();
        await expect(note.getByText(translate(locale, 'contactForm.noScript.text'), { exact: true })).toBeVisible();
        await expect(note.getByRole('link', { name: company.email })).toHaveAttribute(
          'href',
          `mailto:${company.email}`,
        );
        await expect(note.getByRole('link', { name: company.phone.replaceAll(' ', '\u00a0') })).toHaveAttribute(
          'href',
          phoneHref,
        );
        await expect(note).toContainText(translate(locale, 'company.emailLabel'));
        await expect(note).toContainText(translate(locale, 'company.phoneLabel'));
        // Under the form, not beside or above it.
        const formBox = (await form.boundingBox())!;
        expect((await note.boundingBox())!.y).toBeGreaterThanOrEqual(formBox.y + formBox.height);
      });
    });

    test('with JavaScript, while the island has not hydrated (its script never arrives): no submit, no note', async ({
      page,
      requestLog,
    }) => {
      const form = await open(page, { withoutIsland: true });
      // A `submit` event fires, synchronously, whenever the form would be submitted.
      await form.form.evaluate((element) => {
        element.dataset.submits = '0';
        element.addEventListener(
          'submit',
          () => (element.dataset.submits = String(Number(element.dataset.submits) + 1)),
        );
      });
      await expect(form.submit).toBeDisabled();
      await fillAndSend(page, form);
      await expect(form.form).toHaveAttribute('data-submits', '0');
      await expectNothingSent(page, requestLog, form);
      await expect(page.locator(`${section} .no-script-note`)).toBeHidden();
    });
  });
}
