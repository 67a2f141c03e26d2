import { defaultLocale, localeCodes, type Locale } from '../../src/lib/i18n/locales';
import { pagePath, type PageId as AnyPageId } from '../../src/lib/i18n/routes';

/**
 * The pages every build has (docs/behaviour.md, "Pages and routes"): home,
 * services, contacts, privacy. The gallery page exists only when the home
 * page cannot show every photo (tests/browser/growing-gallery.test.ts).
 */
export type PageId = Exclude<AnyPageId, 'gallery'>;

/** Keys in `locales/*.json` of each page's `<title>`, meta description and `<h1>`. */
export const pageKeys: Record<PageId, { title: string; description: string; heading: string }> = {
  home: { title: 'home.title', description: 'home.description', heading: 'home.welcomeHeading' },
  services: { title: 'services.title', description: 'services.description', heading: 'services.heading' },
  contacts: { title: 'contacts.title', description: 'contacts.description', heading: 'contacts.heading' },
  privacy: { title: 'privacy.title', description: 'privacy.description', heading: 'privacy.heading' },
};

export { localeCodes };

/** Every page in every locale, with its URL path. */
export const sitePages = localeCodes.flatMap((locale) =>
  (Object.keys(pageKeys) as PageId[]).map((page) => ({ locale, page, path: pagePath(locale, page) })),
);

/** The home page of each locale. */
export const homePages = sitePages.filter((page) => page.page === 'home');

/**
 * The not-found page of each locale: its file under `dist/` (`404.html`,
 * `en/404.html`, `ru/404.html`) and an address it answers (`/en/no-such-page`).
 */
export const notFoundPages: { locale: Locale; file: string; path: string }[] = localeCodes.map((locale) => {
  const prefix = locale === defaultLocale ? '' : `${locale}/`;
  return { locale, file: `${prefix}404.html`, path: `/${prefix}no-such-page` };
});
