import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';

/**
 * An editor's or owner's mistake stops a real `astro build` with a plain
 * message: the file by its path in the repository, the row (position and
 * id), the field, the value found and what is expected; for a locale file
 * the line and column or the key; for `SITE_URL` the variable, its value
 * and the expected form. Each bad input goes into its own copy of the file
 * in one throwaway copy of the project (the other files stay as they are);
 * the builds stop before any page or image is made.
 */

let project: ProjectCopy;

beforeAll(async () => {
  project = await copyProject();
});

afterAll(async () => {
  await project?.remove();
});

const fixture = (path: string) => readFile(new URL(`../fixtures/${path}`, import.meta.url), 'utf-8');

/**
 * Builds the copy and checks that the build fails and prints `message`
 * as whole lines, with nothing of a stack trace, a `:0:0` location, an
 * absolute path or markdown around it.
 */
async function expectBuildToStopWith(message: string, env: Record<string, string> = {}) {
  const { code, output } = await project.build(env);
  expect(code).not.toBe(0);
  expect(`\n${output}\n`).toContain(`\n${message}\n`);
  expect(output).not.toMatch(/:0:0|\*\*|Stack trace|received|InvalidContentEntryDataError/);
  expect(output).not.toContain(project.dir);
}

describe('src/data/price-list.yaml', () => {
  const file = 'src/data/price-list.yaml';
  afterEach(() => project.restore(file));

  /** The start of a message about row 2 of the fixtures, the laminate row. */
  const laminate = `${file}, row 2 (id "laminate")`;
  const priceExpected = 'a price above 0 € (euros excluding VAT), or null for "on request"';
  const numberExpected = 'a number of euros such as 12 or 12.5, without "€", or null for "on request"';

  test.each([
    ['unknown-unit.yaml', `${laminate}, field "unit": found the text "m3"; expected one of m2, jm, tk, tund.`],
    [
      'unknown-category.yaml',
      `${laminate}, field "category": found the text "roofing"; expected one of preparation, painting, ceilings, floors, hourly.`,
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
        'expected the service name in Estonian, as text (required: en and ru fall back to it).',
    ],
    [
      'unknown-field.yaml',
      `${laminate}, field "colour": found the text "grey" in a field the file does not have; ` +
        'expected only the fields id, category, service, unit, price, measure, note (check the spelling).',
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
  ])('%s stops the build naming the place, the value found and what is expected', async (name, message) => {
    await project.write(file, await fixture(`price-list/${name}`));
    await expectBuildToStopWith(message);
  });
});

describe('src/data/gallery.yaml', () => {
  const file = 'src/data/gallery.yaml';
  afterEach(() => project.restore(file));

  test.each([
    ['empty.yaml', `${file}: found an empty file; expected a list of rows, each starting with "- id: …".`],
    ['no-rows.yaml', `${file}: found a list with no rows; expected at least one row, starting with "- id: …".`],
    [
      'missing-image.yaml',
      `${file}, row 2 (id "work-02"), field "image": found the text "../assets/gallery/work-99.jpg"; ` +
        `expected the path of an existing photo file, relative to ${file}; there is no file src/assets/gallery/work-99.jpg.`,
    ],
  ])('%s stops the build naming the place, the value found and what is expected', async (name, message) => {
    await project.write(file, await fixture(`gallery/${name}`));
    await expectBuildToStopWith(message);
  });
});

describe('src/data/company.yaml', () => {
  const file = 'src/data/company.yaml';
  afterEach(() => project.restore(file));

  test('a phone number that is not one and a postal code without quotes stop the build naming each field', async () => {
    const facts = (await project.read(file))
      .replace(/^phone: .*$/m, 'phone: call us')
      .replace(/^postalCode: .*$/m, 'postalCode: 10111');
    await project.write(file, facts);
    await expectBuildToStopWith(
      `${file}, field "phone": found the text "call us"; expected the phone number as digits with spaces, ` +
        `with the country code, such as +372 5550 1234.\n` +
        `${file}, field "postalCode": found 10111; expected the postal code as text in quotes, such as '10111'.`,
    );
  });
});

describe('locales/*.json', () => {
  afterEach(() => Promise.all(['locales/en.json', 'locales/ru.json'].map((file) => project.restore(file))));

  test('a syntax error in locales/en.json stops the build naming the file, the line and the column', async () => {
    await project.write('locales/en.json', await fixture('locales/syntax-error.json'));
    await expectBuildToStopWith(
      "locales/en.json, line 3, column 3: the file is not valid JSON (Expected ',' or '}' after property value). " +
        'A comma, a quote or a brace is often missing at the end of the line above:\n' +
        '    3 |   "nav.services": "Services"\n' +
        '          ^',
    );
  });

  test('a key of locales/et.json missing from locales/ru.json stops the build naming the key and the file', async () => {
    // The first text of the first page group: the file nests keys by page, the message names the dotted key.
    const russian = JSON.parse(await project.read('locales/ru.json')) as Record<string, Record<string, unknown>>;
    const [group, texts] = Object.entries(russian)[0];
    const [name] = Object.keys(texts);
    delete texts[name];
    const key = `${group}.${name}`;
    await project.write('locales/ru.json', JSON.stringify(russian, null, 2));
    await expectBuildToStopWith(
      `locales/ru.json, key "${key}": found nothing (the key is missing); expected a translation of every key ` +
        'of locales/et.json (without one the page shows the Estonian text).',
    );
  });
});

describe('SITE_URL', () => {
  const expectedForm =
    "expected the site's origin only: https:// (or http://), the host name and an optional port, " +
    'such as https://example.ee or https://example.ee:8443.';

  test.each([
    ['https://example.ee/shop', 'which has a path (/shop)'],
    ['https://example.ee/?lang=et', 'which has a query (?lang=et)'],
    ['example.ee', 'which has no scheme (https://)'],
    ['ftp://example.ee', 'whose scheme is ftp:, not https: or http:'],
  ])('%s stops the build naming the variable, the value and the expected form', async (value, problem) => {
    await expectBuildToStopWith(`SITE_URL is "${value}", ${problem}; ${expectedForm}`, { SITE_URL: value });
  });
});
