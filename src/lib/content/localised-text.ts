import { z } from 'astro/zod';
import { defaultLocale, locales, type DefaultLocale, type Locale } from '../i18n/locales';
import { strictFields } from './row-schema';
import { englishList } from '../i18n/english-list';

/**
 * Texts the data files give per language, `{ et, en?, ru? }` (one field
 * per language of `locales.ts`): their schema and the text shown in a
 * language. `what` names the text in messages.
 */

/** A text per locale: the default language's required, the others optional. */
export type LocalisedText = Record<DefaultLocale, string> & Partial<Record<Locale, string>>;

/** The schema's fields: the default language's text required, each other's optional. */
type LocalisedShape = Record<DefaultLocale, z.ZodString> &
  Record<Exclude<Locale, DefaultLocale>, z.ZodOptional<z.ZodString>>;

/** The English name of a language, for the build's messages: `Estonian`. */
export const englishName = (code: Locale) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

/**
 * A text per locale (a service name, a note, a caption, a place served):
 * the default language's (Estonian) required, the others falling back to it.
 */
export function localisedTextSchema(what: string) {
  const text = (code: Locale, rule: string) =>
    z
      .string({ error: `the ${what} in ${englishName(code)}, as text (${rule})` })
      .trim()
      .min(1, { error: `the ${what} in ${englishName(code)}, not empty (${rule})` });
  const others = locales.filter(({ code }) => code !== defaultLocale).map(({ code }) => code);
  const optional = `optional: without it the ${englishName(defaultLocale)} text is shown`;
  return strictFields(
    Object.fromEntries(
      locales.map(({ code }) =>
        code === defaultLocale
          ? [code, text(code, `required: ${englishList(others)} fall back to it`)]
          : [code, text(code, optional).optional()],
      ),
    ) as LocalisedShape,
    `the ${what} per language, on indented lines below it: ${defaultLocale} (required), ${englishList(others)}`,
  );
}

/** A text per locale (a service name, a note, a caption, a place) in `locale`, falling back to Estonian. */
export function localisedText(text: LocalisedText, locale: Locale): string {
  return text[locale] ?? text[defaultLocale];
}

/**
 * The English names of the languages `text` has no text of its own in (it
 * shows the default language's there): `['Russian']` for `{ et, en }`.
 * For the build's warnings.
 */
export function untranslatedLanguages(text: LocalisedText): string[] {
  return locales.filter(({ code }) => !text[code]).map(({ code }) => englishName(code));
}
