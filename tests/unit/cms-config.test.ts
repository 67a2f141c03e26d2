import { readFile } from 'node:fs/promises';
import { load as parseYaml } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { cmsConfig, textGroupLabels } from '../../src/lib/admin/cms-config';
import { defaultLocale, localeCodes } from '../../src/lib/i18n/locales';
import { messages } from '../support/translations';
import { companySchema } from '../../src/lib/company/company-schema';
import { priceRowSchema } from '../../src/lib/prices/price-list';

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
  options?: { value: string }[];
  min?: number;
  max?: number;
  step?: number;
  pattern?: [string, string];
  fields?: Field[];
  field?: Field;
}

const config = cmsConfig(
  { repo: 'owner/site', branch: 'main' },
  JSON.parse(await readFile('locales/et.json', 'utf-8')) as Record<string, unknown>,
);
const files = config.collections.flatMap((collection) => collection.files) as unknown as {
  name: string;
  file: string;
  i18n?: boolean;
  fields: Field[];
}[];
const fileNamed = (name: string) => files.find((file) => file.name === name)!;
const rowFields = (name: string) => fileNamed(name).fields[0].fields!;
const fieldNamed = (fields: Field[], name: string) => fields.find((field) => field.name === name)!;

const priceFields = rowFields('prices');
const sampleRow = (parseYaml(await readFile('src/data/price-list.yaml', 'utf-8')) as Record<string, unknown>[])[0];
const rowWith = (field: string, value: unknown) => ({ ...sampleRow, [field]: value });
const accepted = (field: string, value: unknown) => priceRowSchema.safeParse(rowWith(field, value)).success;

describe('price list', () => {
  test('edits the price list file as one top-level list of rows', () => {
    expect(fileNamed('prices').file).toBe('src/data/price-list.yaml');
    expect(fileNamed('prices').fields).toMatchObject([{ widget: 'list', root: true }]);
  });

  test('has a field for each field of a row, and no other', () => {
    expect(priceFields.map((field) => field.name).sort()).toEqual(Object.keys(priceRowSchema.shape).sort());
  });

  test.each(['category', 'unit', 'measure'])('%s: the choices are exactly the values the schema accepts', (name) => {
    const offered = fieldNamed(priceFields, name).options!.map((option) => option.value);
    for (const value of offered) expect(accepted(name, value), value).toBe(true);
    expect(accepted(name, `${offered[0]}x`)).toBe(false);
    const shape = priceRowSchema.shape;
    const schemaEnum = name === 'measure' ? shape.measure.unwrap() : shape[name as 'category' | 'unit'];
    expect(offered).toEqual(schemaEnum.options);
  });

  test('a measure may be left empty, as the schema allows', () => {
    expect(fieldNamed(priceFields, 'measure').required).toBe(false);
    const withoutMeasure: Record<string, unknown> = { ...sampleRow };
    delete withoutMeasure.measure;
    expect(priceRowSchema.safeParse(withoutMeasure).success).toBe(true);
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

  test('the Estonian service name is required, English and Russian are not, as in the schema', () => {
    const service = fieldNamed(priceFields, 'service');
    expect(service.required).toBe(true);
    const required = Object.fromEntries(service.fields!.map((field) => [field.name, field.required]));
    expect(required).toEqual({ et: true, en: false, ru: false });
    const name = sampleRow.service as Record<string, string>;
    expect(accepted('service', { et: name.et })).toBe(true);
    expect(accepted('service', { en: name.en, ru: name.ru })).toBe(false);
  });

  test('the id pattern agrees with the schema', () => {
    const pattern = new RegExp(fieldNamed(priceFields, 'id').pattern![0]);
    for (const id of ['wall-priming', 'work-23', 'Wall priming', 'seinte_värv']) {
      expect(pattern.test(id), id).toBe(accepted('id', id));
    }
  });
});

const facts = parseYaml(await readFile('src/data/company.yaml', 'utf-8')) as Record<string, unknown>;

describe('company facts', () => {
  const fields = fileNamed('company').fields;
  const factsWith = (name: string, value: unknown) => companySchema.safeParse({ ...facts, [name]: value }).success;

  test('edits src/data/company.yaml, a field for each fact of the schema, required where the schema requires it', () => {
    expect(fileNamed('company').file).toBe('src/data/company.yaml');
    expect(fields.map((field) => field.name)).toEqual(Object.keys(companySchema.shape));
    for (const field of fields) {
      const optional = companySchema.shape[field.name as keyof typeof companySchema.shape].safeParse(undefined).success;
      expect(field.required, field.name).toBe(!optional);
      // What the form saves for the fact has the type the schema wants: text, a number or a list of texts.
      const saved = { string: 'x', number: 1, list: ['x'] }[field.widget as 'string' | 'number' | 'list'];
      const fieldSchema = companySchema.shape[field.name as keyof typeof companySchema.shape];
      const issues = fieldSchema.safeParse(saved).error?.issues ?? [];
      expect(
        issues.filter((issue) => issue.code === 'invalid_type'),
        `${field.name}: a ${field.widget} field`,
      ).toEqual([]);
    }
  });

  test.each([
    ['phone', ['+372 5550 1234', '+372 55501234', '5550 1234 (mobile)', '+372  5550']],
    ['whatsapp', ['+372 5550 1234', 'WhatsApp']],
    ['registrationCode', ['16000000', '1600000', '16000000a']],
    ['postalCode', ['10111', '1011']],
    ['country', ['EE', 'ee', 'EST']],
  ])('%s: the pattern and the schema agree on each value', (name, values) => {
    const pattern = new RegExp(fieldNamed(fields, name).pattern![0]);
    for (const value of values) expect(pattern.test(value), value).toBe(factsWith(name, value));
  });
});

describe('gallery', () => {
  test('uploads into src/assets/gallery/ and writes the path relative to gallery.yaml', () => {
    const image = fieldNamed(rowFields('gallery'), 'image') as Field & { media_folder: string; public_folder: string };
    expect(image).toMatchObject({
      widget: 'image',
      media_folder: '/src/assets/gallery',
      public_folder: '../assets/gallery',
    });
    expect(fileNamed('gallery').file).toBe('src/data/gallery.yaml');
  });
});

describe('texts', () => {
  const collection = config.collections.find((candidate) => candidate.name === 'texts')!;
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
      textKeys.filter((key) => /\{\{\s*\w+\s*\}\}/.test(messages[defaultLocale][key])),
    );
    for (const [key, field] of withVariables) {
      const pattern = new RegExp(field.pattern![0]);
      for (const code of localeCodes) expect(pattern.test(messages[code][key]), `${code} ${key}`).toBe(true);
      for (const [variable] of messages[defaultLocale][key].matchAll(/\{\{\s*\w+\s*\}\}/g)) {
        const without = messages[defaultLocale][key].replaceAll(variable, '');
        expect(pattern.test(without), `${key} without ${variable}`).toBe(false);
      }
    }
  });
});
