import { companyFile, type CompanyFactName, type CompanyFacts } from './company-schema';

/**
 * The sample values `src/data/company.yaml` ships with, which the owner
 * replaces: a build whose facts still hold one of them warns, naming the
 * fact. A new fact with a sample value is one more line here.
 */
export const sampleFacts = {
  name: 'Siseviimistlus OÜ',
  domain: 'siseviimistlus.ee',
  email: 'info@siseviimistlus.ee',
  phone: '+372 5550 1234',
  whatsapp: '+372 5550 1234',
  registrationCode: '16000000',
  streetAddress: 'Näidise tn 1',
  postalCode: '10111',
  siteMakerEmail: 'web@example.com',
  mailboxProvider: 'Näidis Meiliteenus OÜ',
} satisfies Partial<Record<CompanyFactName, unknown>>;

/** The names of the facts in `facts` that still hold their sample value, in `sampleFacts`' order. */
export function factsStillSample(facts: CompanyFacts): CompanyFactName[] {
  return (Object.keys(sampleFacts) as CompanyFactName[]).filter(
    (name) => facts[name] === sampleFacts[name as keyof typeof sampleFacts],
  );
}

/**
 * The one-line warning naming the facts that still hold a sample value
 * (`factsStillSample`) and where to change them, or undefined when none does.
 */
export function sampleFactsWarning(names: CompanyFactName[]): string | undefined {
  if (names.length === 0) return undefined;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const [verb, pronoun] = names.length === 1 ? ['holds', 'it'] : ['hold', 'them'];
  return (
    `The company fact${names.length === 1 ? '' : 's'} ${list} still ${verb} the sample value${names.length === 1 ? '' : 's'}: ` +
    `change ${pronoun} in ${companyFile} (or at /admin, "Ettevõtte andmed"; docs/editing.md).`
  );
}
