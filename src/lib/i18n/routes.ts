import { getAbsoluteLocaleUrl, getRelativeLocaleUrl } from 'astro:i18n';
import type { Locale } from './locales';
import { pagePaths, type PageId } from './page-paths';

export type { PageId } from './page-paths';

/**
 * Root-relative URL of a page in a locale (docs/behaviour.md, "Pages and routes"):
 * `pageUrl('en', 'services')` → `/en/services/`, `pageUrl('et', 'home')` → `/`,
 * `pageUrl('et', 'privacy')` → `/privaatsus/`.
 * `hash` (without `#`) is appended as a fragment.
 */
export function pageUrl(locale: Locale, page: PageId, hash?: string): string {
  const url = getRelativeLocaleUrl(locale, pagePaths[page][locale]);
  return hash ? `${url}#${hash}` : url;
}

/** Absolute URL of a page in a locale, from the `site` setting: canonical and hreflang. */
export function absolutePageUrl(locale: Locale, page: PageId): string {
  return getAbsoluteLocaleUrl(locale, pagePaths[page][locale]);
}
