import { describe, expect, test } from 'vitest';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { builtHtmlFiles } from '../support/built-site';
import { notFoundPages, sitePages } from '../support/site-pages';
import { distDir } from '../../scripts/static-server';

// Every built page, the 404 pages included, against html-validate's
// recommended rules as relaxed (each with its reason) in .htmlvalidate.mjs.
const files = await builtHtmlFiles();
const validator = new HtmlValidate(new FileSystemConfigLoader());

describe('valid HTML', () => {
  test('the build has every page in every language and the three 404 pages', () => {
    expect(files).toHaveLength(sitePages.length + notFoundPages.length);
  });

  test.each(files)('%s has no html-validate error', async (file) => {
    const report = await validator.validateFile(`${distDir}${file}`);
    const errors = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
    );
    expect(errors).toEqual([]);
  });
});
