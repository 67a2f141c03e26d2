import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'astro/zod';
import { load as parseYaml } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { estonianRequired, withoutEstonian } from '../support/languages';
import { cmsConfig } from '../../src/lib/admin/cms-config';
import { textGroupLabels, textLabel } from '../../src/lib/admin/text-labels';
import { defaultLocale, localeCodes, locales } from '../../src/lib/i18n/locales';
import { messages } from '../support/translations';
import { companySchema } from '../../src/lib/company/company-schema';
import { priceRowCheck, priceRowSchema } from '../../src/lib/prices/price-rows';
import { dailyOutputLimits } from '../../src/lib/prices/daily-output';
import { earliestStartLabel, pastStartWarning } from '../../src/lib/company/earliest-start';
import { priceCategories } from '../support/price-data';
import { serviceRowSchema } from '../../src/lib/prices/service-blocks';
import { placeholderNames, placeholderPattern } from '../../src/lib/i18n/placeholder';
import { priceFileRows, priceListHeaderSchema } from '../../src/lib/prices/price-file';
import { galleryEntrySchema, galleryRowCheck } from '../../src/lib/gallery/gallery-schema';
import { maxReviewLength, reviewSchema, reviewsFile } from '../../src/lib/reviews/review-schema';

/**
 * The CMS's forms hold the same rules as the schemas the build loads the
 * data with: a choice the build refuses, a limit it does not share, or a
 * field it does not know would let an editor save what then stops the
 * build (or refuse what it accepts).
 */

interface Field {
  name: string;
  label?: string;
  widget: string;
  i18n?: boolean;
  required?: boolean;
  options?: { value: string; label: string }[];
  min?: number;
  max?: number;
  step?: number;
  pattern?: [string, string];
  fields?: Field[];
  field?: Field;
  root?: boolean;
  media_folder?: string;
  public_folder?: string;
}

const config = cmsConfig(
  { repo: 'owner/site', branch: 'main' },
  JSON.parse(await readFile('locales/et.json', 'utf-8')) as Record<string, unknown>,
  priceCategories,
);
const files = config.collections.flatMap((collection) => collection.files) as unknown as {
  name: string;
  file: string;
  i18n?: boolean;
  fields: Field[];
}[];
const fileNamed = (name: string) => files.find((file) => file.name === name)!;
/** The fields of a file's rows: its list at the root, or under `rows:` (the price file). */
const rowFields = (name: string) =>
  fileNamed(name).fields.find((field) => field.widget === 'list' && (field.root || field.name === 'rows'))!.fields!;
const fieldNamed = (fields: Field[], name: string) => fields.find((field) => field.name === name)!;

const priceFields = rowFields('prices');
const sampleRow = (
  priceFileRows(parseYaml(await readFile('src/data/price-list.yaml', 'utf-8'))) as Record<string, unknown>[]
)[0];
const rowWith = (field: string, value: unknown) => ({ ...sampleRow, [field]: value });
const accepted = (field: string, value: unknown) => priceRowSchema.safeParse(rowWith(field, value)).success;

