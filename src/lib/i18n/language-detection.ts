import { defaultLocale, isLocale, type Locale } from './locales';

/** localStorage key of the saved language, i18next's default name. */
export const languageStorageKey = 'i18nextLng';

/**
 * Options for `i18next-browser-languagedetector`: the saved choice,
 * then the browser languages, then `<html lang>`; the result is cached in
 * localStorage under `i18nextLng`.
 */
export const detectorOptions = {
  order: ['localStorage', 'navigator', 'htmlTag'],
  lookupLocalStorage: languageStorageKey,
  caches: ['localStorage'],
};

/** User agents that are never redirected: search engines index each page at its own address. */
const crawlerPattern = /bot|crawl|spider/i;

/**
 * The first of `tags` that names a site locale, by its exact code or its
 * primary subtag (`ru-RU` → `ru`, `en_GB` → `en`); `undefined` when none does.
 * Case-insensitive. Never returns a language outside et, en, ru.
 */
export function supportedLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const code = tag.toLowerCase();
    const primary = code.split(/[-_]/)[0];
    if (isLocale(code)) return code;
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

export interface ArrivalInput {
  /** Language of the page being shown (its `<html lang>`, which its URL decides). */
  pageLocale: Locale;
  /** The saved choice as the detector reads it from localStorage: zero or one raw tag. */
  saved: readonly string[];
  /** Every candidate the detector found, in order: saved, browser languages, `<html lang>`. */
  detected: readonly string[];
  /** `navigator.userAgent`. */
  userAgent: string;
}

/**
 * The language a visitor arriving on a page is to see (docs/behaviour.md,
 * "The arrival rule"); a redirect is due when it differs from `pageLocale`.
 * - A crawler (`bot|crawl|spider`) sees the page as it is.
 * - A saved choice naming a site locale wins.
 * - Without one, only the unprefixed (Estonian) pages follow the detected
 *   browser language; `/en/…` and `/ru/…` pages keep their own.
 * - Unsupported tags are skipped; the fallback is the page's own language.
 * The caller caches the result, so arriving on the target page yields the
 * same answer there: no loop.
 */
export function arrivalLocale({ pageLocale, saved, detected, userAgent }: ArrivalInput): Locale {
  if (crawlerPattern.test(userAgent)) return pageLocale;
  const savedLocale = supportedLocale(saved);
  if (savedLocale) return savedLocale;
  if (pageLocale !== defaultLocale) return pageLocale;
  return supportedLocale(detected) ?? pageLocale;
}
