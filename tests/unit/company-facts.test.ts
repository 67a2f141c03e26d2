import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { otherCodesListed } from '../support/languages';
import { companyFile, parseCompanyFacts } from '../../src/lib/company/company-schema';
import { parseDataFile } from '../../src/lib/content/parse-data-file';
import { companyFactLabels, factName } from '../../src/lib/company/fact-labels';
import { company, textVariables, phoneHref } from '../../src/lib/company/company';
import { firmFactsInFull, firmFactsLine } from '../../src/lib/company/firm-facts';
import { useTranslations } from '../../src/lib/company/translations';
import { monthsText } from '../../src/lib/i18n/fact-words';
import { locales } from '../../src/lib/i18n/locales';
import { fillPlaceholders } from '../../src/lib/i18n/placeholder';
import { messages } from '../support/translations';

/**
 * The company facts live in `src/data/company.yaml`: `company.ts` exports
 * exactly what the file holds, and a mistake in the file is named by its
 * field, the value found and what is expected.
 */

const text = await readFile(companyFile, 'utf-8');
// Read as the site reads it: a date stays the text it is.
const fileFacts = parseDataFile(text, companyFile) as Record<string, unknown>;

/** The file's text with the line of `field` replaced by `line` (or removed when empty). */
function withLine(field: string, line: string): string {
  const pattern = new RegExp(`^${field}:.*\\n`, 'm');
  expect(text).toMatch(pattern);
  return text.replace(pattern, line ? `${line}\n` : '');
}

