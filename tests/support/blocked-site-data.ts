import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium';

/** A Chromium whose visitor has blocked cookies and site data, and how to close it. */
export interface BlockedSiteDataBrowser {
  context: BrowserContext;
  close: () => Promise<void>;
}

/**
 * Debian's Chromium (headless, off the network like `launchChromium`) with
 * a profile in which the visitor has blocked site data: the site setting
 * "Don't allow sites to save data on your device"
 * (chrome://settings/content/siteData), which the profile's `Preferences`
 * file holds as `profile.default_content_setting_values.cookies` = 2
 * (block). In it, reading `localStorage` or
 * `sessionStorage` throws a SecurityError, as in a real visitor's browser.
 * The profile lives in a temporary directory that `close` removes. Every
 * request that does not go to 127.0.0.1 is aborted. `browserLocale` is
 * the browser's language (default `et-EE`). Throws when no Chromium is
 * installed.
 */
export async function launchWithSiteDataBlocked(browserLocale = 'et-EE'): Promise<BlockedSiteDataBrowser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run "npm test" (it installs it) or set CHROME_PATH.`);
  }
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
    locale: browserLocale,
    viewport: { width: 1280, height: 800 },
  });
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
