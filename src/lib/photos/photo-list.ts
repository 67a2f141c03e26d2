import { maxPhotos } from './photo-limits';

/**
 * Where a photo is: being scaled, being sent, refused for the upload rate
 * and waiting to be sent again by itself, sent (its link known), or its
 * upload failed.
 */
type PhotoStatus = 'preparing' | 'uploading' | 'waiting' | 'uploaded' | 'failed';

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
  /** While `waiting`: the seconds until it is sent again. */
  retryAfter?: number;
}

/** Why a chosen file is not added: past the limit (all such files), not an image, or an image the browser cannot read. */
export type Refusal = { reason: 'tooMany'; names: string[] } | { reason: 'notImage' | 'undecodable'; name: string };

/**
 * Splits the files a visitor chose into those added (images, up to
 * `maxPhotos` with the `alreadyAdded`) and the refusals to show: each
 * non-image by name, and one `tooMany` naming all the images past the limit.
 */
export function sortChosenFiles(files: File[], alreadyAdded: number): { added: File[]; refused: Refusal[] } {
  const refused: Refusal[] = [];
  const images = files.filter((file) => {
    if (file.type.startsWith('image/')) return true;
    refused.push({ reason: 'notImage', name: file.name });
    return false;
  });
  const room = Math.max(0, maxPhotos - alreadyAdded);
  if (images.length > room) refused.push({ reason: 'tooMany', names: images.slice(room).map(({ name }) => name) });
  return { added: images.slice(0, room), refused };
}

/** The photos uploaded, each with its file name and link, in the list's order. */
export const attachedPhotos = (photos: Photo[]): { name: string; link: string }[] =>
  photos.flatMap(({ name, link }) => (link ? [{ name, link }] : []));

/** The file names of the photos whose upload failed, in the list's order. */
export const failedPhotos = (photos: Photo[]): string[] =>
  photos.flatMap(({ name, status }) => (status === 'failed' ? [name] : []));

/** True while a photo is still being scaled or sent, or waits to be sent again: Send waits for it. */
export const uploadsPending = (photos: Photo[]): boolean =>
  photos.some(({ status }) => status === 'preparing' || status === 'uploading' || status === 'waiting');
