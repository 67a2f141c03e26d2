import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { localeCodes } from '../../src/lib/i18n/locales';
import { cmsConfig } from '../../src/lib/admin/cms-config';
import { textsIn, type SiteText } from '../support/site-texts';
import { priceCategories } from '../support/price-data';

/**
 * The typographic rules of docs/glossary.md ("Typography"), over every text
 * of the site: the locale files and the price list's names and notes.
 */

/** The texts that match `pattern`, as "where: text" lines (empty when none does). */
const offending = (texts: SiteText[], pattern: RegExp) =>
  texts.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text}`);

const estonian = textsIn('et');
const russian = textsIn('ru');

test('Estonian keeps the en dash between words and has no em dash', () => {
  expect(offending(estonian, /—/)).toEqual([]);
});

test('Russian puts the em dash between words; an en dash only joins numbers (10–20)', () => {
  expect(offending(russian, /(?<!\d)–|–(?!\d)/)).toEqual([]);
});

test.each(localeCodes)('%s uses no hyphen with spaces as a dash', (locale) => {
  expect(offending(textsIn(locale), /\s-\s/)).toEqual([]);
});

test.each(localeCodes)('%s has no straight double quotes', (locale) => {
  expect(offending(textsIn(locale), /"/)).toEqual([]);
});

test('Russian quotes with «ёлочки» only', () => {
  expect(offending(russian, /[“”„]/)).toEqual([]);
});

describe('Russian writes ё wherever it is pronounced', () => {
  /** Words of the site's trade that take ё, whether or not a text uses them yet. */
  const knownWords = ['шпаклёвка', 'шпаклёвку', 'шпаклёвки', 'расчёт', 'расчёта', 'расчётом', 'берёмся', 'берём'];
  const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const withYo = new Set([...knownWords, ...russian.flatMap(({ text }) => words(text))].filter((w) => w.includes('ё')));
  /** The е-spelling of each ё-word, unless it is a word of its own (все/всё). */
  const homographs = new Set(['все']);
  const misspelt = new Map(
    [...withYo].map((word) => [word.replaceAll('ё', 'е'), word] as const).filter(([wrong]) => !homographs.has(wrong)),
  );

  test('no text spells one of them with е', () => {
    const found = russian.flatMap(({ where, text }) =>
      words(text)
        .filter((word) => misspelt.has(word))
        .map((word) => `${where}: ${word} (${misspelt.get(word)})`),
    );
    expect(found).toEqual([]);
  });

  test.each([
    ['ещё', /(?<!\p{L})еще(?!\p{L})/iu],
    ['её', /(?<!\p{L})ее(?!\p{L})/iu],
    ['доведённый', /(?<!\p{L})(не)?доведенн/iu],
    ['пришлём, назовём', /(?<!\p{L})(пришлем|назовем)(?!\p{L})/iu],
  ])('no text writes %s with е', (_, pattern) => {
    expect(offending(russian, pattern)).toEqual([]);
  });
});

/**
 * Every text the CMS at `/admin` shows an editor (in Estonian): each field's
 * label, hint and pattern message, each choice's label, every collection's
 * and file's label; the field names and stored values are left out.
 */
function adminTexts(): SiteText[] {
  const config = cmsConfig(
    { repo: 'owner/site', branch: 'main' },
    JSON.parse(readFileSync(new URL('../../locales/et.json', import.meta.url), 'utf-8')) as Record<string, unknown>,
    priceCategories,
  );
  const texts: SiteText[] = [];
  const visit = (value: unknown, where: string): void => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${where}[${index}]`));
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      for (const key of ['label', 'label_singular', 'hint', 'app_title'] as const) {
        if (typeof node[key] === 'string') texts.push({ where: `/admin ${where}.${key}`, text: node[key] });
      }
      // A pattern rule is [pattern, message]: the message is what the editor reads.
      if (Array.isArray(node.pattern)) texts.push({ where: `/admin ${where}.pattern`, text: String(node.pattern[1]) });
      for (const [key, child] of Object.entries(node)) {
        if (child && typeof child === 'object' && key !== 'pattern')
          visit(child, `${where}.${String(node.name ?? key)}`);
      }
    }
  };
  visit(config, 'config');
  return texts;
}

test('a number shown to an Estonian at /admin groups its thousands with a space (10 000), its four digits not', () => {
  const texts = adminTexts();
  expect(texts.length).toBeGreaterThan(100);
  // Five digits or more in a row, not part of an identifier such as EE100000000 or a key.
  expect(offending(texts, /(?<![\w.,])\d{5,}(?![\w])/)).toEqual([]);
  // The price limit is there, grouped.
  expect(texts.some(({ text }) => /\d{1,3}[\s\u00a0]\d{3}\b/.test(text))).toBe(true);
});
