import type { Page } from '@playwright/test';

/**
 * Watches the speculation-rule prefetches of `page` (the page's
 * `<script type="speculationrules">`), which the page's own requests do not
 * show: Chromium reports them through DevTools' Preload domain. Call it
 * before `page.goto`. Returns a map from each prefetched URL to its latest
 * status (`'Running'`, then `'Ready'` once the page is fetched, or
 * `'Failure'`), kept up to date; read it with `expect.poll`.
 */
export async function watchPrefetches(page: Page): Promise<Map<string, string>> {
  const prefetches = new Map<string, string>();
  const devTools = await page.context().newCDPSession(page);
  devTools.on('Preload.prefetchStatusUpdated', (event) => prefetches.set(event.prefetchUrl, event.status));
  await devTools.send('Preload.enable');
  return prefetches;
}
