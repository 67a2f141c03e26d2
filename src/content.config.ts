import { defineCollection } from 'astro:content';
import { strictFile, strictFileHeader } from './lib/content/strict-file-loader';
import { withFileOrder } from './lib/content/row-schema';
import { priceRowCheck, priceRowSchema, roomDefaultClashes } from './lib/prices/price-rows';
import { priceFileHeader, priceListFile, priceListHeaderSchema } from './lib/prices/price-file';
import { readFileSync } from 'node:fs';
import { serviceRowCheck, serviceRowSchema } from './lib/prices/service-blocks';
import { flattenMessages } from './lib/i18n/locale-files';
import { defaultLocale } from './lib/i18n/locales';
import { reviewSchema, reviewsFile } from './lib/reviews/review-schema';
import { galleryEntrySchema, galleryRowCheck } from './lib/gallery/gallery-schema';

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

/**
 * The price list, validated at build time: an error in the file stops the
 * build with a message naming the row, the field and what is expected
 * (between rows too: `roomDefaultClashes`). Its
 * `validFrom` date, beside the rows, is the `priceListHeader` collection.
 */
const priceList = defineCollection({
  loader: strictFile(priceListFile, (_, { root }) => priceRowCheck(categoryIdsIn(root)), {
    header: priceListHeaderSchema,
    across: roomDefaultClashes,
  }),
  schema: withFileOrder(priceRowSchema),
});

/** The price file's fields beside its rows (`validFrom`, `categories`), as the one entry `header`: `priceListHeader()`. */
const priceListHeader = defineCollection({
  loader: strictFileHeader(priceListFile, priceListHeaderSchema),
  schema: priceListHeaderSchema,
});

/**
 * Gallery photos, in order: a local `image` processed by astro:assets, or a
 * remote `src` with its `width` and `height` in px.
 */
const gallery = defineCollection({
  loader: strictFile('src/data/gallery.yaml', (row, { file, root }) => galleryRowCheck(row, file, root)),
  schema: ({ image }) => galleryEntrySchema(image()),
});

/** The services, in order, with the price-list categories each covers (the home page's starting prices) and their texts present. */
const services = defineCollection({
  loader: strictFile('src/data/services.yaml', (_, { root }) =>
    serviceRowCheck(defaultTextsIn(root), defaultTexts, categoryIdsIn(root)),
  ),
  schema: withFileOrder(serviceRowSchema),
});

/** Clients' reviews, each with their consent; the file may be empty (`[]`). */
const reviews = defineCollection({
  loader: strictFile(reviewsFile, () => reviewSchema, { allowEmpty: true }),
  schema: withFileOrder(reviewSchema),
});

export const collections = { priceList, priceListHeader, gallery, services, reviews };
