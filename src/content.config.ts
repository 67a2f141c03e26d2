import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { strictFile } from './lib/content/strict-file-loader';
import { priceRowSchema } from './lib/prices/price-list-schema';

/** Price list rows (docs/behaviour.md, "The price list"), validated at build time. */
const priceList = defineCollection({
  loader: strictFile('src/data/price-list.yaml'),
  schema: priceRowSchema,
});

/**
 * Gallery photos (docs/behaviour.md, "The gallery"): a local `image` processed by
 * astro:assets, or a remote `src` with its `width` and `height` in px.
 */
const gallery = defineCollection({
  loader: strictFile('src/data/gallery.yaml'),
  schema: ({ image }) =>
    z.union([
      z.strictObject({ id: z.string(), order: z.number().int(), image: image() }),
      z.strictObject({
        id: z.string(),
        order: z.number().int(),
        src: z.url(),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
      }),
    ]),
});

export const collections = { priceList, gallery };
