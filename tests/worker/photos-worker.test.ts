import type { Miniflare, Response } from 'miniflare';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPhotoBytes, uploadLimit } from '../../worker/photos/src/limits';
import { isolateLimiter } from '../../worker/photos/src/rate-limit';
import { startPhotoWorker, workerConfig } from '../support/photo-worker';

const siteOrigin = 'https://site.example';
const workerUrl = 'https://photos.example/photos';

let worker: Miniflare;
let jpeg: Uint8Array;
let webp: Uint8Array;
let png: Uint8Array;

/** A fresh address for each upload unless given: the rate limit counts per address. */
let addresses = 0;
const nextAddress = () => `192.0.2.${++addresses}`;

function upload(body: Uint8Array, options: { type?: string; origin?: string | null; address?: string } = {}) {
  const headers: Record<string, string> = {
    'Content-Type': options.type ?? 'image/jpeg',
    'CF-Connecting-IP': options.address ?? nextAddress(),
  };
  const origin = options.origin === undefined ? siteOrigin : options.origin;
  if (origin !== null) headers.Origin = origin;
  return worker.dispatchFetch(workerUrl, { method: 'POST', headers, body });
}

/** The local R2 bucket, as the tests use it (Miniflare types it with workers-types, not installed here). */
interface Bucket {
  list(): Promise<{ objects: unknown[] }>;
  get(key: string): Promise<{ httpMetadata?: { contentType?: string } } | null>;
  delete(key: string): Promise<void>;
}

const bucket = async () => (await worker.getR2Bucket('PHOTOS')) as unknown as Bucket;

async function storedCount() {
  return (await (await bucket()).list()).objects.length;
}

async function linkOf(response: Response): Promise<URL> {
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return new URL(url);
}

beforeAll(async () => {
  const photo = sharp({ create: { width: 64, height: 48, channels: 3, background: '#b0a080' } });
  jpeg = new Uint8Array(await photo.clone().jpeg().toBuffer());
  webp = new Uint8Array(await photo.clone().webp().toBuffer());
  png = new Uint8Array(await photo.clone().png().toBuffer());
  worker = await startPhotoWorker({ siteOrigin });
});

afterAll(() => worker?.dispose());

