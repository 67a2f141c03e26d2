import { expect, type Locator, type Page } from '@playwright/test';
import type { RequestLog } from './fixtures.ts';

/** Selector of the `<astro-island>` of a component, by its name (`LanguageSelect`, `ContactForm` …). */
function islandSelector(component: string): string {
  return `astro-island[component-url*="/${component}."]`;
}

/** The `<astro-island>` of a component on the page, for `expect(…).toBeHydrated()`. */
export function island(page: Page, component: string): Locator {
  return page.locator(islandSelector(component));
}

/**
 * Waits until every island whose directive applies has hydrated (lost its
 * `ssr` attribute). That is all of them except the ones waiting on a media
 * query that does not match (`client:media`, or `client:after-paint` with a
 * query: the nav toggle at 992 px and wider); an island that hydrates when
 * visible must be scrolled into view first.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('astro-island[ssr]')).every((element) => {
      const when = JSON.parse(element.getAttribute('opts') ?? '{}').value;
      const onMedia =
        element.getAttribute('client') === 'media' ||
        (element.getAttribute('client') === 'after-paint' && when !== 'idle' && when !== 'visible');
      return onMedia && !matchMedia(when).matches;
    }),
  );
}

/**
 * Hydrates every island that hydrates at the page's width: scrolls each
 * island still waiting into view in turn (those that hydrate when visible),
 * waits for `waitForHydration` and for the islands' submit buttons to be
 * enabled, then scrolls back to the top. (The contact form's Send button is
 * disabled in the server's HTML and enabled once React has rendered the
 * island, a moment after Astro drops the `ssr` mark.)
 */
export async function hydrateIslands(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const element of document.querySelectorAll('astro-island[ssr]')) {
      element.firstElementChild?.scrollIntoView({ block: 'center', behavior: 'instant' });
      await nextFrame();
    }
  });
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('astro-island button[type="submit"]:disabled'));
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Reads the page as a visitor who scrolls to its end: brings every visible
 * image and island into view, then waits until the visible images have
 * loaded, the islands have hydrated and every request the page started
 * (`log`, the `requestLog` fixture) has been answered or has failed. After
 * it the page has loaded and run everything such a visit loads.
 */
export async function readToTheEnd(page: Page, log: RequestLog): Promise<void> {
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
  await expect
    .poll(() => [...log.pending].map((request) => request.url()), { message: 'requests still in flight' })
    .toEqual([]);
}
