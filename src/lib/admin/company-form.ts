import { z } from 'astro/zod';
import {
  companySchema,
  companyFile,
  countryCodePattern,
  domainPattern,
  phonePattern,
  postalCodePattern,
  registrationCodePattern,
  transferBases,
  vatNumberPattern,
} from '../company/company-schema';
import { defaultLocale } from '../i18n/locales';
import { companyFactLabels } from '../company/fact-labels';
import { dateField, enumOptions, localisedFields, rule } from './cms-fields';

/** The CMS's company facts form (`src/data/company.yaml`), one field per fact of the schema (docs/editing.md). */

/** Every fact of `companySchema`, with its field label (a fact without one does not compile). */
const companyLabels: Record<keyof typeof companySchema.shape, string> = companyFactLabels;

/** A fact's hint under its field, where its label alone does not say enough. */
const companyHints: Partial<Record<keyof typeof companySchema.shape, string>> = {
  domain: 'Ilma https:// ja kaldkriipsuta, nt siseviimistlus.ee.',
  country: 'Kahetäheline kood, Eesti puhul EE.',
  foundedYear: 'Aasta, mil ettevõte alustas, nt 2014. Tühjana lehel ei näidata.',
  teamSize: 'Mitu inimest töid teeb, nt 6 („6 viimistlejat“). Tühjana lehel ei näidata.',
  crewSize:
    'Mitu inimest teeb tööd ühel objektil korraga, nt 2; kuni nii palju, kui on välja „Töid teeb“ arv. Kalkulaator jagab tööpäevad nendega („umbes 3 tööpäeva (2 viimistlejat)“). Tühjana arvestatakse üht inimest.',
  earliestStart:
    'Päev, millest saate uue tööga alustada. Näidatakse hinnakalkulaatori summa juures ja kontaktvormi kohal, kuni see päev pole möödas; möödunud kuupäeva ei näidata. Uuenda, kui graafik täitub. Tühjana ei näidata.',
  liabilityInsurance: 'Sisse lülitatuna on see kirjas avalehel ettevõtte lühireal.',
  insurer:
    'Kindlustusseltsi nimi. Näidatakse kontaktilehe rekvisiitides; tühjana on seal kirjas ainult, et kindlustus on olemas.',
  warrantyTerms:
    'Üks lause: mida garantii katab ja mida mitte ning et täpsed tingimused on lepingus. Näidatakse garantii juures.',
  rating:
    'Nt Google’is. Ainult koos aadressiga, kus hinnet saab kontrollida; seda ei näidata otsingumootoritele mõeldud andmetes. Võib jääda lisamata.',
  mailboxProvider: 'Ettevõte, kelle juures on e-postkast, kuhu päringud jõuavad.',
  formServiceCountry: 'Kahetäheline kood, nt SG (Singapur).',
  reviewsUrl:
    'Nt ettevõtte Google’i profiil või Facebooki leht; avalehel on link kogu tagasisidele. Võib jääda tühjaks.',
};

/** The rating's schema, whose limits its form takes. */
const ratingShape = companySchema.shape.rating.unwrap().shape;

/** The fields of the average rating (`rating`). */
const ratingFields = [
  {
    name: 'value',
    label: `Keskmine hinne (${ratingShape.value.minValue}–${ratingShape.value.maxValue})`,
    widget: 'number',
    value_type: 'float',
    min: ratingShape.value.minValue,
    max: ratingShape.value.maxValue,
    step: 0.1,
  },
  { name: 'count', label: 'Hinnete arv', widget: 'number', value_type: 'int', min: ratingShape.count.minValue },
  {
    name: 'source',
    label: 'Aadress, kus hinnet näeb (https://)',
    widget: 'string',
    type: 'url',
    hint: 'Nt ettevõtte Google’i profiil; lehel näidatakse selle nime („Google“).',
  },
];

/** The label of one item of a fact that is a list, where it differs from the fact's. */
const companyItemLabels: Partial<Record<keyof typeof companySchema.shape, string>> = {
  areaServed: 'Koht',
};

