import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The locale of a `[...locale]` page from its route parameter: `undefined`
 * (no prefix) is Estonian. Throws on any other value, which
 * `localeStaticPaths()` never produces.
 */
export function pageLocale(param: string | undefined): Locale {
  const locale = param ?? defaultLocale;
  if (!isLocale(locale)) throw new Error(`Unknown locale in URL: ${param}`);
  return locale;
}
