import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { dataFileError, describeValue, rowValidationErrors } from '../content/validation-errors';
import { parseDataFile } from '../content/parse-data-file';
import { strictFields } from '../content/row-schema';
import { localisedTextSchema } from '../content/localised-text';
import { isoDate } from '../content/iso-date';
import { factName } from './fact-labels';

/** The company facts' file, from the project root. */
export const companyFile = 'src/data/company.yaml';

/**
 * A phone number as visitors read it and WhatsApp's `wa.me` link needs it:
 * `+`, the country code, then digits and single spaces (`+372 5550 1234`).
 * The CMS's phone fields take its `source`, so the form and the build refuse
 * the same values.
 */
export const phonePattern = /^\+[1-9]\d*( \d+)*$/;
/** The 8-digit code of the Estonian Business Register. */
export const registrationCodePattern = /^\d{8}$/;
/** An Estonian postal code: 5 digits. */
export const postalCodePattern = /^\d{5}$/;
/** A two-letter country code in capitals (ISO 3166-1 alpha-2), such as EE. */
export const countryCodePattern = /^[A-Z]{2}$/;
/** A domain name without the scheme, such as siseviimistlus.ee. */
export const domainPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
/** The legal bases of the form service's transfer outside the EU/EEA, as `company.yaml` names them. */
export const transferBases = ['standardContractualClauses', 'adequacyDecision'] as const;

/** The current year (UTC): a firm cannot have started after it. */
const thisYear = () => new Date().getUTCFullYear();

/** Text of one line, not empty; `what` names it in the message. */
const text = (what: string) =>
  z
    .string({ error: `${what}, as text` })
    .trim()
    .min(1, { error: `${what}, not empty` });

/** A phone number, `phonePattern`. */
const phoneNumber = (what: string) =>
  text(what).regex(phonePattern, {
    error: `${what} starting with + and the country code, then digits with spaces, such as +372 5550 1234`,
  });

/**
 * The Estonian VAT number (KMKR number): `EE` and 9 digits. The CMS's field
 * takes its `source`, so the form and the build refuse the same values.
 */
export const vatNumberPattern = /^EE\d{9}$/;

/** Months as a whole number of at least 1; `what` names them in the message. */
const months = (what: string) =>
  z
    .number({ error: `${what}, as a whole number such as 12` })
    .int({ error: `${what}, as a whole number such as 12` })
    .min(1, { error: 'at least 1 month' });

/**
 * The facts of the business in `src/data/company.yaml`, one place for each:
 * the pages, the JSON-LD and the texts (`{{phone}}` …) read them from here,
 * and the CMS edits this file (docs/editing.md). Every field's error message
 * is the phrase the build prints after "expected".
 */
