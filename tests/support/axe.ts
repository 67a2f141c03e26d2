import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's violations on `page` (only within the `include` selectors, when
 * given), with every rule it enables by default, as "rule (impact): target –
 * help" lines, empty when there are none. axe runs in the page itself (the
 * builder's legacy mode): its default also runs in every frame and finishes
 * in a new blank page, which the site's pages, having no frame, pay for in
 * time only: one scan of the home page took 63–69 s that way, 28–35 s this way.
 */
export async function violations(page: Page, include: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode();
  for (const selector of include) builder.include(selector);
  const results = await builder.analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')} – ${v.help}`),
  );
}
