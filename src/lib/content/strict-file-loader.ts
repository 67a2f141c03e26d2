import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { load as parseYaml } from 'js-yaml';

/**
 * A content-collection loader for a YAML list of rows, like Astro's `file()`
 * but strict and ordered (docs/decisions.md, "The strict data loader": `file()` only logs a file that
 * does not parse or a row without an id, and the build exits 0).
 *
 * Input: a path from the project root to a YAML file holding a list of rows,
 * each with a unique `id`. Each row is validated by the collection's schema
 * with an added `order` field, its 1-based position in the file, because
 * `getCollection()` returns entries sorted by id, not in file order.
 * Throws an `Error` naming the file, and the row where one is at fault, when
 * the file does not parse, is not a list, or a row's `id` is missing or
 * repeated. A schema error is Astro's `InvalidContentEntryDataError`, which
 * names the collection, the row's id and the field.
 */
export function strictFile(fileName: string): Loader {
  return {
    name: 'strict-file-loader',
    load: async (context) => {
      const url = new URL(fileName, context.config.root);
      await syncRows(fileURLToPath(url), fileName, context);
      context.watcher?.add(fileURLToPath(url));
      context.watcher?.on('change', async (changed) => {
        if (changed === fileURLToPath(url)) await syncRows(changed, fileName, context);
      });
    },
  };
}

async function syncRows(path: string, fileName: string, { parseData, store }: LoaderContext) {
  let rows: unknown;
  try {
    rows = parseYaml(await readFile(path, 'utf-8'), { filename: fileName });
  } catch (error) {
    throw new Error(`${fileName} does not parse: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(rows)) throw new Error(`${fileName} must be a list of rows, each starting with "- id: …".`);
  const seen = new Set<string>();
  const entries = [];
  for (const [index, row] of rows.entries()) {
    const where = `${fileName}, row ${index + 1}`;
    if (row === null || typeof row !== 'object' || Array.isArray(row))
      throw new Error(`${where}: a row must be a set of fields.`);
    const id = (row as { id?: unknown }).id;
    if (typeof id !== 'string' || id.trim() === '') throw new Error(`${where}: the field "id" is missing or empty.`);
    if (seen.has(id)) throw new Error(`${where}: the id "${id}" is used by an earlier row.`);
    seen.add(id);
    const data = await parseData({ id, data: { ...row, order: index + 1 }, filePath: path });
    entries.push({ id, data, filePath: fileName });
  }
  store.clear();
  for (const entry of entries) store.set(entry);
}
