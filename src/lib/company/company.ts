import type { Locale } from '../i18n/locales';
import { localisedText } from '../content/localised-text';
import { readCompanyFacts } from './company-schema';

/**
 * The company facts of `src/data/company.yaml` (each field:
 * docs/editing.md, "Change the company's facts"), validated by
 * `company-schema.ts` and read once when this module loads, so that code
 * and texts use them as constants (docs/decisions.md, "Company facts in a
 * data file"). Exported as the file holds them: a fact added to the schema
 * is here with no other edit.
 */
export const company = readCompanyFacts();

/**
 * Every site fact a text may name, as i18next's default variables
 * (`{{email}}` …): the company facts, `address` in one line, and
 * `makerEmail`, the website maker's e-mail.
 */
export const textVariables = {
  name: company.name,
  domain: company.domain,
  email: company.email,
  phone: company.phone,
  registrationCode: company.registrationCode,
  address: `${company.streetAddress}, ${company.postalCode} ${company.locality}, ${company.region}`,
  makerEmail: company.siteMakerEmail,
};

/**
 * Estonia's standard VAT rate in percent (24 % since 1 July 2025). The
 * price list's "from" prices exclude VAT; the quote estimator shows its
 * total with VAT at this rate too, since private clients compare final
 * prices. Change it here when the law changes: nothing else holds it. Not a
 * fact of the business, so not in `company.yaml`.
 */
export const vatRatePercent = 24;

/**
 * The people who work on one job, for the estimator's working days: the
 * fact `crewSize` (at most `teamSize`), or one without it, the longest
 * duration and the only one the site can state without the owner's word.
 */
export const crewPeople = company.crewSize ?? 1;

/** `tel:` URI for the phone number (RFC 3966: no spaces). */
export const phoneHref = `tel:${company.phone.replace(/\s+/g, '')}`;

/**
 * The `https://wa.me/` link to the company's WhatsApp (the number's digits
 * only): the `whatsapp` fact, or the `phone` when `company.yaml` sets none
 * (one number is one fact; an owner with a separate WhatsApp number sets
 * it). The estimator adds the estimate as `?text=`.
 */
export const whatsappUrl = `https://wa.me/${(company.whatsapp ?? company.phone).replace(/\D/g, '')}`;

/**
 * The places served (`areaServed`) by their names in `locale`, each
 * falling back to Estonian: `["Tallinn", "Harju County"]` in English. For
 * the pages' "area served" line and the JSON-LD `areaServed`.
 */
export function placesServed(locale: Locale): string[] {
  return company.areaServed.map((place) => localisedText(place, locale));
}
