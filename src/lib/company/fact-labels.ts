/**
 * The company facts' labels at `/admin` (in Estonian, the editors'
 * language), by their key in `src/data/company.yaml`: the CMS form's fields
 * (`admin/company-form.ts`, which also holds that every fact has one) and
 * the build's messages about a fact (`factName`) read them here, so that
 * the owner meets a fact under the name the editor knows it by.
 */
export const companyFactLabels = {
  name: 'Ettevõtte nimi',
  domain: 'Veebilehe aadress',
  email: 'E-post',
  phone: 'Telefon',
  whatsapp: 'WhatsApp',
  registrationCode: 'Registrikood',
  vatNumber: 'KMKR number',
  streetAddress: 'Tänav ja majanumber',
  postalCode: 'Postiindeks',
  locality: 'Linn',
  region: 'Maakond',
  country: 'Riik',
  areaServed: 'Tööpiirkond',
  warrantyMonths: 'Garantii kuudes',
  foundedYear: 'Tegutsemise algusaasta',
  teamSize: 'Töid tegevate inimeste arv',
  crewSize: 'Ühel objektil töötavate inimeste arv',
  earliestStart: 'Varaseim võimalik tööde algus',
  liabilityInsurance: 'Ettevõttel on vastutuskindlustus',
  insurer: 'Vastutuskindlustuse andja',
  warrantyTerms: 'Garantii tingimused',
  rating: 'Keskmine hinne mujal',
  reviewsUrl: 'Arvustuste aadress mujal',
  siteMakerEmail: 'Veebilehe tegija e-post',
  enquiryRetentionMonths: 'Päringute säilitamise aeg kuudes',
  mailboxProvider: 'E-postkasti teenuse osutaja',
  formServiceName: 'Vormi e-postiteenuse osutaja juriidiline nimi',
  formServiceCountry: 'Vormi e-postiteenuse osutaja riik',
  emailjsTransferBasis: 'Andmete edastamise alus väljapoole EL-i',
} as const;

/**
 * A fact as the build's messages name it: its `/admin` label, then its key
 * in brackets, `Registrikood (registrationCode)`. `path` is the field's
 * dotted path (`rating.value`), whose first part is the fact; a key that is
 * no fact (a misspelt field) is named as it is.
 */
export function factName(path: string): string {
  const fact = path.split('.')[0];
  return Object.hasOwn(companyFactLabels, fact)
    ? `${companyFactLabels[fact as keyof typeof companyFactLabels]} (${path})`
    : path;
}
