import { readFileSync } from 'node:fs';
import { InputError } from '../input-error';
import { priceRowCheck, roomDefaultClashes } from '../prices/price-rows';
import { priceFileHeader, priceListFile, priceListHeaderSchema } from '../prices/price-file';
import { serviceRowCheck } from '../prices/service-blocks';
import { flattenMessages } from '../i18n/locale-files';
import { defaultLocale } from '../i18n/locales';
import { reviewSchema, reviewsFile } from '../reviews/review-schema';
import { galleryRowCheck } from '../gallery/gallery-schema';
import { validRows, type FileShape, type RowCheck } from './strict-file-loader';

/**
 * The default locale file, where each service's texts must be (the locale
 * check holds the other files to its keys), and its texts by dotted key
 * under the project `root`.
 */
const defaultTexts = `locales/${defaultLocale}.json`;
const defaultTextsIn = (root: URL) => flattenMessages(JSON.parse(readFileSync(new URL(defaultTexts, root), 'utf-8')));

/** The ids of the price file's categories under the project `root`, which rows and services name (none in a bare list). */
const categoryIdsIn = (root: URL) =>
  (priceFileHeader(readFileSync(new URL(priceListFile, root), 'utf-8'))?.categories ?? []).map(({ id }) => id);

/** One data file of rows: its path from the project root, each row's check and the file's shape (`strictFile`). */
export interface DataFile {
  file: string;
  check: RowCheck;
  shape?: FileShape;
}

/**
 * The data files of rows, declared once for the content collections
 * (`src/content.config.ts`) and for the check of every input before the
 * build (`dataFileMistakes`).
 */
export const dataFiles = {
  /** The price list, its rows checked between each other too (`roomDefaultClashes`), its `validFrom` and categories beside them. */
  priceList: {
    file: priceListFile,
    check: (_, { root }) => priceRowCheck(categoryIdsIn(root)),
    shape: { header: priceListHeaderSchema, across: roomDefaultClashes },
  },
  /** Gallery photos: a local `image` that must exist, or a remote `src` with its size. */
  gallery: { file: 'src/data/gallery.yaml', check: (row, { file, root }) => galleryRowCheck(row, file, root) },
  /** The services, with the price-list categories each covers and their texts present. */
  services: {
    file: 'src/data/services.yaml',
    check: (_, { root }) => serviceRowCheck(defaultTextsIn(root), defaultTexts, categoryIdsIn(root)),
  },
  /** Clients' reviews, each with their consent; the file may be empty (`[]`). */
  reviews: { file: reviewsFile, check: () => reviewSchema, shape: { allowEmpty: true } },
} satisfies Record<string, DataFile>;

/**
 * Every mistake in the data files under `root`, one line each, as their
 * collections would stop the build with them; none for a file whose check
 * cannot run because a file it reads (the Estonian texts, the price
 * categories) is broken, which is named on its own.
 */
export function dataFileMistakes(root: URL): string[] {
  return Object.values(dataFiles).flatMap(({ file, check, shape }: DataFile) => {
    try {
      validRows(readFileSync(new URL(file, root), 'utf-8'), file, check, { file: new URL(file, root), root }, shape);
      return [];
    } catch (error) {
      return error instanceof InputError ? error.message.split('\n') : [];
    }
  });
}
