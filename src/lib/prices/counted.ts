import { fillPlaceholders } from '../i18n/placeholder';

/**
 * `count` (already written in the page's way, `12,5`) with its word in the
 * form `numberLocale` takes for `value`: `1 uks`, `2 items`, `5 дверей`,
 * `1,5 часа`. Reads the plural key `${word}_${category}` of `texts` by
 * `Intl.PluralRules`, as i18next does, falling back to `${word}_other`.
 */
export function counted(
  texts: Record<string, string>,
  word: string,
  value: number,
  count: string,
  numberLocale: string,
) {
  const category = new Intl.PluralRules(numberLocale).select(value);
  return fillPlaceholders(texts[`${word}_${category}`] ?? texts[`${word}_other`], { count });
}
