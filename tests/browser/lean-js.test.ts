import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSitePage, useBuiltSite } from '../support/browser';
import { islandSelector, waitForIsland } from '../support/islands';
import { distDir } from '../support/static-server';
import et from '../../locales/et.json';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';

const built = useBuiltSite();

/**
 * The JavaScript an island brought (its component, React, shared chunks):
 * every `/_astro/*.js` the page loaded that is not one of its own
 * `<script src>` (the arrival module). With the time
 * each request started and the time of the first paint, both as the browser
 * reports them (ms since navigation start).
 */
async function islandScripts(page: Page) {
  return page.evaluate(() => {
    const pageScripts = new Set(
      [...document.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).src),
    );
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_astro\/.+\.js$/.test(entry.name) && !pageScripts.has(entry.name))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime }));
    return { firstPaint, scripts };
  });
}

describe('lean JavaScript: islands load only after the first paint, and only when needed', () => {
  test.each([
    { path: '/', width: 390 },
    { path: '/', width: 1280 },
    { path: '/en/services/', width: 390 },
    { path: '/en/services/', width: 1280 },
    { path: '/ru/contacts/', width: 390 },
    { path: '/contacts/', width: 1280 },
  ])('$path at $width px: no island JavaScript is requested before the first paint', async ({ path, width }) => {
    const { page, context, url } = await openSitePage(built.browser, built.server.origin, { width });
    await page.goto(url(path));
    await waitForIsland(page, 'LanguageSelect');
    if (width < 992) await waitForIsland(page, 'NavCollapse');
    const { firstPaint, scripts } = await islandScripts(page);
    expect(firstPaint).toBeGreaterThan(0);
    expect(scripts.map((script) => script.name)).toContainEqual(expect.stringMatching(/\/LanguageSelect\./));
    expect(scripts.filter((script) => script.start < firstPaint!)).toEqual([]);
    await context.close();
  });

  test('the gallery and the form load their JavaScript only when scrolled into view, PhotoSwipe only when opened', async () => {
    const { page, context, url } = await openSitePage(built.browser, built.server.origin, { width: 1280 });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const requested = (pattern: RegExp) => requests.some((path) => pattern.test(path));
    await page.goto(url('/'));
    await waitForIsland(page, 'LanguageSelect');
    expect(requested(/\/GalleryLightbox\./)).toBe(false);
    expect(requested(/\/ContactForm\./)).toBe(false);

    await page.locator(islandSelector('GalleryLightbox')).getByRole('link').first().scrollIntoViewIfNeeded();
    await waitForIsland(page, 'GalleryLightbox');
    expect(requested(/\/photoswipe\.esm\./)).toBe(false);
    expect(requested(/\/ContactForm\./)).toBe(false);

    await page.locator('#contact').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'ContactForm');
    expect(requested(/\/photoswipe\.esm\./)).toBe(false);

    await page.locator(islandSelector('GalleryLightbox')).getByRole('link').first().click();
    await page.getByRole('dialog').waitFor();
    expect(requested(/\/photoswipe\.esm\./)).toBe(true);
    await context.close();
  });
});

describe('islands receive only their own language', () => {
  const translations = { et, en, ru } as Record<string, Record<string, string>>;

  /** Every string inside Astro's serialized island props. */
  function propStrings(html: string): string[] {
    const strings: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const [, props] of html.matchAll(/<astro-island[^>]* props="([^"]*)"/g)) {
      collect(JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')));
    }
    return strings;
  }

  test.each([
    { file: 'index.html', locale: 'et' },
    { file: 'contacts/index.html', locale: 'et' },
    { file: 'en/index.html', locale: 'en' },
    { file: 'en/services/index.html', locale: 'en' },
    { file: 'ru/index.html', locale: 'ru' },
    { file: 'ru/contacts/index.html', locale: 'ru' },
  ])("$file: the islands' props hold $locale strings and no other language's", async ({ file, locale }) => {
    const strings = propStrings(await readFile(join(distDir, file), 'utf8'));
    const own = new Set(Object.values(translations[locale]));
    const foreign = Object.entries(translations)
      .filter(([code]) => code !== locale)
      .flatMap(([, values]) => Object.values(values))
      .filter((value) => !own.has(value));
    expect(strings).toContain(translations[locale]['languageSelect.listLabel']);
    expect(strings.filter((value) => foreign.includes(value))).toEqual([]);
  });

  test('no JavaScript file carries the translation files', async () => {
    const scripts = (await readdir(join(distDir, '_astro'))).filter((name) => name.endsWith('.js'));
    const longValues = [et, en, ru].flatMap((values) => Object.values(values)).filter((value) => value.length >= 16);
    for (const name of scripts) {
      const code = await readFile(join(distDir, '_astro', name), 'utf8');
      expect(
        longValues.filter((value) => code.includes(value)),
        name,
      ).toEqual([]);
    }
  });
});
