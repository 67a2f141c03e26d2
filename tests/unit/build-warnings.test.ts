import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { dump, load as parseYaml } from 'js-yaml';
import { missingEmailJsIds, missingEmailJsIdsWarning } from '../../src/integrations/emailjs-ids';
import { factsStillSample, sampleFacts, sampleFactsWarning } from '../../src/lib/company/sample-facts';
import { parseCompanyFacts } from '../../src/lib/company/company-schema';

/**
 * What a real `astro build` prints: a clean build no warning at all, so
 * that a real one is seen; a build without the EmailJS ids exactly one,
 * naming each missing variable; a build whose company facts still hold
 * sample values exactly one, naming each such fact; and the build still
 * succeeds (a preview works). The builds run in a throwaway copy of the
 * project.
 */

const idNames = ['PUBLIC_EMAILJS_PUBLIC_KEY', 'PUBLIC_EMAILJS_SERVICE_ID', 'PUBLIC_EMAILJS_TEMPLATE_ID'];
const noIds = Object.fromEntries(idNames.map((name) => [name, undefined]));

/** The lines of a build's output that warn (Astro's `[WARN]`, Vite's and Node's warnings), timestamps cut. */
function warnings(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => /warn/i.test(line))
    .map((line) => line.replace(/^\d\d:\d\d:\d\d /, '').trim());
}

let project: ProjectCopy;

const companyFile = 'src/data/company.yaml';

/**
 * Writes the copy's company facts with every sample value replaced by another
 * of the same form, except the facts named in `keep`.
 */
async function ownerFacts(keep: string[] = []) {
  await project.restore(companyFile);
  const facts = parseYaml(await project.read(companyFile)) as Record<string, unknown>;
  const other: Record<keyof typeof sampleFacts, string> = {
    name: 'Maalritööd OÜ',
    domain: 'maalritood.ee',
    email: 'tellimus@maalritood.ee',
    phone: '+372 5123 4567',
    whatsapp: '+372 5123 4568',
    registrationCode: '12345678',
    streetAddress: 'Pärnu mnt 10',
    postalCode: '10148',
    siteMakerEmail: 'veeb@maalritood.ee',
    mailboxProvider: 'Zone Media OÜ',
  };
  for (const name of Object.keys(sampleFacts) as (keyof typeof sampleFacts)[]) {
    if (!keep.includes(name)) facts[name] = other[name];
  }
  await project.write(companyFile, dump(facts));
}

beforeAll(async () => {
  project = await copyProject();
}, 60_000);

afterAll(async () => {
  await project?.remove();
});

describe('astro build', () => {
  test('without the EmailJS ids: one warning naming each of them; the build succeeds', async () => {
    await rm(join(project.dir, '.env'), { force: true });
    await ownerFacts();
    const { code, output } = await project.build(noIds);
    expect(code).toBe(0);
    expect(warnings(output)).toEqual([
      '[WARN] [emailjs-ids] PUBLIC_EMAILJS_PUBLIC_KEY, PUBLIC_EMAILJS_SERVICE_ID and PUBLIC_EMAILJS_TEMPLATE_ID ' +
        'are not set: the contact form will not send. ' +
        'Set them in .env or the build environment (README, "The contact form (EmailJS)").',
    ]);
  }, 300_000);

  test('with sample company facts: one warning naming each of them and the file; the build succeeds', async () => {
    await writeFile(join(project.dir, '.env'), idNames.map((name) => `${name}=test-value`).join('\n'));
    await ownerFacts(['phone', 'postalCode']);
    const { code, output } = await project.build(noIds);
    expect(code).toBe(0);
    expect(warnings(output)).toEqual([
      '[WARN] [sample-facts] The company facts phone and postalCode still hold the sample values: ' +
        'change them in src/data/company.yaml (or at /admin, "Ettevõtte andmed"; docs/editing.md).',
    ]);
  }, 300_000);

  test("a clean build (the ids set, here in .env; the owner's facts) prints no warning", async () => {
    await writeFile(join(project.dir, '.env'), idNames.map((name) => `${name}=test-value`).join('\n'));
    await ownerFacts();
    const { code, output } = await project.build(noIds);
    expect(code).toBe(0);
    expect(output).toMatch(/Complete!/);
    expect(warnings(output)).toEqual([]);
  }, 300_000);
});

describe('the missing-ids warning', () => {
  const advice = 'in .env or the build environment (README, "The contact form (EmailJS)").';
  test.each([
    [
      {},
      `PUBLIC_EMAILJS_PUBLIC_KEY, PUBLIC_EMAILJS_SERVICE_ID and PUBLIC_EMAILJS_TEMPLATE_ID are not set: the contact form will not send. Set them ${advice}`,
    ],
    [
      { PUBLIC_EMAILJS_SERVICE_ID: 's' },
      `PUBLIC_EMAILJS_PUBLIC_KEY and PUBLIC_EMAILJS_TEMPLATE_ID are not set: the contact form will not send. Set them ${advice}`,
    ],
    [
      { PUBLIC_EMAILJS_PUBLIC_KEY: 'k', PUBLIC_EMAILJS_SERVICE_ID: 's', PUBLIC_EMAILJS_TEMPLATE_ID: '' },
      `PUBLIC_EMAILJS_TEMPLATE_ID is not set: the contact form will not send. Set it ${advice}`,
    ],
  ])('%o', (env, expected) => {
    expect(missingEmailJsIdsWarning(missingEmailJsIds(env))).toBe(expected);
  });

  test('no warning when all three are set', () => {
    const env = Object.fromEntries(idNames.map((name) => [name, 'x']));
    expect(missingEmailJsIdsWarning(missingEmailJsIds(env))).toBeUndefined();
  });
});

describe('the sample-facts warning', () => {
  test('names one fact', () => {
    expect(sampleFactsWarning(['phone'])).toBe(
      'The company fact phone still holds the sample value: ' +
        'change it in src/data/company.yaml (or at /admin, "Ettevõtte andmed"; docs/editing.md).',
    );
  });

  test('names every fact that still holds its sample value, and only those', async () => {
    const facts = parseCompanyFacts(await readFile(companyFile, 'utf-8'));
    const names = Object.keys(sampleFacts) as (keyof typeof sampleFacts)[];
    const stillSample = names.filter((name) => facts[name] === sampleFacts[name]);
    expect(factsStillSample(facts)).toEqual(stillSample);
    expect(factsStillSample({ ...facts, phone: '+372 5123 4567' })).toEqual(stillSample.filter((n) => n !== 'phone'));
  });

  test('no warning when no fact holds a sample value', () => {
    expect(sampleFactsWarning([])).toBeUndefined();
  });
});
