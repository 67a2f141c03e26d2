import { brotliCompressSync, constants as zlib } from 'node:zlib';

/**
 * The most a page's HTML may weigh, brotli-compressed, in bytes: what
 * arrives in the first round trip of a new connection, which is about
 * ten TCP segments (RFC 6928's initial window, 10 × 1460 = 14 600 bytes),
 * less the response headers and the TLS records' overhead. A page over it
 * paints one round trip later, about 150 ms on slow 4G (docs/performance.md,
 * "The page budget"). Checked on every page by tests/built/page-budget.test.ts,
 * reported by `npm run bench`.
 */
export const pageBudgetBytes = 14_000;

/**
 * Brotli's quality for the budget: 11, the highest, as a static host that
 * compresses each file once serves it, and as `npm run bench` serves the
 * pages (docs/performance.md, "The page budget").
 */
const brotliQuality = 11;

/** `text`'s size in bytes, brotli-compressed at `brotliQuality` (Node's zlib). */
export function brotliBytes(text: string | Buffer): number {
  return brotliCompressSync(text, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  }).length;
}
