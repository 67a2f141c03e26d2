import type { Miniflare, Response } from 'miniflare';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { maxLongSide, maxPhotos, photoRetentionDays } from '../../src/lib/photos/photo-limits';
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

/**
 * `jpeg` grown to exactly `total` bytes by comment segments (`FF FE`, at
 * most 65,535 bytes each) after its start-of-image: still a whole JPEG.
 */
function paddedJpeg(jpeg: Uint8Array, total: number): Uint8Array {
  const body = new Uint8Array(total).fill(0x20);
  body.set(jpeg.subarray(0, 2));
  let at = 2;
  let rest = total - jpeg.length;
  while (rest > 0) {
    let segment = Math.min(65_537, rest);
    if (rest - segment > 0 && rest - segment < 4) segment -= 4;
    body.set([0xff, 0xfe, (segment - 2) >> 8, (segment - 2) & 0xff], at);
    at += segment;
    rest -= segment;
  }
  body.set(jpeg.subarray(2), at);
  return body;
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
    const response = await upload(paddedJpeg(jpeg, maxPhotoBytes + 1));
    expect(response.status).toBe(413);
    expect(await response.text()).not.toBe('');
    expect(await storedCount()).toBe(before);
    expect((await upload(paddedJpeg(jpeg, maxPhotoBytes))).status).toBe(201);
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
    expect(refused.headers.get('Retry-After')).toBe(String(uploadLimit.period));
    expect(refused.headers.get('Access-Control-Expose-Headers')).toMatch(/retry-after/i);
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

const ascii = (text: string) => new TextEncoder().encode(text);
const join = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));

/** `webp` followed by `extra`, its RIFF size made to match the new body, as a careful forger would. */
function webpWith(webp: Uint8Array, extra: Uint8Array): Uint8Array {
  const body = join(webp, extra);
  new DataView(body.buffer).setUint32(4, body.length - 8, true);
  return body;
}

const svg = ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const script = ascii('<script>alert(1)</script>');

describe('what the Worker stores', () => {
  const image = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#b0a080' } });

  it(`stores whole JPEGs and WebPs (lossy, lossless, extended) up to ${maxLongSide} px a side`, async () => {
    const bodies = {
      'baseline JPEG': await image(64, 48).jpeg().toBuffer(),
      'progressive JPEG': await image(64, 48).jpeg({ progressive: true }).toBuffer(),
      [`JPEG ${maxLongSide} px wide`]: await image(maxLongSide, 8).jpeg().toBuffer(),
      'lossless WebP': await image(64, 48).webp({ lossless: true }).toBuffer(),
      'extended WebP': await image(64, 48).webp().withIccProfile('srgb').toBuffer(),
      [`WebP ${maxLongSide} px high`]: await image(8, maxLongSide).webp().toBuffer(),
    };
    for (const [name, body] of Object.entries(bodies))
      expect((await upload(new Uint8Array(body))).status, name).toBe(201);
  });

  it('refuses with 415 what is not a whole photo within the size, and stores nothing', async () => {
    const cut = (bytes: Uint8Array, length: number) => bytes.subarray(0, length);
    const bodies = {
      'zero bytes': new Uint8Array(),
      '3 bytes FF D8 FF': new Uint8Array([0xff, 0xd8, 0xff]),
      'a JPEG cut to 40 bytes': cut(jpeg, 40),
      'a JPEG without its end-of-image marker': cut(jpeg, jpeg.length - 2),
      'FF D8 FF and a script': join(new Uint8Array([0xff, 0xd8, 0xff]), script),
      'a JPEG followed by a script': join(jpeg, script),
      'a JPEG followed by an SVG': join(jpeg, svg),
      'RIFF…WEBP and an SVG': join(ascii('RIFF'), new Uint8Array([svg.length + 4, 0, 0, 0]), ascii('WEBP'), svg),
      'a WebP followed by an SVG': join(webp, svg),
      'a WebP followed by an SVG, its RIFF size fixed up': webpWith(webp, svg),
      'a WebP cut short': cut(webp, webp.length - 10),
      [`a JPEG ${maxLongSide + 1} px wide`]: new Uint8Array(
        await image(maxLongSide + 1, 8)
          .jpeg()
          .toBuffer(),
      ),
      [`a WebP ${maxLongSide + 1} px high`]: new Uint8Array(
        await image(8, maxLongSide + 1)
          .webp()
          .toBuffer(),
      ),
      [`a lossless WebP ${maxLongSide + 1} px wide`]: new Uint8Array(
        await image(maxLongSide + 1, 8)
          .webp({ lossless: true })
          .toBuffer(),
      ),
      'a PNG': png,
    };
    const before = await storedCount();
    for (const [name, body] of Object.entries(bodies)) {
      const response = await upload(body);
      expect(response.status, name).toBe(415);
      expect(await response.text(), name).toMatch(/JPEG or WebP/);
    }
    expect(await storedCount()).toBe(before);
  });
});