describe('the photo Worker', () => {
  it('stores a JPEG and answers 201 with a signed link that gives it back byte for byte', async () => {
    const link = await linkOf(await upload(jpeg));
    expect(link.origin).toBe(new URL(workerUrl).origin);
    expect(link.pathname).toMatch(/^\/photos\/[\w-]{22}$/);
    expect(link.searchParams.get('sig')).toMatch(/^[\w-]{43}$/);
    const id = link.pathname.split('/').at(-1) ?? '';
    const stored = await (await bucket()).get(id);
    expect(stored?.httpMetadata?.contentType).toBe('image/jpeg');
    const served = await worker.dispatchFetch(link);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpeg);
  });

  it('stores a WebP and serves it as one', async () => {
    const served = await worker.dispatchFetch(await linkOf(await upload(webp, { type: 'image/webp' })));
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(webp);
  });

  it('lets the site read its answer (CORS) and answers its preflight', async () => {
    const response = await upload(jpeg);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(siteOrigin);
    const preflight = await worker.dispatchFetch(workerUrl, {
      method: 'OPTIONS',
      headers: { Origin: siteOrigin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(siteOrigin);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/content-type/i);
  });

  it('refuses a type other than JPEG or WebP by its bytes, whatever the header says, and stores nothing', async () => {
    const before = await storedCount();
    for (const [body, type] of [
      [png, 'image/jpeg'],
      [new TextEncoder().encode('not a photo'), 'image/webp'],
    ] as const) {
      const response = await upload(body, { type });
      expect(response.status).toBe(415);
      expect(await response.text()).not.toBe('');
    }
    expect(await storedCount()).toBe(before);
  });

  it(`refuses a body over ${maxPhotoBytes} bytes and stores nothing; takes one of exactly that size`, async () => {
    const before = await storedCount();
    const big = new Uint8Array(maxPhotoBytes + 1);
    big.set(jpeg);
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect(await response.text()).not.toBe('');
    expect(await storedCount()).toBe(before);
    expect((await upload(big.subarray(0, maxPhotoBytes))).status).toBe(201);
  });

  it('refuses an upload from another origin, or with none, and stores nothing', async () => {
    const before = await storedCount();
    for (const origin of ['https://elsewhere.example', null]) {
      const response = await upload(jpeg, { origin });
      expect(response.status).toBe(403);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
    const preflight = await worker.dispatchFetch(workerUrl, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(await storedCount()).toBe(before);
  });

  it(`takes ${uploadLimit.limit} uploads from one address in ${uploadLimit.period} s and refuses the next; another address goes on`, async () => {
    const address = nextAddress();
    for (let n = 0; n < uploadLimit.limit; n++) expect((await upload(jpeg, { address })).status).toBe(201);
    const before = await storedCount();
    const refused = await upload(jpeg, { address });
    expect(refused.status).toBe(429);
    expect(await refused.text()).not.toBe('');
    expect(await storedCount()).toBe(before);
    expect((await upload(jpeg)).status).toBe(201);
  });

  it('answers 404 to a link whose id or signature is changed, or has none', async () => {
    const link = await linkOf(await upload(jpeg));
    const id = link.pathname.split('/').at(-1) ?? '';
    const sig = link.searchParams.get('sig') ?? '';
    const other = await linkOf(await upload(jpeg));
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const changed = [
      `/photos/${flip(id)}?sig=${sig}`,
      `/photos/${id}?sig=${flip(sig)}`,
      `/photos/${id}?sig=${other.searchParams.get('sig')}`,
      `/photos/${id}`,
      `/photos/${id}?sig=`,
      `/photos/${id}?sig=%%%`,
    ];
    for (const path of changed) expect((await worker.dispatchFetch(new URL(path, link))).status, path).toBe(404);
    expect((await worker.dispatchFetch(link)).status).toBe(200);
  });

  it('answers 404 once the photo is deleted from R2 by its id (as the 90-day rule does)', async () => {
    const link = await linkOf(await upload(jpeg));
    await (await bucket()).delete(link.pathname.split('/').at(-1) ?? '');
    expect((await worker.dispatchFetch(link)).status).toBe(404);
  });
});

describe('the Worker without the rate-limiting binding', () => {
  let bare: Miniflare;
  beforeAll(async () => {
    bare = await startPhotoWorker({ siteOrigin, withoutLimiter: true });
  });
  afterAll(() => bare?.dispose());

  it(`still refuses upload ${uploadLimit.limit + 1} from one address`, async () => {
    const send = () =>
      bare.dispatchFetch(workerUrl, {
        method: 'POST',
        headers: { Origin: siteOrigin, 'Content-Type': 'image/jpeg', 'CF-Connecting-IP': '198.51.100.1' },
        body: jpeg,
      });
    for (let n = 0; n < uploadLimit.limit; n++) expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });
});

describe('the per-isolate limiter', () => {
  it(`lets a key through again ${uploadLimit.period} s after its uploads`, async () => {
    let now = 0;
    const limiter = isolateLimiter(() => now);
    for (let n = 0; n < uploadLimit.limit; n++) expect((await limiter.limit({ key: 'a' })).success).toBe(true);
    expect((await limiter.limit({ key: 'a' })).success).toBe(false);
    expect((await limiter.limit({ key: 'b' })).success).toBe(true);
    now = uploadLimit.period * 1000 + 1;
    expect((await limiter.limit({ key: 'a' })).success).toBe(true);
  });
});

describe('worker/photos/wrangler.jsonc', () => {
  it('has the rate limit of src/limits.ts', () => {
    expect(workerConfig().ratelimits.map(({ simple }) => simple)).toEqual([uploadLimit]);
  });
});
