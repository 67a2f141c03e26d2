import { existsSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium';
import { startStaticServer, type StaticServer, type StaticServerOptions } from './static-server';

/**
 * Debian's Chromium (`/usr/bin/chromium`, or `CHROME_PATH`), headless, with
 * the flags that keep it from reaching the network (README "Tests").
 * Throws when no Chromium is installed.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: run "npm test" (it installs it) or set CHROME_PATH.`);
  }
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
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
 * `consoleErrors` collects console errors and uncaught page errors;
 * `failedRequests` collects requests to `origin` that failed or answered
 * 400 or above, as `"STATUS URL"` (`"failed URL"` without an answer).
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
  const failedRequests: string[] = [];
  const sameOrigin = (url: string) => new URL(url).origin === origin;
  page.on('requestfailed', (request) => {
    if (sameOrigin(request.url())) failedRequests.push(`failed ${request.url()}`);
  });
  page.on('response', (response) => {
    if (sameOrigin(response.url()) && response.status() >= 400)
      failedRequests.push(`${response.status()} ${response.url()}`);
  });
  return { context, page, consoleErrors, failedRequests, url: (path: string) => `${origin}${path}` };
}

/**
 * Brings every visible image and `client:visible` island into view, top to
 * bottom, then waits until the images have loaded, the islands have
 * hydrated (`waitForHydration`) and the network is idle. After it, the
 * page has made every request, and run all the code, of a visitor who
 * reads it to the end.
 */
export async function readToTheEnd(page: Page): Promise<void> {
  const islandsOnVisible =
    'astro-island[client="visible"] > :visible, astro-island[client="after-paint"][opts*="visible"] > :visible';
  for (const element of await page.locator(`img:visible, ${islandsOnVisible}`).all()) {
    await element.scrollIntoViewIfNeeded();
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.checkVisibility())
      .every((image) => image.complete),
  );
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until every island inside `within` (a CSS selector; default the
 * whole page) whose directive applies has hydrated: its `ssr` attribute is
 * gone. That is all of them except the ones waiting on a
 * media query that does not match (`client:media`, or `client:after-paint`
 * with a query: the nav toggle at lg and wider); an island that hydrates
 * when visible must be scrolled into view first.
 */
export async function waitForHydration(page: Page, within = 'html'): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      Array.from(document.querySelectorAll(`${selector} astro-island[ssr]`)).every((island) => {
        const when = JSON.parse(island.getAttribute('opts') ?? '{}').value;
        const onMedia =
          island.getAttribute('client') === 'media' ||
          (island.getAttribute('client') === 'after-paint' && when !== 'idle' && when !== 'visible');
        return onMedia && !matchMedia(when).matches;
      }),
    within,
  );
}

/** The built site and the browser a test file drives; set once `beforeAll` has run. */
export interface BuiltSite {
  server: StaticServer;
  browser: Browser;
}

/**
 * For the calling test file: serves the built site (`startStaticServer`
 * with `options`) and launches Chromium before its tests, and closes both
 * after them. Returns the object whose `server` and `browser` hold them.
 */
export function useBuiltSite(options: StaticServerOptions = {}): BuiltSite {
  const site = {} as BuiltSite;
  beforeAll(async () => {
    site.server = await startStaticServer(options);
    site.browser = await launchChromium();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}