describe('price list', () => {
  test('edits the price list file: the date the prices are valid from, the list of rows, then the categories', () => {
    expect(fileNamed('prices').file).toBe('src/data/price-list.yaml');
    expect(fileNamed('prices').fields).toMatchObject([
      { name: 'validFrom', widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' },
      { name: 'rows', widget: 'list' },
      { name: 'categories', widget: 'list' },
    ]);
    expect(Object.keys(priceListHeaderSchema.shape)).toEqual(['validFrom', 'categories']);
  });

  test('a category is its id and its heading in every language, each required', () => {
    const [id, label] = fieldNamed(fileNamed('prices').fields, 'categories').fields!;
    expect(id).toMatchObject({ name: 'id', widget: 'string' });
    expect(new RegExp(id.pattern![0]).test(priceCategories[0].id)).toBe(true);
    expect(label.fields!.map((field) => [field.name, field.required ?? true])).toEqual(
      localeCodes.map((code) => [code, true]),
    );
  });

  test('a row’s category is one of the file’s, shown by its Estonian heading', () => {
    expect(fieldNamed(priceFields, 'category').options).toEqual(
      priceCategories.map(({ id, label }) => ({ value: id, label: label.et })),
    );
  });

  test('has a field for each field of a row, and no other', () => {
    expect(priceFields.map((field) => field.name).sort()).toEqual(Object.keys(priceRowSchema.shape).sort());
  });

  test('a measure may be left empty, as the schema allows', () => {
    expect(fieldNamed(priceFields, 'measure').required).toBe(false);
    const withoutMeasure: Record<string, unknown> = { ...sampleRow };
    delete withoutMeasure.measure;
    expect(priceRowSchema.safeParse(withoutMeasure).success).toBe(true);
  });

  test('the room default offers the surfaces a measure offers, may be left empty, and is never a switch (written false on every row)', () => {
    const roomDefault = fieldNamed(priceFields, 'roomDefault');
    expect(roomDefault).toMatchObject({ widget: 'select', multiple: true, required: false });
    expect(roomDefault.options).toEqual(fieldNamed(priceFields, 'measure').options);
    expect(accepted('roomDefault', ['walls'])).toBe(true);
    expect(accepted('roomDefault', false)).toBe(false);
    const withoutDefault: Record<string, unknown> = { ...sampleRow };
    delete withoutDefault.roomDefault;
    expect(priceRowSchema.safeParse(withoutDefault).success).toBe(true);
  });

  describe('price', () => {
    const price = fieldNamed(priceFields, 'price');
    const wholeCents = new RegExp(price.pattern![0]);

    test('the limits are the schema’s: the lowest and highest price it accepts, nothing beyond', () => {
      expect(accepted('price', price.min)).toBe(true);
      expect(accepted('price', 0)).toBe(false);
      expect(accepted('price', price.max)).toBe(true);
      expect(accepted('price', price.max! + price.step!)).toBe(false);
    });

    test('whole cents: the pattern and the schema agree on each value', () => {
      for (const value of [12, 12.5, 12.34, 12.345, 0.001, 9999.99]) {
        expect(wholeCents.test(String(value)), String(value)).toBe(accepted('price', value));
      }
    });

    test('may be left empty, which the schema reads as "on request"', () => {
      expect(price.required).toBe(false);
      const withoutPrice: Record<string, unknown> = { ...sampleRow };
      delete withoutPrice.price;
      expect(priceRowSchema.parse(withoutPrice).price).toBeNull();
    });
  });

  describe('daily output', () => {
    const output = fieldNamed(priceFields, 'dailyOutput');
    const oneDecimal = new RegExp(output.pattern![0]);
    /** A row of `unit` with `dailyOutput`, as the build checks it. */
    const acceptedIn = (unit: string, value: unknown) =>
      priceRowCheck(priceCategories.map(({ id }) => id)).safeParse({ ...sampleRow, unit, dailyOutput: value }).success;

    test('may be left empty: the row is then not timed', () => {
      expect(output).toMatchObject({ widget: 'number', required: false });
      const withoutOutput: Record<string, unknown> = { ...sampleRow };
      delete withoutOutput.dailyOutput;
      expect(priceRowSchema.safeParse(withoutOutput).success).toBe(true);
    });

    test('the form’s limits are the schema’s; zero, below zero and above the largest unit’s limit are refused', () => {
      expect(accepted('dailyOutput', output.min)).toBe(true);
      expect(accepted('dailyOutput', output.min! - output.step!)).toBe(false);
      expect(accepted('dailyOutput', -5)).toBe(false);
      expect(accepted('dailyOutput', output.max)).toBe(true);
      expect(accepted('dailyOutput', output.max! + output.step!)).toBe(false);
      expect(accepted('dailyOutput', '40 m²')).toBe(false);
    });

    test('each unit’s own limit stops the build, and the hint names every limit', () => {
      for (const [unit, limit] of Object.entries(dailyOutputLimits)) {
        expect(acceptedIn(unit, limit), unit).toBe(true);
        expect(acceptedIn(unit, limit + 1), unit).toBe(false);
        expect(String((output as { hint?: string }).hint)).toContain(String(limit));
      }
    });

    test('one decimal at most: the pattern and the schema agree on each value', () => {
      for (const value of [40, 12.5, 0.5, 12.25, 0.05]) {
        expect(oneDecimal.test(String(value)), String(value)).toBe(accepted('dailyOutput', value));
      }
    });

    test('the hint tells the owner to count the drying time between coats', () => {
      expect((output as { hint?: string }).hint).toMatch(/kuivamisaja/i);
    });
  });

  test('the Estonian service name is required, the other languages’ are not, as in the schema', () => {
    const service = fieldNamed(priceFields, 'service');
    expect(service.required).toBe(true);
    const required = Object.fromEntries(service.fields!.map((field) => [field.name, field.required]));
    expect(required).toEqual(estonianRequired);
    const name = sampleRow.service as Record<string, string>;
    expect(accepted('service', { et: name.et })).toBe(true);
    expect(accepted('service', withoutEstonian(name))).toBe(false);
  });

  test('a note may be left out; an added one needs its Estonian text, as in the schema', () => {
    const note = fieldNamed(priceFields, 'note');
    expect(note.required).toBe(false);
    expect(Object.fromEntries(note.fields!.map((field) => [field.name, field.required]))).toEqual(estonianRequired);
    const withoutNote: Record<string, unknown> = { ...sampleRow };
    delete withoutNote.note;
    expect(priceRowSchema.safeParse(withoutNote).success).toBe(true);
    expect(accepted('note', { et: 'Märkus' })).toBe(true);
    expect(accepted('note', { en: 'Note' })).toBe(false);
  });
});

describe('company facts', () => {
  const fields = fileNamed('company').fields;

  test('edits src/data/company.yaml; each fact’s field saves the type its schema wants', () => {
    expect(fileNamed('company').file).toBe('src/data/company.yaml');
    for (const field of fields) {
      // What the form saves for the fact has the type the schema wants: text, a number or a list of texts.
      // A list's item is a text, or a text per language when the list has fields (the required ones filled).
      const item = field.fields
        ? Object.fromEntries(field.fields.filter((sub) => sub.required).map((sub) => [sub.name, 'x']))
        : 'x';
      const saved = { string: 'x', number: 1, list: [item] }[field.widget as 'string' | 'number' | 'list'];
      if (field.fields) {
        // An item with only the form's optional fields filled is refused by the schema too.
        const optionalOnly = field.fields.filter((sub) => !sub.required).map((sub) => [sub.name, 'x']);
        const fieldSchema = companySchema.shape[field.name as keyof typeof companySchema.shape];
        expect(fieldSchema.safeParse([Object.fromEntries(optionalOnly)]).success, field.name).toBe(false);
      }
      const fieldSchema = companySchema.shape[field.name as keyof typeof companySchema.shape];
      const issues = fieldSchema.safeParse(saved).error?.issues ?? [];
      expect(
        issues.filter((issue) => issue.code === 'invalid_type'),
        `${field.name}: a ${field.widget} field`,
      ).toEqual([]);
    }
  });

  test.each(['phone', 'whatsapp'])(
    '%s: the form refuses a number without its country code, as the build does',
    (name) => {
      const pattern = new RegExp(fieldNamed(fields, name).pattern![0]);
      const schema = companySchema.shape[name as 'phone' | 'whatsapp'];
      for (const value of [
        '+372 5550 1234',
        '+37255501234',
        '5987 6543',
        '372 5987 6543',
        '++372 5550 1234',
        '+372  5550',
      ]) {
        expect(pattern.test(value), value).toBe(schema.safeParse(value).success);
      }
      expect(pattern.test('5987 6543')).toBe(false);
      expect(pattern.test('+372 5987 6543')).toBe(true);
    },
  );

  test('the earliest start is a date the schema reads, labelled as the build’s warning names it', () => {
    const start = fieldNamed(fields, 'earliestStart');
    expect(start).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      required: false,
      label: earliestStartLabel,
    });
    expect(companySchema.shape.earliestStart.safeParse('2027-01-11').success).toBe(true);
    expect(pastStartWarning('2026-01-01', '2026-11-28')).toContain(`"${earliestStartLabel}"`);
  });

  test('the crew on one job is a whole number from 1, its hint saying at most the team', () => {
    const crew = fieldNamed(fields, 'crewSize');
    expect(crew).toMatchObject({ widget: 'number', value_type: 'int', min: 1, required: false });
    expect(crew.label).toMatch(/inimeste arv/);
  });

  test('the transfer basis is offered by name, not by its value in the file', () => {
    for (const option of fieldNamed(fields, 'emailjsTransferBasis').options!) {
      expect(option.label, option.value).not.toBe(option.value);
    }
  });
});

