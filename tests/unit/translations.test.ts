import { describe, expect, test } from 'vitest';
import { locales } from '../../src/lib/i18n/locales';
import { placeholderNames } from '../../src/lib/i18n/placeholder';
import { messages } from '../support/translations';

/** The `{{placeholders}}` of a string, sorted. */
const placeholders = (text: string) => placeholderNames(text).sort();

const [estonian, ...others] = locales.map((l) => l.code);

/** Every locale file has the keys of et.json and the same placeholders, so no page falls back or shows a raw `{{name}}`. */
describe.each(others)('locales/%s.json against locales/et.json', (code) => {
  test('has exactly the same keys', () => {
    expect(Object.keys(messages[code]).sort()).toEqual(Object.keys(messages[estonian]).sort());
  });

  test('uses the same placeholders in every key', () => {
    for (const [key, text] of Object.entries(messages[estonian])) {
      expect(placeholders(messages[code][key] ?? ''), key).toEqual(placeholders(text));
    }
  });
});

test.each(locales.map((l) => l.code))('locales/%s.json has no empty value', (code) => {
  const empty = Object.entries(messages[code]).filter(([, text]) => typeof text !== 'string' || text.trim() === '');
  expect(empty).toEqual([]);
});

/** Wording the site keeps word for word (docs/glossary.md, "Wording that stays as it is"); the pages show these keys. */
test.each([
  ['et', 'gallery.photoAlt', 'Tehtud töö {{n}}'],
  ['et', 'priceList.heading', 'Hinnakiri'],
  ['et', 'priceList.cta', 'Küsi pakkumist'],
  ['en', 'priceList.defaultNote', 'Depends on details'],
  ['et', 'priceList.defaultNote', 'Sõltub detailidest'],
  ['ru', 'priceList.defaultNote', 'Зависит от деталей'],
  ['en', 'nav.home', 'Home'],
  ['en', 'nav.services', 'Services'],
  ['en', 'nav.contacts', 'Contacts'],
  ['en', 'contactForm.sent', 'Message sent!'],
] as const)('locales/%s.json has %s = "%s", a fixed wording', (code, key, text) => {
  expect(messages[code][key]).toBe(text);
});
