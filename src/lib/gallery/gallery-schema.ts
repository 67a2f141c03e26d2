import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { rowId, strictFields, withFileOrder } from '../content/row-schema';
import { localisedTextSchema } from '../content/localised-text';

/**
 * The rows of `src/data/gallery.yaml`: a local photo (`image:`, a path
 * relative to the data file, optimised by astro:assets) or a photo on an
 * image host (`src:`, an https address, with its `width` and `height` in px).
 * Either may carry a `caption` per language (et required, en and ru fall
 * back to it); either may carry a `before` photo of the same place before
 * the work, itself in either form: a path, or `src`, `width` and `height`
 * on indented lines (docs/behaviour.md, "Gallery and lightbox").
 */

/** A photo's caption: what was done, where, how much ("Korteri remont Kristiines, 62 m²"). */
const captionSchema = localisedTextSchema('caption').optional();

const eitherForm = 'a photo has either image: (a file) or src: with width: and height: (an image host)';
const aRow = `a row of fields, starting with "- id: …" (${eitherForm})`;

/** Photo file types astro:assets can read. */
const imageExtension = /\.(avif|gif|jpe?g|png|svg|tiff?|webp)$/i;

/** A side of a remote photo in px: a whole number above 0. */
const side = (name: string) =>
  z
    .number({ error: `the photo's ${name} in pixels, a whole number such as 1600` })
    .int({ error: `the photo's ${name} in whole pixels, such as 1600` })
    .positive({ error: `the photo's ${name} in pixels, above 0` });

/** The address and size of a photo on an image host. Shown as it is (not fetched at build time); its origin is added to the CSP. */
const remoteFields = {
  src: z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: 'the address of the photo on its image host, starting with https://',
  }),
  width: side('width'),
  height: side('height'),
};

const beforeForms =
  'the "before" photo as a file path, such as ../assets/gallery/before-01.jpg, or on indented lines below before: its src:, width: and height: (an image host)';

/**
 * A "before" photo: a file path checked by `image`, or an image host's
 * photo with its size; a wrong path keeps the file check's message.
 */
function beforeSchema<Image extends z.ZodType>(image: Image) {
  const remote = strictFields(remoteFields, beforeForms);
  return z
    .union([image, remote], {
      error: (issue) => {
        const branch = typeof issue.input === 'string' ? 0 : 1;
        const errors = 'errors' in issue ? (issue.errors as { message?: string }[][]) : [];
        return (issue.input !== null && typeof issue.input === 'object') || branch === 0
          ? (errors[branch]?.[0]?.message ?? beforeForms)
          : beforeForms;
      },
    })
    .optional();
}

/** A photo on an image host, with an optional "before" photo in either form. */
function remotePhotoSchema<Image extends z.ZodType>(image: Image) {
  return strictFields(
    { id: rowId, ...remoteFields, before: beforeSchema(image), caption: captionSchema },
    aRow,
    eitherForm,
  );
}

/** A local photo whose `image` is checked by `image` (Astro's `image()` in the collection), with an optional "before" photo in either form. */
function localPhotoSchema<Image extends z.ZodType>(image: Image) {
  return strictFields({ id: rowId, image, before: beforeSchema(image), caption: captionSchema }, aRow, eitherForm);
}

/** The collection's schema, with the row's position in the file; `image` is Astro's `image()`. */
export function galleryEntrySchema<Image extends z.ZodType>(image: Image) {
  return z.union([withFileOrder(localPhotoSchema(image)), withFileOrder(remotePhotoSchema(image))]);
}

/**
 * The schema the loader checks a raw row with, before Astro's: the remote
 * form when the row has `src`, `width` or `height` and no `image`, else the
 * local form, whose `image` must name an existing image file relative to
 * `dataFile`. `root` is the project root, for naming the file looked for.
 */
export function galleryRowCheck(row: Record<string, unknown>, dataFile: URL, root: URL): z.ZodType {
  const remote = !('image' in row) && ['src', 'width', 'height'].some((field) => field in row);
  const fromRoot = (file: URL) => relative(fileURLToPath(root), fileURLToPath(file));
  const dataFileName = fromRoot(dataFile);
  const image = z
    .string({ error: `the path of the photo file, relative to ${dataFileName}, such as ../assets/gallery/work-01.jpg` })
    .regex(imageExtension, { error: 'a photo file, such as .jpg, .png, .webp or .avif' })
    .refine(
      (path) => {
        const file = new URL(path, dataFile);
        return file.protocol === 'file:' && existsSync(file);
      },
      {
        error: (issue) => {
          const file = new URL(String(issue.input), dataFile);
          return file.protocol === 'file:'
            ? `the path of an existing photo file, relative to ${dataFileName}; there is no file ${fromRoot(file)}`
            : `the path of a photo file, relative to ${dataFileName}, not a web address (${eitherForm})`;
        },
      },
    );
  return remote ? remotePhotoSchema(image) : localPhotoSchema(image);
}