const root = new URL('../../', import.meta.url);
const galleryFile = new URL('src/data/gallery.yaml', root);
const galleryRows = parseYaml(await readFile(galleryFile, 'utf-8')) as Record<string, unknown>[];

describe('gallery', () => {
  const galleryFields = rowFields('gallery');
  const accepted = (row: Record<string, unknown>) => galleryRowCheck(row, galleryFile, root).safeParse(row).success;
  /** A row of the file with a before photo and a caption. */
  const story = galleryRows.find((row) => row.before && row.caption)!;
  const {
    before: beforePath,
    caption: captionText,
    ...plain
  } = story as {
    before: string;
    caption: Record<string, string>;
  };

  test('uploads into src/assets/gallery/ and writes the path relative to gallery.yaml', () => {
    const image = fieldNamed(galleryFields, 'image');
    expect(image).toMatchObject({
      widget: 'image',
      media_folder: '/src/assets/gallery',
      public_folder: '../assets/gallery',
    });
    expect(fileNamed('gallery').file).toBe('src/data/gallery.yaml');
  });

  test('has a field for each field of either form of a row (a file or an image host), and no other', () => {
    const forms = galleryEntrySchema(z.string()).options.map((form) => Object.keys(form.shape));
    const schemaFields = [...new Set(forms.flat())].filter((name) => name !== 'order');
    expect(galleryFields.map((field) => field.name).sort()).toEqual(schemaFields.sort());
  });

  test('a caption may be left out; an added one needs its Estonian text, not the other languages’, as in the schema', () => {
    expect(story).toBeDefined();
    const caption = fieldNamed(galleryFields, 'caption');
    expect(caption).toMatchObject({ widget: 'object', required: false });
    const required = Object.fromEntries(caption.fields!.map((field) => [field.name, field.required]));
    expect(required).toEqual(estonianRequired);
    expect(accepted(plain)).toBe(true);
    expect(accepted({ ...plain, caption: { et: captionText.et } })).toBe(true);
    expect(accepted({ ...plain, caption: withoutEstonian(captionText) })).toBe(false);
  });

  test('a before photo may be left out; an uploaded one is written as a path the schema accepts', () => {
    const before = fieldNamed(galleryFields, 'before');
    const image = fieldNamed(galleryFields, 'image');
    expect(before).toMatchObject({ widget: 'image', required: false });
    expect(before.media_folder).toBe(image.media_folder);
    expect(accepted(plain)).toBe(true);
    // The form writes an upload as its public folder and the file's name.
    expect(accepted({ ...plain, before: `${before.public_folder}/${basename(beforePath)}` })).toBe(true);
    expect(accepted({ ...plain, before: `${before.public_folder}/${basename(beforePath)}.missing.jpg` })).toBe(false);
  });
});

