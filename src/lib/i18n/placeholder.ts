/**
 * The `{{name}}` placeholder of the texts, defined once: i18next's
 * interpolation (`translations.ts`), the estimator's messages, the
 * sentences with links (`TextWithLinks.astro`) and the CMS's check of a
 * text all use it. Like i18next, which trims what stands between its
 * delimiters, it accepts spaces inside: `{{ price }}` is `{{price}}`.
 */

/** i18next's `interpolation.prefix` and `suffix` (its defaults, set explicitly). */
export const placeholderPrefix = '{{';
export const placeholderSuffix = '}}';

/** One placeholder; group 1 is its name (letters, digits, `_`). Global: use with `replace`, `matchAll`, `split`. */
export const placeholderPattern = /\{\{\s*(\w+)\s*\}\}/g;

/** `text` with each placeholder replaced by `values[name]`; a placeholder without a value stays as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(placeholderPattern, (written, name: string) => values[name] ?? written);
}

/** The names of the placeholders in `text`, each once, in order of first appearance. */
export function placeholderNames(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(placeholderPattern), (match) => match[1]))];
}

/**
 * i18next values that keep the named placeholders as they are, so that a
 * component can put something else (a link) in their place:
 * `t(key, keepPlaceholders(['email']))`.
 */
export function keepPlaceholders<const Name extends string>(names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, `${placeholderPrefix}${name}${placeholderSuffix}`])) as Record<
    Name,
    string
  >;
}
