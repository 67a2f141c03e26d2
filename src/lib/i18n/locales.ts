/**
 * The site's locales, declared once (docs/behaviour.md, "Languages").
 * Everything else — Astro's `i18n` config, hreflang links, the sitemap
 * alternates, the language dropdown, the redirect rules — derives from here.
 *
 * `numberLocale` is the `Intl` locale that writes numbers and euros on the
 * language's pages: `1234,50 €` (et-EE), `1 234,50 €` (ru-RU). English is
 * en-IE, the English of a euro country: `€1,234.50`, the euro sign first
 * and a decimal point, which is how Estonia's English-language press
 * writes euros and how an English reader expects them (en-EE would mix a
 * decimal comma into plain numbers but not into amounts). `dateOptions`
 * is how the language writes a day in running text: "1.01.2027",
 * "1 January 2027", "01.01.2027" (`fact-words.ts`, `dateText`).
 * `privacySlug` is the word of the privacy notice's address, the one page
 * whose address readers look for in their own language (`/privaatsus/`,
 * `/en/privacy/`; `routes.ts`).
 *
 * A language added here needs `locales/<code>.json`, `public/flags/<code>.png`
 * and a not-found rule in `netlify.toml`; the build names whichever is
 * missing (docs/recipes.md, "A language").
 */
export const locales = [
  {
    code: 'et',
    label: 'Eesti',
    lang: 'et',
    ogLocale: 'et_EE',
    numberLocale: 'et-EE',
    dateOptions: { day: 'numeric', month: '2-digit', year: 'numeric' },
    privacySlug: 'privaatsus',
  },
  {
    code: 'en',
    label: 'English',
    lang: 'en',
    ogLocale: 'en_GB',
    numberLocale: 'en-IE',
    dateOptions: { day: 'numeric', month: 'long', year: 'numeric' },
    privacySlug: 'privacy',
  },
  {
    code: 'ru',
    label: 'Русский',
    lang: 'ru',
    ogLocale: 'ru_RU',
    numberLocale: 'ru-RU',
    dateOptions: { day: '2-digit', month: '2-digit', year: 'numeric' },
    privacySlug: 'privacy',
  },
] as const;

export type Locale = (typeof locales)[number]['code'];
export type LocaleInfo = (typeof locales)[number];

/** Default and fallback locale: its pages have no URL prefix. */
export const defaultLocale = 'et' satisfies Locale;

export type DefaultLocale = typeof defaultLocale;

export const localeCodes: Locale[] = locales.map((l) => l.code);

/** True when `value` is one of the site's locale codes (et, en, ru). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as string[]).includes(value);
}

/** Root-relative URL of a locale's flag icon, 48×32 px: `/flags/et.png` (a file of `public/`). */
export function flagPath(code: Locale): string {
  return `/flags/${code}.png`;
}

/** The declared entry for a locale code. */
export function localeInfo(code: Locale): LocaleInfo {
  return locales.find((l) => l.code === code)!;
}

/**
 * `getStaticPaths` result for a `[...locale]` page: `undefined` (no prefix)
 * for Estonian, the code for the others (docs/decisions.md, "One static URL per language").
 */
export function localeStaticPaths() {
  return locales.map(({ code }) => ({
    params: { locale: code === defaultLocale ? undefined : code },
  }));
}
