import { z } from 'astro/zod';

/**
 * Building blocks of the data files' row schemas. Every part carries its
 * own "expected" phrase as its Zod error message, which the loader puts
 * after "expected" when it names an error (`validation-errors.ts`).
 */

/** The characters of a row's id: lowercase letters (no õ, ä, ö, ü), digits and hyphens. */
export const rowIdPattern = /^[a-z0-9-]+$/;

/** A row's id, `rowIdPattern` (the loader checks that ids are unique). */
export const rowId = z
  .string({ error: 'an id of lowercase letters, digits and hyphens, such as "wall-priming"' })
  .regex(rowIdPattern, { error: 'an id of lowercase letters, digits and hyphens only, such as "wall-priming"' });

/**
 * A strict set of fields: a field not in `shape` (a misspelt `prise:`) is a
 * error that lists the fields allowed, and `hint` if given. `what` says
 * what the set is, for a row or field that holds something else (text, a
 * list) in its place.
 */
export function strictFields<Shape extends z.core.$ZodLooseShape>(shape: Shape, what: string, hint?: string) {
  const allowed = `only the fields ${Object.keys(shape).join(', ')} (check the spelling${hint ? `; ${hint}` : ''})`;
  return z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? allowed : what) });
}

/**
 * `schema` plus the `order` field the loader adds to each row (its 1-based
 * position in the file): `getCollection()` returns entries sorted by id, so
 * the file's order travels with the data.
 */
export function withFileOrder<Shape extends z.core.$ZodLooseShape>(schema: z.ZodObject<Shape>) {
  return schema.extend({ order: z.number().int().positive() });
}
