import { maxLongSide } from '../../../src/lib/photos/photo-limits';
import { maxPhotoBytes, uploadLimit } from './limits';
import { photoType } from './photo-type';
import { isolateLimiter, type RateLimit } from './rate-limit';
import { sign, verify } from './signature';

/**
 * The photo Worker (docs/behaviour.md, "Photos with the enquiry"): takes a
 * photo from the site's contact form and serves it back by a signed link.
 *
 * - `POST /photos`, body a JPEG or WebP of at most `maxPhotoBytes`, from
 *   the site's origin: stored in R2 under a random id; `201` with JSON
 *   `{"url": "<this Worker>/photos/<id>?sig=<signature>"}`. Refused with a
 *   status and a short reason, storing nothing: `403` another origin,
 *   `429` too many uploads from one address (with `Retry-After` in
 *   seconds), `415` not a whole JPEG/WebP within the site's size by its
 *   bytes, `413` too big, `503` no `SIGNING_KEY` set.
 * - `GET` or `HEAD /photos/<id>?sig=<signature>`: the photo; any other id
 *   or signature, or a photo R2 has deleted (after 90 days): `404`.
 *
 * An unexpected error answers a bare `500`, never its stack.
 */

/** The R2 bucket as the Worker uses it (a subset of `R2Bucket`). */
interface PhotoBucket {
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>;
  get(key: string): Promise<{ body: ReadableStream; httpMetadata?: { contentType?: string } } | null>;
  head(key: string): Promise<{ httpMetadata?: { contentType?: string } } | null>;
}

/** The Worker's bindings (worker/photos/wrangler.jsonc). */
interface Env {
  PHOTOS: PhotoBucket;
  /** The secret that signs the links (`wrangler secret put SIGNING_KEY`; `.dev.vars` locally). */
  SIGNING_KEY?: string;
  /** The site's origin, e.g. `https://maalritood.ee`: the only one allowed to upload. */
  SITE_ORIGIN: string;
  /** Cloudflare's rate-limiting binding; without it, a per-isolate count. */
  UPLOAD_LIMITER?: RateLimit;
}

/** A photo's id: 16 random bytes, base64url. */
const idPattern = /^[\w-]{22}$/;

const fallbackLimiter = isolateLimiter();

const refuse = (status: number, reason: string, headers: HeadersInit = {}) =>
  new Response(reason, { status, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });

/** `503` for a Worker without its secret, logged so its owner sees why. */
function unconfigured(): Response {
  console.error('SIGNING_KEY is not set: run `npx wrangler secret put SIGNING_KEY` (docs/going-live.md, step 7).');
  return refuse(503, 'Photo uploads are not set up yet.');
}

const randomId = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** The body's bytes, or undefined as soon as it grows past `limit`. */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | undefined> {
  if (!body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    length += read.value.byteLength;
    if (length > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function upload(request: Request, env: Env): Promise<Response> {
  const cors = { 'Access-Control-Allow-Origin': env.SITE_ORIGIN, Vary: 'Origin' };
  if (request.headers.get('Origin') !== env.SITE_ORIGIN) return refuse(403, 'Uploads come from the site only.');
  if (!env.SIGNING_KEY) return unconfigured();
  const address = request.headers.get('CF-Connecting-IP') ?? 'unknown';
  const { success } = await (env.UPLOAD_LIMITER ?? fallbackLimiter).limit({ key: address });
  if (!success) {
    const retryAfter = {
      ...cors,
      'Retry-After': String(uploadLimit.period),
      'Access-Control-Expose-Headers': 'Retry-After',
    };
    return refuse(429, 'Too many uploads: try again in a minute.', retryAfter);
  }
  if (Number(request.headers.get('Content-Length') ?? 0) > maxPhotoBytes) return refuse(413, 'Photo over 2 MB.', cors);
  const bytes = await readAtMost(request.body, maxPhotoBytes);
  if (!bytes) return refuse(413, 'Photo over 2 MB.', cors);
  const type = photoType(bytes);
  if (!type) return refuse(415, `Only whole JPEG or WebP photos of at most ${maxLongSide} px a side.`, cors);
  const id = randomId();
  await env.PHOTOS.put(id, bytes, { httpMetadata: { contentType: type } });
  const url = new URL(`/photos/${id}`, request.url);
  url.searchParams.set('sig', await sign(id, env.SIGNING_KEY));
  return Response.json({ url: url.href }, { status: 201, headers: cors });
}

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** A photo's answer to `GET`, or to `HEAD` without its body. */
async function photo(id: string, signature: string, env: Env, withBody: boolean): Promise<Response> {
  const notFound = () => refuse(404, 'No such photo.');
  if (!env.SIGNING_KEY) return unconfigured();
  if (!idPattern.test(id) || !(await verify(id, signature, env.SIGNING_KEY))) return notFound();
  const object = withBody ? await env.PHOTOS.get(id) : await env.PHOTOS.head(id);
  if (!object) return notFound();
  const type = object.httpMetadata?.contentType ?? 'application/octet-stream';
  const body = withBody ? (object as { body: ReadableStream }).body : null;
  return new Response(body, {
    headers: {
      'Content-Type': type,
      // The id is base64url, so the name needs no quoting beyond the quotes.
      'Content-Disposition': `inline; filename="photo-${id}.${extensions[type] ?? 'bin'}"`,
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The preflight of the site's `POST` (its `Content-Type: image/…` is not a simple request). */
function preflight(request: Request, env: Env): Response {
  if (request.headers.get('Origin') !== env.SITE_ORIGIN) return refuse(403, 'Uploads come from the site only.');
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': env.SITE_ORIGIN,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '86400',
      Vary: 'Origin',
    },
  });
}

function route(request: Request, env: Env): Promise<Response> | Response {
  const { pathname, searchParams } = new URL(request.url);
  if (pathname === '/photos') {
    if (request.method === 'POST') return upload(request, env);
    if (request.method === 'OPTIONS') return preflight(request, env);
    return refuse(405, 'Method not allowed.', { Allow: 'POST, OPTIONS' });
  }
  const match = /^\/photos\/([^/]+)$/.exec(pathname);
  if (match && (request.method === 'GET' || request.method === 'HEAD'))
    return photo(match[1], searchParams.get('sig') ?? '', env, request.method === 'GET');
  return refuse(404, 'Not found.');
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    try {
      return await route(request, env);
    } catch (error) {
      console.error('Photo Worker error:', error);
      return refuse(500, 'Something went wrong.');
    }
  },
};
