import { describe, expect, test } from 'vitest';
import { flattenMessages, localeFileMistakes } from '../../src/lib/i18n/locale-files';

/** The Estonian reference file (keys nested by page) and a translation, as an editor might leave them. */
const et = {
  name: 'locales/et.json',
  text: '{\n  "nav": {\n    "home": "Avaleht",\n    "services": "Teenused"\n  }\n}\n',
};
const en = (text: string) => ({ name: 'locales/en.json', text });

test('complete, valid files have no mistake', () => {
  expect(localeFileMistakes([et, en('{ "nav": { "home": "Home", "services": "Services" } }')], et.name)).toEqual([]);
});

test('a missing comma is named as such, at the end of the line that lacks it, with the line quoted', () => {
  const [mistake] = localeFileMistakes([et, en('{\n  "nav.home": "Home"\n  "nav.services": "Services"\n}')], et.name);
  expect(mistake).toBe(
    'locales/en.json, line 2, column 21: the file is not valid JSON: ' +
      'a comma is missing at the end of this line, before the next text:\n' +
      '    2 |   "nav.home": "Home"\n' +
      '                            ^',
  );
});

test('an extra comma after the last text of a group (a deleted last key) is named as such, on its own line', () => {
  const [mistake] = localeFileMistakes(
    [et, en('{\n  "nav": {\n    "home": "Home",\n    "services": "Services",\n  }\n}')],
    et.name,
  );
  expect(mistake).toBe(
    'locales/en.json, line 4, column 27: the file is not valid JSON: ' +
      'an extra comma after the last text of a group; delete this comma:\n' +
      '    4 |     "services": "Services",\n' +
      '                                  ^',
  );
});

describe('placeholders', () => {
  const withTexts = (home: string, services = 'Teenused') =>
    `{ "nav": { "home": ${JSON.stringify(home)}, "services": ${JSON.stringify(services)} } }`;
  const estonian = { name: et.name, text: withTexts('Helista {{phone}} või kirjuta {{email}}') };
  const mistakesOf = (home: string) =>
    localeFileMistakes([estonian, { name: 'locales/ru.json', text: withTexts(home, 'Услуги') }], et.name);
  const expected =
    'expected the placeholders of locales/et.json for this key, spelt the same: {{phone}}, {{email}} (each is replaced by its value on the page).';

  test('the same placeholders in another order, or with spaces inside, are no mistake', () => {
    expect(mistakesOf('Пишите {{ email }} или звоните {{phone}}')).toEqual([]);
  });

  test.each([
    ['missing', 'Звоните {{phone}}', 'found no placeholder {{email}}'],
    [
      'extra',
      'Звоните {{phone}}, {{email}} или {{name}}',
      'found the placeholder {{name}}, which locales/et.json does not have',
    ],
    [
      'misspelt',
      'Звоните {{phone}} или {{e-mail}}',
      'found the placeholder {{e-mail}}, which locales/et.json does not have and no placeholder {{email}}',
    ],
    [
      'misspelt as another name',
      'Звоните {{telefon}} или {{email}}',
      'found the placeholder {{telefon}}, which locales/et.json does not have and no placeholder {{phone}}',
    ],
  ])('a %s placeholder stops the build naming the file, the key and the placeholder', (_, text, found) => {
    expect(mistakesOf(text)).toContainEqual(`locales/ru.json, key "nav.home": ${found}; ${expected}`);
  });

  test.each([
    'Звоните по телефону {{phone} или {{email}}',
    'Звоните {phone}} или {{email}}',
    'Звоните {{phone}} или {{email}} {',
  ])('unbalanced braces are named with the broken placeholder: %s', (text) => {
    const [mistake] = mistakesOf(text);
    expect(mistake).toMatch(
      /^locales\/ru\.json, key "nav\.home": found "[^"]*[{}][^"]*", whose braces do not pair up; expected each placeholder written as \{\{name\}\}/,
    );
  });

  test('the message quotes {{phone} for the mistake the live page showed', () => {
    expect(mistakesOf('Звоните по телефону {{phone} или {{email}}')[0]).toContain('found "{{phone}", whose braces');
  });

  test("a counted form Estonian lacks is held to Estonian's _other", () => {
    const counted = (other: string, few: string) =>
      localeFileMistakes(
        [
          { name: et.name, text: `{ "n_one": "{{count}} uks", "n_other": "${other}" }` },
          {
            name: 'locales/ru.json',
            text: `{ "n_one": "{{count}} дверь", "n_few": "${few}", "n_many": "{{count}} дверей", "n_other": "{{count}} двери" }`,
          },
        ],
        et.name,
      );
    expect(counted('{{count}} ust', '{{count}} двери')).toEqual([]);
    expect(counted('{{count}} ust', 'двери')).toEqual([
      'locales/ru.json, key "n_few": found no placeholder {{count}}; expected the placeholders of locales/et.json for this key, spelt the same: {{count}} (each is replaced by its value on the page).',
    ]);
  });
});

