import { load as parseYaml } from 'js-yaml';

/**
 * The origins of the gallery's photos on image hosts (rows with an https
 * `src:` in `src/data/gallery.yaml`), unique, in file order:
 * `['https://images.example.com']`. The site's Content-Security-Policy
 * allows images from them (`img-src`). Input: the data file's text. Rows
 * that are not such photos are skipped, and a file that does not parse
 * gives none: the content loader names those mistakes.
 */
export function remotePhotoOrigins(galleryYaml: string): string[] {
  let rows: unknown;
  try {
    rows = parseYaml(galleryYaml);
  } catch {
    return [];
  }
  if (!Array.isArray(rows)) return [];
  const origins = rows
    .map((row) => (row !== null && typeof row === 'object' ? (row as { src?: unknown }).src : undefined))
    .filter((src): src is string => typeof src === 'string' && URL.canParse(src))
    .map((src) => new URL(src))
    .filter((url) => url.protocol === 'https:')
    .map((url) => url.origin);
  return [...new Set(origins)];
}
