import { describe, expect, test } from 'vitest';
import { builtHtmlFiles, readBuiltPage } from '../support/built-site';

/**
 * Nothing on the critical path but the page, as written in the HTML: no
 * script that loads a file and no preload or prefetch link, so the first
 * paint waits for nothing (the islands load their own scripts later; the
 * speculation rules prefetch on intent). What the browser then requests
 * and when: tests/browser/critical-path.test.ts.
 */
const files = await builtHtmlFiles();

describe('nothing on the critical path but the page', () => {
  test.each(files)(
    '%s holds no script that loads anything: only inline ones and the speculation rules',
    async (file) => {
      const { document } = await readBuiltPage(file);
      expect(document.querySelectorAll('script[src]').map((script) => script.outerHTML)).toEqual([]);
      expect(
        document
          .querySelectorAll('link')
          .filter((link) => /^(modulepreload|preload|prefetch)$/.test(link.getAttribute('rel') ?? ''))
          .map((link) => link.outerHTML),
      ).toEqual([]);
    },
  );
});
