import { defaultLocale, locales, localeInfo, type Locale } from '../i18n/locales';

/**
 * Size in px of the social preview image (`og:image`): 1.91:1, the ratio
 * Facebook, LinkedIn and X crop link previews to.
 */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** One `<link rel="alternate" hreflang>` entry. */
interface Alternate {
  hreflang: string;
  href: string;
}

/** Everything the `<head>` of a page shows, as data, so that it can be unit-tested. */
export interface HeadData {
  title: string;
  description: string;
  /** The page's own absolute URL; absent on a page with no address of its own (404). */
  canonical?: string;
  /** True for a page search engines must not index (404). */
  noindex: boolean;
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
  /**
   * Absolute URL of this page in each locale. Omitted for the not-found page,
   * which answers at any address: it gets `noindex`, no canonical and no
   * alternates.
   */
  urls?: Record<Locale, string>;
  /** Absolute URL of the social preview image (`ogImageSize`). */
  ogImage: string;
  ogImageAlt: string;
}

/**
 * The head of one page in one locale (docs/behaviour.md, "Head and search engines"): the
 * canonical is the page's own absolute URL; one hreflang alternate per
 * locale (its `lang` tag) plus `x-default` pointing at Estonian. Without
 * `urls` (the 404 page): `noindex`, and neither canonical nor alternates.
 */
export function buildHead({ locale, title, description, urls, ogImage, ogImageAlt }: HeadInput): HeadData {
  return {
    title,
    description,
    canonical: urls?.[locale],
    noindex: !urls,
    ogLocale: localeInfo(locale).ogLocale,
    ogLocaleAlternates: locales.filter((l) => l.code !== locale).map((l) => l.ogLocale),
    ogImage,
    ogImageAlt,
    alternates: urls
      ? [
          ...locales.map((l) => ({ hreflang: l.lang, href: urls[l.code] })),
          { hreflang: 'x-default', href: urls[defaultLocale] },
        ]
      : [],
  };
}
