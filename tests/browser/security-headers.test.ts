import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { galleryPhoto, openLightbox } from '../support/gallery';
import { hydrateIslands } from '../support/islands';
import { localeCodes, sitePages, type PageId } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { watchPrefetches } from '../support/prefetch';
import { distDir } from '../../scripts/static-server';
import { translate } from '../support/translations';
import { localeInfo } from '../../src/lib/i18n/locales';
import { headersForPath, parseHeadersFile } from '../../scripts/headers-file-reader';
import { emailApiOrigin } from '../../src/lib/security/security-policy';

/**
 * The built site served with `dist/_headers` applied, as Netlify or
 * Cloudflare Pages would: on every page, with the islands hydrated and
 * operated, no Content-Security-Policy violation is reported and nothing is
 * logged to the console. (tests/built/hosting-headers.test.ts reads the file.)
 */

test.use({ hostingHeaders: true, reducedMotion: 'reduce' });

const rules = parseHeadersFile(await readFile(`${distDir}_headers`, 'utf-8'));

/** Collects the page's `securitypolicyviolation` events; read them with `cspViolations(page)`. */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
});

/** The CSP violations reported on the page so far, as "DIRECTIVE blocked URL (SOURCE:LINE)" lines. */
function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

// One test per language, each page a step (docs/testing.md, "Writing a browser test").
for (const locale of localeCodes) {
  const pages = sitePages.filter((sitePage) => sitePage.locale === locale);
  test(`at 390 px in ${locale}, with the _headers rules applied: on every page the headers arrive, the islands work, and nothing breaks the policy`, async ({
    page,
    requestLog,
    consoleErrors,
  }) => {
    test.setTimeout(pages.length * 30_000);
    await page.setViewportSize({ width: 390, height: 800 });
    const t = (key: string, values?: Record<string, string>) => translate(locale, key, values);
    const prefetches = await watchPrefetches(page);
    for (const { path, page: pageId } of pages) {
      await test.step(`${path}: the headers arrive, the islands work, and nothing breaks the policy`, async () => {
        // What the page before prefetched is not this page's doing.
        prefetches.clear();
        const response = await page.goto(path);
        expect(response?.headers()).toMatchObject(
          Object.fromEntries(
            Object.entries(headersForPath(rules, path)).map(([name, value]) => [name.toLowerCase(), value]),
          ),
        );
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        await hydrateIslands(page);

        const toggle = page.getByRole('button', { name: t('nav.toggle') });
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        // Hovering a link to another page prefetches it: the policy lets the
        // page's speculation rules run (their hash is in script-src).
        const other: PageId = pageId === 'services' ? 'contacts' : 'services';
        await page.getByRole('link', { name: t(`nav.${other}`) }).hover();
        await expect.poll(() => prefetches.get(new URL(pagePath(locale, other), page.url()).href)).toBe('Ready');

        const languageButton = page.getByRole('button', {
          name: t('languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
        });
        await languageButton.click();
        await expect(languageButton).toHaveAttribute('aria-expanded', 'true');
        // Every flag of the open list has loaded (they are lazy, so they load only now).
        const flags = page.getByRole('list', { name: t('languageSelect.listLabel') }).locator('img');
        await expect(flags).not.toHaveCount(0);
        for (const flag of await flags.all()) await expect(flag).toHaveJSProperty('complete', true);
        await expect.poll(() => [...requestLog.pending].map((request) => request.url())).toEqual([]);

        expect(await cspViolations(page)).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

// In one visit of the browser, each step named as its own test was; the framing last, as it logs an error.
test('at 1280 px, under the policy: the lightbox works, scripts reach only the EmailJS API, no page can be framed', async ({
  page,
  consoleErrors,
}) => {
  // PhotoSwipe's core arrives by a dynamic import on the first open.
  await test.step('the lightbox opens and moves to the next photo under the policy', async () => {
    await page.goto('/');
    await hydrateIslands(page);
    const dialog = await openLightbox(galleryPhoto(page, 'et', 1));
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.pswp__counter')).toHaveText(/^2 \//);
    // The photo shown has loaded: the policy let it in.
    const photo = dialog.getByRole('img', { name: translate('et', 'gallery.photoAlt', { n: 2 }) });
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await cspViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  await test.step('scripts may reach the EmailJS API but no other origin', async () => {
    await page.goto('/contacts/');
    // The test browser aborts every request off 127.0.0.1, so both fetches
    // fail; only the one the policy forbids is reported as a violation.
    await page.evaluate(
      async (origins) => {
        for (const origin of origins) await fetch(`${origin}/`, { method: 'POST' }).catch(() => undefined);
      },
      [emailApiOrigin, 'https://example.com'],
    );
    // The page's <meta> policy forbids it (the header has no connect-src).
    await expect
      .poll(() => cspViolations(page))
      .toEqual(expect.arrayContaining([expect.stringMatching(/^connect-src blocked https:\/\/example\.com\//)]));
    expect((await cspViolations(page)).filter((violation) => !violation.includes('https://example.com/'))).toEqual([]);
  });

  await test.step('no page can be framed, not even by the site itself (frame-ancestors)', async () => {
    await page.goto('/');
    const framed = await page.evaluate(async () => {
      const frame = document.createElement('iframe');
      frame.src = '/services/';
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
      document.body.append(frame);
      await loaded;
      try {
        return frame.contentDocument?.title ?? null;
      } catch {
        return null;
      }
    });
    expect(framed).toBeNull();
    await expect.poll(() => consoleErrors.join('\n')).toMatch(/frame-ancestors/);
  });
});
