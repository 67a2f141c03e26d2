import { defineCollection } from 'astro:content';
import { strictFile } from './lib/content/strict-file-loader';
import { withFileOrder } from './lib/content/row-schema';
import { priceRowSchema } from './lib/prices/price-list';
import { priceListFile, priceListHeaderSchema } from './lib/prices/price-list-file';
import { serviceRowSchema } from './lib/prices/service-blocks';
import { reviewSchema, reviewsFile } from './lib/reviews/review-schema';
import { galleryEntrySchema, galleryRowCheck } from './lib/gallery/gallery-schema';

/**
 * The price list, validated at build time: an error in the file stops the
 * build with a message naming the row, the field and what is expected. Its
 * `validFrom` date, beside the rows, is read by `priceListValidFrom()`.
 */
const priceList = defineCollection({
  loader: strictFile(priceListFile, () => priceRowSchema, { header: priceListHeaderSchema }),
  schema: withFileOrder(priceRowSchema),
});

/**
 * Gallery photos, in order: a local `image` processed by astro:assets, or a
 * remote `src` with its `width` and `height` in px.
 */
const gallery = defineCollection({
  loader: strictFile('src/data/gallery.yaml', (row, { file, root }) => galleryRowCheck(row, file, root)),
  schema: ({ image }) => galleryEntrySchema(image()),
});

/** Which price-list categories each of the four services covers: the home page's starting prices. */
const services = defineCollection({
  loader: strictFile('src/data/services.yaml', () => serviceRowSchema),
  schema: withFileOrder(serviceRowSchema),
});

/** Clients' reviews, each with their consent; the file may be empty (`[]`). */
const reviews = defineCollection({
  loader: strictFile(reviewsFile, () => reviewSchema, { allowEmpty: true }),
  schema: withFileOrder(reviewSchema),
});

export const collections = { priceList, gallery, services, reviews };
