import type { Page } from '@playwright/test';
import { expect, type RequestLog } from '../support/fixtures';
import { test } from '../support/blocked-site-data';
import { island, readToTheEnd } from '../support/islands';
import { type PageId } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { emailjsTestIds } from '../support/sending-build';
import { localeInfo } from '../../src/lib/i18n/locales';

/**
 * A visitor whose browser blocks cookies and site data: reading
 * `localStorage` or `sessionStorage` throws there. Every page still works:
 * language detection follows the browser's language, the contact form hydrates and
 * sends, the language dropdown switches language, the lightbox opens, and
 * no page logs an error.
 */

// The sending build, so that the form sends; the send is answered in the browser (`emailApi`).
test.use({ sendingBuild: true });
// Its tests are independent of each other: they share out over the workers.
test.describe.configure({ mode: 'parallel' });

/** What reading each storage does in the page: `ok`, or the name of the error thrown. */
function storageAccess(page: Page) {
  return page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).map((name) => {
      try {
        void window[name];
        return `${name} ok`;
      } catch (error) {
        return `${name} ${(error as Error).name}`;
      }
    }),
  );
}

/** Reads the page through to the end (everything it loads, loaded) and expects no error logged. */
async function readsToTheEnd(page: Page, requestLog: RequestLog, consoleErrors: string[]) {
  await test.step('read to the end, it logs no error', async () => {
    await readToTheEnd(page, requestLog);
    expect(consoleErrors).toEqual([]);
  });
}

/** Switches the Estonian page to English with the language dropdown and expects its heading in English. */
async function switchesToEnglish(page: Page, pageId: PageId) {
  await test.step('the dropdown takes it to the English page', async () => {
    await expect(island(page, 'LanguageSelect')).toBeHydrated();
    const language = localeInfo('et').label;
    await page.getByRole('button', { name: translate('et', 'languageSelect.accessibleLabel', { language }) }).click();
    await page
      .getByRole('list', { name: translate('et', 'languageSelect.listLabel') })
      .getByRole('link', { name: localeInfo('en').label })
      .click();
    await expect(page).toHaveURL(pagePath('en', pageId));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: translate('en', `${pageId}.heading`) })).toBeVisible();
  });
}

// Each Estonian page in one visit (a test here is a browser of its own): its islands touch storage
// alike in every language (a Russian and an English page are visited below; pages.test.ts reads all twelve).
test('/services/: reading localStorage or sessionStorage throws a SecurityError (the setting is in force); the page reads to the end and switches language', async ({
  page,
  requestLog,
  consoleErrors,
}) => {
  // The services page has no contact form, whose island would stand in for a throwing localStorage.
  await page.goto(pagePath('et', 'services'));
  expect(await storageAccess(page)).toEqual(['localStorage SecurityError', 'sessionStorage SecurityError']);
  await expect(page.getByRole('heading', { level: 1, name: translate('et', 'services.heading') })).toBeVisible();
  await readsToTheEnd(page, requestLog, consoleErrors);
  await switchesToEnglish(page, 'services');
  expect(consoleErrors).toEqual([]);
});

test('/contacts/: the contact form hydrates and sends through EmailJS, "Message sent!" shows; the page reads to the end and switches language', async ({
  page,
  emailApi,
  requestLog,
  consoleErrors,
}) => {
  await page.goto(pagePath('et', 'contacts'));
  await readsToTheEnd(page, requestLog, consoleErrors);
  await test.step('the form sends', async () => {
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    await expect(island(page, 'ContactForm')).toBeHydrated();
    await form.getByRole('textbox', { name: translate('et', 'contactForm.nameLabel') }).fill('Mari Maasikas');
    await form.getByRole('textbox', { name: translate('et', 'contactForm.emailLabel') }).fill('mari@example.ee');
    await form.getByRole('textbox', { name: translate('et', 'contactForm.messageLabel') }).fill('Palun pakkumist.');
    const send = form.getByRole('button', { name: translate('et', 'contactForm.submit') });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(form.getByText(translate('et', 'contactForm.sent'), { exact: true })).toBeVisible();
    expect(emailApi.sends).toHaveLength(1);
    const [request] = emailApi.sends;
    const posted = await new Response(new Uint8Array(request.postDataBuffer() ?? []), {
      headers: { 'content-type': request.headers()['content-type'] },
    }).formData();
    expect(Object.fromEntries([...posted].map(([name, value]) => [name, String(value)]))).toMatchObject({
      from_name: 'Mari Maasikas',
      from_email: 'mari@example.ee',
      message: 'Palun pakkumist.',
      service_id: emailjsTestIds.PUBLIC_EMAILJS_SERVICE_ID,
    });
  });
  await switchesToEnglish(page, 'contacts');
  expect(consoleErrors).toEqual([]);
});

test('/: the page reads to the end; the gallery lightbox opens at the clicked photo', async ({
  page,
  requestLog,
  consoleErrors,
}) => {
  await page.goto(pagePath('et', 'home'));
  await readsToTheEnd(page, requestLog, consoleErrors);
  const photo = page.getByRole('link', { name: translate('et', 'gallery.photoAlt', { n: 3 }), exact: true });
  await photo.scrollIntoViewIfNeeded();
  await expect(island(page, 'GalleryLightbox')).toBeHydrated();
  await photo.click();
  const dialog = page.getByRole('dialog', { name: translate('et', 'gallery.lightbox.dialogLabel') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.pswp__counter')).toHaveText(/^3 \/ \d+$/);
  expect(consoleErrors).toEqual([]);
});

test(`${pagePath('et', 'privacy')}: the page reads to the end`, async ({ page, requestLog, consoleErrors }) => {
  await page.goto(pagePath('et', 'privacy'));
  await readsToTheEnd(page, requestLog, consoleErrors);
});

test.describe('a Russian browser', () => {
  test.use({ locale: 'ru-RU' });

  test('on / is taken to /ru/ and sees it; on /en/contacts/ stays there and sees it', async ({
    page,
    requestLog,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/ru/');
    await expect(page.getByRole('heading', { level: 1, name: translate('ru', 'home.welcomeHeading') })).toBeVisible();

    await page.goto('/en/contacts/');
    await expect(island(page, 'LanguageSelect')).toBeHydrated();
    // Nothing is in flight: a redirect would have begun.
    await expect.poll(() => requestLog.pending.size).toBe(0);
    await expect(page).toHaveURL('/en/contacts/');
    await expect(page.getByRole('heading', { level: 1, name: translate('en', 'contacts.heading') })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
