import type { Page } from 'playwright-core';

/** Selector of the `<astro-island>` of a component, by its name (`LanguageSelect`, `ContactForm` …). */
export function islandSelector(component: string): string {
  return `astro-island[component-url*="/${component}."]`;
}

/**
 * Waits until one component's island has hydrated: Astro removes its `ssr`
 * attribute then (FACTS "Astro 7"). Islands that hydrate when visible must
 * be scrolled into view first.
 */
export async function waitForIsland(page: Page, component: string): Promise<void> {
  await page.locator(`${islandSelector(component)}:not([ssr])`).waitFor({ state: 'attached' });
}
