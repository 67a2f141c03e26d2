import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile } from '../../src/lib/security/headers-file.ts';

/** The built site (`npm run build` writes it). */
export const distDir = fileURLToPath(new URL('../../dist/', import.meta.url));

export interface StaticServer {
  /** Origin on 127.0.0.1, without a trailing slash: `http://127.0.0.1:PORT`. */
  origin: string;
  close: () => Promise<void>;
}

export interface StaticServerOptions {
  /** The built site to serve; default `dist/` (or the sending build: `tests/support/sending-build.ts`). */
  dir?: string;
  /** Send the headers `dist/_headers` gives each path, as Netlify and Cloudflare Pages do. */
  hostHeaders?: boolean;
  /** Compress text responses with brotli (quality 11) or gzip, as the client accepts, as a CDN does. */
  compress?: boolean;
}

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * Serves a built site (default `dist/`) on 127.0.0.1 on a free port, as a
 * static host would: `/en/services` and
 * `/en/services/` both answer `en/services/index.html`; an unknown path
 * answers the nearest `404.html` up its directory tree (`/en/x` →
 * `en/404.html`, else the root `404.html`) with status 404, as Cloudflare
 * Pages does; `_headers` itself is not served.
 */
export async function startStaticServer(options: StaticServerOptions = {}): Promise<StaticServer> {
  const dir = options.dir ?? distDir;
  const assets = sirv(dir, { dev: false, etag: true, extensions: ['html'] });
  const notFoundPages = await readNotFoundPages(dir);
  const rules = options.hostHeaders ? parseHeadersFile(await readFile(join(dir, '_headers'), 'utf-8')) : [];
  const compress: Middleware = options.compress
    ? (compression({
        brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
      }) as unknown as Middleware)
    : (_request, _response, next) => next();

  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    for (const [name, value] of Object.entries(headersForPath(rules, pathname))) response.setHeader(name, value);
    const notFound = () => {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(nearestNotFoundPage(notFoundPages, pathname));
    };
    compress(request, response, () => (pathname === '/_headers' ? notFound() : assets(request, response, notFound)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Every built `404.html`, by its directory as a URL path (`/`, `/en/`). */
async function readNotFoundPages(root: string): Promise<Map<string, Buffer>> {
  const files = (await readdir(root, { recursive: true })).filter((file) => posix.basename(file) === '404.html');
  const pages = new Map<string, Buffer>();
  for (const file of files) {
    const dir = dirname(file) === '.' ? '/' : `/${dirname(file)}/`;
    pages.set(dir, await readFile(join(root, file)));
  }
  return pages;
}

/** The `404.html` of the path's directory or the nearest one above it. */
function nearestNotFoundPage(pages: Map<string, Buffer>, pathname: string): Buffer {
  const dirs = pathname.split('/').slice(0, -1);
  for (let depth = dirs.length; depth > 0; depth--) {
    const page = pages.get(`${dirs.slice(0, depth).join('/')}/`);
    if (page) return page;
  }
  return Buffer.from('Not found');
}
