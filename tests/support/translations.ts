import { readFileSync } from 'node:fs';
import { flattenMessages } from '../../src/lib/i18n/locale-files';
import { locales, type Locale } from '../../src/lib/i18n/locales';
import { placeholderPattern } from '../../src/lib/i18n/placeholder';
import { textVariables } from '../../src/lib/company/company';

/** The strings of one locale file: dotted key (`home.title`) → text with `{{placeholders}}`. */
export type Messages = Record<string, string>;

/** `locales/{code}.json` of every locale by dotted key, read from disk (not through the site's i18next). */
export const messages = Object.fromEntries(
  locales.map(({ code }) => [
    code,
    flattenMessages(
      JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf-8')) as Record<
        string,
        unknown
      >,
    ) as Messages,
  ]),
) as Record<Locale, Messages>;

/**
 * The text a visitor should see for `key` in `locale`: the locale file's
 * value with `{{name}}` placeholders filled from `values` and the site
 * facts of `src/lib/company/company.ts`.
 * Throws when the key or a placeholder's value is missing, so a test never
 * compares against `undefined`.
 */
export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const text = messages[locale][key];
  if (text === undefined) throw new Error(`locales/${locale}.json has no key "${key}"`);
  const all: Record<string, string | number> = { ...textVariables, ...values };
  return text.replace(placeholderPattern, (_, name: string) => {
    if (!(name in all)) throw new Error(`No value for {{${name}}} in "${key}"`);
    return String(all[name]);
  });
}
