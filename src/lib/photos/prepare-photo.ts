import { maxLongSide, targetBytes } from './photo-limits';

/** The browser could not decode the file (HEIC where it cannot read HEIC, a broken file). */
export class UndecodablePhoto extends Error {
  constructor(cause: unknown) {
    super('The browser cannot decode this photo', { cause });
  }
}

/** JPEG qualities tried in turn until the photo fits `targetBytes`. */
const qualities = [0.85, 0.75, 0.65, 0.5];

/**
 * The photo as it is sent (docs/decisions.md, "Photos scaled in the
 * browser"): decoded, turned upright by its EXIF orientation, scaled to at
 * most `maxLongSide` px on its long side and encoded as a JPEG of about
 * `targetBytes`, with no metadata (no GPS position, no camera serial): a
 * canvas keeps only pixels. Throws `UndecodablePhoto` when the browser
 * cannot decode `file`.
 */
export async function preparePhoto(file: Blob): Promise<Blob> {
  let original: ImageBitmap;
  try {
    original = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    throw new UndecodablePhoto(error);
  }
  const scale = Math.min(1, maxLongSide / Math.max(original.width, original.height));
  const width = Math.round(original.width * scale);
  const height = Math.round(original.height * scale);
  const scaled = await createImageBitmap(original, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
  original.close();
  const canvas = new OffscreenCanvas(width, height);
  canvas.getContext('2d')?.drawImage(scaled, 0, 0);
  scaled.close();
  let photo = await canvas.convertToBlob({ type: 'image/jpeg', quality: qualities[0] });
  for (const quality of qualities.slice(1)) {
    if (photo.size <= targetBytes) break;
    photo = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  return photo;
}
