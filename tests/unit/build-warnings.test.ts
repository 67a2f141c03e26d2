import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { missingEmailJsIds, missingEmailJsIdsWarning } from '../../src/integrations/emailjs-ids';

/**
 * What a real `astro build` prints: a clean build no warning at all, so
 * that a real one is seen; a build without the EmailJS ids exactly one,
 * naming each missing variable, and it still succeeds (a preview without
 * ids works). The builds run in a throwaway copy of the project.
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

beforeAll(async () => {
  project = await copyProject();
}, 60_000);

afterAll(async () => {
  await project?.remove();
});

describe('astro build', () => {
  test('without the EmailJS ids: one warning naming each of them; the build succeeds', async () => {
    await rm(join(project.dir, '.env'), { force: true });
    const { code, output } = await project.build(noIds);
    expect(code).toBe(0);
    expect(warnings(output)).toEqual([
      '[WARN] [emailjs-ids] PUBLIC_EMAILJS_PUBLIC_KEY, PUBLIC_EMAILJS_SERVICE_ID and PUBLIC_EMAILJS_TEMPLATE_ID ' +
        'are not set: the contact form will not send. ' +
        'Set them in .env or the build environment (README, "The contact form (EmailJS)").',
    ]);
  }, 300_000);

  test('a clean build (the ids set, here in .env) prints no warning', async () => {
    await writeFile(join(project.dir, '.env'), idNames.map((name) => `${name}=test-value`).join('\n'));
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
