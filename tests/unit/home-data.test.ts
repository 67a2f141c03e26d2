import { readFileSync } from 'node:fs';
import { dump as dumpYaml, load as parseYaml } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { otherCodesListed } from '../support/languages';
import { checkRows, validRows } from '../../src/lib/content/strict-file-loader';
import { formatValidationError, headerErrors } from '../../src/lib/content/validation-errors';
import { galleryRowCheck } from '../../src/lib/gallery/gallery-schema';
import { reviewSchema, reviewsFile, reviewsFor } from '../../src/lib/reviews/review-schema';
import { serviceRowCheck, serviceRowSchema, startingRow } from '../../src/lib/prices/service-blocks';
import { priceRowCheck, priceRowSchema, type PriceRow } from '../../src/lib/prices/price-rows';
import { priceCategories } from '../support/price-data';
import { localeCodes } from '../../src/lib/i18n/locales';
import { flattenMessages } from '../../src/lib/i18n/locale-files';
import { parseDataFile } from '../../src/lib/content/parse-data-file';
import { priceFileHeader, priceFileRows, priceListFile, priceListHeaderSchema } from '../../src/lib/prices/price-file';

/**
 * The home page's data files: the reviews, the services'
 * categories and the gallery's captions and "before" photos, checked as
 * the build checks them (`checkRows`, the content loader's own check), with
 * messages naming the file, the row and the field.
 */

const root = new URL('../../', import.meta.url);
/** The ids of the price file's categories, which rows and services name. */
const categoryIds = priceCategories.map(({ id }) => id);
const rowsOf = (path: string) =>
  priceFileRows(parseYaml(readFileSync(new URL(path, root), 'utf-8'))) as Record<string, unknown>[];
function messages(path: string, rows: unknown[], check: Parameters<typeof checkRows>[1]): string[] {
  return checkRows(rows, check, { file: new URL(path, root), root }).map((error) => formatValidationError(path, error));
}
const reviews = (rows: unknown[]) => messages(reviewsFile, rows, () => reviewSchema);
const gallery = (rows: unknown[]) =>
  messages('src/data/gallery.yaml', rows, (row, at) => galleryRowCheck(row, at.file, at.root));

const review = {
  id: 'mari',
  name: 'Mari K.',
  district: 'Kristiine',
  month: '2026-05',
  language: 'et',
  text: 'Töö sai tehtud kiiresti ja puhtalt.',
  consent: true,
};

