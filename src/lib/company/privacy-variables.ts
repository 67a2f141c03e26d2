import { localeInfo, type Locale } from '../i18n/locales';
import { monthsText } from '../i18n/fact-words';
import { company } from './company';

/**
 * The privacy facts (of `company.yaml`, as `company.ts` exports them) as i18next variables for one locale, for
 * the privacy notice and the note under the contact form:
 * `{{retention}}` (the retention period in the language's words and
 * grammatical number: "12 kuud", "12 months", "12 месяцев"),
 * `{{formService}}` and `{{formServiceCountry}}` (the form's mail service
 * and its country's name in the language), `{{mailboxProvider}}`.
 * Intl writes the words, so a changed period needs no plural forms in
 * `locales/`.
 */
export function privacyTextVariables(locale: Locale) {
  const { lang } = localeInfo(locale);
  return {
    retention: monthsText(company.enquiryRetentionMonths, locale),
    formService: company.formServiceName,
    formServiceCountry: new Intl.DisplayNames([lang], { type: 'region' }).of(company.formServiceCountry) ?? '',
    mailboxProvider: company.mailboxProvider,
  };
}
