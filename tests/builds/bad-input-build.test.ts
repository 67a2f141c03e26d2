import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { load as parseYaml } from 'js-yaml';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { priceFileRows } from '../../src/lib/prices/price-file';
import { flattenMessages } from '../../src/lib/i18n/locale-files';
import { factName } from '../../src/lib/company/fact-labels';

/**
 * A mistake in each kind of input (a data file, a locale file, the company
 * facts, the environment) stops a real `astro build`, its message reaching
 * the console whole, without a stack trace, an absolute path or markdown.
 * One build per kind: every message itself is tested on the function that
 * writes it (validation-errors, locale-files, company-facts and site-url
 * tests). Each bad input goes into one throwaway copy of the project; the
 * builds stop before any page or image is made.
 */

let project: ProjectCopy;

beforeAll(async () => {
  project = await copyProject();
});

afterAll(async () => {
  await project?.remove();
});

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

  test('a row with an unknown unit stops the build naming the place, the value found and what is expected', async () => {
    // The project's own file with row 2's unit changed, so that its categories and the services naming them stay valid.
    const text = await project.read(file);
    const row = (priceFileRows(parseYaml(text)) as Array<{ id: string; unit: string }>)[1];
    const unitLine = `  unit: ${row.unit}\n`;
    const unitAt = text.indexOf(unitLine, text.indexOf(`- id: ${row.id}\n`));
    await project.write(file, `${text.slice(0, unitAt)}  unit: m3\n${text.slice(unitAt + unitLine.length)}`);
    await expectBuildToStopWith(
      `${file}, row 2 (id "${row.id}"), field "unit": found the text "m3"; expected one of m2, jm, tk, tund.`,
    );
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
      `${file}, field "${factName('phone')}": found the text "call us"; expected the phone number starting with + and the ` +
        `country code, then digits with spaces, such as +372 5550 1234.\n` +
        `${file}, field "${factName('postalCode')}": found 10111; expected the postal code as text in quotes, such as '10111'.`,
    );
  });
});

describe('locales/*.json', () => {
  afterEach(() => Promise.all(['locales/en.json', 'locales/ru.json'].map((file) => project.restore(file))));

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

describe('mistakes in several inputs', () => {
  const files = ['locales/ru.json', 'src/data/company.yaml', 'src/data/price-list.yaml'];
  afterEach(() => Promise.all(files.map((file) => project.restore(file))));

  test('are reported together, each in its own sentence, with no "unhandled error" line', async () => {
    const russian = await project.read('locales/ru.json');
    const key = Object.entries(flattenMessages(JSON.parse(russian))).find(
      ([, text]) => typeof text === 'string' && text.includes('{{phone}}'),
    )![0];
    await project.write('locales/ru.json', russian.replace('{{phone}}', '{{phone}'));
    await project.write(
      'src/data/company.yaml',
      (await project.read('src/data/company.yaml')).replace(/^phone: .*$/m, 'phone: 5987 6543'),
    );
    const prices = await project.read('src/data/price-list.yaml');
    await project.write('src/data/price-list.yaml', prices.replace(/^(\s+unit: )\S+$/m, '$1m3'));
    const { code, output } = await project.build();
    expect(code).not.toBe(0);
    expect(output).toContain(`locales/ru.json, key "${key}": found "{{phone}", whose braces do not pair up;`);
    expect(output).toContain(
      `src/data/company.yaml, field "${factName('phone')}": found the text "5987 6543"; expected the phone number`,
    );
    expect(output).toMatch(/src\/data\/price-list\.yaml, row \d+ \(id "[^"]+"\), field "unit": found the text "m3";/);
    expect(output).not.toMatch(/unhandled error|Stack trace|:0:0|\n\s+at /i);
  });
});

describe('SITE_URL', () => {
  const expectedForm =
    "expected the site's origin only: https:// (or http://), the host name and an optional port, " +
    'such as https://example.ee or https://example.ee:8443.';

  test('an address with a path stops the build naming the variable, the value and the expected form', async () => {
    const value = 'https://example.ee/shop';
    await expectBuildToStopWith(`SITE_URL is "${value}", which has a path (/shop); ${expectedForm}`, {
      SITE_URL: value,
    });
  });
});