describe(reviewsFile, () => {
  test('ships with no review: none is invented', () => {
    expect(rowsOf(reviewsFile)).toEqual([]);
  });

  test('a review with consent: true passes', () => {
    expect(reviews([review])).toEqual([]);
  });

  test('a review without the client’s consent is named by file, row and field', () => {
    const withoutConsent: Partial<typeof review> = { ...review };
    delete withoutConsent.consent;
    expect(reviews([review, { ...review, id: 'jaan', consent: false }, { ...withoutConsent, id: 'ants' }])).toEqual([
      `${reviewsFile}, row 2 (id "jaan"), field "consent": found the value false; expected true: the client agreed in writing to this review being shown with their name (consent: true).`,
      `${reviewsFile}, row 3 (id "ants"), field "consent": found nothing (the field is missing); expected true: the client agreed in writing to this review being shown with their name (consent: true).`,
    ]);
  });

  test('a month that is not a year and month is named', () => {
    expect(
      reviews([
        { ...review, month: '2026-13' },
        { ...review, id: 'b', month: 'mai 2026' },
      ]),
    ).toEqual([
      `${reviewsFile}, row 1 (id "mari"), field "month": found the text "2026-13"; expected the year and month, such as '2026-05'.`,
      `${reviewsFile}, row 2 (id "b"), field "month": found the text "mai 2026"; expected the year and month, such as '2026-05'.`,
    ]);
  });

  test('a review in a language the site does not have is named', () => {
    expect(reviews([{ ...review, language: 'xx' }])).toEqual([
      `${reviewsFile}, row 1 (id "mari"), field "language": found the text "xx"; expected the review's language: ${localeCodes.join(', ')}.`,
    ]);
  });

  test('the visitor’s language comes first, each part in file order', () => {
    const rows = [
      { id: 'a', language: 'et' },
      { id: 'b', language: 'ru' },
      { id: 'c', language: 'en' },
      { id: 'd', language: 'ru' },
    ] as const;
    expect(reviewsFor(rows, 'ru').map((row) => row.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('src/data/services.yaml', () => {
  const rows = rowsOf('src/data/services.yaml');
  const prices = rowsOf('src/data/price-list.yaml').map((row) => priceRowSchema.parse(row));

  test('names services with their price-list categories, and each has a priced row', () => {
    expect(messages('src/data/services.yaml', rows, () => serviceRowSchema)).toEqual([]);
    for (const row of rows) expect(startingRow(prices, row.categories as string[]), String(row.id)).toBeDefined();
  });

  test('a category the price list does not have is named', () => {
    expect(
      messages('src/data/services.yaml', [{ id: 'walls', categories: ['walls'] }], () =>
        serviceRowCheck({}, 'locales/et.json', categoryIds),
      )[0],
    ).toBe(
      `src/data/services.yaml, row 1 (id "walls"), field "categories.0": found the text "walls"; expected one of ${categoryIds.join(', ')}.`,
    );
  });

  test('each service has its texts in the locale file, and one without them is named with the keys to add', () => {
    const texts = flattenMessages(JSON.parse(readFileSync(new URL('locales/et.json', root), 'utf-8')));
    expect(
      messages('src/data/services.yaml', rows, () => serviceRowCheck(texts, 'locales/et.json', categoryIds)),
    ).toEqual([]);
    expect(
      messages('src/data/services.yaml', [{ id: 'no-such-service', categories: [categoryIds[0]] }], () =>
        serviceRowCheck(texts, 'locales/et.json', categoryIds),
      ),
    ).toEqual([
      'src/data/services.yaml, row 1 (id "no-such-service"), field "id": found the text "no-such-service"; expected a service whose texts ' +
        'locales/et.json has (add "services.noSuchServiceHeading", "services.noSuchServiceText", "homeServices.noSuchService" to every locale file).',
    ]);
  });

  test('the starting row is the lowest priced row of the categories, the first of equals; "on request" rows never', () => {
    const row = (id: string, category: string, price: number | null) => ({ id, category, price }) as PriceRow;
    const list = [row('a', 'floors', 9), row('b', 'ceilings', null), row('c', 'ceilings', 4), row('d', 'floors', 4)];
    expect(startingRow(list, ['ceilings', 'floors'])?.id).toBe('c');
    expect(startingRow(list, ['hourly'])).toBeUndefined();
    expect(startingRow([row('b', 'ceilings', null)], ['ceilings'])).toBeUndefined();
  });
});

describe('gallery captions and before photos', () => {
  const photo = { id: 'work-01', image: '../assets/gallery/work-01.jpg' };

  test('a caption only in English is named: Estonian is required', () => {
    expect(gallery([{ ...photo, caption: { en: 'Flat in Kristiine' } }])).toEqual([
      `src/data/gallery.yaml, row 1 (id "work-01"), field "caption.et": found nothing (the field is missing); expected the caption in Estonian, as text (required: ${otherCodesListed} fall back to it).`,
    ]);
  });

  test('a caption in Estonian alone, and a before photo that exists, pass', () => {
    expect(
      gallery([{ ...photo, before: '../assets/gallery/before-01.jpg', caption: { et: 'Korter Kristiines' } }]),
    ).toEqual([]);
  });

  test('a before photo that does not exist is named', () => {
    expect(gallery([{ ...photo, before: '../assets/gallery/enne.jpg' }])).toEqual([
      'src/data/gallery.yaml, row 1 (id "work-01"), field "before": found the text "../assets/gallery/enne.jpg"; expected the path of an existing photo file, relative to src/data/gallery.yaml; there is no file src/assets/gallery/enne.jpg.',
    ]);
  });

  const remote = { id: 'work-30', src: 'https://images.example.com/work-30.jpg', width: 1600, height: 1200 };
  const remoteBefore = { src: 'https://images.example.com/before-30.jpg', width: 1600, height: 1200 };

  test('a before photo may be in either form, beside a photo in either form', () => {
    expect(
      gallery([
        { ...remote, before: '../assets/gallery/before-01.jpg' },
        { ...remote, id: 'work-31', before: remoteBefore },
        { ...photo, before: remoteBefore },
      ]),
    ).toEqual([]);
  });

  test('a remote before photo without its size is named by the size missing; one in neither form by both forms', () => {
    expect(
      gallery([
        { ...remote, before: { src: remoteBefore.src } },
        { ...remote, id: 'work-31', before: 12 },
      ]),
    ).toEqual([
      'src/data/gallery.yaml, row 1 (id "work-30"), field "before": found a set of fields {src: https://images.example.com/before-30.jpg}; expected the photo\'s width in pixels, a whole number such as 1600.',
      'src/data/gallery.yaml, row 2 (id "work-31"), field "before": found 12; expected the "before" photo as a file path, such as ../assets/gallery/before-01.jpg, or on indented lines below before: its src:, width: and height: (an image host).',
    ]);
  });
});

test('each price row names a category of the file, and a row of another category is named', () => {
  const check = () => priceRowCheck(categoryIds);
  expect(messages(priceListFile, rowsOf(priceListFile), check)).toEqual([]);
  const [row] = rowsOf(priceListFile);
  expect(messages(priceListFile, [{ ...row, category: 'no-such-category' }], check)).toEqual([
    `${priceListFile}, row 1 (id "${String(row.id)}"), field "category": found the text "no-such-category"; ` +
      `expected one of the categories under "categories:" (${categoryIds.join(', ')}), or a new one added there with its heading.`,
  ]);
});

describe(`${priceListFile}: categories`, () => {
  const header = (fields: Record<string, unknown>) =>
    headerErrors(priceListHeaderSchema, fields).map((error) => formatValidationError(priceListFile, error));
  const validFrom = '2027-01-01';

  test('every category has its heading in every language', () => {
    expect(header({ validFrom, categories: priceCategories })).toEqual([]);
    for (const { label } of priceCategories) expect(Object.keys(label).sort()).toEqual([...localeCodes].sort());
  });

  test('a category without its heading in a language stops the build naming the category and the language', () => {
    const [first, ...rest] = priceCategories;
    const [, missing] = localeCodes;
    const label = Object.fromEntries(Object.entries(first.label).filter(([code]) => code !== missing));
    const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(missing);
    expect(header({ validFrom, categories: [{ ...first, label }, ...rest] })).toEqual([
      `${priceListFile}, field "categories.0.label.${missing}": found nothing (the field is missing); expected the heading of the category ` +
        `"${first.id}" in ${language} (the table shows it on the ${language} pages).`,
    ]);
    // The service blocks' check reads the categories outside the content layer: the same sentence.
    const text = dumpYaml({ validFrom, categories: [{ ...first, label }, ...rest], rows: [] });
    expect(() => priceFileHeader(text)).toThrow(
      `${priceListFile}, field "categories.0.label.${missing}": found nothing (the field is missing)`,
    );
  });
});

describe(`${priceListFile}: validFrom`, () => {
  const header = (fields: Record<string, unknown>) =>
    headerErrors(priceListHeaderSchema, fields).map((error) => formatValidationError(priceListFile, error));

  test('the file gives the date its prices are valid from', () => {
    const fields = Object.fromEntries(
      Object.entries(
        parseDataFile(readFileSync(new URL(priceListFile, root), 'utf-8'), priceListFile) as Record<string, unknown>,
      ).filter(([key]) => key !== 'rows'),
    );
    expect(fields.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(header(fields)).toEqual([]);
  });

  /** The price file with its `validFrom` line written as `written`, loaded as the build loads it. */
  const priceFileWith = (written: string) => {
    const text = readFileSync(new URL(priceListFile, root), 'utf-8');
    const edited = text.replace(/^validFrom:.*$/m, `validFrom: ${written}`);
    expect(edited).not.toBe(text);
    return () =>
      validRows(
        edited,
        priceListFile,
        () => priceRowSchema,
        { file: new URL(priceListFile, root), root },
        {
          header: priceListHeaderSchema,
        },
      );
  };

  test.each(['2027-01-31', "'2027-01-31'"])('a real date in the file, written %s, loads', (written) => {
    expect(priceFileWith(written)()).toEqual(rowsOf(priceListFile));
  });

  test.each([
    ['2027-02-30', '2027-02-30'],
    ["'2027-02-30'", '2027-02-30'],
    ['2027-13-01', '2027-13-01'],
    ['2026-02-29', '2026-02-29'],
  ])('an impossible date in the file, written %s, stops the build naming the file and field', (written, text) => {
    expect(priceFileWith(written)).toThrow(
      `${priceListFile}, field "validFrom": found the text "${text}"; expected a date as year-month-day, such as 2027-01-01.`,
    );
  });

  test.each([
    ['1.01.2027', 'the text "1.01.2027"'],
    ['2027-02-30', 'the text "2027-02-30"'],
    [undefined, 'nothing (the field is missing)'],
  ])('a bad date (%s) is named with the file and the field', (value, found) => {
    expect(header({ validFrom: value, categories: priceCategories })).toEqual([
      `${priceListFile}, field "validFrom": found ${found}; expected a date as year-month-day, such as 2027-01-01.`,
    ]);
  });

  test('an unknown field beside the rows is named', () => {
    expect(header({ validFrom: '2027-01-01', categories: priceCategories, kehtib: '2027' })).toEqual([
      `${priceListFile}, field "kehtib": found the text "2027" in a field the file does not have; expected only the fields validFrom, categories (check the spelling).`,
    ]);
  });
});
