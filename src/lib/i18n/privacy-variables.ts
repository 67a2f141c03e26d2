import { localeInfo, type Locale } from './locales';
import { privacy } from '../site';

/**
 * The privacy facts (`privacy` of `site.ts`, from `company.yaml`) as i18next variables for one locale, for
 * the privacy notice and the note under the contact form:
 * `{{retention}}` (the retention period in the language's words and
 * grammatical number: "12 kuud", "12 months", "12 месяцев"),
 * `{{formService}}` and `{{formServiceCountry}}` (the form's mail service
 * and its country's name in the language), `{{mailboxProvider}}`.
 * Intl writes the words, so a changed period needs no plural forms in
 * `locales/`.
 */
export function privacyTextVariables(locale: Locale) {
  const { lang, numberLocale } = localeInfo(locale);
  return {
    retention: new Intl.NumberFormat(numberLocale, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(
      privacy.enquiryRetentionMonths,
    ),
    formService: privacy.formService.name,
    formServiceCountry: new Intl.DisplayNames([lang], { type: 'region' }).of(privacy.formService.country) ?? '',
    mailboxProvider: privacy.mailboxProvider,
  };
}
