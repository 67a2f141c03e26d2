import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { headersForPath, parseHeadersFile } from '../../src/lib/security/headers-file';
import { useTranslations } from '../../src/lib/i18n/translations';
import { localeInfo } from '../../src/lib/i18n/locales';
import { emailApiOrigin } from '../../src/lib/security/security-policy';
import { openSitePage, useBuiltSite } from '../support/browser';
import { hydrateIslands, waitForIslandAround } from '../support/islands';
import { sitePages } from '../support/site-pages';
import { distDir } from '../support/static-server';

// Security headers (docs/behaviour.md, "Files for the host"): the built site served with
// dist/_headers applied, as Netlify or Cloudflare Pages would. On every page,
// with the islands hydrated and operated, no Content-Security-Policy
// violation is reported and nothing is logged to the console.
const built = useBuiltSite({ hostHeaders: true });
const rules = parseHeadersFile(await readFile(`${distDir}_headers`, 'utf-8'));

/** A page whose `securitypolicyviolation` events are collected in `violations()`. */
async function openWatchedPage(width: number) {
  const site = await openSitePage(built.browser, built.server.origin, { width, reducedMotion: true });
  await site.context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const violations = (page: Page) =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { ...site, violations };
}

describe('with the _headers rules applied', () => {
  test.each(sitePages)(
    '$path: the headers arrive, the islands work, and nothing breaks the policy',
    async ({ path, locale }) => {
      const t = useTranslations(locale);
      const { page, context, url, consoleErrors, violations } = await openWatchedPage(390);
      const response = await page.goto(url(path));
      expect(response?.headers()).toMatchObject(
        Object.fromEntries(
          Object.entries(headersForPath(rules, path)).map(([name, value]) => [name.toLowerCase(), value]),
        ),
      );
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      await hydrateIslands(page);

      const toggle = page.getByRole('button', { name: t('nav.toggle') });
      await waitForIslandAround(toggle);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('link', { name: t('nav.services') }).hover();

      const languageButton = page.getByRole('button', {
        name: t('languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
      });
      await waitForIslandAround(languageButton);
      await languageButton.click();
      await expect.poll(() => languageButton.getAttribute('aria-expanded')).toBe('true');

      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  test('scripts may reach the EmailJS API but no other origin', async () => {
    const { page, context, url, violations } = await openWatchedPage(1280);
    await page.goto(url('/contacts/'));
    // The test browser aborts every request off 127.0.0.1, so both fetches
    // fail; only the one the policy forbids is reported as a violation.
    await page.evaluate(
      async (origins) => {
        for (const origin of origins) await fetch(`${origin}/`, { method: 'POST' }).catch(() => undefined);
      },
      [emailApiOrigin, 'https://example.com'],
    );
    // One report per policy that forbids it: the header's and the <meta>'s.
    await expect.poll(() => violations(page)).not.toEqual([]);
    expect(await violations(page)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^connect-src blocked https:\/\/example\.com\//)]),
    );
    expect((await violations(page)).filter((violation) => !violation.includes('https://example.com/'))).toEqual([]);
    await context.close();
  });

  test('no page can be framed, not even by the site itself (frame-ancestors)', async () => {
    const { page, context, url, consoleErrors } = await openWatchedPage(1280);
    await page.goto(url('/'));
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
    expect(consoleErrors.join('\n')).toMatch(/frame-ancestors/);
    await context.close();
  });

  // Needs the GalleryLightbox island (PhotoSwipe, whose core is loaded by a
  // dynamic import on the first open): without it the photo link opens the
  // image itself and this test fails on the missing dialog.
  test('the lightbox opens under the policy', async () => {
    const { page, context, url, consoleErrors, violations } = await openWatchedPage(1280);
    await page.goto(url('/'));
    await hydrateIslands(page);
    await page.locator('ul[data-gallery] a').first().click();
    await page
      .locator('.pswp[role="dialog"]')
      .waitFor({ state: 'visible', timeout: 5_000 })
      .catch(() => {
        throw new Error(
          `The lightbox did not open: no visible .pswp[role="dialog"] after clicking a gallery photo (page is now ${page.url()})`,
        );
      });
    await page.keyboard.press('ArrowRight');
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
