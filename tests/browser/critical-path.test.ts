import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSitePage, useBuiltSite } from '../support/browser';
import { waitForIsland } from '../support/islands';
import { translate } from '../support/translations';

const built = useBuiltSite();

/**
 * The time of the page's first paint and every script request it made,
 * each as the browser reports it (ms since the navigation started).
 */
async function scriptsAndFirstPaint(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

describe('nothing on the critical path but the page', () => {
  // [saved choice (null: none), browser language, page, width in px]: visitors for whom no redirect is due.
  test.each([
    [null, 'et-EE', '/', 390],
    ['et', 'ru-RU', '/services/', 1280],
    [null, 'de-DE', '/contacts/', 390],
    [null, 'ru-RU', '/en/services/', 1280],
    ['en', 'et-EE', '/ru/', 390],
    ['ru', 'ru-RU', '/ru/contacts/', 1280],
  ] as const)(
    'saved %s, browser %s, %s at %i px: no script is requested before the first paint',
    async (saved, browserLocale, path, width) => {
      const { page, context, url } = await openSitePage(built.browser, built.server.origin, { browserLocale, width });
      if (saved) {
        await page.goto(url('/favicon.svg'));
        await page.evaluate((value) => localStorage.setItem('i18nextLng', value), saved);
      }
      await page.goto(url(path));
      await waitForIsland(page, 'LanguageSelect');
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => /\/ArrivalModule\./.test(entry.name)),
      );
      const { firstPaint, scripts } = await scriptsAndFirstPaint(page);
      expect(firstPaint).toBeGreaterThan(0);
      expect(scripts.map((script) => script.path)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/\/ArrivalModule\./),
          expect.stringMatching(/\/LanguageSelect\./),
        ]),
      );
      expect(scripts.filter((script) => script.start < firstPaint!)).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(path);
      await context.close();
    },
  );

  test('the head holds no script that loads anything: only inline ones and the speculation rules', async () => {
    const { page, context, url } = await openSitePage(built.browser, built.server.origin);
    const response = await page.goto(url('/services/'));
    const html = (await response!.text()).replace(/<template\b.*?<\/template>/gs, '');
    expect([...html.matchAll(/<script\b[^>]*\bsrc=/g)]).toEqual([]);
    expect([...html.matchAll(/<link\b[^>]*\brel="(?:modulepreload|preload|prefetch)"/g)]).toEqual([]);
    await context.close();
  });
});

describe('prefetch on intent, without a script', () => {
  test.each([
    ['et', '/', 'services'],
    ['en', '/en/services/', 'contacts'],
    ['ru', '/ru/contacts/', 'home'],
  ] as const)(
    '%s: hovering a navigation link prefetches its page, which the click then shows (%s → %s)',
    async (locale, path, target) => {
      const { page, context, url } = await openSitePage(built.browser, built.server.origin, { width: 1280 });
      // Chromium reports speculation-rule prefetches through DevTools' Preload domain.
      const prefetches = new Map<string, string>();
      const devTools = await context.newCDPSession(page);
      devTools.on('Preload.prefetchStatusUpdated', (event) => prefetches.set(event.prefetchUrl, event.status));
      await devTools.send('Preload.enable');
      await page.goto(url(path));
      const link = page
        .getByRole('navigation', { name: translate(locale, 'nav.label') })
        .getByRole('link', { name: translate(locale, `nav.${target}`), exact: true });
      const href = url((await link.getAttribute('href'))!);
      expect(prefetches.get(href)).toBeUndefined();
      await link.hover();
      await expect.poll(() => prefetches.get(href)).toBe('Ready');
      await link.click();
      await page.waitForURL(href);
      expect(
        await page.evaluate(
          // `deliveryType` is newer than TypeScript's DOM types.
          () =>
            (performance.getEntriesByType('navigation')[0] as PerformanceEntry & { deliveryType: string }).deliveryType,
        ),
      ).toBe('navigational-prefetch');
      await context.close();
    },
  );
});
