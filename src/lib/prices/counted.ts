/**
 * Counted words in the browser: the plural form a number takes, read from
 * a text group's i18next plural keys (`doors_one` … `doors_other`) by
 * `Intl.PluralRules`, as i18next itself picks them. Runs in the browser
 * and at build time (no imports but the placeholder filler).
 */
import { fillPlaceholders } from '../i18n/placeholder';

/**
 * The text of `word`'s plural form for `value` in `numberLocale`: the key
 * `${word}_${category}` of `texts`, falling back to `${word}_other`;
 * placeholders left as they are.
 */
export function pluralForm(texts: Record<string, string>, word: string, value: number, numberLocale: string): string {
  const category = new Intl.PluralRules(numberLocale).select(value);
  return texts[`${word}_${category}`] ?? texts[`${word}_other`];
}

/**
 * `count` (already written in the page's way, `12,5`) with its word in the
 * form `numberLocale` takes for `value`: `1 uks`, `2 items`, `5 дверей`,
 * `1,5 часа` (`pluralForm` with its `{{count}}` filled).
 */
export function counted(
  texts: Record<string, string>,
  word: string,
  value: number,
  count: string,
  numberLocale: string,
): string {
  return fillPlaceholders(pluralForm(texts, word, value, numberLocale), { count });
}
