import { isDeepStrictEqual } from 'node:util';
import { companyFile, type CompanyFactName, type CompanyFacts } from './company-schema';
import { englishList } from '../i18n/english-list';
import { factName } from './fact-labels';

/**
 * The sample values `src/data/company.yaml` ships with, which the owner
 * replaces: a build whose facts still hold one of them warns, naming the
 * fact. A new fact with a sample value is one more line here. The year,
 * team and crew sizes, earliest start and warranty terms are samples too: the site says nothing the
 * owner has not entered (an owner whose firm did start in 2014 with six
 * people may leave the warning be).
 */
export const sampleFacts = {
  name: 'Siseviimistlus OÜ',
  domain: 'siseviimistlus.ee',
  email: 'info@siseviimistlus.ee',
  phone: '+372 5550 1234',
  registrationCode: '16000000',
  vatNumber: 'EE100000000',
  streetAddress: 'Näidise tn 1',
  postalCode: '10111',
  siteMakerEmail: 'web@example.com',
  mailboxProvider: 'Näidis Meiliteenus OÜ',
  foundedYear: 2014,
  teamSize: 6,
  crewSize: 2,
  earliestStart: '2027-01-11',
  insurer: 'Näidis Kindlustus AS',
  warrantyTerms: {
    et: 'Garantii katab meie tehtud töö vead, mitte kulumist, niiskuskahjustusi ega teiste tehtud töid; täpsed tingimused on lepingus.',
    en: 'The warranty covers faults in our work, not wear, damp damage or work done by others; the contract states its exact terms.',
    ru: 'Гарантия распространяется на дефекты нашей работы, но не на износ, повреждения от влаги и работы других исполнителей; точные условия указаны в договоре.',
  },
} satisfies Partial<Record<CompanyFactName, unknown>>;

/** The names of the facts in `facts` that still hold their sample value, in `sampleFacts`' order. */
export function factsStillSample(facts: CompanyFacts): CompanyFactName[] {
  return (Object.keys(sampleFacts) as CompanyFactName[]).filter((name) =>
    isDeepStrictEqual(facts[name], sampleFacts[name as keyof typeof sampleFacts]),
  );
}

/**
 * The one-line warning naming the facts that still hold a sample value
 * (`factsStillSample`) by their `/admin` labels (`factName`) and where to
 * change them, or undefined when none does.
 */
export function sampleFactsWarning(names: CompanyFactName[]): string | undefined {
  if (names.length === 0) return undefined;
  const list = englishList(names.map(factName));
  const [verb, pronoun] = names.length === 1 ? ['holds', 'it'] : ['hold', 'them'];
  return (
    `The company fact${names.length === 1 ? '' : 's'} ${list} still ${verb} the sample value${names.length === 1 ? '' : 's'}: ` +
    `change ${pronoun} in ${companyFile} (or at /admin, "Ettevõtte andmed"; docs/editing.md).`
  );
}

/**
 * The one-line warning when `origin` (the site's address, `SITE_URL` or
 * `https://` and the `domain` fact) is on the sample domain, or undefined
 * when it is not.
 */
export function sampleDomainWarning(origin: string): string | undefined {
  const host = new URL(origin).hostname;
  if (host !== sampleFacts.domain && host !== `www.${sampleFacts.domain}`) return undefined;
  return (
    `The site's address is ${origin}, the sample domain: its canonical links, sitemap and structured data point there. ` +
    `Change the fact ${factName('domain')} in ${companyFile} (or at /admin, "Ettevõtte andmed"), or set SITE_URL (docs/going-live.md, step 4).`
  );
}
