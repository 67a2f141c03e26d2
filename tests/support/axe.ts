import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core for `page`, with every rule it enables by default, run in the
 * page itself (`axe.run`, the builder's legacy mode). The default runs axe
 * in every frame and finishes in a new blank page, which injects axe a
 * second time: the site's pages have no frame, so that costs time only,
 * about half of each run (docs/performance.md, "The test suite's time").
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
