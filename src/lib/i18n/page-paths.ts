// Explicit `.ts` extension: `astro.config.mjs` (the sitemap) and the tests' page list import this on plain Node.
import { defaultLocale, localeCodes, type Locale } from './locales.ts';

/**
 * Each page's path below the locale prefix, per locale (docs/behaviour.md,
 * "Pages and routes"). The three main pages keep the spec's English slugs in
 * every language; the privacy notice has the word its readers expect
 * (`/privaatsus/`, `/en/privacy/`, `/ru/privacy/`), so its slug differs by
 * locale and the sitemap pairs its alternates from this table, not by path.
 * The gallery page is built only when the home page cannot show every photo
 * (`src/lib/gallery/home-photos.ts`).
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
 * `/privaatsus/`, `/ru/privacy/`. For code that cannot use `astro:i18n`
 * (the Astro config, the tests); pages use `pageUrl()` of `routes.ts`.
 */
export function pagePath(locale: Locale, page: PageId): string {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const slug = pagePaths[page][locale];
  return slug === '' ? `${prefix}/` : `${prefix}/${slug}/`;
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
