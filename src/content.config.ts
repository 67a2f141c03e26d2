import { defineCollection } from 'astro:content';
import { strictFile } from './lib/content/strict-file-loader';
import { withFileOrder } from './lib/content/row-schema';
import { priceRowSchema } from './lib/prices/price-list';
import { galleryEntrySchema, galleryRowCheck } from './lib/gallery/gallery-schema';

/**
 * The price list, validated at build time: an error in the file stops the
 * build with a message naming the row, the field and what is expected.
 */
const priceList = defineCollection({
  loader: strictFile('src/data/price-list.yaml', () => priceRowSchema),
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

export const collections = { priceList, gallery };
