import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { builtHtmlFiles, pathForFile } from '../support/built-site';
import { distDir } from '../../scripts/static-server';
import { brotliBytes, pageBudgetBytes } from '../../scripts/page-budget';

/**
 * Every page inside the first round trip: each built page's HTML,
 * brotli-compressed as a host serves it, within the page budget
 * (docs/performance.md, "The page budget").
 */
const files = await builtHtmlFiles();

describe('every page within the page budget', () => {
  test.each(files)(`%s: its HTML is at most ${pageBudgetBytes} bytes brotli-compressed`, async (file) => {
    const bytes = brotliBytes(await readFile(`${distDir}${file}`));
    expect(
      bytes,
      `${pathForFile(file)} is ${bytes} bytes brotli-compressed, over the budget of ${pageBudgetBytes} by ${bytes - pageBudgetBytes}`,
    ).toBeLessThanOrEqual(pageBudgetBytes);
  });
});
