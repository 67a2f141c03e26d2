import { defineCollection } from 'astro:content';
import { strictFile, strictFileHeader } from './lib/content/strict-file-loader';
import { withFileOrder } from './lib/content/row-schema';
import { dataFiles } from './lib/content/data-files';
import { priceRowSchema } from './lib/prices/price-rows';
import { priceListFile, priceListHeaderSchema } from './lib/prices/price-file';
import { serviceRowSchema } from './lib/prices/service-blocks';
import { reviewSchema } from './lib/reviews/review-schema';
import { galleryEntrySchema } from './lib/gallery/gallery-schema';

/**
 * The price list, validated at build time: an error in the file stops the
 * build with a message naming the row, the field and what is expected
 * (between rows too: `roomDefaultClashes`). Its
 * `validFrom` date, beside the rows, is the `priceListHeader` collection.
 */
const priceList = defineCollection({
  loader: strictFile(dataFiles.priceList.file, dataFiles.priceList.check, dataFiles.priceList.shape),
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
  loader: strictFile(dataFiles.gallery.file, dataFiles.gallery.check),
  schema: ({ image }) => galleryEntrySchema(image()),
});

/** The services, in order, with the price-list categories each covers (the home page's starting prices) and their texts present. */
const services = defineCollection({
  loader: strictFile(dataFiles.services.file, dataFiles.services.check),
  schema: withFileOrder(serviceRowSchema),
});

/** Clients' reviews, each with their consent; the file may be empty (`[]`). */
const reviews = defineCollection({
  loader: strictFile(dataFiles.reviews.file, dataFiles.reviews.check, dataFiles.reviews.shape),
  schema: withFileOrder(reviewSchema),
});

export const collections = { priceList, priceListHeader, gallery, services, reviews };
