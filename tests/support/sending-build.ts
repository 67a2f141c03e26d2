import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The sending build: the site built once more, with EmailJS ids, so that its
 * contact form sends (`dist/` is built without them, as before the owner sets
 * them). Playwright's global setup (`playwright.config.ts`) builds it once,
 * before any worker starts: two builds at once in one project share
 * `.astro/` and break each other. A file takes it with
 * `test.use({ sendingBuild: true })`.
 */

/** The ids Astro inlines into the sending build (`PUBLIC_EMAILJS_*`); sends are answered in the browser. */
export const emailjsTestIds = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key-test',
};

/** The environment variable through which the global setup tells the workers where the build is. */
const dirVariable = 'SENDING_BUILD_DIR';

/** The sending build's directory, for `startStaticServer({ dir })`; throws outside a Playwright run. */
export function sendingBuildDir(): string {
  const dir = process.env[dirVariable];
  if (!dir) throw new Error(`${dirVariable} is not set: run the browser tests with \`npx playwright test\`.`);
  return dir;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const astro = join(root, 'node_modules/astro/bin/astro.mjs');

/**
 * Playwright's global setup: builds the sending build into a temporary
 * directory (seconds: it reuses the image cache of the first build) and
 * returns the teardown that removes it. Throws with Astro's output when the
 * build fails.
 */
export default async function buildSendingSite(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'site-build-'));
  await promisify(execFile)(process.execPath, [astro, 'build', '--outDir', dir, '--silent'], {
    cwd: root,
    env: { ...process.env, ...emailjsTestIds },
    maxBuffer: 16 * 1024 * 1024,
  });
  process.env[dirVariable] = dir;
  return () => rm(dir, { recursive: true, force: true });
}
