import { maxPhotos } from './photo-limits';

/** Where a photo is: being scaled, being sent, sent (its link known), or its upload failed. */
type PhotoStatus = 'preparing' | 'uploading' | 'uploaded' | 'failed';

/** A photo in the form: `key` identifies it in the list, `name` is the file's name. */
export interface Photo {
  key: number;
  name: string;
  status: PhotoStatus;
  /** Share of the upload sent, 0 to 1. */
  progress: number;
  /** A `blob:` URL of the scaled photo, for its thumbnail. */
  thumbnail?: string;
  /** The scaled photo, kept for a retry. */
  prepared?: Blob;
  /** The Worker's signed link, once uploaded. */
  link?: string;
}

/** Why a chosen file is not added: one too many, not an image, or an image the browser cannot read. */
export type Refusal = { reason: 'tooMany' } | { reason: 'notImage' | 'undecodable'; name: string };

/**
 * Splits the files a visitor chose into those added (images, up to
 * `maxPhotos` with the `alreadyAdded`) and the refusals to show: each
 * non-image by name, and one `tooMany` for all the images past the limit.
 */
export function sortChosenFiles(files: File[], alreadyAdded: number): { added: File[]; refused: Refusal[] } {
  const refused: Refusal[] = [];
  const images = files.filter((file) => {
    if (file.type.startsWith('image/')) return true;
    refused.push({ reason: 'notImage', name: file.name });
    return false;
  });
  const room = Math.max(0, maxPhotos - alreadyAdded);
  if (images.length > room) refused.push({ reason: 'tooMany' });
  return { added: images.slice(0, room), refused };
}

/** The links of the photos uploaded, in the list's order. */
export const photoLinks = (photos: Photo[]): string[] => photos.flatMap(({ link }) => (link ? [link] : []));

/** True while a photo is still being scaled or sent: Send waits for it. */
export const uploadsPending = (photos: Photo[]): boolean =>
  photos.some(({ status }) => status === 'preparing' || status === 'uploading');
