import { z } from 'astro/zod';
import { rowIdPattern } from '../content/row-schema';
import { defaultLocale, localeCodes } from '../i18n/locales';

/**
 * What the CMS's forms share (docs/editing.md): a pattern rule, the choices
 * of a schema's enum, the id rule of every row, and the fields of a text
 * per language. Labels, hints and messages are in Estonian, the editors'
 * language.
 */

/** A CMS pattern rule: `pattern`'s source, which the CMS tests the saved text with, and the message it shows otherwise. */
export const rule = (pattern: RegExp, message: string): [string, string] => [pattern.source, message];

/** Options of a `z.enum` field of a row schema, optional or not. */
export function enumOptions(schema: z.ZodType): string[] {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  if (!(inner instanceof z.ZodEnum)) throw new Error('expected an enum field');
  return inner.options.map(String);
}

/** A date field that saves `2027-01-11`, as the schemas' `isoDate` reads it (`validFrom`, `earliestStart`). */
export const dateField = { widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' };

/** The id rule of every row. */
export const idRule = rule(rowIdPattern, 'Ainult väiketähed ilma täpitähtedeta (õ, ä, ö, ü), numbrid ja sidekriipsud.');

/**
 * A service name, note or caption in each language, as the schema has it
 * (`localisedTextSchema`): `name` is the row's field. Estonian is required
 * whenever the text is given; a text that is not `required` is an optional
 * object, which the CMS shows with a checkbox to add it, and only an added
 * one must have its Estonian text.
 */
export const localised = (name: 'service' | 'note' | 'caption', label: string, required: boolean) => ({
  name,
  label,
  widget: 'object',
  required,
  fields: localisedFields(label),
});

/** A number as an Estonian reader writes it, thousands grouped with a (no-break) space: `10 000`, `1600`. */
export const estonianNumber = (value: number) => new Intl.NumberFormat(defaultLocale).format(value);

/** The Estonian name of a language, as the labels write it: `inglise`. */
export const estonianName = (code: string) =>
  new Intl.DisplayNames([defaultLocale], { type: 'language' }).of(code) ?? code;

/** The fields of a text per language (`localisedTextSchema`): Estonian required, each other language falling back to it. */
export const localisedFields = (label: string) =>
  localeCodes.map((code) =>
    code === defaultLocale
      ? { name: code, label: `${label} ${estonianName(code)} keeles`, widget: 'string', required: true }
      : {
          name: code,
          label: `${label} ${estonianName(code)} keeles`,
          widget: 'string',
          required: false,
          hint: 'Tühjana näidatakse eestikeelset.',
        },
  );
