// Explicit `.ts` extensions: `scripts/bench.ts` imports this module on plain Node.
import { locales, type Locale } from '../../src/lib/i18n/locales.ts';

/** The three pages of the site (docs/behaviour.md, "Pages and routes"). */
export type PageId = 'home' | 'services' | 'contacts';

/**
 * Root-relative URL of a page in a locale, as the site
 * spells it: Estonian without a prefix, directory form (`/`, `/services/`,
 * `/en/`, `/en/services/`).
 */
export function sitePath(locale: Locale, page: PageId): string {
  const prefix = locale === 'et' ? '' : `/${locale}`;
  return page === 'home' ? `${prefix}/` : `${prefix}/${page}/`;
}

/** Keys in `locales/*.json` of each page's `<title>`, meta description and `<h1>`. */
export const pageKeys: Record<PageId, { title: string; description: string; heading: string }> = {
  home: { title: 'home.title', description: 'home.description', heading: 'home.welcomeHeading' },
  services: { title: 'services.title', description: 'services.description', heading: 'services.heading' },
  contacts: { title: 'contacts.title', description: 'contacts.description', heading: 'contacts.heading' },
};

/** The codes of the three locales (et, en, ru), for `describe.each`. */
export const localeCodes: Locale[] = locales.map((l) => l.code);

/** All nine pages: every page in every locale, with its URL path. */
export const sitePages = localeCodes.flatMap((locale) =>
  (Object.keys(pageKeys) as PageId[]).map((page) => ({ locale, page, path: sitePath(locale, page) })),
);

/** The home page of each locale. */
export const homePages = sitePages.filter((page) => page.page === 'home');

/**
 * The not-found page of each locale: its file under `dist/` (`404.html`,
 * `en/404.html`, `ru/404.html`) and an address it answers (`/en/no-such-page`).
 */
export const notFoundPages: { locale: Locale; file: string; path: string }[] = localeCodes.map((locale) => {
  const prefix = locale === 'et' ? '' : `${locale}/`;
  return { locale, file: `${prefix}404.html`, path: `/${prefix}no-such-page` };
});
