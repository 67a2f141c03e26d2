import { createInstance, type ParseKeys, type Resource, type TFunction } from 'i18next';
import { defaultLocale, localeCodes, type Locale } from './locales';
import { placeholderPrefix, placeholderSuffix } from './placeholder';

/** A translation key: every dotted key of the Estonian file, `home.title` (parity is tested). */
export type TranslationKey = ParseKeys;

/**
 * The build's i18next, generic: it knows the locale files and nothing of
 * the business (docs/decisions.md, "Strings handed to islands as props").
 * Server-only: importing this module into an island would ship every
 * translation file to the browser.
 * The files nest keys by page (`{"nav": {"home": …}}`), which i18next reads
 * as the dotted key `nav.home` (its default key separator).
 */
const files = import.meta.glob<Record<string, unknown>>('/locales/*.json', { eager: true, import: 'default' });

/**
 * The translations of each language of `locales.ts`, from `locales/<code>.json`
 * (a file of a language not in the list is not loaded; a listed language
 * without its file has stopped the build already: `lib/config/input-check.ts`).
 */
const resources: Resource = Object.fromEntries(
  localeCodes.map((code) => [code, { translation: files[`/locales/${code}.json`] ?? {} }]),
);

/**
 * A translate function per locale, with `defaultVariables` filling their
 * `{{name}}` in every text unless a call passes its own (the company facts:
 * `company/translations.ts` hands them in). Input: the variables. Output:
 * `(locale) => t`, cached per locale, where `t(key, values?)` gives the
 * text; a key missing from that locale falls back to Estonian.
 */
export function createTranslations(defaultVariables: Record<string, unknown>): (locale: Locale) => TFunction {
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
      defaultVariables,
    },
  });
  const fixed = new Map<Locale, TFunction>();
  return (locale) => {
    let t = fixed.get(locale);
    if (!t) {
      t = i18n.getFixedT(locale);
      fixed.set(locale, t);
    }
    return t;
  };
}
