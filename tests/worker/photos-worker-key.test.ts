import type { Miniflare } from 'miniflare';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPhotoWorker } from '../support/photo-worker';

const siteOrigin = 'https://site.example';
const workerUrl = 'https://photos.example/photos';

let jpeg: Uint8Array;
let worker: Miniflare | undefined;

beforeAll(async () => {
  jpeg = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
  );
});

afterEach(() => worker?.dispose());

/** The local R2 bucket's list (Miniflare types it with workers-types, not installed here). */
const storedCount = async (running: Miniflare) =>
  (await ((await running.getR2Bucket('PHOTOS')) as unknown as { list(): Promise<{ objects: unknown[] }> }).list())
    .objects.length;

describe.each([
  ['not set', null],
  ['empty', ''],
])('the Worker with SIGNING_KEY %s', (_, signingKey) => {
  it('answers 503 to an upload before reading its body, logs one line naming the secret, and stores nothing', async () => {
    const logs: string[] = [];
    worker = await startPhotoWorker({ siteOrigin, signingKey, onLog: (message) => logs.push(message) });
    // A body that never ends: only a Worker that answers before reading it answers at all.
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(jpeg);
      },
    });
    const response = await worker.dispatchFetch(workerUrl, {
      method: 'POST',
      headers: { Origin: siteOrigin, 'Content-Type': 'image/jpeg', 'CF-Connecting-IP': '192.0.2.1' },
      body: endless,
      duplex: 'half',
    });
    expect(response.status).toBe(503);
    expect(await response.text()).not.toMatch(/\bat\b.*:\d+/);
    await expect.poll(() => logs.filter((line) => line.includes('SIGNING_KEY'))).toHaveLength(1);
    expect(await storedCount(worker)).toBe(0);
  });
});
