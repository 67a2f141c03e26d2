import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { load as parseYaml, YAMLException } from 'js-yaml';
import { InputError } from '../config/input-error';
import { dataFileError, describeValue, rowValidationErrors } from '../content/validation-errors';
import { strictFields } from '../content/row-schema';

/** The company facts' file, from the project root. */
export const companyFile = 'src/data/company.yaml';

/** Text of one line, not empty; `what` names it in the message. */
const text = (what: string) =>
  z
    .string({ error: `${what}, as text` })
    .trim()
    .min(1, { error: `${what}, not empty` });

/** A phone number as visitors read it: `+`, digits and single spaces (`+372 5550 1234`). */
const phoneNumber = (what: string) =>
  text(what).regex(/^\+?\d+( \d+)*$/, {
    error: `${what} as digits with spaces, with the country code, such as +372 5550 1234`,
  });

/**
 * The facts of the business in `src/data/company.yaml`, one place for each:
 * the pages, the JSON-LD and the texts (`{{phone}}` …) read them from here,
 * and the CMS edits this file (docs/editing.md). Every field's error message
 * is the phrase the build prints after "expected".
 */
export const companySchema = strictFields(
  {
    name: text('the company name'),
    domain: text('the domain name').regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, {
      error: 'the domain name without https://, such as siseviimistlus.ee',
    }),
    email: z.email({ error: 'the e-mail address, such as info@siseviimistlus.ee' }),
    phone: phoneNumber('the phone number'),
    whatsapp: phoneNumber('the WhatsApp number').optional(),
    registrationCode: z
      .string({ error: "the registry code as text in quotes, such as '16000000'" })
      .regex(/^\d{8}$/, { error: 'the 8-digit registry code of the Estonian Business Register' }),
    streetAddress: text('the street and house number'),
    postalCode: z
      .string({ error: "the postal code as text in quotes, such as '10111'" })
      .regex(/^\d{5}$/, { error: 'the 5-digit postal code' }),
    locality: text('the town or city'),
    region: text('the county'),
    country: z.string().regex(/^[A-Z]{2}$/, { error: 'the two-letter country code, such as EE' }),
    areaServed: z.array(text('a place served'), { error: 'a list of places served' }).min(1, {
      error: 'at least one place served',
    }),
    siteMakerEmail: z.email({ error: "the website maker's e-mail address, such as web@example.com" }),
    // The privacy notice's facts (docs/behaviour.md, "Privacy notice").
    enquiryRetentionMonths: z
      .number({ error: 'the months an enquiry is kept, as a whole number such as 12' })
      .int({ error: 'the months an enquiry is kept, as a whole number such as 12' })
      .min(1, { error: 'at least 1 month' }),
    mailboxProvider: text('the company that hosts the mailbox enquiries arrive in'),
    formServiceName: text("the form's mail service's legal name, such as EmailJS Pte. Ltd."),
    formServiceCountry: z
      .string()
      .regex(/^[A-Z]{2}$/, { error: "the two-letter code of the form's mail service's country, such as SG" }),
    emailjsTransferBasis: z.enum(['standardContractualClauses', 'adequacyDecision'], {
      error: 'standardContractualClauses or adequacyDecision',
    }),
  },
  'the company facts, one per line ("name: …")',
);

export type CompanyFacts = z.infer<typeof companySchema>;

/** The name of a company fact, as `company.yaml` writes it. */
export type CompanyFactName = keyof CompanyFacts;

/**
 * The company facts of `text` (the YAML of `company.yaml`), checked with
 * `companySchema`. Throws an `InputError` naming `fileName`, each field at
 * fault, the value found and what is expected; or the line and column when
 * the text does not parse.
 */
export function parseCompanyFacts(text: string, fileName = companyFile): CompanyFacts {
  let facts: unknown;
  try {
    facts = parseYaml(text, { filename: fileName });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const { line, column, snippet } = error.mark;
    throw new InputError(
      `${fileName}, line ${line + 1}, column ${column + 1}: the file does not parse as YAML (${error.reason}). ` +
        `Look at that line and the one above it:\n${snippet}`,
    );
  }
  if (facts === null || typeof facts !== 'object' || Array.isArray(facts)) {
    throw dataFileError(fileName, [{ found: describeValue(facts), expected: 'the company facts, one per line' }]);
  }
  // One set of facts, not a row of a list: the messages name no row.
  const errors = rowValidationErrors(companySchema, facts as Record<string, unknown>, 1).map((error) => ({
    ...error,
    row: undefined,
  }));
  if (errors.length > 0) throw dataFileError(fileName, errors);
  return companySchema.parse(facts);
}

/**
 * The company facts of `src/data/company.yaml` under `root` (the project
 * root: the directory `astro`, Vitest and Playwright run in), read
 * synchronously so that `site.ts` can export them as constants
 * (docs/decisions.md, "Company facts in a data file").
 */
export function readCompanyFacts(root = process.cwd()): CompanyFacts {
  return parseCompanyFacts(readFileSync(join(root, companyFile), 'utf-8'));
}
