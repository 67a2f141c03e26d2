/**
 * Company facts, each written once so that a change is made in one place.
 * These are placeholders: the owner replaces them here and nowhere else.
 * Page copy that mentions them interpolates them from `locales/*.json`
 * (`{{name}}`, `{{phone}}` …), so no translation file repeats a fact.
 */
export const company = {
  name: 'Siseviimistlus OÜ',
  domain: 'siseviimistlus.ee',
  email: 'info@siseviimistlus.ee',
  /** Shown as written; the `tel:` link strips the spaces. */
  phone: '+372 5550 1234',
  /**
   * Optional: the WhatsApp number (international form). Set, the
   * estimator offers to send the estimate by WhatsApp; delete the line to
   * hide that link. A placeholder, like the phone.
   */
  whatsapp: '+372 5550 1234',
  registrationCode: '16000000',
  streetAddress: 'Näidise tn 1',
  postalCode: '10111',
  locality: 'Tallinn',
  region: 'Harjumaa',
  country: 'EE',
  areaServed: ['Tallinn', 'Harjumaa'],
} as const;

/**
 * The website's maker, not the contractor: the home page's "similar website"
 * offer sends a would-be website client here, never to the company's e-mail.
 * A placeholder, replaced like the company facts.
 */
export const siteMaker = {
  email: 'web@example.com',
} as const;

/** The company facts as interpolation values for i18next (`{{email}}` …). */
export const companyInterpolation = {
  name: company.name,
  domain: company.domain,
  email: company.email,
  phone: company.phone,
  registrationCode: company.registrationCode,
  address: `${company.streetAddress}, ${company.postalCode} ${company.locality}, ${company.region}`,
};

/**
 * Every site fact a text may name, as i18next's default variables: the
 * company facts plus `{{makerEmail}}`, the website maker's e-mail.
 */
export const textVariables = {
  ...companyInterpolation,
  makerEmail: siteMaker.email,
};

/**
 * Estonia's standard VAT rate in percent (24 % since 1 July 2025). The
 * price list's "from" prices exclude VAT; the quote estimator shows its
 * total with VAT at this rate too, since private clients compare final
 * prices. Change it here when the law changes: nothing else holds it.
 */
export const vatRatePercent = 24;

/** `tel:` URI for the phone number (RFC 3966: no spaces). */
export const phoneHref = `tel:${company.phone.replace(/\s+/g, '')}`;
