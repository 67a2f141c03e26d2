import { describe, expect, test } from 'vitest';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { withIslandRuntimeFile } from '../../src/integrations/after-paint';

/**
 * Astro's island script out of a built page (docs/decisions.md, "Hydration
 * after the first paint"): the page as Astro writes it before its first
 * island, the directive's script, then the island script.
 */
const directive = '(()=>{var a=1;(self.Astro||(self.Astro={}))["after-paint"]=a})();';
const src = '/_astro/astro-island.abc.js';
const page = (directiveText: string) =>
  `<html><body><style>astro-island{display:contents}</style><script>${directiveText}</script><script>${islandScript}</script><astro-island></astro-island></body></html>`;

describe("Astro's island script moved into a file", () => {
  test("the page keeps the directive's script, naming the file, and no longer holds the island script", () => {
    const moved = withIslandRuntimeFile(page(directive), src, 'index.html');
    expect(moved).not.toContain(islandScript);
    expect(moved).toContain(`<script data-island-runtime="${src}">${directive}</script><astro-island>`);
  });

  test('a page without islands is left as it is', () => {
    const html = '<html><body><p>No islands</p></body></html>';
    expect(withIslandRuntimeFile(html, src, '404.html')).toBe(html);
  });

  test("a first island hydrated otherwise stops the build, naming the page (nothing would load Astro's script)", () => {
    const other = '(()=>{(self.Astro||(self.Astro={})).idle=1})();';
    expect(() => withIslandRuntimeFile(page(other), src, 'en/index.html')).toThrow(
      /^en\/index\.html: .*client:after-paint/,
    );
  });
});
