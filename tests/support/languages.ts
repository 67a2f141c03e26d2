import { englishName } from '../../src/lib/content/localised-text';
import { englishList } from '../../src/lib/i18n/english-list';
import { defaultLocale, localeCodes } from '../../src/lib/i18n/locales';

/** The languages besides Estonian, from `locales.ts`, so that a test holds when one is added. */
const otherLocales = localeCodes.filter((code) => code !== defaultLocale);

/** Their codes as the build's messages list them: "en and ru". */
export const otherCodesListed = englishList(otherLocales);

/** Their English names: `['English', 'Russian']`. */
export const otherLanguageNames = otherLocales.map(englishName);

/** Which language's text a per-language field requires, by code: Estonian only (`{ et: true, en: false, … }`). */
export const estonianRequired = Object.fromEntries(localeCodes.map((code) => [code, code === defaultLocale]));

/** A per-language text without its Estonian: what no per-language field accepts. */
export const withoutEstonian = (text: Record<string, string>) =>
  Object.fromEntries(Object.entries(text).filter(([code]) => code !== defaultLocale));
