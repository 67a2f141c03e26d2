import { dump } from 'js-yaml';
import type { z } from 'astro/zod';
import { InputError } from '../input-error';

/**
 * Validation errors in the site's data files, named in plain words for the editor
 * who made them: the file by its path in the repository, the row by its
 * position and id, the field, the value found and what is expected.
 */

/** One error in a data file. */
export interface ValidationError {
  /** 1-based position of the row in the file; absent for an error of the whole file. */
  row?: number;
  /** The row's id, when it has a usable one. */
  id?: string;
  /** Dotted path of the field (`price`, `service.et`); absent when the row itself is at fault. */
  field?: string;
  /** What the file holds there, already described (`describeValue`). */
  found: string;
  /** What the file should hold there, as a phrase: `one of m2, jm, tk, tund`. */
  expected: string;
}

/** The longest value quoted in a message, in characters; longer ones end with "…". */
const maxQuoted = 80;

/**
 * A value from a YAML file, described as the editor wrote it: text in
 * double quotes, numbers as written (`.inf` and `.nan` in YAML's words), a
 * nested set of fields or a list in YAML's one-line form, `undefined` as a
 * missing field and `null` as an empty one.
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing (the field is missing)';
  if (value === null) return 'nothing (the field is empty)';
  if (typeof value === 'string') return `the text ${quote(value)}`;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '.nan (not a number)';
    if (!Number.isFinite(value)) return `${value > 0 ? '' : '-'}.inf (infinity)`;
    return String(value);
  }
  const yaml = dump(value, { flowLevel: 0, lineWidth: -1 }).trim();
  const kind = Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a set of fields' : 'the value';
  return `${kind} ${truncate(yaml)}`;
}

/** One line per error: `src/data/price-list.yaml, row 2 (id "laminate"), field "price": found -6; expected …`. */
export function formatValidationError(file: string, error: ValidationError): string {
  const row = error.row === undefined ? '' : `, row ${error.row}`;
  const id = error.id === undefined ? '' : ` (id ${quote(error.id)})`;
  const field = error.field === undefined ? '' : `, field ${quote(error.field)}`;
  return `${file}${row}${id}${field}: found ${error.found}; expected ${error.expected}.`;
}

/** The error for a file with errors: one line per error, in file order. */
export function dataFileError(file: string, errors: ValidationError[]): InputError {
  return new InputError(errors.map((error) => formatValidationError(file, error)).join('\n'));
}

/** The errors `header` finds in a file's own fields (those beside `rows:`), naming no row. */
export function headerErrors(header: z.ZodType, fields: Record<string, unknown>): ValidationError[] {
  return rowValidationErrors(header, fields, 1).map((error) => ({ ...error, row: undefined, id: undefined }));
}

/**
 * The errors `schema` finds in one row (a parsed YAML mapping), or none.
 * Every issue becomes one error naming its field; an unknown field is
 * named by its own path; a field that breaks several rules is named once,
 * for the first. Phrases for "expected" come from the schema's own
 * `error` messages, else from `expectation` below.
 */
export function rowValidationErrors(
  schema: z.ZodType,
  row: Record<string, unknown>,
  position: number,
): ValidationError[] {
  const result = schema.safeParse(row, { error: expectation });
  if (result.success) return [];
  const id = typeof row.id === 'string' && row.id.trim() !== '' ? row.id : undefined;
  const errors = result.error.issues.flatMap((issue): ValidationError[] => {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        row: position,
        id,
        field: [...path, key].join('.'),
        found: `${describeValue(valueAt(row, [...path, key]))} in a field the file does not have`,
        expected: issue.message,
      }));
    }
    return [
      {
        row: position,
        id,
        field: path.length > 0 ? path.join('.') : undefined,
        found: describeValue(valueAt(row, path)),
        expected: issue.message,
      },
    ];
  });
  // One error per field: the first rule it breaks (`-6.555` is named for its sign, not also its cents).
  return errors.filter((error, index) => errors.findIndex((other) => other.field === error.field) === index);
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'a set of fields',
  array: 'a list',
};

/**
 * Plain "expected" phrases for issues whose schema gives no message of its
 * own, so that no message ever reads "Invalid input" or "received object".
 */
function expectation(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeNames[issue.expected] ?? 'a value';
    case 'invalid_value':
      return `one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return 'only the fields this file describes at its top';
    case 'too_small':
      return `at least ${issue.minimum}`;
    case 'too_big':
      return `at most ${issue.maximum}`;
    default:
      return 'the form this file describes at its top';
  }
}

function valueAt(row: Record<string, unknown>, path: string[]): unknown {
  let value: unknown = row;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as never)[key] : undefined;
  return value;
}

function quote(text: string): string {
  return JSON.stringify(truncate(text));
}

function truncate(text: string): string {
  return text.length > maxQuoted ? `${text.slice(0, maxQuoted - 1)}…` : text;
}
