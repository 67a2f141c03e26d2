import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { island } from '../support/islands';
import { watchPrefetches } from '../support/prefetch';
import { translate } from '../support/translations';

/**
 * Nothing on the critical path but the page: for visitors for whom no
 * redirect is due, no script is requested before the first paint, nor
 * before the page is parsed (a first paint can show only the header); and a
 * navigation link's page is prefetched on intent by the page's speculation
 * rules, with no script. (What the HTML holds: tests/built/critical-path.test.ts.)
 */

/**
 * The time of the page's first paint, of the end of its parsing
 * (`DOMContentLoaded` handled), and of every script request it made, each
 * as the browser reports it (ms since the navigation started).
 */
async function scriptsAndFirstPaint(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

test.describe('nothing on the critical path but the page', () => {
  // [saved choice (null: none), browser language, page, width in px]: visitors for whom no redirect is due;
  // each page kind (their islands differ) at both widths (the navigation's island differs).
  const visits = [
    [null, 'et-EE', '/', 390],
    ['en', 'et-EE', '/ru/', 1280],
    [null, 'ru-RU', '/en/services/', 390],
    ['et', 'ru-RU', '/services/', 1280],
    [null, 'de-DE', '/contacts/', 390],
    ['ru', 'ru-RU', '/ru/contacts/', 1280],
  ] as const;
  for (const [saved, browserLocale, path, width] of visits) {
    test.describe(`saved ${saved ?? 'none'}, browser ${browserLocale}, ${width} px`, () => {
      test.use({ savedLanguage: saved ?? undefined, locale: browserLocale, viewport: { width, height: 800 } });

      test(`${path}: no script is requested before the first paint and the end of parsing`, async ({ page }) => {
        await page.goto(path);
        await expect(island(page, 'LanguageSelect')).toBeHydrated();
        const { firstPaint, parsed, scripts } = await scriptsAndFirstPaint(page);
        expect(firstPaint).toBeGreaterThan(0);
        expect(parsed).toBeGreaterThan(0);
        expect(scripts.map((script) => script.path)).toEqual(
          expect.arrayContaining([expect.stringMatching(/\/LanguageSelect\./)]),
        );
        expect(scripts.filter((script) => script.start < Math.max(firstPaint!, parsed))).toEqual([]);
        await expect(page).toHaveURL(path);
      });
    });
  }
});

// One visit of the browser for the three: each a step (docs/testing.md, "Writing a browser test").
test('prefetch on intent, without a script: in each language', async ({ page }) => {
  const hovers = [
    ['et', '/', 'services'],
    ['en', '/en/services/', 'contacts'],
    ['ru', '/ru/contacts/', 'home'],
  ] as const;
  const prefetches = await watchPrefetches(page);
  for (const [locale, path, target] of hovers) {
    await test.step(`${locale}: hovering a navigation link prefetches its page, which the click then shows (${path} → ${target})`, async () => {
      // What the page before prefetched is not this page's doing.
      prefetches.clear();
      await page.goto(path);
      const link = page
        .getByRole('navigation', { name: translate(locale, 'nav.label') })
        .getByRole('link', { name: translate(locale, `nav.${target}`), exact: true });
      const href = new URL((await link.getAttribute('href'))!, page.url()).href;
      expect(prefetches.get(href)).toBeUndefined();
      await link.hover();
      await expect.poll(() => prefetches.get(href)).toBe('Ready');
      await link.click();
      await expect(page).toHaveURL(href);
      await expect
        .poll(() =>
          page.evaluate(
            // `deliveryType` is newer than TypeScript's DOM types.
            () =>
              (performance.getEntriesByType('navigation')[0] as PerformanceEntry & { deliveryType: string })
                .deliveryType,
          ),
        )
        .toBe('navigational-prefetch');
    });
  }
});
