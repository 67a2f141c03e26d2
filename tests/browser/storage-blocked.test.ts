import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../support/chromium';
import { startStaticServer, type StaticServer } from '../support/static-server';
import { waitForIsland } from '../support/islands';
import { useTranslations } from '../../src/lib/i18n/translations';
import { localeInfo } from '../../src/lib/i18n/locales';

// A visitor who blocks site data: Chromium's own setting ("Don't allow
// sites to save data", the cookies content setting at "block"), written into
// a fresh profile before launch. Then every touch of `localStorage` throws a
// SecurityError, as it does for such a visitor.
let server: StaticServer;
let profileDir: string;

beforeAll(async () => {
  server = await startStaticServer();
  profileDir = await mkdtemp(join(tmpdir(), 'site-data-blocked-'));
  await mkdir(join(profileDir, 'Default'));
  await writeFile(
    join(profileDir, 'Default', 'Preferences'),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
});

afterAll(async () => {
  await server?.close();
  await rm(profileDir, { recursive: true, force: true });
});

/** A browser with site data blocked, in `browserLocale`; every request off 127.0.0.1 is aborted. */
async function blockedBrowser(browserLocale: string) {
  const context: BrowserContext = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
    locale: browserLocale,
    viewport: { width: 1280, height: 800 },
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { context, page, consoleErrors, url: (path: string) => `${server.origin}${path}` };
}

describe('with site data blocked (localStorage throws)', () => {
  test('the browser really refuses storage', async () => {
    const { context, page, url } = await blockedBrowser('et-EE');
    await page.goto(url('/favicon.svg'));
    expect(
      await page.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (error) {
          return (error as DOMException).name;
        }
      }),
    ).toBe('SecurityError');
    await context.close();
  });

  test('an Estonian browser sees /services/, and the dropdown still takes it to the English page', async () => {
    const { context, page, url, consoleErrors } = await blockedBrowser('et-EE');
    const t = useTranslations('et');
    await page.goto(url('/services/'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: t('services.heading') }).isVisible())
      .toBe(true);
    await waitForIsland(page, 'LanguageSelect');
    await page
      .getByRole('button', { name: t('languageSelect.accessibleLabel', { language: localeInfo('et').label }) })
      .click();
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(url('/en/services/'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: useTranslations('en')('services.heading') }).isVisible())
      .toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a Russian browser on / is taken to /ru/ and sees it', async () => {
    const { context, page, url, consoleErrors } = await blockedBrowser('ru-RU');
    await page.goto(url('/'));
    await page.waitForURL(url('/ru/'));
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: useTranslations('ru')('home.welcomeHeading') }).isVisible(),
      )
      .toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a Russian browser on /en/contacts/ stays there and sees it', async () => {
    const { context, page, url, consoleErrors } = await blockedBrowser('ru-RU');
    await page.goto(url('/en/contacts/'));
    await waitForIsland(page, 'LanguageSelect');
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(url('/en/contacts/'));
    expect(
      await page.getByRole('heading', { level: 1, name: useTranslations('en')('contacts.heading') }).isVisible(),
    ).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
