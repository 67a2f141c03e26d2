import { createServer, type AddressInfo } from 'node:net';
import type { ExtraBuild } from './extra-builds.ts';

/**
 * The sending build: the site built once more, with EmailJS ids, so that its
 * contact form sends (`dist/` is built without them, as before the owner sets
 * them), and with `PUBLIC_PHOTO_UPLOAD_URL` the origin of a free port on 127.0.0.1,
 * where the `photoWorker` fixture runs the photo Worker. A file takes it
 * with `test.use({ sendingBuild: true })`.
 */

/** The ids Astro inlines into the sending build (`PUBLIC_EMAILJS_*`); sends are answered in the browser. */
export const emailjsTestIds = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key-test',
};

/** A TCP port free on 127.0.0.1 now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** How to make the sending build (`extra-builds.ts`), its photo Worker's port chosen now. */
export async function sendingBuild(): Promise<ExtraBuild> {
  const photoWorkerPort = await freePort();
  return {
    // The Worker's origin alone, as the owner may paste it: the build adds `/photos` (photo-upload-url.ts).
    env: { ...emailjsTestIds, PUBLIC_PHOTO_UPLOAD_URL: `http://127.0.0.1:${photoWorkerPort}` },
    facts: { photoWorkerPort },
  };
}
