import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'astro/zod';
import { InputError } from '../input-error';
import {
  dataFileError,
  describeValue,
  formatValidationError,
  headerErrors,
  rowValidationErrors,
  type ValidationError,
} from './validation-errors';
import { parseDataFile } from './parse-data-file';

/** Where a data file is: its URL and the project root's, for naming files in messages. */
export interface DataFileLocation {
  file: URL;
  root: URL;
}

/** The schema one raw row of the file is checked with (it may depend on the row's form). */
export type RowCheck = (row: Record<string, unknown>, location: DataFileLocation) => z.ZodType;

const listOfRows = 'a list of rows, each starting with "- id: …"';

/**
 * What else than a non-empty list a file may hold: nothing (`allowEmpty`,
 * for a file that may rightly be empty, such as the reviews), or fields
 * checked by `header` with the list under `rows:` (the price list's
 * `validFrom`); and `across`, the errors between rows once each row is
 * valid by itself (two rows claiming what one may: `roomDefaultClashes`).
 */
export interface FileShape {
  allowEmpty?: boolean;
  header?: z.ZodType;
  across?: (rows: readonly Record<string, unknown>[]) => ValidationError[];
}

/**
 * A content-collection loader for a YAML list of rows, like Astro's `file()`
 * but strict and ordered (docs/decisions.md, "The strict data loader").
 * Input: the file's path from the project root, `check`, the schema of
 * each raw row, and the file's `shape` (`FileShape`). Throws
 * `validRows()`'s `InputError` on any mistake; each row then goes through
 * the collection's schema with `order`, its 1-based position
 * (`getCollection()` sorts by id). In `astro dev` a change is reloaded, and
 * a mistake is logged while the last good rows stay.
 */
export function strictFile(fileName: string, check: RowCheck, shape: FileShape = {}): Loader {
  return {
    name: 'strict-file-loader',
    load: async (context) => {
      const location = { file: new URL(fileName, context.config.root), root: context.config.root };
      const path = fileURLToPath(location.file);
      await syncRows(path, fileName, location, check, context, shape);
      context.watcher?.add(path);
      context.watcher?.on('change', async (changed) => {
        if (changed !== path) return;
        // In `astro dev`, an error is reported and the last good rows stay.
        await syncRows(path, fileName, location, check, context, shape).catch((error: Error) =>
          context.logger.error(error.message),
        );
      });
    },
  };
}

/**
 * A content-collection loader for the fields of a data file beside its
 * `rows:` (the price list's `validFrom`), as one entry with the id
 * `header`, so that pages read them through the content layer like the
 * rows. A file that is a bare list of rows gives no entry. Throws the
 * `InputError` of `headerErrors()` on a mistake (the rows' `strictFile`
 * loader names the same); in `astro dev` a change is reloaded.
 */
export function strictFileHeader(fileName: string, header: z.ZodType): Loader {
  return {
    name: 'strict-file-header-loader',
    load: async ({ config, store, parseData, watcher, logger }) => {
      const path = fileURLToPath(new URL(fileName, config.root));
      const sync = async () => {
        const parsed = parseDataFile(await readFile(path, 'utf-8'), fileName);
        store.clear();
        if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return;
        const fields = Object.fromEntries(Object.entries(parsed).filter(([key]) => key !== 'rows'));
        const errors = headerErrors(header, fields);
        if (errors.length > 0) throw dataFileError(fileName, errors);
        store.set({ id: 'header', data: await parseData({ id: 'header', data: fields }), filePath: fileName });
      };
      await sync();
      watcher?.add(path);
      watcher?.on('change', async (changed) => {
        if (changed === path) await sync().catch((error: Error) => logger.error(error.message));
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
  shape: FileShape,
) {
  const rows = validRows(await readFile(path, 'utf-8'), fileName, check, location, shape);
  const entries = [];
  for (const [index, row] of rows.entries()) {
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

/**
 * The rows of the data file `text` (named `fileName` in messages), each
 * fit for the collection. Throws an `InputError` when the file does not
 * parse, is not a list (or, with `header`, fields that schema accepts and
 * the list under `rows:`), or (unless `allowEmpty`) is empty or has no
 * rows, and otherwise one naming every error `checkRows` finds, one line
 * each, or when they are none, every error `across` finds.
 */
export function validRows(
  text: string,
  fileName: string,
  check: RowCheck,
  location: DataFileLocation,
  { allowEmpty, header, across }: FileShape = {},
): Record<string, unknown>[] {
  let rows = parseDataFile(text, fileName);
  const whole = (found: string, expected: string) =>
    new InputError(formatValidationError(fileName, { found, expected }));
  if (allowEmpty && (rows === undefined || rows === null)) return [];
  if (header && rows !== null && typeof rows === 'object' && !Array.isArray(rows)) {
    const { rows: list, ...fields } = rows as Record<string, unknown>;
    const errors = headerErrors(header, fields);
    if (errors.length > 0) throw dataFileError(fileName, errors);
    rows = list;
  }
  if (rows === undefined || rows === null) throw whole('an empty file', listOfRows);
  if (!Array.isArray(rows)) throw whole(`${describeValue(rows)} in place of a list`, listOfRows);
  if (rows.length === 0 && !allowEmpty) throw whole('a list with no rows', `at least one row, starting with "- id: …"`);
  const errors = checkRows(rows, check, location);
  if (errors.length > 0) throw dataFileError(fileName, errors);
  const clashes = across?.(rows as Record<string, unknown>[]) ?? [];
  if (clashes.length > 0) throw dataFileError(fileName, clashes);
  return rows as Record<string, unknown>[];
}
