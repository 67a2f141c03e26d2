import type { Page, Request } from '@playwright/test';
import { expect, test, type EmailApi } from '../support/fixtures';
import { island } from '../support/islands';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { translate } from '../support/translations';
import { emailjsTestIds } from '../support/sending-build';
import type { Locale } from '../../src/lib/i18n/locales';
import { sendRateLimit } from '../../src/lib/form/send-rate-limit';
import { company, phoneHref } from '../../src/lib/company/company';
import { readMailto } from '../support/mailto';

/**
 * The contact form against the EmailJS API, which the `emailApi` fixture
 * answers in the browser: success, the confirmation that stays, a send in
 * flight, failures (the notice with the `mailto:` fallback and the phone),
 * the rate limit, the honeypot, the site's own rules (an empty form,
 * "mari@", no way to reply: refused at the field, nothing sent; a phone
 * alone is enough), and a build without the EmailJS ids (the `mailto:`
 * fallback instead of a send). The form's states: docs/behaviour.md,
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
  phone: '+372 5123 4567',
  message: 'Vannituba vajab värvimist.\nMillal saate tulla?',
  location: 'Mustamäe',
  visit: 'reedel pärast 16',
};

/** Every field empty. */
const empty = { name: '', email: '', phone: '', message: '', location: '', visit: '' };

/** The form on the page `path` in `locale`, in its `section`, scrolled into view and hydrated. */
async function openForm(page: Page, locale: Locale, path: string, section: string) {
  const t = (key: string) => translate(locale, key);
  await page.goto(path);
  const form = page.locator(section);
  await form.scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  const textbox = (key: string) => form.getByRole('textbox', { name: t(key) });
  const fields = {
    name: textbox('contactForm.nameLabel'),
    email: textbox('contactForm.emailLabel'),
    phone: textbox('contactForm.phoneLabel'),
    message: textbox('contactForm.messageLabel'),
    location: textbox('contactForm.locationLabel'),
    visit: textbox('contactForm.visitLabel'),
  };
  /** The labels of the lines above the message in the `mailto:` body, in the form's order. */
  const details = [
    ['name', 'contactForm.nameLabel'],
    ['email', 'contactForm.emailLabel'],
    ['phone', 'contactForm.phoneLabel'],
    ['location', 'contactForm.locationLabel'],
    ['visit', 'contactForm.visitLabel'],
  ] as const;
  return {
    fields,
    submit: form.getByRole('button', { name: t('contactForm.submit'), exact: true }),
    status: form.getByRole('status'),
    // The form's own alert: the photo control before it has one of its own, for refused photos.
    alert: form.getByRole('alert').last(),
    sent: form.getByText(t('contactForm.sent'), { exact: true }),
    /** The notice's links: the `mailto:` fallback and the phone. */
    byEmail: form.getByRole('link', { name: t('contactForm.byEmail') }),
    byPhone: form.getByRole('link', { name: t('contactForm.byPhone') }),
    fill: async (values = typed) => {
      for (const [field, value] of Object.entries(values)) await fields[field as keyof typeof typed].fill(value);
    },
    /** The alert shows `lead`, and links to the `mailto:` fallback carrying `values` and to the phone. */
    expectMailto: async (lead: string, values = typed) => {
      await expect(form.getByRole('alert').last().getByText(lead, { exact: true })).toBeVisible();
      await expect(form.getByRole('alert').last().getByRole('link')).toHaveCount(2);
      await expect(form.getByRole('link', { name: t('contactForm.byPhone') })).toHaveAttribute('href', phoneHref);
      const href = (await form.getByRole('link', { name: t('contactForm.byEmail') }).getAttribute('href'))!;
      const crlf = (text: string) => text.replace(/\n/g, '\r\n');
      expect(readMailto(href)).toEqual({
        to: company.email,
        subject: translate(locale, 'contactForm.mailSubject', { about: `${values.name}, ${values.location}` }),
        body: crlf(`${details.map(([field, label]) => `${t(label)}: ${values[field]}\n`).join('')}\n${values.message}`),
      });
    },
    /** The fields still hold `values`. */
    expectValues: async (values = typed) => {
      for (const [field, value] of Object.entries(values)) {
        await expect(fields[field as keyof typeof typed]).toHaveValue(value);
      }
    },
    /** The field `field` is wrong, described by the error text `key`, shown under the field `shownAt`. */
    expectError: async (field: keyof typeof typed, key: string, shownAt = field) => {
      const error = form.getByText(t(`contactForm.errors.${key}`), { exact: true });
      await expect(fields[field]).toHaveAttribute('aria-invalid', 'true');
      await expect(fields[field]).toHaveAccessibleDescription(t(`contactForm.errors.${key}`));
      await expect(error).toBeVisible();
      // Measured in one go: focus may still be scrolling the page.
      const under = await fields[shownAt].elementHandle();
      const gap = await error.evaluate(
        (text, control) => text.getBoundingClientRect().top - control!.getBoundingClientRect().bottom,
        under,
      );
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(40);
    },
  };
}

