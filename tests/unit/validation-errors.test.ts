import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { otherCodesListed } from '../support/languages';
import { checkRows, validRows, type FileShape } from '../../src/lib/content/strict-file-loader';
import { describeValue, formatValidationError } from '../../src/lib/content/validation-errors';
import { galleryRowCheck } from '../../src/lib/gallery/gallery-schema';
import { priceRowCheck, priceRowSchema, roomDefaultClashes } from '../../src/lib/prices/price-rows';
import { priceCategories } from '../support/price-data';
import { localeCodes } from '../../src/lib/i18n/locales';

/** The messages the build prints for `rows` of a data file under the real project root. */
const root = new URL('../../', import.meta.url);
function messages(path: string, rows: unknown[], check: Parameters<typeof checkRows>[1]): string[] {
  return checkRows(rows, check, { file: new URL(path, root), root }).map((error) => formatValidationError(path, error));
}
const gallery = (rows: unknown[]) =>
  messages('src/data/gallery.yaml', rows, (row, at) => galleryRowCheck(row, at.file, at.root));
const priceList = (rows: unknown[]) => messages('src/data/price-list.yaml', rows, () => priceRowSchema);

/** A file under tests/fixtures/, as an editor might leave it. */
const fixture = (path: string) => readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf-8');

/** The message the build stops with when `path` holds `text` (what `strictFile()` throws). */
function refusal(path: string, text: string, check: Parameters<typeof checkRows>[1], shape?: FileShape): string {
  try {
    validRows(text, path, check, { file: new URL(path, root), root }, shape);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${path} was accepted`);
}

test.each([
  [undefined, 'nothing (the field is missing)'],
  [null, 'nothing (the field is empty)'],
  ['m3', 'the text "m3"'],
  [-6, '-6'],
  [Number.NEGATIVE_INFINITY, '-.inf (infinity)'],
  [{ et: 'Laminaat', en: 'Laminate' }, 'a set of fields {et: Laminaat, en: Laminate}'],
  [['m2', 'jm'], 'a list [m2, jm]'],
  [true, 'the value true'],
  ['x'.repeat(100), `the text "${'x'.repeat(79)}…"`],
])('describeValue(%j) says %s', (value, description) => {
  expect(describeValue(value)).toBe(description);
});

test('every error of a file is named, one line each, in file order; a field breaking two rules once', () => {
  const row = { id: 'laminate', category: 'floors', service: { et: 'Laminaat', xx: 'Laminaatti' }, unit: 'm2' };
  expect(priceList([{ ...row, price: -6.555 }, { ...row, id: 'Parkett', price: 15 }, 'parkett'])).toEqual([
    `src/data/price-list.yaml, row 1 (id "laminate"), field "service.xx": found the text "Laminaatti" in a field the file does not have; expected only the fields ${localeCodes.join(', ')} (check the spelling).`,
    'src/data/price-list.yaml, row 1 (id "laminate"), field "price": found -6.555; expected a price above 0 € (euros excluding VAT), or null for "on request".',
    'src/data/price-list.yaml, row 2 (id "Parkett"), field "id": found the text "Parkett"; expected an id of lowercase letters, digits and hyphens only, such as "wall-priming".',
    `src/data/price-list.yaml, row 2 (id "Parkett"), field "service.xx": found the text "Laminaatti" in a field the file does not have; expected only the fields ${localeCodes.join(', ')} (check the spelling).`,
    'src/data/price-list.yaml, row 3: found the text "parkett"; expected a row of fields, starting with "- id: …".',
  ]);
});

test('a measure the room-size helper does not know is named with the ones it does', () => {
  const row = { id: 'laminate', category: 'floors', service: { et: 'Laminaat' }, unit: 'm2', price: 6 };
  expect(
    priceList([
      { ...row, measure: 'põrand' },
      { ...row, id: 'parquet', measure: 'floor' },
    ]),
  ).toEqual([
    'src/data/price-list.yaml, row 1 (id "laminate"), field "measure": found the text "põrand"; expected one of walls, ceiling, floor, skirting, a list of them such as [walls, ceiling], or no measure line.',
  ]);
});

test('a gallery photo given as a web address in image: is told to use src:', () => {
  expect(gallery([{ id: 'kitchen', image: 'https://images.example.com/kitchen.jpg' }])).toEqual([
    'src/data/gallery.yaml, row 1 (id "kitchen"), field "image": found the text "https://images.example.com/kitchen.jpg"; ' +
      'expected the path of a photo file, relative to src/data/gallery.yaml, not a web address ' +
      '(a photo has either image: (a file) or src: with width: and height: (an image host)).',
  ]);
});

test('a photo on an image host needs an https address and its size in whole pixels', () => {
  expect(gallery([{ id: 'kitchen', src: 'http://images.example.com/k.jpg', width: 1600.5 }])).toEqual([
    'src/data/gallery.yaml, row 1 (id "kitchen"), field "src": found the text "http://images.example.com/k.jpg"; expected the address of the photo on its image host, starting with https://.',
    'src/data/gallery.yaml, row 1 (id "kitchen"), field "width": found 1600.5; expected the photo\'s width in whole pixels, such as 1600.',
    'src/data/gallery.yaml, row 1 (id "kitchen"), field "height": found nothing (the field is missing); expected the photo\'s height in pixels, a whole number such as 1600.',
  ]);
});

describe('src/data/price-list.yaml', () => {
  const file = 'src/data/price-list.yaml';

  /** The ids of the price file's categories, which a row's `category` names. */
  const categoryIds = priceCategories.map(({ id }) => id);

  /** The start of a message about row 2 of the fixtures, the laminate row. */
  const laminate = `${file}, row 2 (id "laminate")`;
  const priceExpected = 'a price above 0 € (euros excluding VAT), or null for "on request"';
  const numberExpected = 'a number of euros such as 12 or 12.5, without "€", or null for "on request"';

  test.each([
    ['unknown-unit.yaml', `${laminate}, field "unit": found the text "m3"; expected one of m2, jm, tk, tund.`],
    [
      'unknown-category.yaml',
      `${laminate}, field "category": found the text "roofing"; expected one of the categories under "categories:" ` +
        `(${categoryIds.join(', ')}), or a new one added there with its heading.`,
    ],
    ['non-numeric-price.yaml', `${laminate}, field "price": found the text "10 €"; expected ${numberExpected}.`],
    ['negative-price.yaml', `${laminate}, field "price": found -6; expected ${priceExpected}.`],
    ['zero-price.yaml', `${laminate}, field "price": found 0; expected ${priceExpected}.`],
    [
      'huge-price.yaml',
      `${laminate}, field "price": found 60000; expected at most 10 000 € per unit: ` +
        'a higher price is almost certainly a typo (an extra zero?).',
    ],
    [
      'three-decimals.yaml',
      `${laminate}, field "price": found 6.555; expected at most two decimals (whole cents), such as 12.5 or 12.25.`,
    ],
    ['infinite-price.yaml', `${laminate}, field "price": found .inf (infinity); expected ${numberExpected}.`],
    ['nan-price.yaml', `${laminate}, field "price": found .nan (not a number); expected ${numberExpected}.`],
    [
      'missing-et-name.yaml',
      `${laminate}, field "service.et": found nothing (the field is missing); ` +
        `expected the service name in Estonian, as text (required: ${otherCodesListed} fall back to it).`,
    ],
    [
      'unknown-field.yaml',
      `${laminate}, field "colour": found the text "grey" in a field the file does not have; ` +
        'expected only the fields id, category, service, unit, price, dailyOutput, measure, roomDefault, note (check the spelling).',
    ],
    [
      'room-default-without-measure.yaml',
      `${laminate}, field "roomDefault": found the text "floor"; expected floor in its measure line ` +
        'and a price as well, since the room-size helper offers only priced rows on the surfaces they measure; ' +
        'or no roomDefault line.',
    ],
    [
      'room-default-twice.yaml',
      `${file}, row 3 (id "wallpapering"), field "roomDefault": found walls and ceiling, as on row 2 ` +
        '(id "painting-two-coats") for walls and ceiling; expected at most one roomDefault row per surface ' +
        '(the work the room-size helper starts with on it).',
    ],
    [
      'missing-id.yaml',
      `${file}, row 2, field "id": found nothing (the field is missing); ` +
        'expected an id of lowercase letters, digits and hyphens, such as "wall-priming".',
    ],
    [
      'duplicate-id.yaml',
      `${file}, row 3 (id "wallpaper-removal"), field "id": found the text "wallpaper-removal", ` +
        'the id of row 1 too; expected an id no other row uses.',
    ],
    [
      'unparsable.yaml',
      `${file}, line 12, column 3: the file does not parse as YAML (missed comma between flow collection entries). ` +
        'Look at that line and the one above it:\n' +
        '  9 | - id: laminate\n' +
        ' 10 |   category: floors\n' +
        ' 11 |   service: { et: Laminaadi paigaldus\n' +
        ' 12 |   unit: m2\n' +
        '--------^\n' +
        ' 13 |   price: 6',
    ],
  ])('%s is refused naming the place, the value found and what is expected', (name, message) => {
    // The checks the build runs: each row's, then between rows.
    const across = { across: roomDefaultClashes };
    expect(refusal(file, fixture(`price-list/${name}`), () => priceRowCheck(categoryIds), across)).toBe(message);
  });
});

describe('src/data/gallery.yaml', () => {
  const file = 'src/data/gallery.yaml';

  test.each([
    ['empty.yaml', `${file}: found an empty file; expected a list of rows, each starting with "- id: …".`],
    ['no-rows.yaml', `${file}: found a list with no rows; expected at least one row, starting with "- id: …".`],
    [
      'missing-image.yaml',
      `${file}, row 2 (id "work-02"), field "image": found the text "../assets/gallery/work-99.jpg"; ` +
        `expected the path of an existing photo file, relative to ${file}; there is no file src/assets/gallery/work-99.jpg.`,
    ],
  ])('%s is refused naming the place, the value found and what is expected', (name, message) => {
    expect(refusal(file, fixture(`gallery/${name}`), (row, at) => galleryRowCheck(row, at.file, at.root))).toBe(
      message,
    );
  });
});
