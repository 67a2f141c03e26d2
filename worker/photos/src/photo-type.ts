/** The photo types the Worker stores, as the `Content-Type` it serves them with. */
export type PhotoType = 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The type of a photo read from its first bytes, not from any header:
 * JPEG starts `FF D8 FF`; WebP is a RIFF file (`RIFF`, 4 size bytes,
 * `WEBP`). Anything else (PNG, HEIC, text): undefined.
 */
export function photoType(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}
