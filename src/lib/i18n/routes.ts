// Explicit `.ts` extension: `astro.config.mjs` (the sitemap) and the tests' page list import this on plain Node.
import { defaultLocale, isLocale, localeCodes, type Locale } from './locales.ts';

/**
 * The site's URLs (docs/behaviour.md, "Pages and routes"): each page's
 * path below the locale prefix, per locale. The privacy notice has the word
 * its readers expect, so the sitemap pairs alternates from this table, not
 * by path. The gallery page is built only when the home page cannot show
 * every photo (`src/lib/gallery/home-photos.ts`). Plain TypeScript, without
 * `astro:i18n`, so that the Astro config can read it too.
 */
export const pagePaths = {
  home: { et: '', en: '', ru: '' },
  services: { et: 'services', en: 'services', ru: 'services' },
  contacts: { et: 'contacts', en: 'contacts', ru: 'contacts' },
  privacy: { et: 'privaatsus', en: 'privacy', ru: 'privacy' },
  gallery: { et: 'gallery', en: 'gallery', ru: 'gallery' },
} as const satisfies Record<string, Record<Locale, string>>;

export type PageId = keyof typeof pagePaths;

/** The page ids, in the order the site lists them. */
const pageIds = Object.keys(pagePaths) as PageId[];

/**
 * Root-relative URL of a page in a locale, in the site's one URL form
 * (directory, trailing slash; Estonian without a prefix): `/`, `/en/`,
 * `/privaatsus/`, `/ru/privacy/`.
 */
export function pagePath(locale: Locale, page: PageId): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const slug = pagePaths[page][locale];
  return slug === '' ? `${prefix}/` : `${prefix}/${slug}/`;
}

/** `pagePath` with `hash` (without `#`) as a fragment: `pageUrl('en', 'services', 'estimate')` → `/en/services/#estimate`. */
export function pageUrl(locale: Locale, page: PageId, hash?: string): string {
  const url = pagePath(locale, page);
  return hash ? `${url}#${hash}` : url;
}

/**
 * Absolute URL of a page in a locale on `site` (the page's `Astro.site`):
 * canonical and hreflang. Passed in rather than read from
 * `import.meta.env.SITE`, which a build in another copy of the project
 * was seen to inline with the sample domain.
 */
export function absolutePageUrl(locale: Locale, page: PageId, site: URL | string): string {
  return new URL(pagePath(locale, page), site).href;
}

/**
 * The page and locale a root-relative path belongs to (`/en/privacy/` →
 * privacy, en), or undefined for a path that is none of the site's pages.
 */
export function pageOfPath(pathname: string): { page: PageId; locale: Locale } | undefined {
  for (const page of pageIds) {
    const locale = localeCodes.find((code) => pagePath(code, page) === pathname);
    if (locale) return { page, locale };
  }
  return undefined;
}

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
