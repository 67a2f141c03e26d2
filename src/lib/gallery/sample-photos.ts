import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { englishList } from '../i18n/english-list';

/** The hero image, which `src/components/Hero.astro` imports, from the project root. */
const heroFile = 'src/assets/hero.jpg';

/** The gallery's data file, from the project root; its `image:` and `before:` paths are relative to it. */
const galleryFile = 'src/data/gallery.yaml';

/**
 * The SHA-256 of each sample drawing, written by
 * `scripts/make-sample-photos.mjs`. Read from disk, not imported: the
 * browser tests load this module on plain Node, which refuses a JSON
 * import without an import attribute.
 */
const sampleHashesFile = 'src/lib/gallery/sample-photos.json';

/** The Estonian texts of the sample captions the gallery ships with. */
export const sampleCaptions = [
  'Korteri remont Kristiines, 62 m²',
  'Seinte pahteldamine ja värvimine Mustamäel, 45 m²',
  'Elutoa värvimine Piritas, 28 m²',
];

/** What of the sample gallery `root` (the project root) still shows. */
export interface SamplesInUse {
  /** Photos that are still sample drawings, as paths from the root: the hero first, then the gallery's in file order. */
  photos: string[];
  /** Ids of the gallery rows whose Estonian caption is still a sample caption. */
  captions: string[];
}

/**
 * The placeholders under `root` the owner has not replaced yet: the hero
 * image and each local `image:` or `before:` photo of
 * `src/data/gallery.yaml` that is still a sample drawing (told by its
 * SHA-256, so a photo replaced under the same name is not listed), and the
 * rows with a sample caption. A gallery file that does not parse lists none
 * of its rows (the content loader names that mistake).
 */
export function samplesInUse(root: string): SamplesInUse {
  let rows: unknown = [];
  try {
    rows = parseYaml(readFileSync(join(root, galleryFile), 'utf-8'));
  } catch {
    // Named by the gallery's loader.
  }
  const entries = (Array.isArray(rows) ? rows : []) as ({
    id?: unknown;
    image?: unknown;
    before?: unknown;
    caption?: { et?: unknown };
  } | null)[];
  const dataDir = join(root, 'src/data');
  const gallery = entries
    .flatMap((row) => [row?.image, row?.before])
    .filter((image): image is string => typeof image === 'string')
    .map((image) => relative(root, resolve(dataDir, image)));
  const known = new Set(JSON.parse(readFileSync(join(root, sampleHashesFile), 'utf-8')) as string[]);
  const photos = [heroFile, ...gallery].filter((file) => {
    const path = join(root, file);
    return existsSync(path) && known.has(createHash('sha256').update(readFileSync(path)).digest('hex'));
  });
  const captions = entries
    .filter((row) => sampleCaptions.includes(String(row?.caption?.et)))
    .map((row) => String(row?.id));
  return { photos, captions };
}

/**
 * The gallery photos `files` (paths from the root) by name, each folder
 * once: `the gallery photos work-01.jpg, before-01.jpg in src/assets/gallery`.
 */
function galleryPhotos(files: string[]): string {
  const byFolder = new Map<string, string[]>();
  for (const file of files) byFolder.set(dirname(file), [...(byFolder.get(dirname(file)) ?? []), basename(file)]);
  const groups = [...byFolder].map(([folder, names]) => `${names.join(', ')} in ${folder}`);
  return `the gallery photo${files.length === 1 ? '' : 's'} ${englishList(groups)}`;
}

/**
 * The one-line warning naming the sample photos and captions in use
 * (`samplesInUse`): the hero image and each gallery photo by its file, each
 * sample caption by its gallery row's id; undefined when there is none.
 */
export function samplesWarning({ photos, captions }: SamplesInUse): string | undefined {
  const gallery = photos.filter((file) => file !== heroFile);
  const parts = [
    ...(photos.includes(heroFile) ? [`the hero image ${heroFile}`] : []),
    ...(gallery.length > 0 ? [galleryPhotos(gallery)] : []),
    ...(captions.length > 0
      ? [
          `the caption${captions.length === 1 ? '' : 's'} of gallery row${captions.length === 1 ? '' : 's'} ${englishList(captions)}`,
        ]
      : []),
  ];
  if (parts.length === 0) return undefined;
  const subject = englishList(parts);
  const one = photos.length + captions.length === 1;
  return (
    `${subject[0].toUpperCase()}${subject.slice(1)} ${one ? 'is' : 'are'} still the samples: ` +
    `replace ${one ? 'it' : 'them'} with your own (docs/editing.md, "Replace the photos").`
  );
}
