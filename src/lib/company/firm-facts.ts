import type { TFunction } from 'i18next';
import type { Locale } from '../i18n/locales';
import { localisedText } from '../content/localised-text';
import { monthsText } from '../i18n/fact-words';
import type { CompanyFacts } from './company-schema';

/**
 * Who the firm is, from the owner's facts (docs/behaviour.md, "Who the
 * firm is"): the year it started, who does the work, its liability
 * insurance and its warranty, in one language. A fact the owner left empty
 * is left out; nothing is invented.
 */
type FirmFactsInput = Pick<
  CompanyFacts,
  'foundedYear' | 'teamSize' | 'liabilityInsurance' | 'insurer' | 'warrantyMonths' | 'warrantyTerms'
>;

/**
 * The home page's one line, as its parts in order ("Alates 2014",
 * "6 viimistlejat", "kindlustatud", "24-kuuline garantii"): `t` is the
 * page's translate function, the counted words its plural forms.
 */
export function firmFactsLine(facts: FirmFactsInput, t: TFunction): string[] {
  return [
    facts.foundedYear && t('companyFacts.since', { year: facts.foundedYear }),
    facts.teamSize && t('companyFacts.team', { count: facts.teamSize }),
    facts.liabilityInsurance && t('companyFacts.insured'),
    t('companyFacts.warranty', { count: facts.warrantyMonths }),
  ].filter((part): part is string => Boolean(part));
}

/** The warranty terms in `locale` (falling back to Estonian), or undefined when the owner gave none. */
export function warrantyTerms(facts: Pick<CompanyFacts, 'warrantyTerms'>, locale: Locale): string | undefined {
  return facts.warrantyTerms && localisedText(facts.warrantyTerms, locale);
}

/**
 * The contacts page's rows of the same facts, in full, as label and value:
 * the insurer by name where given, the warranty's months with its terms.
 */
export function firmFactsInFull(facts: FirmFactsInput, t: TFunction, locale: Locale): [string, string][] {
  const warranty = [monthsText(facts.warrantyMonths, locale), warrantyTerms(facts, locale)].filter(Boolean);
  const rows: [string, string | number | false | undefined][] = [
    [t('company.foundedLabel'), facts.foundedYear],
    [t('company.teamLabel'), facts.teamSize && t('companyFacts.team', { count: facts.teamSize })],
    [t('company.insuranceLabel'), facts.liabilityInsurance && (facts.insurer ?? t('company.insured'))],
    [t('company.warrantyLabel'), warranty.join('. ')],
  ];
  return rows.flatMap(([label, value]) => (value ? [[label, String(value)] as [string, string]] : []));
}
