import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readBuiltPage } from '../support/built-site';
import { distDir } from '../support/static-server';
import { messages } from '../support/translations';
import type { Locale } from '../../src/lib/i18n/locales';

// Islands get their strings as props, in the page's language only, and no
// script carries the translation files: see docs/decisions.md, "Strings
// handed to islands as props".

/** Every string inside Astro's serialized island props on a built page. */
async function propStrings(file: string): Promise<string[]> {
  const { document } = await readBuiltPage(file);
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const island of document.querySelectorAll('astro-island[props]')) {
    collect(JSON.parse(island.getAttribute('props')!));
  }
  return strings;
}

describe('islands receive only their own language', () => {
  test.each([
    { file: 'index.html', locale: 'et' },
    { file: 'contacts/index.html', locale: 'et' },
    { file: 'en/index.html', locale: 'en' },
    { file: 'en/services/index.html', locale: 'en' },
    { file: 'ru/index.html', locale: 'ru' },
    { file: 'ru/contacts/index.html', locale: 'ru' },
  ] as const)("$file: the islands' props hold $locale strings and no other language's", async ({ file, locale }) => {
    const strings = await propStrings(file);
    const own = new Set(Object.values(messages[locale]));
    const foreign = new Set(
      (Object.keys(messages) as Locale[])
        .filter((code) => code !== locale)
        .flatMap((code) => Object.values(messages[code]))
        .filter((value) => !own.has(value)),
    );
    expect(strings).toContain(messages[locale]['languageSelect.listLabel']);
    expect(strings.filter((value) => foreign.has(value))).toEqual([]);
  });

  test('no JavaScript file carries the translation files', async () => {
    const scripts = (await readdir(join(distDir, '_astro'))).filter((name) => name.endsWith('.js'));
    const longValues = Object.values(messages)
      .flatMap((values) => Object.values(values))
      .filter((value) => value.length >= 16);
    for (const name of scripts) {
      const code = await readFile(join(distDir, '_astro', name), 'utf8');
      expect(
        longValues.filter((value) => code.includes(value)),
        name,
      ).toEqual([]);
    }
  });
});
