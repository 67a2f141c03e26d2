import type { Locator, Page } from 'playwright-core';
import { waitForHydration } from './browser';

/**
 * Waits until the island around `locator` has hydrated: Astro removes the
 * `ssr` attribute from its `<astro-island>` then.
 * Throws a Playwright TimeoutError after `timeout` ms (default 10 000).
 */
export async function waitForIslandAround(locator: Locator, timeout = 10_000): Promise<void> {
  const island = await locator.locator('xpath=ancestor::astro-island[1]').elementHandle({ timeout });
  await locator.page().waitForFunction((element) => !element?.hasAttribute('ssr'), island, { timeout });
}

/**
 * Hydrates every island that hydrates at the page's width: scrolls each
 * island still waiting into view in turn (those that hydrate when visible),
 * waits for `waitForHydration` and for the islands' submit buttons to be
 * enabled, then scrolls back to the top. (The contact form's Send button is
 * disabled in the server's HTML and enabled once React has rendered the
 * island, a moment after Astro drops the `ssr` mark.) Throws a TimeoutError
 * when an island never hydrates.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const island of document.querySelectorAll('astro-island[ssr]')) {
      island.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' });
      await nextFrame();
    }
  });
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('astro-island button[type="submit"]:disabled'));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Selector of the `<astro-island>` of a component, by its name (`LanguageSelect`, `ContactForm` …). */
export function islandSelector(component: string): string {
  return `astro-island[component-url*="/${component}."]`;
}

/**
 * Waits until one component's island has hydrated: Astro removes its `ssr`
 * attribute then. Islands that hydrate when visible must
 * be scrolled into view first.
 */
export async function waitForIsland(page: Page, component: string): Promise<void> {
  await page.locator(`${islandSelector(component)}:not([ssr])`).waitFor({ state: 'attached' });
}
