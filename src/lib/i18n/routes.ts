import { getAbsoluteLocaleUrl, getRelativeLocaleUrl } from 'astro:i18n';
import type { Locale } from './locales';

/**
 * The pages of the site, with their path below the locale prefix. The
 * gallery page is built only when the home page cannot show every photo
 * (`src/lib/gallery/home-photos.ts`).
 */
const pagePaths = { home: '', services: 'services', contacts: 'contacts', gallery: 'gallery' } as const;

export type PageId = keyof typeof pagePaths;

/**
 * Root-relative URL of a page in a locale (docs/behaviour.md, "Pages and routes"):
 * `pageUrl('en', 'services')` → `/en/services/`, `pageUrl('et', 'home')` → `/`.
 * `hash` (without `#`) is appended as a fragment.
 */
export function pageUrl(locale: Locale, page: PageId, hash?: string): string {
  const url = getRelativeLocaleUrl(locale, pagePaths[page]);
  return hash ? `${url}#${hash}` : url;
}

/** Absolute URL of a page in a locale, from the `site` setting: canonical and hreflang. */
export function absolutePageUrl(locale: Locale, page: PageId): string {
  return getAbsoluteLocaleUrl(locale, pagePaths[page]);
}