/** The message `parseCompanyFacts` throws for `yaml`. */
function mistakeIn(yaml: string): string {
  try {
    parseCompanyFacts(yaml);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the facts were accepted');
}

describe('company.ts', () => {
  test('exports the facts of src/data/company.yaml as the file holds them', () => {
    expect(company).toEqual(fileFacts);
    expect(phoneHref).toBe(`tel:${String(fileFacts.phone).replaceAll(' ', '')}`);
    expect(textVariables.address).toBe(
      `${fileFacts.streetAddress}, ${fileFacts.postalCode} ${fileFacts.locality}, ${fileFacts.region}`,
    );
  });
});

describe('a mistake in src/data/company.yaml', () => {
  test.each([
    [
      'phone',
      'phone: 5550 12 34 (mobile)',
      'found the text "5550 12 34 (mobile)"; expected the phone number starting with + and the country code, then digits with spaces, such as +372 5550 1234.',
    ],
    [
      'phone',
      'phone: 5987 6543',
      'found the text "5987 6543"; expected the phone number starting with + and the country code, then digits with spaces, such as +372 5550 1234.',
    ],

    [
      'registrationCode',
      'registrationCode: 16000000',
      "found 16000000; expected the registry code as text in quotes, such as '16000000'.",
    ],
    [
      'vatNumber',
      'vatNumber: 100000000',
      'found 100000000; expected the VAT number (KMKR number) as text, such as EE100000000.',
    ],
    [
      'vatNumber',
      'vatNumber: EE10000000',
      'found the text "EE10000000"; expected the VAT number (KMKR number): EE and 9 digits, such as EE100000000.',
    ],
    [
      'warrantyMonths',
      'warrantyMonths: 2 aastat',
      'found the text "2 aastat"; expected the warranty period in months, as a whole number such as 12.',
    ],
    [
      'email',
      'email: info at firma.ee',
      'found the text "info at firma.ee"; expected the e-mail address, such as info@siseviimistlus.ee.',
    ],
    ['name', '', 'found nothing (the field is missing); expected the company name, as text.'],
    [
      'crewSize',
      `crewSize: ${Number(fileFacts.teamSize) + 1}`,
      `found ${Number(fileFacts.teamSize) + 1}; expected how many people work on one job, at most teamSize (${String(fileFacts.teamSize)}), the people who do the work.`,
    ],
    ['crewSize', 'crewSize: 0', 'found 0; expected how many people work on one job, at least 1.'],
    [
      'earliestStart',
      'earliestStart: 11.01.2027',
      'found the text "11.01.2027"; expected a date as year-month-day, such as 2027-01-01.',
    ],
  ])('%s is named by its /admin label and key, with the value found and what is expected', (field, line, expected) => {
    const label = companyFactLabels[field as keyof typeof companyFactLabels];
    expect(mistakeIn(withLine(field, line))).toBe(`${companyFile}, field "${label} (${field})": ${expected}`);
  });

  test('an unknown field is named, with the fields allowed', () => {
    expect(mistakeIn(`${text}telefon: '+372 5550 1234'\n`)).toMatch(
      /^src\/data\/company\.yaml, field "telefon": found the text "\+372 5550 1234" in a field the file does not have; expected only the fields name, domain, email, phone, whatsapp, /,
    );
  });

  describe('areaServed, each place by its name per language', () => {
    /** The file with its list of places served written as `lines`. */
    const withPlaces = (...lines: string[]) => {
      const pattern = /^areaServed:\n(?:[- ] .*\n)+/m;
      expect(text).toMatch(pattern);
      return text.replace(pattern, `areaServed:\n${lines.map((line) => `${line}\n`).join('')}`);
    };

    test('a place in Estonian alone is shown in every language by that name', () => {
      expect(parseCompanyFacts(withPlaces('- et: Saue')).areaServed).toEqual([{ et: 'Saue' }]);
    });

    test.each([
      [
        ['- et: Tallinn', '- en: Harju County'],
        `field "${factName('areaServed.1.et')}": found nothing (the field is missing); expected the place served in Estonian, as text (required: ${otherCodesListed} fall back to it).`,
      ],
      [
        ['- Tallinn'],
        `field "${factName('areaServed.0')}": found the text "Tallinn"; expected the place served per language, on indented lines below it: et (required), ${otherCodesListed}.`,
      ],
    ])('%j is named by its position and field', (lines, expected) => {
      expect(mistakeIn(withPlaces(...lines))).toBe(`${companyFile}, ${expected}`);
    });
  });

  test('a founding year in the future is named, with this year', () => {
    const year = new Date().getUTCFullYear();
    expect(mistakeIn(withLine('foundedYear', `foundedYear: ${year + 1}`))).toBe(
      `${companyFile}, field "${factName('foundedYear')}": found ${year + 1}; expected the year the firm started, not after this year (${year}): ${year + 1} is in the future.`,
    );
    expect(parseCompanyFacts(withLine('foundedYear', `foundedYear: ${year}`)).foundedYear).toBe(year);
  });

  test('an average rating without the address it was given at is refused', () => {
    expect(mistakeIn(`${text}rating:\n  value: 4.9\n  count: 37\n`)).toBe(
      `${companyFile}, field "${factName('rating.source')}": found nothing (the field is missing); expected the address where the rating can be checked (Google, Facebook …), starting with https://.`,
    );
    const rated = parseCompanyFacts(`${text}rating:\n  value: 4.9\n  count: 37\n  source: https://g.page/firma\n`);
    expect(rated.rating).toEqual({ value: 4.9, count: 37, source: 'https://g.page/firma' });
  });

  test.each(['foundedYear', 'teamSize', 'liabilityInsurance', 'insurer', 'warrantyTerms'])(
    '%s may be left out',
    (field) => {
      const pattern = new RegExp(`^${field}:.*\\n(?:  .*\\n)*`, 'm');
      expect(text).toMatch(pattern);
      expect(parseCompanyFacts(text.replace(pattern, ''))).not.toHaveProperty(field);
    },
  );

  test('the WhatsApp number may be left out (the sample has none), and one given is checked', () => {
    expect(parseCompanyFacts(text).whatsapp).toBeUndefined();
    expect(mistakeIn(`${text}whatsapp: WhatsApp\n`)).toBe(
      `${companyFile}, field "${factName('whatsapp')}": found the text "WhatsApp"; expected the WhatsApp number starting with + and the country code, then digits with spaces, such as +372 5550 1234.`,
    );
  });

  test('a file that does not parse is named with its line', () => {
    expect(mistakeIn('name: "Firma\nphone: +372 1\n')).toMatch(
      /^src\/data\/company\.yaml, line \d+, column \d+: the file does not parse as YAML/,
    );
  });
});

describe('who the firm is, in each language', () => {
  describe.each(locales.map(({ code }) => code))('%s', (locale) => {
    const t = useTranslations(locale);

    test('the home page’s line: since, team, insured, warranty, each from the facts', () => {
      expect(firmFactsLine(company, t)).toEqual([
        t('companyFacts.since', { year: company.foundedYear }),
        t('companyFacts.team', { count: company.teamSize }),
        t('companyFacts.insured'),
        t('companyFacts.warranty', { count: company.warrantyMonths }),
      ]);
      expect(firmFactsLine(company, t).join(' ')).toContain(String(company.foundedYear));
    });

    test('a fact left empty is left out; the warranty always stays', () => {
      const bare = { warrantyMonths: company.warrantyMonths };
      expect(firmFactsLine(bare, t)).toEqual([t('companyFacts.warranty', { count: company.warrantyMonths })]);
      expect(firmFactsInFull(bare, t, locale)).toEqual([
        [t('company.warrantyLabel'), monthsText(company.warrantyMonths, locale)],
      ]);
    });

    test('the contacts page’s rows name the insurer and the warranty’s terms', () => {
      const rows = Object.fromEntries(firmFactsInFull(company, t, locale));
      expect(rows[t('company.insuranceLabel')]).toBe(company.insurer);
      expect(rows[t('company.warrantyLabel')]).toContain(company.warrantyTerms![locale] ?? company.warrantyTerms!.et);
      expect(firmFactsInFull({ ...company, insurer: undefined }, t, locale)).toContainEqual([
        t('company.insuranceLabel'),
        t('company.insured'),
      ]);
    });
  });

  test('counted words take their plural forms: 1, 2–4 and 5 in Russian', () => {
    const t = useTranslations('ru');
    const team = (count: number) => firmFactsLine({ teamSize: count, warrantyMonths: 1 }, t)[0];
    const form = (ending: string, count: number) =>
      fillPlaceholders(messages.ru[`companyFacts.team_${ending}`], { count: String(count) });
    expect([team(1), team(3), team(6), team(21)]).toEqual([
      form('one', 1),
      form('few', 3),
      form('many', 6),
      form('one', 21),
    ]);
  });
});
