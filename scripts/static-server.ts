import { createServer, type Server } from 'node:http';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import sirv from 'sirv';
import { headersForPath, parseHeadersFile } from './headers-file-reader.ts';

/** The built site (`npm run build` writes it). */
export const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

export interface StaticServer {
  /** Origin on 127.0.0.1, without a trailing slash: `http://127.0.0.1:PORT`. */
  origin: string;
  close: () => Promise<void>;
}

export interface StaticServerOptions {
  /** The built site to serve; default `dist/` (or the sending build: `tests/support/sending-build.ts`). */
  dir?: string;
  /** Send the headers `dist/_headers` gives each path, as Netlify and Cloudflare Pages do. */
  hostingHeaders?: boolean;
  /**
   * Answer text files compressed as the client accepts, brotli (quality 11)
   * or gzip, compressed once when the server starts, as a CDN caches them:
   * no response waits on the compressor.
   */
  compress?: boolean;
}

/** How long an idle kept-alive connection stays open, in ms: longer than any pause within a test. */
const keepAliveMs = 10 * 60_000;

/**
 * Serves a built site (default `dist/`) on 127.0.0.1 on a free port, as a
 * static host would: `/en/services` and
 * `/en/services/` both answer `en/services/index.html`; an unknown path
 * answers the nearest `404.html` up its directory tree (`/en/x` →
 * `en/404.html`, else the root `404.html`) with status 404, as Cloudflare
 * Pages does; `_headers` itself is not served.
 */
export async function startStaticServer(options: StaticServerOptions = {}): Promise<StaticServer> {
  const compress = options.compress === true;
  const builtDir = options.dir ?? distDir;
  // With `compress`, sirv answers `file.br` or `file.gz` from the copy when the client accepts it.
  const dir = compress ? await precompressedCopy(builtDir) : builtDir;
  const assets = sirv(dir, { dev: false, etag: true, extensions: ['html'], brotli: compress, gzip: compress });
  const notFoundPages = await readNotFoundPages(dir);
  const rules = options.hostingHeaders ? parseHeadersFile(await readFile(join(dir, '_headers'), 'utf-8')) : [];

  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    for (const [name, value] of Object.entries(headersForPath(rules, pathname))) response.setHeader(name, value);
    const notFound = () => {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(nearestNotFoundPage(notFoundPages, pathname));
    };
    if (pathname === '/_headers') notFound();
    else assets(request, response, notFound);
  });
  // Node's default of 5 s closes an idle kept-alive connection while a client may be reusing it (ECONNRESET
  // on a busy machine, where a test pauses longer between requests); `close()` still ends idle ones at once.
  server.keepAliveTimeout = keepAliveMs;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (dir !== builtDir) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The text files a CDN compresses. */
const compressible = /\.(?:html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;

/**
 * Copies `dir` to a temporary directory and writes beside each text file
 * its brotli (`.br`, quality 11) and gzip (`.gz`, level 9) forms, for sirv's
 * precompressed lookup. Returns the copy's path; the server removes it on close.
 */
async function precompressedCopy(dir: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'site-precompressed-'));
  await cp(dir, copy, { recursive: true });
  for (const file of await readdir(copy, { recursive: true })) {
    if (!compressible.test(file)) continue;
    const path = join(copy, file);
    const body = await readFile(path);
    const brotli = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length };
    await writeFile(`${path}.br`, brotliCompressSync(body, { params: brotli }));
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
  }
  return copy;
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
