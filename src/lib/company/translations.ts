import type { TFunction } from 'i18next';
import type { Locale } from '../i18n/locales';
import { createTranslations } from '../i18n/translations';
import { textVariables } from './company';

/**
 * The translate function for one locale, cached: the build's i18next
 * (`i18n/translations.ts`) with the company facts as default variables, so
 * that `{{email}}`, `{{phone}}` … of the locale files need not be passed.
 * Input: a locale code. Output: `t(key, values?) => string`; a key missing
 * from that locale falls back to Estonian. Build-time only.
 */
export const useTranslations: (locale: Locale) => TFunction = createTranslations(textVariables);