/** The transfer bases as the privacy notice names them. */
const transferBasisLabels: Record<(typeof transferBases)[number], string> = {
  standardContractualClauses: 'Lepingu tüüptingimused (IKÜM art 46)',
  adequacyDecision: 'Kaitse piisavuse otsus (IKÜM art 45)',
};

const phoneRule = rule(phonePattern, 'Algab + ja riigi suunakoodiga, siis numbrid ja tühikud, nt +372 5550 1234.');
const countryRule = rule(countryCodePattern, 'Kaks suurtähte, nt EE.');

/** The pattern rule of a fact, where its schema has one. */
const companyRules: Partial<Record<keyof typeof companySchema.shape, [string, string]>> = {
  domain: rule(domainPattern, 'Domeen ilma https:// ja kaldkriipsuta, nt siseviimistlus.ee.'),
  phone: phoneRule,
  whatsapp: phoneRule,
  registrationCode: rule(registrationCodePattern, '8 numbrit (äriregistri kood).'),
  vatNumber: rule(vatNumberPattern, 'EE ja 9 numbrit, nt EE100000000.'),
  postalCode: rule(postalCodePattern, '5 numbrit.'),
  country: countryRule,
  formServiceCountry: countryRule,
};

/**
 * A form field for each fact of `companySchema`, in its order: a text field,
 * a number field for a number (whole when the schema says so), a list of
 * texts for a list (of texts per language, Estonian required, when the
 * schema's items are), a choice for a choice; required unless the schema's
 * field is optional. A new fact in the schema needs only its label in
 * `companyLabels`.
 */
function companyFields() {
  return Object.entries(companySchema.shape).map(([name, schema]) => {
    const inner: z.ZodType = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
    const fact = name as keyof typeof companyLabels;
    const field: Record<string, unknown> = {
      name,
      label: companyLabels[fact],
      widget: 'string',
      required: !(schema instanceof z.ZodOptional),
    };
    if (companyHints[fact]) field.hint = companyHints[fact];
    if (inner instanceof z.ZodNumber)
      Object.assign(field, { widget: 'number', value_type: inner.isInt ? 'int' : 'float' });
    if (inner instanceof z.ZodBoolean) Object.assign(field, { widget: 'boolean' });
    // An object: the text per language (the warranty terms) or the rating.
    if (inner instanceof z.ZodObject)
      Object.assign(field, {
        widget: 'object',
        fields: defaultLocale in inner.shape ? localisedFields(String(field.label)) : ratingFields,
      });
    if (inner instanceof z.ZodEnum)
      Object.assign(field, {
        widget: 'select',
        options: enumOptions(inner).map((value) => ({
          value,
          label: transferBasisLabels[value as keyof typeof transferBasisLabels] ?? value,
        })),
      });
    if (inner instanceof z.ZodArray)
      Object.assign(field, {
        widget: 'list',
        min: 1,
        // A list of texts per language (the places served) or of plain texts.
        ...(inner.element instanceof z.ZodObject
          ? { summary: '{{fields.et}}', fields: localisedFields(companyItemLabels[fact] ?? String(field.label)) }
          : { field: { name: 'item', label: field.label, widget: 'string' } }),
      });
    if (companyRules[fact]) field.pattern = companyRules[fact];
    // A date, as the schema's `isoDate` reads it (the price list's validFrom is the same).
    if (fact === 'earliestStart') Object.assign(field, dateField);
    if (inner instanceof z.ZodNumber && inner.minValue !== null) field.min = inner.minValue;
    if (inner instanceof z.ZodEmail) field.type = 'email';
    if (inner instanceof z.ZodURL) field.type = 'url';
    return field;
  });
}

/** The company facts' form (`src/data/company.yaml`): a field for each fact of the schema. */
export function companyFileConfig() {
  return { name: 'company', label: 'Ettevõtte andmed', file: companyFile, fields: companyFields() };
}
