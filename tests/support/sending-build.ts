import { createServer, type AddressInfo } from 'node:net';
import { sharedBuild } from './shared-builds.ts';

/**
 * The sending build: the site built once more, with EmailJS ids, so that its
 * contact form sends (`dist/` is built without them, as before the owner sets
 * them), and with `PUBLIC_PHOTO_UPLOAD_URL` the origin of a free port on 127.0.0.1,
 * where the `photoWorker` fixture runs the photo Worker. Built once per run
 * by the first worker that serves it (`shared-builds.ts`); a file takes it
 * with `test.use({ sendingBuild: true })`.
 */

/** The ids Astro inlines into the sending build (`PUBLIC_EMAILJS_*`); sends are answered in the browser. */
export const emailjsTestIds = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key-test',
};

/** The environment variable through which the global setup tells the workers the photo Worker's port. */
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

/** The sending build's directory, for `startStaticServer({ dir })`; builds it if no worker has. */
export function sendingBuildDir(): Promise<string> {
  return sharedBuild('sending', async () => {}, {
    ...emailjsTestIds,
    // The Worker's origin alone, as the owner may paste it: the build adds `/photos` (photo-upload-url.ts).
    PUBLIC_PHOTO_UPLOAD_URL: `http://127.0.0.1:${photoWorkerPort()}`,
  });
}

/**
 * Playwright's global setup: chooses the photo Worker's port once for the
 * run, since whichever worker builds the sending build writes it in.
 */
export default async function choosePhotoWorkerPort(): Promise<void> {
  process.env[photoPortVariable] = String(await freePort());
}
