import { expect, test } from 'vitest';
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

test('a syntax error names the file, the line and the column, and quotes the line', () => {
  const [mistake] = localeFileMistakes([et, en('{\n  "nav.home": "Home"\n  "nav.services": "Services"\n}')], et.name);
  expect(mistake).toBe(
    "locales/en.json, line 3, column 3: the file is not valid JSON (Expected ',' or '}' after property value). " +
      'A comma, a quote or a brace is often missing at the end of the line above:\n' +
      '    3 |   "nav.services": "Services"\n' +
      '          ^',
  );
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
