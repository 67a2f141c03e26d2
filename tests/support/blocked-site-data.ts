import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.ts';
import { test as siteTest } from './fixtures.ts';

/**
 * The site's `test` with a browser whose visitor has blocked site data:
 * each test's `context` (and so its `page`) is a Chromium launched on a
 * fresh profile with the site setting "Don't allow sites to save data on
 * your device" (chrome://settings/content/siteData), which the profile's
 * `Preferences` file holds as
 * `profile.default_content_setting_values.cookies` = 2 (block). In it,
 * reading `localStorage` or `sessionStorage` throws a SecurityError, as in
 * a real visitor's browser. The test's `locale` and `viewport` options
 * apply; every request that does not go to 127.0.0.1 is aborted, and the
 * EmailJS API is answered as in every test (`emailApi`). The profile is
 * removed after the test.
 */
export const test = siteTest.extend({
  context: async ({ locale, viewport, baseURL }, use) => {
    const profile = await mkdtemp(join(tmpdir(), 'blocked-site-data-'));
    await mkdir(join(profile, 'Default'));
    await writeFile(
      join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
    );
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: true,
      args: chromiumFlags,
      locale,
      viewport,
      baseURL,
    });
    await context.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
    await context.close();
    await rm(profile, { recursive: true, force: true });
  },
});
