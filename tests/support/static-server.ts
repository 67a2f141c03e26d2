import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

/** The built site (`npm run build` writes it). */
export const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

export interface StaticServer {
  /** Origin on 127.0.0.1, without a trailing slash: `http://127.0.0.1:PORT`. */
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves a built site (`dir`, default `dist/`) on 127.0.0.1 on a free port,
 * as a static host would: `/en/services` and `/en/services/` both answer
 * `en/services/index.html`; an unknown path answers the built 404 page with
 * status 404.
 */
export async function startStaticServer(dir: string = distDir): Promise<StaticServer> {
  const assets = sirv(dir, { dev: false, etag: true, extensions: ['html'] });
  const notFound = await readFile(join(dir, '404.html')).catch(() => Buffer.from('Not found'));
  const server: Server = createServer((request, response) => {
    assets(request, response, () => {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(notFound);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
