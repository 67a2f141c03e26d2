import { createInstance } from 'i18next';
import { expect, test } from 'vitest';
import {
  fillPlaceholders,
  keepPlaceholders,
  placeholderNames,
  placeholderPrefix,
  placeholderSuffix,
} from '../../src/lib/i18n/placeholder';

test('fills each placeholder, with or without spaces inside, and leaves one without a value as written', () => {
  expect(fillPlaceholders('{{price}} €/{{ unit }}, {{ vat }}', { price: '12', unit: 'm²' })).toBe('12 €/m², {{ vat }}');
});

test('names each placeholder once, in order', () => {
  expect(placeholderNames('{{ b }} {{a}} {{b}} {{not a name}} {x}')).toEqual(['b', 'a']);
});

/** A throwaway i18next instance's `t` (the site's typings allow only the locale files' keys). */
function translator(text: string, interpolation = {}) {
  const i18n = createInstance();
  i18n.init({ lng: 'et', initAsync: false, resources: { et: { translation: { text } } }, interpolation });
  return (values: Record<string, string>) => (i18n.t as (key: string, values: object) => string)('text', values);
}

test('i18next, set up as the site sets it up, fills a text as fillPlaceholders does', () => {
  const text = 'Alates {{ price }} € / {{unit}}';
  const t = translator(text, { escapeValue: false, prefix: placeholderPrefix, suffix: placeholderSuffix });
  const values = { price: '12', unit: 'm²' };
  expect(t(values)).toBe(fillPlaceholders(text, values));
});

test('keepPlaceholders lets i18next leave the named placeholders for a link', () => {
  expect(placeholderNames(translator('Kirjuta {{ email }}')(keepPlaceholders(['email'])))).toEqual(['email']);
});
