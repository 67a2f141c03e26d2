import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (`/usr/bin/chromium`, or `CHROME_PATH`), headless, with
 * the flags that keep it from reaching the network (README "Tests").
 * Throws when no Chromium is installed.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: run "npm test" (it installs it) or set CHROME_PATH.`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface SitePageOptions {
  /** Viewport width in px (height 800); default 1280. */
  width?: number;
  /** Browser language (`navigator.language`), e.g. `'ru-RU'`; default `'et-EE'`. */
  browserLocale?: string;
  /** Emulate `prefers-reduced-motion: reduce`. */
  reducedMotion?: boolean;
  /** `navigator.userAgent`; default Chromium's own. */
  userAgent?: string;
  /** A touch screen (for `tap()`); default none. */
  hasTouch?: boolean;
  /** Run the page's JavaScript; default true. */
  javaScriptEnabled?: boolean;
}

/**
 * A fresh context and page for the site at `origin`. Every request that
 * does not go to 127.0.0.1 is aborted, so no test reaches the internet.
 * `consoleErrors` collects console errors and uncaught page errors.
 */
export async function openSitePage(browser: Browser, origin: string, options: SitePageOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 800 },
    locale: options.browserLocale ?? 'et-EE',
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    userAgent: options.userAgent,
    hasTouch: options.hasTouch,
    javaScriptEnabled: options.javaScriptEnabled,
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
  return { context, page, consoleErrors, url: (path: string) => `${origin}${path}` };
}
