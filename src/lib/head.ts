import { defaultLocale, locales, localeInfo, type Locale } from './locales';

/** One `<link rel="alternate" hreflang>` entry. */
export interface Alternate {
  hreflang: string;
  href: string;
}

/** Everything the `<head>` of a page shows, as data (STYLE §8). */
export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  ogLocale: string;
  ogLocaleAlternates: string[];
  ogImage: string;
  ogImageAlt: string;
  alternates: Alternate[];
}

export interface HeadInput {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of this page in each locale. */
  urls: Record<Locale, string>;
  /** Absolute URL of the social preview image (1200×630 px). */
  ogImage: string;
  ogImageAlt: string;
}

/**
 * The head of one page in one locale (DESIGN "Head of every page"): the
 * canonical is the page's own absolute URL; one hreflang alternate per
 * locale (its `lang` tag) plus `x-default` pointing at Estonian.
 */
export function buildHead({ locale, title, description, urls, ogImage, ogImageAlt }: HeadInput): HeadData {
  return {
    title,
    description,
    canonical: urls[locale],
    ogLocale: localeInfo(locale).ogLocale,
    ogLocaleAlternates: locales.filter((l) => l.code !== locale).map((l) => l.ogLocale),
    ogImage,
    ogImageAlt,
    alternates: [
      ...locales.map((l) => ({ hreflang: l.lang, href: urls[l.code] })),
      { hreflang: 'x-default', href: urls[defaultLocale] },
    ],
  };
}
