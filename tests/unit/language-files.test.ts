import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { flagFile, missingFlags, notFoundRuleMistakes, prefixedLocales } from '../../src/lib/i18n/language-files';
import { localeCodes } from '../../src/lib/i18n/locales';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf-8');

test('every language has its flag icon, and a missing one is named with its file', () => {
  expect(missingFlags((file) => existsSync(new URL(`../../${file}`, import.meta.url)))).toEqual([]);
  const [code] = localeCodes;
  expect(missingFlags((file) => file !== flagFile(code))).toEqual([
    `public/flags/${code}.png: found no such file; expected the flag the language dropdown shows for "${code}" ` +
      '(a PNG of 48×32 px; `npm run flags` draws the ones scripts/make-flags.mjs knows).',
  ]);
});

test('netlify.toml has a not-found rule for each prefixed language, and only for those', () => {
  const toml = read('netlify.toml');
  expect(notFoundRuleMistakes(toml)).toEqual([]);
  const [first] = prefixedLocales;
  const without = toml.replace(`to = "/${first}/404.html"`, 'to = "/xx/404.html"');
  expect(notFoundRuleMistakes(without)).toEqual([
    `netlify.toml: found no not-found rule for "${first}"; expected a [[redirects]] block with ` +
      `from = "/${first}/*", to = "/${first}/404.html", status = 404, as the other languages have.`,
    'netlify.toml: found a not-found rule for "xx", a language src/lib/i18n/locales.ts does not list; ' +
      'expected its [[redirects]] block removed.',
  ]);
});

test('the nginx example in docs/hosting.md sends each prefixed language to its own not-found page', () => {
  const pattern = /location ~ \^\/\(([^)]+)\)\/ \{/.exec(read('docs/hosting.md'))?.[1];
  expect(pattern?.split('|').sort()).toEqual([...prefixedLocales].sort());
});
