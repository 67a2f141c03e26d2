import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * The sending build: the site built once more, with EmailJS ids, so that its
 * contact form sends (`dist/` is built without them, as before the owner sets
 * them), and with `PUBLIC_PHOTO_UPLOAD_URL` at a free port on 127.0.0.1,
 * where the `photoWorker` fixture runs the photo Worker. Playwright's global setup (`playwright.config.ts`) builds it once,
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

/** The environment variable through which it tells them the photo Worker's port. */
const photoPortVariable = 'PHOTO_WORKER_PORT';

/** The photo Worker's port that the sending build uploads to; throws outside a Playwright run. */
export function photoWorkerPort(): number {
  const port = Number(process.env[photoPortVariable]);
  if (!port) throw new Error(`${photoPortVariable} is not set: run the browser tests with \`npx playwright test\`.`);
  return port;
}

/** A TCP port free on 127.0.0.1 now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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
  const photoPort = await freePort();
  await promisify(execFile)(process.execPath, [astro, 'build', '--outDir', dir, '--silent'], {
    cwd: root,
    env: { ...process.env, ...emailjsTestIds, PUBLIC_PHOTO_UPLOAD_URL: `http://127.0.0.1:${photoPort}/photos` },
    maxBuffer: 16 * 1024 * 1024,
  });
  process.env[dirVariable] = dir;
  process.env[photoPortVariable] = String(photoPort);
  return () => rm(dir, { recursive: true, force: true });
}
