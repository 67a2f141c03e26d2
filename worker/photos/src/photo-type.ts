import { maxLongSide } from '../../../src/lib/photos/photo-limits';

/** The photo types the Worker stores, as the `Content-Type` it serves them with. */
export type PhotoType = 'image/jpeg' | 'image/webp';

/** Width and height in px, as a file's header states them. */
interface Size {
  width: number;
  height: number;
}

const fits = ({ width, height }: Size) => width > 0 && height > 0 && width <= maxLongSide && height <= maxLongSide;

/** JPEG frame headers SOF0–SOF15 (not DHT C4, JPG C8 or DAC CC). */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * The frame size of a whole JPEG, walked marker by marker from the
 * start-of-image (`FF D8`) to the end-of-image (`FF D9`), which must be its
 * last two bytes; undefined when the walk breaks or finds no frame header
 * before the first scan.
 */
function jpegSize(bytes: Uint8Array): Size | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let size: Size | undefined;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return size && at + 2 === bytes.length ? size : undefined;
    if (marker >= 0xd0 && marker <= 0xd7) {
      at += 2; // restart marker, no length
      continue;
    }
    if (at + 4 > bytes.length) return undefined;
    const length = view.getUint16(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    if (isFrameHeader(marker)) {
      if (length < 8) return undefined;
      size ??= { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
    if (marker === 0xda) {
      if (!size) return undefined;
      // Entropy-coded data: runs to the next marker other than a stuffed
      // `FF 00` or a restart marker.
      while (at + 1 < bytes.length) {
        const next = bytes[at + 1];
        if (bytes[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        at += 1;
      }
    }
  }
  return undefined;
}

const fourCC = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Chunks a still WebP may hold besides its image (an extended one, VP8X). */
const extendedChunks = new Set(['ICCP', 'ALPH', 'VP8 ', 'VP8L', 'EXIF', 'XMP ']);

/**
 * The canvas size of a whole WebP: a RIFF header whose size is the body's,
 * `WEBP`, then either one `VP8 ` or `VP8L` chunk, or a `VP8X` chunk and
 * still-image chunks, ending exactly at the body's end; undefined otherwise.
 */
function webpSize(bytes: Uint8Array): Size | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 30 || fourCC(bytes, 0) !== 'RIFF' || fourCC(bytes, 8) !== 'WEBP') return undefined;
  if (view.getUint32(4, true) + 8 !== bytes.length) return undefined;
  const chunks: string[] = [];
  for (let at = 12; at < bytes.length;) {
    if (at + 8 > bytes.length) return undefined;
    const length = view.getUint32(at + 4, true);
    const end = at + 8 + length + (length % 2);
    if (end > bytes.length) return undefined;
    chunks.push(fourCC(bytes, at));
    at = end;
  }
  const [first, ...rest] = chunks;
  const data = 20; // the first chunk's data
  if (first === 'VP8 ' && rest.length === 0) {
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return undefined;
    return { width: view.getUint16(data + 6, true) & 0x3fff, height: view.getUint16(data + 8, true) & 0x3fff };
  }
  if (first === 'VP8L' && rest.length === 0) {
    if (bytes[data] !== 0x2f) return undefined;
    const bits = view.getUint32(data + 1, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (first === 'VP8X' && rest.some((chunk) => chunk === 'VP8 ' || chunk === 'VP8L')) {
    if (!rest.every((chunk) => extendedChunks.has(chunk))) return undefined;
    const uint24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
    return { width: uint24(data + 4) + 1, height: uint24(data + 7) + 1 };
  }
  return undefined;
}

/**
 * The type of a photo read from its bytes, not from any header: a whole
 * JPEG or still WebP, as the site's scaling makes them, at most
 * `maxLongSide` px a side. Anything else (PNG, HEIC, text, a cut or padded
 * file, a larger image): undefined.
 */
export function photoType(bytes: Uint8Array): PhotoType | undefined {
  const jpeg = jpegSize(bytes);
  if (jpeg) return fits(jpeg) ? 'image/jpeg' : undefined;
  const webp = webpSize(bytes);
  if (webp) return fits(webp) ? 'image/webp' : undefined;
  return undefined;
}
