import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { isLocale, localeCodes, type Locale } from '../../src/lib/i18n/locales';
import { textsIn } from '../support/site-texts';

/**
 * The table "Words not to use" of docs/glossary.md: per language, strings
 * that no text may contain, also inside a compound word such as
 * "ukselengid" (wrong trade terms, calques, variants of a term the glossary
 * fixes), read from the glossary itself so that an editor extends the list
 * there.
 */
function forbiddenWords(): { locale: Locale; word: string }[] {
  const glossary = readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf-8');
  const section = glossary.split(/^## /m).find((part) => part.startsWith('Words not to use'));
  if (!section) throw new Error('docs/glossary.md has no section "Words not to use"');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // header and separator
    .map((line) => line.split('|').map((cell) => cell.trim()));
  return rows.flatMap(([, language, words]) => {
    if (!isLocale(language)) throw new Error(`docs/glossary.md: "${language}" is not a locale code`);
    return words.split(',').map((word) => ({ locale: language, word: word.trim() }));
  });
}

const forbidden = forbiddenWords();

test('the glossary names words not to use in every language', () => {
  expect(new Set(forbidden.map(({ locale }) => locale))).toEqual(new Set(localeCodes));
});

test.each(forbidden)('no $locale text contains "$word"', ({ locale, word }) => {
  const found = textsIn(locale)
    .filter(({ text }) => text.toLocaleLowerCase(locale).includes(word.toLocaleLowerCase(locale)))
    .map(({ where, text }) => `${where}: ${text}`);
  expect(found).toEqual([]);
});