describe('services', () => {
  test('edits src/data/services.yaml, a bare list: each block’s id and its price-list categories, every category offered', () => {
    expect(fileNamed('services').file).toBe('src/data/services.yaml');
    expect(fileNamed('services').fields).toMatchObject([{ widget: 'list', root: true }]);
    const serviceFields = rowFields('services');
    expect(serviceFields.map((field) => field.name)).toEqual(Object.keys(serviceRowSchema.shape));
    const categories = fieldNamed(serviceFields, 'categories') as Field & {
      options: { value: string; label: string }[];
    };
    expect(categories.options).toEqual(priceCategories.map(({ id, label }) => ({ value: id, label: label.et })));
  });
});

describe('reviews', () => {
  const reviewFields = rowFields('reviews');
  const pattern = (name: string) => new RegExp(fieldNamed(reviewFields, name).pattern![0]);
  const schemaAccepts = (name: keyof typeof reviewSchema.shape, value: unknown) =>
    reviewSchema.shape[name].safeParse(value).success;

  test('edits the reviews file, a bare list, with a required field for each field of a review and no other', () => {
    expect(fileNamed('reviews').file).toBe(reviewsFile);
    expect(fileNamed('reviews').fields).toMatchObject([{ widget: 'list', root: true }]);
    expect(reviewFields.map((field) => field.name).sort()).toEqual(Object.keys(reviewSchema.shape).sort());
    for (const field of reviewFields) {
      const name = field.name as keyof typeof reviewSchema.shape;
      expect(field.required === false, name).toBe(reviewSchema.shape[name].safeParse(undefined).success);
    }
  });

  test.each([
    ['id', ['mari-2026-05', 'Mari-K', 'mari_k']],
    ['month', ['2026-05', '2026-12', '2026-5', '2026-13', '2026-00', '05.2026']],
    ['text', ['Hea töö.', 'x'.repeat(maxReviewLength), 'x'.repeat(maxReviewLength + 1)]],
  ] as const)('%s: the form’s pattern and the schema agree on each value', (name, values) => {
    for (const value of values) expect(pattern(name).test(value), value).toBe(schemaAccepts(name, value));
  });

  test('the language is a choice of exactly the languages the schema accepts, each by its name', () => {
    const offered = fieldNamed(reviewFields, 'language').options as unknown as { value: string; label: string }[];
    expect(offered.map((option) => option.value)).toEqual(reviewSchema.shape.language.options);
    expect(offered.map((option) => option.label)).toEqual(
      offered.map((option) => locales.find((locale) => locale.code === option.value)!.label),
    );
  });

  test('consent is a switch, and the schema shows a review only when it is on', () => {
    expect(fieldNamed(reviewFields, 'consent').widget).toBe('boolean');
    expect(schemaAccepts('consent', true)).toBe(true);
    expect(schemaAccepts('consent', false)).toBe(false);
  });
});

