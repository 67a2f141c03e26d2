import { z } from 'astro/zod';
import type { Locale } from '../i18n/locales';
import { strictFields } from './row-schema';

/**
 * Texts the data files give per language, `{ et, en?, ru? }`: their schema
 * and the text shown in a language. `what` names the text in messages.
 */

/** A text per locale (a service name, a note, a caption, a place served): Estonian required, en/ru fall back to et. */
export function localisedTextSchema(what: string) {
  const text = (language: string, rule: string) =>
    z
      .string({ error: `the ${what} in ${language}, as text (${rule})` })
      .trim()
      .min(1, { error: `the ${what} in ${language}, not empty (${rule})` });
  const optional = 'optional: without it the Estonian text is shown';
  return strictFields(
    {
      et: text('Estonian', 'required: en and ru fall back to it'),
      en: text('English', optional).optional(),
      ru: text('Russian', optional).optional(),
    },
    `the ${what} per language, on indented lines below it: et (required), en and ru`,
  );
}

/** A text per locale (a service name, a note, a caption, a place) in `locale`, falling back to Estonian. */
export function localisedText(text: { et: string; en?: string; ru?: string }, locale: Locale): string {
  return text[locale] ?? text.et;
}
