import { expect, test } from 'vitest';
import { checkRows } from '../../src/lib/content/strict-file-loader';
import { describeValue, formatValidationError } from '../../src/lib/content/validation-errors';
import { galleryRowCheck } from '../../src/lib/gallery/gallery-schema';
import { priceRowSchema } from '../../src/lib/prices/price-list';

/** The messages the build prints for `rows` of a data file under the real project root. */
const root = new URL('../../', import.meta.url);
function messages(path: string, rows: unknown[], check: Parameters<typeof checkRows>[1]): string[] {
  return checkRows(rows, check, { file: new URL(path, root), root }).map((error) => formatValidationError(path, error));
}
const gallery = (rows: unknown[]) =>
  messages('src/data/gallery.yaml', rows, (row, at) => galleryRowCheck(row, at.file, at.root));
const priceList = (rows: unknown[]) => messages('src/data/price-list.yaml', rows, () => priceRowSchema);

test.each([
  [undefined, 'nothing (the field is missing)'],
  [null, 'nothing (the field is empty)'],
  ['m3', 'the text "m3"'],
  [-6, '-6'],
  [Number.NEGATIVE_INFINITY, '-.inf (infinity)'],
  [{ et: 'Laminaat', en: 'Laminate' }, 'a set of fields {et: Laminaat, en: Laminate}'],
  [['m2', 'jm'], 'a list [m2, jm]'],
  [new Date('2026-01-31'), 'the date 2026-01-31'],
  [true, 'the value true'],
  ['x'.repeat(100), `the text "${'x'.repeat(79)}…"`],
])('describeValue(%j) says %s', (value, description) => {
  expect(describeValue(value)).toBe(description);
});

test('every error of a file is named, one line each, in file order; a field breaking two rules once', () => {
  const row = { id: 'laminate', category: 'floors', service: { et: 'Laminaat', fi: 'Laminaatti' }, unit: 'm2' };
  expect(priceList([{ ...row, price: -6.555 }, { ...row, id: 'Parkett', price: 15 }, 'parkett'])).toEqual([
    'src/data/price-list.yaml, row 1 (id "laminate"), field "service.fi": found the text "Laminaatti" in a field the file does not have; expected only the fields et, en, ru (check the spelling).',
    'src/data/price-list.yaml, row 1 (id "laminate"), field "price": found -6.555; expected a price above 0 € (euros excluding VAT), or null for "on request".',
    'src/data/price-list.yaml, row 2 (id "Parkett"), field "id": found the text "Parkett"; expected an id of lowercase letters, digits and hyphens only, such as "wall-priming".',
    'src/data/price-list.yaml, row 2 (id "Parkett"), field "service.fi": found the text "Laminaatti" in a field the file does not have; expected only the fields et, en, ru (check the spelling).',
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
    'src/data/price-list.yaml, row 1 (id "laminate"), field "measure": found the text "põrand"; expected one of walls, ceiling, floor, skirting, or no measure line.',
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