test('an empty file is named without a position', () => {
  expect(localeFileMistakes([et, en('')], et.name)).toEqual([
    'locales/en.json: the file is not valid JSON (Unexpected end of JSON input).',
  ]);
});

test('each key of the Estonian file missing from another file is named with that file', () => {
  expect(localeFileMistakes([et, en('{ "nav": { "home": "Home" } }')], et.name)).toEqual([
    'locales/en.json, key "nav.services": found nothing (the key is missing); expected a translation of every key ' +
      'of locales/et.json (without one the page shows the Estonian text).',
  ]);
});

test('a value that is not text, and a file that is not one set of pairs, are named', () => {
  expect(localeFileMistakes([et, en('{ "nav": { "home": 5, "services": "Services" } }')], et.name)).toEqual([
    'locales/en.json, key "nav.home": found 5; expected text in double quotes.',
  ]);
  expect(localeFileMistakes([et, en('["Home"]')], et.name)).toEqual([
    'locales/en.json: found a list; expected one set of "key": "text" pairs in braces { }.',
  ]);
});

test('nested keys are named dotted, as t() takes them; a flat dotted key names the same text', () => {
  expect(flattenMessages({ nav: { home: 'Avaleht' }, privacy: { rights: { access: 'Ligipääs' } } })).toEqual({
    'nav.home': 'Avaleht',
    'privacy.rights.access': 'Ligipääs',
  });
  expect(localeFileMistakes([et, en('{ "nav.home": "Home", "nav.services": "Services" }')], et.name)).toEqual([]);
});

test('a key that is both a text and a group of texts is named, in a flat file or a nested one', () => {
  const mistake = (key: string, longer: string) =>
    `locales/en.json, key "${key}": found a text and also a group of texts under it ("${longer}"); ` +
    'expected one or the other (a key is a text or a group, docs/decisions.md, "Texts in the CMS").';
  expect(
    localeFileMistakes([et, en('{ "nav.home": "Home", "nav.services": "Services", "nav.home.short": "H" }')], et.name),
  ).toEqual([mistake('nav.home', 'nav.home.short')]);
  expect(
    localeFileMistakes(
      [et, en('{ "nav": { "home": "Home", "services": "Services" }, "nav.home": { "x": "H" } }')],
      et.name,
    ),
  ).toEqual([mistake('nav.home', 'nav.home.x')]);
});

test('a plural form the language uses is named when its file lacks it, whatever the Estonian file has', () => {
  const ru = (text: string) => ({ name: 'locales/ru.json', text });
  const counted = '{ "doors_one": "{{count}} uks", "doors_other": "{{count}} ust" }';
  expect(localeFileMistakes([{ name: 'locales/et.json', text: counted }, ru(counted)], 'locales/et.json')).toEqual(
    ['few', 'many'].map(
      (form) =>
        `locales/ru.json, key "doors_${form}": found nothing (the key is missing); expected every plural form ` +
        'the language uses (_one, _few, _many, _other) of the counted text "doors".',
    ),
  );
});