describe('texts', () => {
  const collection: { name: string; i18n?: boolean } = config.collections.find(
    (candidate) => candidate.name === 'texts',
  )!;
  const texts = fileNamed('texts');

  /** Every field under `fields` with its dotted key (`nav.home`), groups included. */
  const withKeys = (fields: Field[], prefix = ''): [string, Field][] =>
    fields.flatMap((field) => [
      [`${prefix}${field.name}`, field] as [string, Field],
      ...withKeys(field.fields ?? (field.field ? [field.field] : []), `${prefix}${field.name}.`),
    ]);
  const all = withKeys(texts.fields);
  const textKeys = all.filter(([, field]) => field.widget !== 'object').map(([key]) => key);

  test('edits locales/{{locale}}.json, the three languages side by side, Estonian first', () => {
    expect(texts.file).toBe('locales/{{locale}}.json');
    expect(texts.i18n).toBe(true);
    expect(collection.i18n).toBe(true);
    expect(config.i18n).toEqual({ structure: 'multiple_files', locales: localeCodes, default_locale: defaultLocale });
    // The other collections do not turn i18n on: their files hold the languages side by side themselves.
    for (const other of config.collections.filter((candidate) => candidate !== collection)) {
      expect('i18n' in other, other.name).toBe(false);
    }
  });

  test('has a text field for each key of the Estonian file, in its order, and no other', () => {
    expect(textKeys).toEqual(Object.keys(messages[defaultLocale]));
  });

  test('no key can be added, removed or renamed: only groups and text fields, each translatable', () => {
    for (const [key, field] of all) {
      expect(['object', 'string', 'text'], key).toContain(field.widget);
      expect(field.i18n, key).toBe(true);
      if (field.widget !== 'object') expect(field.fields, key).toBeUndefined();
    }
  });

  test('each group of the Estonian file has an Estonian label', () => {
    const groups = texts.fields.map((field) => field.name);
    expect(groups.filter((group) => !(group in textGroupLabels))).toEqual([]);
    expect(texts.fields.map((field) => field.label)).toEqual(groups.map((group) => textGroupLabels[group]));
  });

  test('a text with {{variables}} cannot be saved without one of them; each language’s text as it is can', () => {
    const withVariables = all.filter(([, field]) => field.pattern);
    expect(withVariables.map(([key]) => key)).toEqual(
      textKeys.filter((key) => placeholderNames(messages[defaultLocale][key]).length > 0),
    );
    for (const [key, field] of withVariables) {
      const pattern = new RegExp(field.pattern![0]);
      for (const code of localeCodes) expect(pattern.test(messages[code][key]), `${code} ${key}`).toBe(true);
      for (const [variable] of messages[defaultLocale][key].matchAll(placeholderPattern)) {
        const without = messages[defaultLocale][key].replaceAll(variable, '');
        expect(pattern.test(without), `${key} without ${variable}`).toBe(false);
      }
    }
  });
});

