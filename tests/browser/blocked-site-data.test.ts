import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { test } from '../support/blocked-site-data';
import { island, readToTheEnd } from '../support/islands';
import { sitePages, sitePath, type PageId } from '../support/site-pages';
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

test('reading localStorage or sessionStorage throws a SecurityError (the setting is in force)', async ({ page }) => {
  // The services page has no contact form, whose island would stand in for a throwing localStorage.
  await page.goto('/services/');
  expect(await storageAccess(page)).toEqual(['localStorage SecurityError', 'sessionStorage SecurityError']);
});

test('the contact form hydrates and sends through EmailJS; "Message sent!" shows', async ({
  page,
  emailApi,
  consoleErrors,
}) => {
  await page.goto('/contacts/');
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
  expect(consoleErrors).toEqual([]);
});

for (const pageId of ['services', 'contacts'] as const satisfies PageId[]) {
  test(`an Estonian browser sees ${sitePath('et', pageId)}, and the dropdown takes it to the English page`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(sitePath('et', pageId));
    await expect(page.getByRole('heading', { level: 1, name: translate('et', `${pageId}.heading`) })).toBeVisible();
    await expect(island(page, 'LanguageSelect')).toBeHydrated();
    const language = localeInfo('et').label;
    await page.getByRole('button', { name: translate('et', 'languageSelect.accessibleLabel', { language }) }).click();
    await page
      .getByRole('list', { name: translate('et', 'languageSelect.listLabel') })
      .getByRole('link', { name: localeInfo('en').label })
      .click();
    await expect(page).toHaveURL(sitePath('en', pageId));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: translate('en', `${pageId}.heading`) })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test.describe('a Russian browser', () => {
  test.use({ locale: 'ru-RU' });

  test('on / is taken to /ru/ and sees it', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/ru/');
    await expect(page.getByRole('heading', { level: 1, name: translate('ru', 'home.welcomeHeading') })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('on /en/contacts/ stays there and sees it', async ({ page, requestLog, consoleErrors }) => {
    await page.goto('/en/contacts/');
    await expect(island(page, 'LanguageSelect')).toBeHydrated();
    // Nothing is in flight: a redirect would have begun.
    await expect.poll(() => requestLog.pending.size).toBe(0);
    await expect(page).toHaveURL('/en/contacts/');
    await expect(page.getByRole('heading', { level: 1, name: translate('en', 'contacts.heading') })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test('the gallery lightbox opens at the clicked photo', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const photo = page.getByRole('link', { name: translate('et', 'gallery.photoAlt', { n: 3 }), exact: true });
  await photo.scrollIntoViewIfNeeded();
  await expect(island(page, 'GalleryLightbox')).toBeHydrated();
  await photo.click();
  const dialog = page.getByRole('dialog', { name: translate('et', 'gallery.lightbox.dialogLabel') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.pswp__counter')).toHaveText(/^3 \/ \d+$/);
  expect(consoleErrors).toEqual([]);
});

// Each page once, in Estonian: its islands touch storage alike in every language (a Russian
// and an English page are visited above with storage blocked; pages.test.ts reads all twelve).
for (const { path } of sitePages.filter((page) => page.locale === 'et')) {
  test(`${path}, read to the end, logs no error`, async ({ page, requestLog, consoleErrors }) => {
    await page.goto(path);
    await readToTheEnd(page, requestLog);
    expect(consoleErrors).toEqual([]);
  });
}
