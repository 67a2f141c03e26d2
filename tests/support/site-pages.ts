import { defaultLocale, locales, type Locale } from '../../src/lib/locales.ts';

/** Root-relative URL of a locale's page: `''` home, `'services/'`, `'contacts/'`. */
const localePath = (locale: Locale, page: string) => `${locale === defaultLocale ? '' : `/${locale}`}/${page}`;

/** The nine pages of spec §2 (three pages × et, en, ru), as the site links them: `/`, `/en/services/` … */
export const sitePages: { locale: Locale; path: string }[] = locales.flatMap(({ code }) =>
  ['', 'services/', 'contacts/'].map((page) => ({ locale: code, path: localePath(code, page) })),
);

/** The not-found page of each locale, as a file under `dist/`: `404.html`, `en/404.html`, `ru/404.html`. */
export const notFoundFiles: { locale: Locale; file: string }[] = locales.map(({ code }) => ({
  locale: code,
  file: `${localePath(code, '').slice(1)}404.html`,
}));
