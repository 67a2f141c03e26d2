import { defaultLocale, localeCodes } from './locales';

/*
 * Language detection on arrival (docs/behaviour.md, "Languages"). The
 * unprefixed pages (`/`, `/services/`, `/contacts/`, the Estonian ones)
 * detect the visitor's language: the saved choice, then the browser's first
 * language, then `<html lang>`, falling back to Estonian. When that is
 * English or Russian, the visitor is redirected to the same page in that
 * language. `/en/…` and `/ru/…` pages always show the language their
 * address names. Either way the detected language is saved. The rule runs
 * inline in every page's `<head>` (`src/integrations/language-redirect.ts`).
 */

/** localStorage key of the saved language, i18next's default name. */
export const languageStorageKey = 'i18nextLng';

/** The settings `detectLanguage` takes, plain data so they can be written into the page as JSON. */
export interface DetectionSettings {
  /** The site's locale codes. */
  locales: readonly string[];
  /** The locale of the unprefixed pages, and the fallback. */
  defaultLocale: string;
  /** Source of a case-insensitive pattern of the user agents never redirected: search engines index each page at its own address. */
  crawlers: string;
}

/** The site's settings for `detectLanguage`. */
export const detectionSettings: DetectionSettings = {
  locales: localeCodes,
  defaultLocale,
  crawlers: 'bot|crawl|spider',
};

export interface DetectionInput {
  /** Language of the page shown (its `<html lang>`). */
  pageLocale: string;
  /** The saved choice, the browser's first language and `<html lang>`, in that order (raw tags; null or undefined: nothing). */
  candidates: readonly (string | null | undefined)[];
  /** `navigator.userAgent`. */
  userAgent: string;
}

export interface Detection {
  /** The first candidate whose primary subtag is a site locale (`ru-RU` → `ru`, `EN_gb` → `en`), else the default. It is saved. */
  detected: string;
  /** The locale to redirect to, or undefined to stay on the page. */
  redirectTo: string | undefined;
}

/**
 * The language rule, a pure function. Only a page in the default locale
 * (an unprefixed page) redirects, and only to a detected language other
 * than its own; a crawler never does. A prefixed page never redirects, so
 * the page a redirect leads to is the end: no loop. The page runs it from
 * its source text, so it refers to nothing but its arguments.
 */
export function detectLanguage(settings: DetectionSettings, input: DetectionInput): Detection {
  const detected =
    input.candidates
      .map((tag) => tag?.toLowerCase().split(/[-_]/)[0])
      .find((code) => code !== undefined && settings.locales.includes(code)) ?? settings.defaultLocale;
  const redirects =
    input.pageLocale === settings.defaultLocale &&
    detected !== input.pageLocale &&
    !new RegExp(settings.crawlers, 'i').test(input.userAgent);
  return { detected, redirectTo: redirects ? detected : undefined };
}