describe("a photo's link", () => {
  let link: URL;
  beforeAll(async () => {
    link = await linkOf(await upload(jpeg));
  });

  it('answers every malformed signature, of any length or alphabet, with the 404 of a wrong one', async () => {
    const wrong = await worker.dispatchFetch(new URL(`${link.pathname}?sig=${'A'.repeat(43)}`, link));
    expect(wrong.status).toBe(404);
    const notFound = await wrong.text();
    const signatures = [
      ...Array.from({ length: 50 }, (_, length) => 'A'.repeat(length)),
      'A'.repeat(10_000),
      '='.repeat(43),
      `${'A'.repeat(42)}=`,
      '+/'.repeat(22).slice(0, 43),
      'ä'.repeat(43),
      '%00'.repeat(43),
      '<script>',
    ];
    for (const sig of signatures) {
      const path = `${link.pathname}?sig=${encodeURIComponent(sig)}`;
      const response = await worker.dispatchFetch(new URL(path, link));
      expect(response.status, sig.slice(0, 50)).toBe(404);
      expect(await response.text(), sig.slice(0, 50)).toBe(notFound);
    }
  });

  it('serves the photo inline under a safe name, with no script or sniffing and a private cache rule', async () => {
    const served = await worker.dispatchFetch(link);
    const id = link.pathname.split('/').at(-1);
    expect(served.headers.get('Content-Disposition')).toBe(`inline; filename="photo-${id}.jpg"`);
    expect(served.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Cache-Control')).toMatch(/^private\b/);
    await served.arrayBuffer();
  });

  it('answers HEAD as GET, without the body', async () => {
    const get = await worker.dispatchFetch(link);
    await get.arrayBuffer();
    const head = await worker.dispatchFetch(link, { method: 'HEAD' });
    expect(head.status).toBe(200);
    for (const name of [
      'Content-Type',
      'Content-Disposition',
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Cache-Control',
    ])
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const forged = await worker.dispatchFetch(new URL(`${link.pathname}?sig=${'A'.repeat(43)}`, link), {
      method: 'HEAD',
    });
    expect(forged.status).toBe(404);
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

  it(`lets a visitor swap a full set of ${maxPhotos} photos twice within the limit`, () => {
    expect(uploadLimit.limit).toBeGreaterThanOrEqual(3 * maxPhotos);
  });
});

describe("docs/going-live.md's photo step", () => {
  it(`creates the lifecycle rule with the ${photoRetentionDays} days the privacy texts promise, and says so`, () => {
    const guide = readFileSync(new URL('../../docs/going-live.md', import.meta.url), 'utf-8');
    const step = guide.split(/^## /m).find((section) => section.startsWith('7. ')) ?? '';
    const days = [...step.matchAll(/--expire-days (\d+)|(\d+)[- ]days\b/g)].map((match) =>
      Number(match[1] ?? match[2]),
    );
    expect(days.length).toBeGreaterThanOrEqual(3);
    expect(new Set(days)).toEqual(new Set([photoRetentionDays]));
    expect(step).toMatch(/lifecycle list enquiry-photos/);
  });
});
