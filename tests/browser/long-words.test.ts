import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { editedSiteTest as test, longWords } from '../support/edited-site';
import { localeCodes, sitePages } from '../support/site-pages';

/**
 * A 60-letter word in a service name, a note, a company fact or a text
 * wraps instead of widening the page: at 390 px no page scrolls sideways,
 * and every such word stays inside the viewport. The edited copy
 * (`tests/support/edited-site.ts`) holds such words in its price list,
 * company facts and locale files.
 */

test.use({ viewport: { width: 390, height: 800 } });

/**
 * The long words shown on the page (each place one is written) and those
 * of them that stick out of the viewport sideways (`word: box`, in px),
 * measured on the word itself, in one call to the page.
 */
function longWordBoxes(page: Page) {
  return page.evaluate((words) => {
    const viewportWidth = document.documentElement.clientWidth;
    const overflowing: string[] = [];
    let shown = 0;
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
      for (const word of words) {
        const start = node.textContent!.indexOf(word);
        if (start < 0) continue;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + word.length);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        shown += 1;
        if (box.left < 0 || box.right > viewportWidth + 0.5) overflowing.push(`${word}: ${JSON.stringify(box)}`);
      }
    }
    return { shown, overflowing };
  }, Object.values(longWords));
}

// One test per language, each page a step (docs/testing.md, "Writing a browser test").
test.describe('at 390 px with 60-letter words in the data', () => {
  for (const locale of localeCodes) {
    const paths = sitePages.filter((sitePage) => sitePage.locale === locale).map(({ path }) => path);
    test(`${paths.join(', ')} do not scroll sideways, and every long word on them fits`, async ({ page }) => {
      for (const path of paths) {
        await test.step(`${path} does not scroll sideways, and every long word on it fits`, async () => {
          await page.goto(path);
          await expect
            .poll(() =>
              page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
            )
            .toBeLessThanOrEqual(0);
          // Every page shows at least the company name (header) and the footer text.
          await expect.poll(async () => (await longWordBoxes(page)).shown).toBeGreaterThanOrEqual(2);
          await expect.poll(async () => (await longWordBoxes(page)).overflowing).toEqual([]);
        });
      }
    });
  }
});
