// Explicit `.ts` extension: `astro.config.mjs` (the sitemap) and the tests' page list import this on plain Node.
import { defaultLocale, isLocale, localeCodes, locales, type Locale } from './locales.ts';
import { InputError } from '../input-error.ts';

/**
 * The site's URLs (docs/behaviour.md, "Pages and routes"): each page's
 * path below the locale prefix. A page has one path in every language, or
 * one per language where the word differs: the privacy notice has the word
 * its readers expect, so each language names its own (`privacySlug` in
 * `locales.ts`), and the sitemap
 * pairs alternates from this table, not by path. The gallery page is built
 * only when the home page cannot show every photo
 * (`src/lib/gallery/home-photos.ts`). Plain TypeScript, without
 * `astro:i18n`, so that the Astro config can read it too.
 */
const pageSlugs = {
  home: '',
  services: 'services',
  contacts: 'contacts',
  privacy: Object.fromEntries(locales.map(({ code, privacySlug }) => [code, privacySlug])),
  gallery: 'gallery',
} as const satisfies Record<string, string | Partial<Record<Locale, string>>>;

export type PageId = keyof typeof pageSlugs;

/**
 * Each page's path in each language of `locales.ts`. A page with a path
 * per language that lacks one for a listed language stops the build here,
 * naming the page and the line to add (instead of Astro's "Missing
 * parameter" further on).
 */
export const pagePaths = Object.fromEntries(
  Object.entries(pageSlugs).map(([page, slugs]) => [
    page,
    Object.fromEntries(
      localeCodes.map((code) => {
        const slug = typeof slugs === 'string' ? slugs : (slugs as Partial<Record<Locale, string>>)[code];
        if (slug === undefined)
          throw new InputError(
            `src/lib/i18n/routes.ts, page "${page}": found no address for the language "${code}"; ` +
              `expected the word of its URL in that language (for the privacy notice, privacySlug: '…' in the line of "${code}" in src/lib/i18n/locales.ts).`,
          );
        return [code, slug];
      }),
    ),
  ]),
) as Record<PageId, Record<Locale, string>>;

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
