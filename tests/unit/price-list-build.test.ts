import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';

/**
 * A broken price list fails a real `astro build` with a message naming the
 * file, the row and the field. The builds run in
 * one throwaway copy of the project; they stop at content sync, before any
 * image is processed.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = join(root, 'tests/fixtures/price-list');
let project: string;

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'price-list-build-'));
  for (const entry of ['astro.config.mjs', 'tsconfig.json', 'package.json', 'src', 'locales', 'public']) {
    await cp(join(root, entry), join(project, entry), { recursive: true });
  }
  // Link each package, not node_modules itself: Astro's cache
  // (node_modules/.astro) must stay this copy's own.
  await mkdir(join(project, 'node_modules'));
  for (const entry of await readdir(join(root, 'node_modules'))) {
    if (entry === '.bin' || !entry.startsWith('.')) {
      await symlink(join(root, 'node_modules', entry), join(project, 'node_modules', entry));
    }
  }
});

afterAll(async () => {
  if (project) await rm(project, { recursive: true, force: true });
});

/** Runs `astro build` in the copy with Node 24; resolves its exit code and combined output. */
function build(): Promise<{ code: number; output: string }> {
  const bin = join(project, 'node_modules/.bin');
  return new Promise((resolve) => {
    execFile(
      join(bin, 'node'),
      [join(bin, 'astro'), 'build'],
      { cwd: project, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** Astro names the collection, the row id and the file; an issue line starts with the field. */
const schemaError = (field: string) => [
  /priceList → laminate/,
  /src\/data\/price-list\.yaml/,
  new RegExp(`^\\s+${field}\\b`, 'm'),
];

test.each([
  { fixture: 'unknown-unit.yaml', expected: schemaError('unit') },
  { fixture: 'non-numeric-price.yaml', expected: schemaError('price') },
  { fixture: 'missing-et-name.yaml', expected: schemaError('service\\.et') },
  // The strict loader names the file and the row number.
  { fixture: 'missing-id.yaml', expected: [/src\/data\/price-list\.yaml, row 2: the field "id" is missing/] },
  // js-yaml gives the line and column where parsing stopped.
  { fixture: 'unparsable.yaml', expected: [/src\/data\/price-list\.yaml does not parse/, /\(12:3\)/] },
])('$fixture fails the build with a message naming the file and the fault', async ({ fixture, expected }) => {
  await copyFile(join(fixtures, fixture), join(project, 'src/data/price-list.yaml'));
  const { code, output } = await build();
  expect(code).not.toBe(0);
  for (const pattern of expected) expect(output).toMatch(pattern);
});
