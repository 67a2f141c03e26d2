import type { Locator, Page } from 'playwright-core';

/**
 * Waits until the island around `locator` has hydrated: Astro removes the
 * `ssr` attribute from its `<astro-island>` then (FACTS "Astro 7").
 * Throws a Playwright TimeoutError after `timeout` ms (default 10 000).
 */
export async function waitForHydration(locator: Locator, timeout = 10_000): Promise<void> {
  const island = await locator.locator('xpath=ancestor::astro-island[1]').elementHandle({ timeout });
  await locator.page().waitForFunction((element) => !element?.hasAttribute('ssr'), island, { timeout });
}

/**
 * Hydrates every island that hydrates at the page's width: scrolls to the
 * bottom and back (`client:visible`), then waits until the only islands left
 * unhydrated are `client:media` ones whose query does not match (the nav
 * toggle at lg and wider). Throws a TimeoutError after 10 s.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('astro-island[ssr]')].every(
        (island) => island.getAttribute('client') === 'media' && !matchMedia(JSON.parse(island.getAttribute('opts') ?? '{}').value).matches,
      ),
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