describe('labels', () => {
  /** Every field of the configuration, nested ones included. */
  const everyField = (fields: Field[]): Field[] =>
    fields.flatMap((field) => [field, ...everyField(field.fields ?? (field.field ? [field.field] : []))]);
  const fields = files.flatMap((file) => everyField(file.fields));

  /** Words of a name that are Estonian too: brands, "link", "number", and the units' own names (`unitTund`). */
  const sharedWords = ['whatsapp', 'emailjs', 'link', 'number', 'tund'];
  /** A name's English words, lowercased: `welcomeHeading` → `welcome`, `heading`. */
  const englishWords = (name: string) =>
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[\s_]+/)
      .filter((word) => word.length > 2 && !sharedWords.includes(word));

  test('every field has an Estonian label, none of them with its name’s English words', () => {
    const english = fields.filter(
      (field) =>
        !field.label ||
        englishWords(field.name).some((word) => new RegExp(`\\b${word}\\b`).test(field.label!.toLowerCase())),
    );
    expect(english.map((field) => `${field.name}: ${field.label}`)).toEqual([]);
  });

  test('a key added later still gets an Estonian label, and a plural form names its count', () => {
    const [group] = cmsConfig(
      { repo: 'owner/site', branch: 'main' },
      {
        estimator: {
          reviewsHeading: 'Mida kliendid ütlevad',
          doors_one: '{{count}} uks',
          doors_other: '{{count}} ust',
        },
      },
      priceCategories,
    ).collections.find((collection) => collection.name === 'texts')!.files[0].fields as Field[];
    expect(group.fields!.map((field) => field.label)).toEqual([
      'Tekst „Mida kliendid ütlevad“',
      'Uste arv – kui arv on 1 (vene keeles ka 21, 31 …), nt „1 uks“',
      'Uste arv – eesti ja inglise keeles kõigile arvudele peale 1; vene keeles murdarvudele (1,5), nt „5 ust“',
    ]);
  });

  test('a service block added to the texts is labelled by its Estonian heading, with no table entry', () => {
    const [services, homeServices] = cmsConfig(
      { repo: 'owner/site', branch: 'main' },
      {
        services: { facadeWorkHeading: 'Fassaaditööd', facadeWorkText: 'Värvime fassaade.' },
        homeServices: { facadeWork: 'Fassaadid', heading: 'Teenused' },
      },
      priceCategories,
    ).collections.find((collection) => collection.name === 'texts')!.files[0].fields as Field[];
    expect(services.fields!.map((field) => field.label)).toEqual([
      'Teenus „Fassaaditööd“: pealkiri',
      'Teenus „Fassaaditööd“: tekst',
    ]);
    expect(homeServices.fields!.map((field) => field.label)).toEqual([
      'Teenus „Fassaaditööd“: lühitekst avalehel',
      textLabel('homeServices.heading', 'Teenused', String),
    ]);
  });

  test('no text of the Estonian file is labelled by its own words, the fallback for a key no table names', () => {
    const texts = fields.filter((field) => field.label?.startsWith('Tekst „'));
    expect(texts.map((field) => `${field.name}: ${field.label}`)).toEqual([]);
  });

  test('the fields of one group have labels that tell them apart', () => {
    const groups = files.flatMap((file) => everyField(file.fields)).filter((field) => field.fields);
    const repeated = groups.flatMap((group) => {
      const labels = group.fields!.map((field) => field.label);
      return labels.filter((label, index) => labels.indexOf(label) !== index).map((label) => `${group.name}: ${label}`);
    });
    expect(repeated).toEqual([]);
  });
});
