import { defaultLocale, locales, type Locale } from '../../src/lib/locales.ts';

/** The three pages of spec §2 and their path below the locale prefix. */
const pages = { home: '', services: 'services/', contacts: 'contacts/' } as const;

/** Root-relative URL of a page in a locale: `/`, `/en/services/` … */
const localePath = (locale: Locale, below: string) => `${locale === defaultLocale ? '' : `/${locale}`}/${below}`;

/** The nine pages of spec §2 (three pages × et, en, ru), with their URL as the site links them. */
export const sitePages: { locale: Locale; page: keyof typeof pages; path: string }[] = locales.flatMap(({ code }) =>
  Object.entries(pages).map(([page, below]) => ({ locale: code, page: page as keyof typeof pages, path: localePath(code, below) })),
);

/** The home page of each locale. */
export const homePages = sitePages.filter((page) => page.page === 'home');

/**
 * The not-found page of each locale: its file under `dist/` (`404.html`,
 * `en/404.html`, `ru/404.html`) and an address it answers (`/en/no-such-page`).
 */
export const notFoundPages: { locale: Locale; file: string; path: string }[] = locales.map(({ code }) => ({
  locale: code,
  file: `${localePath(code, '').slice(1)}404.html`,
  path: localePath(code, 'no-such-page'),
}));