export const companySchema = strictFields(
  {
    name: text('the company name'),
    domain: text('the domain name').regex(domainPattern, {
      error: 'the domain name without https://, such as siseviimistlus.ee',
    }),
    email: z.email({ error: 'the e-mail address, such as info@siseviimistlus.ee' }),
    phone: phoneNumber('the phone number'),
    whatsapp: phoneNumber('the WhatsApp number').optional(),
    registrationCode: z
      .string({ error: "the registry code as text in quotes, such as '16000000'" })
      .regex(registrationCodePattern, { error: 'the 8-digit registry code of the Estonian Business Register' }),
    vatNumber: z
      .string({ error: 'the VAT number (KMKR number) as text, such as EE100000000' })
      .regex(vatNumberPattern, { error: 'the VAT number (KMKR number): EE and 9 digits, such as EE100000000' })
      .optional(),
    streetAddress: text('the street and house number'),
    postalCode: z
      .string({ error: "the postal code as text in quotes, such as '10111'" })
      .regex(postalCodePattern, { error: 'the 5-digit postal code' }),
    locality: text('the town or city'),
    region: text('the county'),
    country: z.string().regex(countryCodePattern, { error: 'the two-letter country code, such as EE' }),
    // Each place by its name per language (et required, en and ru fall back to it).
    areaServed: z.array(localisedTextSchema('place served'), { error: 'a list of places served' }).min(1, {
      error: 'at least one place served',
    }),
    // The warranty on the work, in months (the home page's steps, the services page).
    warrantyMonths: months('the warranty period in months'),
    // Who the firm is (docs/behaviour.md, "Who the firm is"): each optional, none shown when empty.
    foundedYear: z
      .number({ error: 'the year the firm started, as a number such as 2014' })
      .int({ error: 'the year the firm started, as a whole number such as 2014' })
      .min(1900, { error: 'the year the firm started, such as 2014' })
      .refine((year) => year <= thisYear(), {
        error: (issue) =>
          `the year the firm started, not after this year (${thisYear()}): ${String(issue.input)} is in the future`,
      })
      .optional(),
    teamSize: z
      .number({ error: 'how many people do the work, as a whole number such as 6' })
      .int({ error: 'how many people do the work, as a whole number such as 6' })
      .min(1, { error: 'how many people do the work, at least 1' })
      .optional(),
    // When and how long (docs/behaviour.md, "When and how long"): each optional.
    crewSize: z
      .number({ error: 'how many people work on one job, as a whole number such as 2' })
      .int({ error: 'how many people work on one job, as a whole number such as 2' })
      .min(1, { error: 'how many people work on one job, at least 1' })
      .optional(),
    earliestStart: isoDate.optional(),
    liabilityInsurance: z.boolean({ error: 'true when the firm holds liability insurance, else false' }).optional(),
    insurer: text('the liability insurer’s name, such as Näidis Kindlustus AS').optional(),
    warrantyTerms: localisedTextSchema('warranty terms').optional(),
    // An average rating only with where it was given (docs/decisions.md, "No review markup").
    rating: strictFields(
      {
        value: z
          .number({ error: 'the average rating out of 5, such as 4.9' })
          .min(1, { error: 'the average rating, from 1 to 5' })
          .max(5, { error: 'the average rating, from 1 to 5' }),
        count: z
          .number({ error: 'how many ratings the average is of, a whole number such as 37' })
          .int({ error: 'how many ratings the average is of, a whole number such as 37' })
          .min(1, { error: 'how many ratings the average is of, at least 1' }),
        source: z.url({
          protocol: /^https$/,
          error: 'the address where the rating can be checked (Google, Facebook …), starting with https://',
        }),
      },
      'the average rating on indented lines below it: value, count and source (the address where it was given)',
    ).optional(),
    reviewsUrl: z
      .url({ protocol: /^https$/, error: "the address of the firm's reviews elsewhere, starting with https://" })
      .optional(),
    siteMakerEmail: z.email({ error: "the website maker's e-mail address, such as web@example.com" }),
    // The privacy notice's facts (docs/behaviour.md, "Privacy notice").
    enquiryRetentionMonths: months('the months an enquiry is kept'),
    mailboxProvider: text('the company that hosts the mailbox enquiries arrive in'),
    formServiceName: text("the form's mail service's legal name, such as EmailJS Pte. Ltd."),
    formServiceCountry: z
      .string()
      .regex(countryCodePattern, { error: "the two-letter code of the form's mail service's country, such as SG" }),
    emailjsTransferBasis: z.enum(transferBases, {
      error: transferBases.join(' or '),
    }),
  },
  'the company facts, one per line ("name: …")',
).superRefine(({ crewSize, teamSize }, context) => {
  // The crew on one job is drawn from the people who do the work.
  if (crewSize !== undefined && teamSize !== undefined && crewSize > teamSize)
    context.addIssue({
      code: 'custom',
      path: ['crewSize'],
      message: `how many people work on one job, at most teamSize (${teamSize}), the people who do the work`,
    });
});

export type CompanyFacts = z.infer<typeof companySchema>;

/** The name of a company fact, as `company.yaml` writes it. */
export type CompanyFactName = keyof CompanyFacts;

/**
 * The company facts of `text` (the YAML of `company.yaml`), checked with
 * `companySchema`. Throws an `InputError` naming `fileName`, each field at
 * fault (by its `/admin` label and key, `factName`), the value found and
 * what is expected; or the line and column when
 * the text does not parse.
 */
export function parseCompanyFacts(text: string, fileName = companyFile): CompanyFacts {
  const facts = parseDataFile(text, fileName);
  if (facts === null || typeof facts !== 'object' || Array.isArray(facts)) {
    throw dataFileError(fileName, [{ found: describeValue(facts), expected: 'the company facts, one per line' }]);
  }
  // One set of facts, not a row of a list: the messages name no row, and each fact by its /admin label.
  const errors = rowValidationErrors(companySchema, facts as Record<string, unknown>, 1).map((error) => ({
    ...error,
    row: undefined,
    field: error.field === undefined ? undefined : factName(error.field),
  }));
  if (errors.length > 0) throw dataFileError(fileName, errors);
  return companySchema.parse(facts);
}

/**
 * The company facts of `src/data/company.yaml` under `root` (the project
 * root: the directory `astro`, Vitest and Playwright run in), read
 * synchronously so that `company.ts` can export them as constants
 * (docs/decisions.md, "Company facts in a data file").
 */
export function readCompanyFacts(root = process.cwd()): CompanyFacts {
  return parseCompanyFacts(readFileSync(join(root, companyFile), 'utf-8'));
}
