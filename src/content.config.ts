import { defineCollection } from 'astro:content';
import { strictFile } from './lib/content/strict-file-loader';
import { withFileOrder } from './lib/content/row-schema';
import { priceRowSchema } from './lib/prices/price-list';
import { galleryEntrySchema, galleryRowCheck } from './lib/gallery/gallery-schema';
import { companySchema } from './lib/company/company-schema';
import { companyFactsLoader } from './lib/company/company-loader';

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

/**
 * The company facts (one entry, id `company`). Pages read them through
 * `src/lib/site.ts`, which parses the same file with the same schema at
 * load time; this collection checks the file at build time like the others
 * (docs/decisions.md, "Company facts in a data file").
 */
const company = defineCollection({
  loader: companyFactsLoader(),
  schema: companySchema,
});

export const collections = { priceList, gallery, company };
