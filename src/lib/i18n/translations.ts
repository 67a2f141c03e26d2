import { createInstance, type ParseKeys, type Resource, type TFunction } from 'i18next';
import { defaultLocale, localeCodes, type Locale } from './locales';
import { textVariables } from '../company/company';
import { placeholderPrefix, placeholderSuffix } from './placeholder';

/** A translation key: every dotted key of the Estonian file, `home.title` (parity is tested). */
export type TranslationKey = ParseKeys;

/**
 * The build-time i18next instance (docs/decisions.md, "Strings handed to islands as props").
 * Server-only: importing this module into an island would ship every
 * translation file to the browser.
 * The files nest keys by page (`{"nav": {"home": …}}`), which i18next reads
 * as the dotted key `nav.home` (its default key separator); the site facts
 * of `company/company.ts` are default variables (`{{email}}`, `{{makerEmail}}` …).
 */
const files = import.meta.glob<Record<string, unknown>>('/locales/*.json', { eager: true, import: 'default' });

/**
 * The translations of each language of `locales.ts`, from `locales/<code>.json`
 * (a file of a language not in the list is not loaded; a listed language
 * without its file has stopped the build already: `integrations/locale-check.ts`).
 */
const resources: Resource = Object.fromEntries(
  localeCodes.map((code) => [code, { translation: files[`/locales/${code}.json`] ?? {} }]),
);

const i18n = createInstance();
i18n.init({
  resources,
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: localeCodes,
  nsSeparator: false,
  initAsync: false,
  returnNull: false,
  interpolation: {
    escapeValue: false,
    prefix: placeholderPrefix,
    suffix: placeholderSuffix,
    defaultVariables: textVariables,
  },
});

const fixed = new Map<Locale, TFunction>();

/**
 * The translate function for one locale, cached.
 * Input: a locale code. Output: `t(key, values?) => string`; a key missing
 * from that locale falls back to Estonian.
 */
export function useTranslations(locale: Locale): TFunction {
  let t = fixed.get(locale);
  if (!t) {
    t = i18n.getFixedT(locale);
    fixed.set(locale, t);
  }
  return t;
}
