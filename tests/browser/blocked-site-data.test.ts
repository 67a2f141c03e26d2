import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { buildSiteWith, type ExtraBuild } from '../support/build';
import { launchWithSiteDataBlocked, type BlockedSiteDataBrowser } from '../support/blocked-site-data';
import { readToTheEnd } from '../support/browser';
import { waitForIsland } from '../support/islands';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { translate } from '../support/translations';
import { sitePages } from '../support/site-pages';
import { localeInfo } from '../../src/lib/i18n/locales';

/**
 * A visitor whose browser blocks cookies and site data: reading
 * `localStorage` or `sessionStorage` throws there. Every page still works:
 * the contact form hydrates and sends, the language dropdown switches
 * language, the lightbox opens, and no page logs an error.
 */

/** EmailJS ids for the build under test; the send is answered in the browser. */
const ids = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key-test',
};
const endpoint = 'https://api.emailjs.com/api/v1.0/email/send-form';

let build: ExtraBuild;
let server: StaticServer;
let browser: BlockedSiteDataBrowser;

beforeAll(async () => {
  build = await buildSiteWith(ids);
  server = await startStaticServer({ dir: build.dir });
  browser = await launchWithSiteDataBlocked('et-EE');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await build?.remove();
});

/** A new tab at `path`, collecting console errors and uncaught page errors. */
async function visit(path: string) {
  const page = await browser.context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  await page.goto(`${server.origin}${path}`);
  return { page, consoleErrors };
}

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

describe('with cookies and site data blocked', () => {
  test('reading localStorage or sessionStorage throws a SecurityError (the setting is in force)', async () => {
    // The services page has no contact form, whose island would stand in for a throwing localStorage.
    const { page } = await visit('/services/');
    expect(await storageAccess(page)).toEqual(['localStorage SecurityError', 'sessionStorage SecurityError']);
    await page.close();
  });

  test('the contact form hydrates and sends through EmailJS; "Message sent!" shows', async () => {
    const { page, consoleErrors } = await visit('/contacts/');
    const sends: Request[] = [];
    await page.route(endpoint, (route) => {
      sends.push(route.request());
      return route.fulfill({ status: 200, body: 'OK' });
    });
    const form = page.locator('#contact-form');
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'ContactForm');
    await form.getByRole('textbox', { name: translate('et', 'contactForm.nameLabel') }).fill('Mari Maasikas');
    await form.getByRole('textbox', { name: translate('et', 'contactForm.emailLabel') }).fill('mari@example.ee');
    await form.getByRole('textbox', { name: translate('et', 'contactForm.messageLabel') }).fill('Palun pakkumist.');
    await form.getByRole('button', { name: translate('et', 'contactForm.submit') }).click();
    await form.getByText(translate('et', 'contactForm.sent'), { exact: true }).waitFor();
    expect(sends).toHaveLength(1);
    const posted = await new Response(new Uint8Array(sends[0].postDataBuffer() ?? []), {
      headers: { 'content-type': sends[0].headers()['content-type'] },
    }).formData();
    expect(Object.fromEntries([...posted].map(([name, value]) => [name, String(value)]))).toMatchObject({
      from_name: 'Mari Maasikas',
      from_email: 'mari@example.ee',
      message: 'Palun pakkumist.',
      service_id: ids.PUBLIC_EMAILJS_SERVICE_ID,
    });
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  test('the language dropdown switches to English', async () => {
    const { page, consoleErrors } = await visit('/contacts/');
    await waitForIsland(page, 'LanguageSelect');
    const language = localeInfo('et').label;
    await page.getByRole('button', { name: translate('et', 'languageSelect.accessibleLabel', { language }) }).click();
    await page
      .getByRole('list', { name: translate('et', 'languageSelect.listLabel') })
      .getByRole('link', { name: localeInfo('en').label })
      .click();
    await page.waitForURL(`${server.origin}/en/contacts/`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  test('the gallery lightbox opens at the clicked photo', async () => {
    const { page, consoleErrors } = await visit('/');
    const photo = page.getByRole('link', { name: translate('et', 'gallery.photoAlt', { n: 3 }), exact: true });
    await photo.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'GalleryLightbox');
    await photo.click();
    const dialog = page.getByRole('dialog', { name: translate('et', 'gallery.dialogLabel') });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('.pswp__counter').textContent()).toMatch(/^3 \/ \d+$/);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  test.each(sitePages.map((p) => p.path))('%s, read to the end, logs no error', async (path) => {
    const { page, consoleErrors } = await visit(path);
    await readToTheEnd(page);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
