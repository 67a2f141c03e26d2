import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'astro/zod';
import { load as parseYaml, YAMLException } from 'js-yaml';
import { InputError } from '../config/input-error';
import {
  dataFileError,
  describeValue,
  formatValidationError,
  rowValidationErrors,
  type ValidationError,
} from './validation-errors';

/** Where a data file is: its URL and the project root's, for naming files in messages. */
export interface DataFileLocation {
  file: URL;
  root: URL;
}

/** The schema one raw row of the file is checked with (it may depend on the row's form). */
export type RowCheck = (row: Record<string, unknown>, location: DataFileLocation) => z.ZodType;

const listOfRows = 'a list of rows, each starting with "- id: …"';

/**
 * A content-collection loader for a YAML list of rows, like Astro's `file()`
 * but strict and ordered: Astro's `file()` only logs a file that does not
 * parse or a row without an id, and the build goes on.
 *
 * Input: a path from the project root to a YAML file holding a list of
 * rows, and `check`, which gives the schema each raw row must match. Every
 * row is checked, and every id must be unique, before any reaches Astro;
 * all errors of the file are then thrown at once as an `InputError`, one
 * line each, naming the file, the row (position and id), the field, the
 * value found and what is expected (`validation-errors.ts`). A file that does
 * not parse (with its line and column), is empty, has no rows or is not a
 * list throws too. Each row then goes through the collection's own schema
 * (Astro's `image()` for photos) with an added `order` field, its 1-based
 * position, because `getCollection()` returns entries sorted by id.
 */
export function strictFile(fileName: string, check: RowCheck): Loader {
  return {
    name: 'strict-file-loader',
    load: async (context) => {
      const location = { file: new URL(fileName, context.config.root), root: context.config.root };
      const path = fileURLToPath(location.file);
      await syncRows(path, fileName, location, check, context);
      context.watcher?.add(path);
      context.watcher?.on('change', async (changed) => {
        if (changed !== path) return;
        // In `astro dev`, an error is reported and the last good rows stay.
        await syncRows(path, fileName, location, check, context).catch((error: Error) =>
          context.logger.error(error.message),
        );
      });
    },
  };
}

async function syncRows(
  path: string,
  fileName: string,
  location: DataFileLocation,
  check: RowCheck,
  { parseData, store }: LoaderContext,
) {
  const rows = await readRows(path, fileName);
  const errors = checkRows(rows, check, location);
  if (errors.length > 0) throw dataFileError(fileName, errors);

  const entries = [];
  for (const [index, row] of (rows as Record<string, unknown>[]).entries()) {
    const id = row.id as string;
    const data = await parseData({ id, data: { ...row, order: index + 1 }, filePath: path });
    entries.push({ id, data, filePath: fileName });
  }
  store.clear();
  for (const entry of entries) store.set(entry);
}

/**
 * The errors in a data file's parsed rows, in file order: a row that is
 * not a set of fields, every issue `check` gives, and every id already used
 * by an earlier row. Empty when the rows are fit for the collection.
 */
export function checkRows(rows: unknown[], check: RowCheck, location: DataFileLocation): ValidationError[] {
  const errors: ValidationError[] = [];
  const positionOfId = new Map<string, number>();
  for (const [index, row] of rows.entries()) {
    const position = index + 1;
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      errors.push({ row: position, found: describeValue(row), expected: 'a row of fields, starting with "- id: …"' });
      continue;
    }
    const fields = row as Record<string, unknown>;
    errors.push(...rowValidationErrors(check(fields, location), fields, position));
    if (typeof fields.id !== 'string') continue;
    const earlier = positionOfId.get(fields.id);
    if (earlier === undefined) positionOfId.set(fields.id, position);
    else
      errors.push({
        row: position,
        id: fields.id,
        field: 'id',
        found: `${describeValue(fields.id)}, the id of row ${earlier} too`,
        expected: 'an id no other row uses',
      });
  }
  return errors;
}

/** The file's rows; throws an `InputError` when it does not parse, is empty, is not a list or has no rows. */
async function readRows(path: string, fileName: string): Promise<unknown[]> {
  let rows: unknown;
  try {
    rows = parseYaml(await readFile(path, 'utf-8'), { filename: fileName });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const { line, column, snippet } = error.mark;
    throw new InputError(
      `${fileName}, line ${line + 1}, column ${column + 1}: the file does not parse as YAML (${error.reason}). ` +
        `Look at that line and the one above it:\n${snippet}`,
    );
  }
  const whole = (found: string, expected: string) =>
    new InputError(formatValidationError(fileName, { found, expected }));
  if (rows === undefined || rows === null) throw whole('an empty file', listOfRows);
  if (!Array.isArray(rows)) throw whole(`${describeValue(rows)} in place of a list`, listOfRows);
  if (rows.length === 0) throw whole('a list with no rows', `at least one row, starting with "- id: …"`);
  return rows;
}