const pages = [
  { locale: 'et', path: '/', section: '#contact' },
  { locale: 'en', path: '/en/contacts/', section: '#contact-form' },
  { locale: 'ru', path: '/ru/contacts/', section: '#contact-form' },
] as const;

// The site of this file is the sending build, with the EmailJS ids (`dist/` has none).
test.use({ sendingBuild: true });
// Its tests are independent of each other: they share out over the workers.
test.describe.configure({ mode: 'parallel' });

test.describe('built with the EmailJS ids', () => {
  for (const { locale, path, section } of pages) {
    test.describe(`contact form on ${path}`, () => {
      test.use({ locale: `${locale}-EE` });
      const open = (page: Page) => openForm(page, locale, path, section);

      // The form's logic (the states, the rules, the fallback's text) is the unit tests'
      // (contact-form, enquiry-validation, mailto-fallback): every behaviour on the Estonian page,
      // and in the other languages one visit that shows each of the form's messages in its words.
      if (locale === 'et') {
        // Each behaviour without the page clock a step of one test; each step a visit as a new browser makes it
        // (docs/testing.md, "Writing a browser test").
        test('without the page clock: success, each failure, a cut message, the honeypot and each refusal', async ({
          page,
          emailApi,
          consoleErrors,
          freshStep,
        }) => {
          test.setTimeout(240_000);

          await freshStep(
            'success: the fields are posted with the ids, the form is reset, a green "Message sent!" shows',
            async () => {
              const form = await open(page);
              await form.fill();
              await form.submit.click();
              await expect(form.sent).toBeVisible();
              await expect(form.status.getByText(translate(locale, 'contactForm.sent'))).toBeVisible();
              await expect(form.status).toHaveAttribute('aria-live', 'polite');
              await expect(form.sent).toHaveCSS('color', 'rgb(15, 81, 50)');
              await form.expectValues(empty);
              expect(emailApi.sends).toHaveLength(1);
              expect(emailApi.sends[0].method()).toBe('POST');
              expect(await postedFields(emailApi.sends[0])).toMatchObject({
                from_name: typed.name,
                from_email: typed.email,
                from_phone: typed.phone,
                message: typed.message.replace(/\n/g, '\r\n'), // form data carries line breaks as CRLF
                job_location: typed.location,
                visit_time: typed.visit,
                service_id: emailjsTestIds.PUBLIC_EMAILJS_SERVICE_ID,
                template_id: emailjsTestIds.PUBLIC_EMAILJS_TEMPLATE_ID,
                user_id: emailjsTestIds.PUBLIC_EMAILJS_PUBLIC_KEY,
              });
              expect(consoleErrors).toEqual([]);
            },
          );

          for (const failure of [
            {
              name: 'a 400 answer',
              logged: 'Message not sent: status 400, text The template ID is invalid',
              answer: ((route) =>
                route.fulfill({ status: 400, body: 'The template ID is invalid' })) as EmailApi['answer'],
            },
            {
              name: 'a 429 answer',
              logged: 'Message not sent: status 429, text Too Many Requests',
              answer: ((route) => route.fulfill({ status: 429, body: 'Too Many Requests' })) as EmailApi['answer'],
            },
            {
              name: 'a 500 answer',
              logged: 'Message not sent: status 500, text Internal Server Error',
              answer: ((route) => route.fulfill({ status: 500, body: 'Internal Server Error' })) as EmailApi['answer'],
            },
            {
              name: 'a network failure',
              logged: 'Message not sent: status 0, text Network Error',
              answer: ((route) => route.abort('internetdisconnected')) as EmailApi['answer'],
            },
          ]) {
            await freshStep(
              `${failure.name}: "${failure.logged}" in the console; an alert offers sending again, the text by e-mail and the phone; the text stays; the next submit hides the alert`,
              async () => {
                emailApi.answer = failure.answer;
                const form = await open(page);
                await form.fill();
                await form.submit.click();
                await form.expectMailto(translate(locale, 'contactForm.failed'));
                await expect.poll(() => consoleErrors).toContain(failure.logged);
                await expect(form.submit).toBeEnabled();
                expect(emailApi.sends).toHaveLength(1);
                await expect(form.status).toHaveText('');
                await form.expectValues();

                // Sending again is let through at once (the failed send does not count against the rate limit).
                emailApi.answer = (route) => route.fulfill({ status: 200, body: 'OK' });
                await form.submit.click();
                await expect(form.sent).toBeVisible();
                await expect(form.alert).toHaveText('');
                expect(emailApi.sends).toHaveLength(2);
              },
            );
          }

          await freshStep(
            'a message too long for an e-mail link is cut with "…" in the link, and the alert says so',
            async () => {
              emailApi.answer = (route) => route.fulfill({ status: 500, body: 'Internal Server Error' });
              const form = await open(page);
              const long = { ...typed, message: `${typed.message}\n`.repeat(60) };
              await form.fill(long);
              await form.submit.click();
              await expect(form.alert.getByText(translate(locale, 'contactForm.cut'), { exact: true })).toBeVisible();
              const href = (await form.byEmail.getAttribute('href'))!;
              expect(href.length).toBeLessThanOrEqual(1800);
              const { body } = readMailto(href);
              expect(body.endsWith('…')).toBe(true);
              expect(long.message.replace(/\n/g, '\r\n')).toContain(body.slice(body.indexOf('\r\n\r\n') + 4, -1));
              await form.expectValues(long);
            },
          );

          await freshStep('a filled honeypot field sends nothing, and looks like a success', async () => {
            const form = await open(page);
            await form.fill();
            // As a bot fills it: the field is out of the tab order and the accessibility tree.
            const honeypot = page.locator('form input[name="website"]');
            await expect(honeypot).toHaveAttribute('tabindex', '-1');
            await expect(honeypot).toHaveAttribute('autocomplete', 'off');
            await expect(page.locator('form [aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
            await honeypot.fill('https://spam.example', { force: true });
            await form.submit.click();
            await expect(form.sent).toBeVisible();
            await form.expectValues(empty);
            expect(emailApi.sends).toHaveLength(0);
          });

          await freshStep(
            'an empty form is refused with the errors at the fields, focus on the first, nothing sent',
            async () => {
              const form = await open(page);
              await form.submit.click();
              await form.expectError('email', 'replyMissing');
              await form.expectError('phone', 'replyMissing', 'email');
              await form.expectError('message', 'messageRequired');
              await expect(form.fields.email).toBeFocused();
              await expect(form.status).toHaveText(translate(locale, 'contactForm.invalid'));
              await expect(form.fields.name).not.toHaveAttribute('aria-invalid');
              expect(emailApi.sends).toHaveLength(0);
            },
          );

          await freshStep('"mari@" is refused at the e-mail field, and what was typed stays', async () => {
            const form = await open(page);
            const typo = { ...typed, email: 'mari@' };
            await form.fill(typo);
            await form.submit.click();
            await form.expectError('email', 'emailInvalid');
            await expect(form.fields.email).toBeFocused();
            await expect(form.fields.phone).not.toHaveAttribute('aria-invalid');
            await form.expectValues(typo);
            expect(emailApi.sends).toHaveLength(0);
            // Once corrected, the error goes as the visitor types, and Send sends.
            await form.fields.email.fill(typed.email);
            await expect(form.fields.email).not.toHaveAttribute('aria-invalid');
            await expect(form.status).toHaveText('');
            await form.submit.click();
            await expect(form.sent).toBeVisible();
            expect(emailApi.sends).toHaveLength(1);
          });

          await freshStep(
            'a message with neither e-mail nor phone is refused: one error under the e-mail describes both',
            async () => {
              const form = await open(page);
              const noReply = { ...typed, email: '', phone: '' };
              await form.fill(noReply);
              await form.submit.click();
              await form.expectError('email', 'replyMissing');
              await form.expectError('phone', 'replyMissing', 'email');
              await expect(
                page.locator(section).getByText(translate(locale, 'contactForm.errors.replyMissing')),
              ).toHaveCount(1);
              await expect(form.fields.email).toBeFocused();
              await form.expectValues(noReply);
              expect(emailApi.sends).toHaveLength(0);
            },
          );

          await freshStep('a message with only a phone is sent, and the request carries from_phone', async () => {
            const form = await open(page);
            await form.fill({ ...empty, phone: typed.phone, message: typed.message });
            await form.submit.click();
            await expect(form.sent).toBeVisible();
            expect(emailApi.sends).toHaveLength(1);
            expect(await postedFields(emailApi.sends[0])).toMatchObject({
              from_name: '',
              from_email: '',
              from_phone: typed.phone,
              job_location: '',
              visit_time: '',
            });
          });
        });

        test('the confirmation, focused, says how we reply and keeps a copy; still there after 10 s, gone when a new message starts', async ({
          page,
        }) => {
          await page.clock.install();
          const form = await open(page);
          await page.clock.pauseAt(Date.now() + 60_000);
          await form.fill({ ...typed, email: '' });
          await form.submit.click();
          await expect(form.sent).toBeVisible();
          await expect(form.status).toBeFocused();
          await expect(form.status).toContainText(
            translate(locale, 'contactForm.replyByPhone', { visitorPhone: typed.phone }),
          );
          const copy = form.status.getByRole('definition');
          await expect(copy).toHaveText([typed.name, typed.phone, typed.message, typed.location, typed.visit]);
          await expect(form.status.getByRole('button', { name: translate(locale, 'contactForm.print') })).toBeVisible();
          await page.clock.runFor(10_000);
          await expect(form.sent).toBeVisible();
          await expect(copy).toHaveCount(5);
          await form.fields.name.fill('Jüri');
          await expect(form.sent).toHaveCount(0);
        });

        test('a new submit hides the confirmation; while sending the button is disabled and keeps focus, so rapid submits send once', async ({
          page,
          emailApi,
        }) => {
          await page.clock.install();
          const form = await open(page);
          await form.fill();
          await form.submit.click();
          await expect(form.sent).toBeVisible();
          // Past the rate limit, so that the next send is let through.
          await page.clock.fastForward(sendRateLimit.throttle);

          // The next send is answered only when the test releases it.
          let release = () => {};
          emailApi.answer = (route) =>
            new Promise<void>(
              (resolve) => (release = () => void route.fulfill({ status: 200, body: 'OK' }).then(resolve)),
            );
          await form.fill();
          await form.submit.dblclick();
          await expect.poll(() => emailApi.sends.length).toBe(2);
          await expect(form.sent).toHaveCount(0);
          await expect(form.submit).toBeDisabled();
          await expect(form.submit).toBeFocused();
          await form.fields.name.press('Enter');
          release();
          await expect(form.sent).toBeVisible();
          await expect(form.submit).toBeEnabled();
          expect(emailApi.sends).toHaveLength(2);
        });

        test('a second send inside the rate limit is refused with "please wait a moment"; after it, the send goes', async ({
          page,
          emailApi,
        }) => {
          await page.clock.install();
          const form = await open(page);
          await form.fill();
          await form.submit.click();
          await expect(form.sent).toBeVisible();
          await form.fill();
          await form.submit.click();
          await expect(form.alert).toHaveText(translate(locale, 'contactForm.wait'));
          await form.expectValues();
          expect(emailApi.sends).toHaveLength(1);
          await page.clock.fastForward(sendRateLimit.throttle);
          await form.submit.click();
          await expect(form.sent).toBeVisible();
          await expect(form.alert).toHaveText('');
          expect(emailApi.sends).toHaveLength(2);
        });
      } else {
        test('shows each of its messages in the page\'s language: the errors under their fields, the failure notice with the e-mail fallback, "sent", "please wait" and the cut message', async ({
          page,
          emailApi,
        }) => {
          await page.clock.install();
          const form = await open(page);
          // Time stands still: the rate limit's 10 s pass only when the test says so.
          await page.clock.pauseAt(Date.now() + 60_000);
          await test.step('an empty form: the errors at the fields, the status says why', async () => {
            await form.submit.click();
            await form.expectError('email', 'replyMissing');
            await form.expectError('phone', 'replyMissing', 'email');
            await form.expectError('message', 'messageRequired');
            await expect(form.status).toHaveText(translate(locale, 'contactForm.invalid'));
          });
          await test.step('"mari@": the e-mail error', async () => {
            await form.fill({ ...typed, email: 'mari@' });
            await form.submit.click();
            await form.expectError('email', 'emailInvalid');
          });
          await test.step('a network failure: the notice, its e-mail link with the labels of this language, the phone', async () => {
            emailApi.answer = (route) => route.abort('internetdisconnected');
            await form.fields.email.fill(typed.email);
            await form.submit.click();
            await form.expectMailto(translate(locale, 'contactForm.failed'));
          });
          await test.step('sent: the confirmation and the status', async () => {
            emailApi.answer = (route) => route.fulfill({ status: 200, body: 'OK' });
            await form.submit.click();
            await expect(form.sent).toBeVisible();
            await expect(form.status).toContainText(
              translate(locale, 'contactForm.replyByBoth', { visitorEmail: typed.email, visitorPhone: typed.phone }),
            );
          });
          await test.step('a second send at once: "please wait a moment"', async () => {
            await form.fill();
            await form.submit.click();
            await expect(form.alert).toHaveText(translate(locale, 'contactForm.wait'));
          });
          await test.step('a failed send of a long message: the notice says the e-mail text is cut', async () => {
            await page.clock.fastForward(sendRateLimit.throttle);
            emailApi.answer = (route) => route.fulfill({ status: 500, body: 'Internal Server Error' });
            await form.fill({ ...typed, message: `${typed.message}\n`.repeat(60) });
            await form.submit.click();
            await expect(form.alert.getByText(translate(locale, 'contactForm.cut'), { exact: true })).toBeVisible();
          });
          expect(emailApi.sends).toHaveLength(3);
        });
      }
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
  for (const { locale, path, section } of pages) {
    withFirstBuild.describe(`contact form on ${path}`, () => {
      withFirstBuild.use({ locale: `${locale}-EE` });

      withFirstBuild(
        'says the message goes through the e-mail program; Send opens the `mailto:` fallback and shows its links; nothing is sent, the text stays',
        async ({ page, emailApi, consoleErrors }) => {
          const form = await openForm(page, locale, path, section);
          await expect(page.locator(section).getByText(translate(locale, 'contactForm.mailtoNote'))).toBeVisible();
          // The e-mail program is asked to open: Chromium reports the mailto: navigation it hands to the system.
          const cdp = await page.context().newCDPSession(page);
          const opened: string[] = [];
          cdp.on('Page.frameRequestedNavigation', ({ url }) => void opened.push(url));
          await cdp.send('Page.enable');
          await form.fill();
          await form.submit.click();
          await form.expectMailto(translate(locale, 'contactForm.mailtoOpened'));
          const href = await form.byEmail.getAttribute('href');
          await expect.poll(() => opened).toEqual([href]);
          expect(emailApi.sends).toHaveLength(0);
          await form.expectValues();
          expect(consoleErrors).toEqual([]);
        },
      );
    });
  }
});
