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
import { rowIdPattern } from '../content/row-schema';
import { priceRowSchema, priceUnitKeys, type PriceUnit } from '../prices/price-list';
import { measures, type Measure } from '../prices/measures';
import type { PriceCategory } from '../prices/price-list-file';
import { flattenMessages } from '../i18n/locale-files';
import { defaultLocale, localeCodes, locales } from '../i18n/locales';
import { fillPlaceholders, placeholderNames, placeholderPattern } from '../i18n/placeholder';
import { groupLabel, textLabel } from './text-labels';
import type { CmsBackend } from '../config/cms-repository';
import { maxReviewLength, reviewMonthPattern, reviewsFile } from '../reviews/review-schema';

/**
 * The configuration of the CMS at `/admin` (Sveltia CMS; docs/editing.md),
 * built from the schemas the content collections load the data with, so
 * that the forms refuse what the build would refuse: the choices of a unit
 * or a measure are the schema's own values, labelled as the Estonian locale
 * file writes them, a category's those of the price file (with their
 * Estonian headings); the patterns and the price limits
 * are the schemas'. Labels, hints and messages are in Estonian, the
 * editors' language (`text-labels.ts` for the texts).
 */

/** The source of a pattern matching the placeholder `{{name}}` (spaces inside allowed), from the one placeholder pattern. */
const placeholderSource = (name: string) => placeholderPattern.source.replace(String.raw`(\w+)`, name);

/** A CMS pattern rule: `pattern`'s source, which the CMS tests the saved text with, and the message it shows otherwise. */
const rule = (pattern: RegExp, message: string): [string, string] => [pattern.source, message];

/** Options of a `z.enum` field of a row schema, optional or not. */
function enumOptions(schema: z.ZodType): string[] {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  if (!(inner instanceof z.ZodEnum)) throw new Error('expected an enum field');
  return inner.options.map(String);
}

/** The price field's number schema (the schema's `price` is nullable: null is "on request"). */
const priceNumber = (priceRowSchema.shape.price as z.ZodDefault<z.ZodNullable<z.ZodNumber>>).unwrap().unwrap();

/** Price limits in EUR excluding VAT: the smallest price in whole cents above 0, and the schema's maximum. */
export const priceLimits = { min: 0.01, max: priceNumber.maxValue ?? Infinity, step: 0.01 };

/**
 * Whole cents, the form's side of the schema's whole-cents check: digits,
 * then at most two decimals; the message the form shows otherwise.
 */
export const wholeCents = {
  pattern: String.raw`^\d+([.,]\d{1,2})?$`,
  message: 'Hind sendi täpsusega, nt 12 või 12,5 või 12,25.',
};

/** The id rule of every row. */
const idRule = rule(rowIdPattern, 'Ainult väiketähed ilma täpitähtedeta (õ, ä, ö, ü), numbrid ja sidekriipsud.');

/**
 * A service name, note or caption in each language, as the schema has it
 * (`localisedTextSchema`): `name` is the row's field. Estonian is required
 * whenever the text is given; a text that is not `required` is an optional
 * object, which the CMS shows with a checkbox to add it, and only an added
 * one must have its Estonian text.
 */
const localised = (name: 'service' | 'note' | 'caption', label: string, required: boolean) => ({
  name,
  label,
  widget: 'object',
  required,
  fields: localisedFields(label),
});

/** The Estonian name of a language, as the labels write it: `inglise`. */
const estonianName = (code: string) => new Intl.DisplayNames([defaultLocale], { type: 'language' }).of(code) ?? code;

/** The fields of a text per language (`localisedTextSchema`): Estonian required, each other language falling back to it. */
const localisedFields = (label: string) =>
  localeCodes.map((code) =>
    code === defaultLocale
      ? { name: code, label: `${label} ${estonianName(code)} keeles`, widget: 'string', required: true }
      : {
          name: code,
          label: `${label} ${estonianName(code)} keeles`,
          widget: 'string',
          required: false,
          hint: 'Tühjana näidatakse eestikeelset.',
        },
  );

/** Estonian names of the estimator's room figures, which no page text names alone. */
const measureLabels: Record<Measure, string> = {
  walls: 'seinad',
  ceiling: 'lagi',
  floor: 'põrand',
  skirting: 'põrandaliistud',
};

/**
 * The fields of a category heading per language, every language required
 * (`price-list-file.ts`): the table shows it on every language's page.
 */
const everyLanguageFields = (label: string) =>
  localeCodes.map((code) => ({ name: code, label: `${label} ${estonianName(code)} keeles`, widget: 'string' }));

/** The price file's categories as select options: the id saved, the Estonian heading shown. */
const categoryOptions = (categories: readonly PriceCategory[]) =>
  categories.map(({ id, label }) => ({ value: id, label: label[defaultLocale] }));

/** What a row's or a block's category choice says: the choices are those of the last build. */
const categoryHint = 'Valikus on hinnakirja rühmad; uus rühm tuleb valikusse pärast veebilehe järgmist avaldamist.';

/**
 * The price file's categories: each an id the rows name and its heading
 * in every language, in the table's order.
 */
const priceCategoriesField = {
  name: 'categories',
  label: 'Hinnakirja rühmad',
  label_singular: 'rühm',
  widget: 'list',
  summary: '{{fields.label.et}}',
  fields: [
    {
      name: 'id',
      label: 'Tunnus',
      widget: 'string',
      pattern: idRule,
      hint: 'Nt floors; read nimetavad rühma selle järgi.',
    },
    { name: 'label', label: 'Pealkiri', widget: 'object', fields: everyLanguageFields('Pealkiri') },
  ],
};

/**
 * The price rows' fields, in the order the file writes them; the unit
 * choices labelled as the page writes them (`texts`: the Estonian file's
 * texts by dotted key), a unit with its explanation where the page has one
 * (`jm (jooksev meeter)`), the category choices `categories`' (the price
 * file's).
 */
function priceRowFields(texts: Record<string, string>, categories: readonly PriceCategory[]) {
  const shape = priceRowSchema.shape;
  const labelled = (values: string[], label: (value: string) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  const unitLabel = (unit: string) => {
    const key = priceUnitKeys[unit as PriceUnit];
    return texts[`${key}Title`] ? `${texts[key]} (${texts[`${key}Title`]})` : texts[key];
  };
  return [
    { name: 'id', label: 'Tunnus', widget: 'string', pattern: idRule, hint: 'Rea tunnus: ei muutu ega kordu.' },
    {
      name: 'category',
      label: 'Rühm',
      widget: 'select',
      options: categoryOptions(categories),
      hint: categoryHint,
    },
    localised('service', 'Teenus', true),
    { name: 'unit', label: 'Ühik', widget: 'select', options: labelled(enumOptions(shape.unit), unitLabel) },
    {
      name: 'price',
      label: 'Hind alates (€ ilma käibemaksuta)',
      widget: 'number',
      value_type: 'float',
      required: false,
      min: priceLimits.min,
      max: priceLimits.max,
      step: priceLimits.step,
      pattern: [wholeCents.pattern, wholeCents.message],
      hint: `Üle 0 ja kuni ${priceLimits.max} eurot, sendi täpsusega. Tühi = „${texts['priceList.onRequest']}“.`,
    },
    {
      name: 'measure',
      label: 'Ruumi mõõt kalkulaatoris',
      widget: 'select',
      multiple: true,
      required: false,
      options: labelled([...measures], (measure) => measureLabels[measure as Measure]),
      hint: `Pinnad, mille tööde hulgas kalkulaator seda rida pakub, kui hinda arvutatakse ruumide mõõtude järgi („${texts['estimator.roomsSummary']}“); rida saab selle pinna mõõdu. Võib jääda tühjaks.`,
    },
    { ...localised('note', 'Märkus', false), hint: `Tühjana näidatakse „${texts['priceList.defaultNote']}“.` },
  ];
}

/**
 * An optional photo upload of the gallery form: the file goes into
 * `src/assets/gallery/`, and the row names it relative to `gallery.yaml`.
 */
const galleryUpload = (name: 'image' | 'before', label: string) => ({
  name,
  label,
  widget: 'image',
  required: false,
  choose_url: false,
  media_folder: '/src/assets/gallery',
  public_folder: '../assets/gallery',
  accept: 'image/jpeg,image/png,image/webp,image/avif',
});

/**
 * The gallery form's caption and "before" photo: the caption
 * per language (Estonian required once a caption is given), and a photo
 * uploaded like the main one.
 */
function galleryStoryFields() {
  return [
    {
      ...galleryUpload('before', 'Foto enne tööd'),
      hint: 'Sama koht enne tööd; võib jääda tühjaks.',
    },
    {
      ...localised('caption', 'Pildiallkiri', false),
      hint: 'Mis tehti, kus, kui suur, nt „Korteri remont Kristiines, 62 m²“. Võib jääda lisamata; lisatud allkirjal on eestikeelne tekst kohustuslik.',
    },
  ];
}

/**
 * The services' form (`src/data/services.yaml`): the blocks of the services
 * and home pages, in order, each with the price-list categories its
 * starting price comes from (labelled as the page writes them). A block's
 * texts are under "Tekstid" (`services.*Heading`, `homeServices.*`).
 */
function servicesFileConfig(categories: readonly PriceCategory[]) {
  return {
    name: 'services',
    label: 'Teenuste plokid',
    file: 'src/data/services.yaml',
    fields: [
      {
        name: 'services',
        label: 'Teenused',
        label_singular: 'teenus',
        widget: 'list',
        root: true,
        summary: '{{fields.id}}',
        fields: [
          {
            name: 'id',
            label: 'Tunnus',
            widget: 'string',
            pattern: idRule,
            hint: 'Nt small-works; ploki pealkiri ja tekst on „Tekstid“ all (services.smallWorksHeading …).',
          },
          {
            name: 'categories',
            label: 'Hinnakirja rühmad',
            widget: 'select',
            multiple: true,
            min: 1,
            options: categoryOptions(categories),
            hint: categoryHint,
          },
        ],
      },
    ],
  };
}

/** The reviews' form: a list of reviews, each shown only with the client's consent. */
function reviewsFileConfig() {
  return {
    name: 'reviews',
    label: 'Klientide tagasiside',
    file: reviewsFile,
    fields: [
      {
        name: 'reviews',
        label: 'Tagasiside',
        label_singular: 'tagasiside',
        widget: 'list',
        root: true,
        summary: '{{fields.name}}, {{fields.district}} ({{fields.month}})',
        fields: [
          { name: 'id', label: 'Tunnus', widget: 'string', pattern: idRule, hint: 'Nt mari-2026-05; ei kordu.' },
          { name: 'name', label: 'Kliendi eesnimi või initsiaalid', widget: 'string' },
          { name: 'district', label: 'Linnaosa või asula', widget: 'string' },
          {
            name: 'month',
            label: 'Kuu',
            widget: 'string',
            pattern: [reviewMonthPattern.source, 'Aasta ja kuu, nt 2026-05.'],
          },
          {
            name: 'language',
            label: 'Keel, milles klient kirjutas',
            widget: 'select',
            options: locales.map(({ code, label }) => ({ value: code, label })),
          },
          {
            name: 'source',
            label: 'Aadress, kus klient tagasiside algselt andis (https://)',
            widget: 'string',
            type: 'url',
            required: false,
            hint: 'Nt link arvustusele Google’is või Facebookis; lehel näidatakse selle nime („Google“). Võib jääda tühjaks.',
          },
          {
            name: 'text',
            label: 'Tekst',
            widget: 'text',
            pattern: [`^[\\s\\S]{1,${maxReviewLength}}$`, `Kuni ${maxReviewLength} märki.`],
          },
          {
            name: 'consent',
            label: 'Klient on andnud nõusoleku',
            widget: 'boolean',
            hint: 'Ilma kliendi kirjaliku nõusolekuta tagasisidet ei avaldata (leht ei ehitu).',
          },
        ],
      },
    ],
  };
}

/** Every fact of `companySchema`, with its field label. */
const companyLabels: Record<keyof typeof companySchema.shape, string> = {
  name: 'Ettevõtte nimi',
  domain: 'Veebilehe aadress (ilma https://), nt siseviimistlus.ee',
  email: 'E-post',
  phone: 'Telefon',
  whatsapp: 'WhatsApp',
  registrationCode: 'Registrikood',
  vatNumber: 'KMKR number',
  streetAddress: 'Tänav ja majanumber',
  postalCode: 'Postiindeks',
  locality: 'Linn',
  region: 'Maakond',
  country: 'Riik (kahetäheline kood, Eesti puhul EE)',
  areaServed: 'Tööpiirkond',
  warrantyMonths: 'Garantii (kuud)',
  foundedYear: 'Tegutseb alates (aasta)',
  teamSize: 'Töid teeb (inimeste arv)',
  liabilityInsurance: 'Ettevõttel on vastutuskindlustus',
  insurer: 'Vastutuskindlustuse andja (kindlustusseltsi nimi)',
  warrantyTerms: 'Garantii tingimused (üks lause)',
  rating: 'Keskmine hinne mujal (nt Google’is)',
  reviewsUrl: 'Arvustuste aadress (nt Google’i ettevõtteprofiil)',
  siteMakerEmail: 'Veebilehe tegija e-post',
  enquiryRetentionMonths: 'Päringute säilitamise aeg (kuud)',
  mailboxProvider: 'E-postkasti teenuse osutaja (ettevõtte nimi)',
  formServiceName: 'Vormi e-postiteenuse osutaja juriidiline nimi',
  formServiceCountry: 'Vormi e-postiteenuse osutaja riik (kahetäheline kood, nt SG)',
  emailjsTransferBasis: 'Andmete edastamise alus väljapoole EL-i',
};

/** A fact's hint under its field, where its label alone does not say enough. */
const companyHints: Partial<Record<keyof typeof companySchema.shape, string>> = {
  foundedYear: 'Aasta, mil ettevõte alustas, nt 2014. Tühjana lehel ei näidata.',
  teamSize: 'Mitu inimest töid teeb, nt 6 („6 viimistlejat“). Tühjana lehel ei näidata.',
  liabilityInsurance: 'Sisse lülitatuna on avalehel „kindlustatud“.',
  insurer: 'Näidatakse kontaktilehel; tühjana on seal „on olemas“.',
  warrantyTerms: 'Mida garantii katab ja mida mitte ning et täpsed tingimused on lepingus. Näidatakse garantii juures.',
  rating:
    'Ainult koos aadressiga, kus hinnet saab kontrollida; seda ei näidata otsingumootoritele mõeldud andmetes. Võib jääda lisamata.',
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

const phoneRule = rule(phonePattern, 'Numbrid ja tühikud, riigi suunakoodiga (+372), nt +372 5550 1234.');
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
    if (inner instanceof z.ZodEmail) field.type = 'email';
    if (inner instanceof z.ZodURL) field.type = 'url';
    return field;
  });
}

/** Texts longer than this (characters) get a multi-line box. */
const shortText = 80;

/**
 * The field of one text, `key` being its dotted key and `text` the
 * Estonian text: a required text in each language (the build refuses an
 * empty one), with an Estonian label (`text-labels.ts`), and when the text
 * has `{{placeholders}}`, a hint naming them and a pattern that refuses a
 * save without each of them (the page puts a fact or a number in their
 * place; docs/editing.md).
 */
function textField(key: string, text: string) {
  const names = placeholderNames(text);
  const listed = names.map((name) => `{{${name}}}`).join(', ');
  // The example for a count, any other placeholder elided (a label shows no `{{name}}`).
  const withCount = (count: number) =>
    fillPlaceholders(text, Object.fromEntries(names.map((name) => [name, name === 'count' ? String(count) : '…'])));
  return {
    name: key.split('.').at(-1)!,
    label: textLabel(key, text, withCount),
    widget: text.length > shortText ? 'text' : 'string',
    i18n: true,
    ...(names.length > 0 && {
      hint: `Loogelistes sulgudes kohatäited (${listed}) jäta muutmata – lehel asenduvad need ettevõtte andmete või arvudega.`,
      pattern: [
        `^${names.map((name) => `(?=[\\s\\S]*${placeholderSource(name)})`).join('')}[\\s\\S]*$`,
        `Tekstis peab olema: ${listed}.`,
      ],
    }),
  };
}

/** A group of texts as an object field, its subgroups nested; `path` is the group's dotted key. */
type TextTree = { [name: string]: string | TextTree };
function groupField(path: string, tree: TextTree): Record<string, unknown> {
  return {
    name: path.split('.').at(-1)!,
    label: groupLabel(path),
    widget: 'object',
    i18n: true,
    collapsed: !path.includes('.'),
    fields: Object.entries(tree).map(([child, value]) =>
      typeof value === 'string' ? textField(`${path}.${child}`, value) : groupField(`${path}.${child}`, value),
    ),
  };
}

/**
 * The fields of the texts collection, from the Estonian file's keys (so the
 * form never drifts from them): one object per group, one text field per
 * key. Nothing adds or renames a key (no list, no key-value widget).
 * `estonian` is `locales/et.json` as parsed, nested or flat.
 */
export function textFields(estonian: Record<string, unknown>) {
  const tree: TextTree = {};
  for (const [key, text] of Object.entries(flattenMessages(estonian))) {
    const parts = key.split('.');
    let group = tree;
    for (const part of parts.slice(0, -1)) group = (group[part] ??= {}) as TextTree;
    group[parts.at(-1)!] = String(text);
  }
  return Object.entries(tree).map(([name, value]) =>
    typeof value === 'string' ? textField(name, value) : groupField(name, value),
  );
}

/**
 * The CMS configuration as an object (written to `/admin/config.yml`).
 * `backend` names the GitHub repository; an editor on 127.0.0.1 can instead
 * work on a folder of the working copy (local mode). `estonianTexts` is
 * `locales/et.json` as parsed: its keys are the fields of the texts.
 * `categories` are the price file's, the choices of a row's or a service
 * block's category.
 */
export function cmsConfig(
  backend: CmsBackend,
  estonianTexts: Record<string, unknown>,
  categories: readonly PriceCategory[],
) {
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl && { base_url: backend.authUrl }),
      commit_messages: { update: 'Muudetud: {{collection}} / {{path}}', uploadMedia: 'Lisatud foto {{path}}' },
    },
    app_title: 'Veebilehe haldus',
    media_folder: 'src/assets/gallery',
    public_folder: '/src/assets/gallery',
    // Photos come from the editor's own files: no stock photo sites (third-party requests).
    media_libraries: { stock_assets: { providers: [] } },
    // Lists under a field unindented (`rows:` then `- id: …`), as the price file writes them.
    output: { omit_empty_optional_fields: true, yaml: { indent_sequences: false } },
    // Languages of the texts collection only: the other collections do not turn i18n on.
    i18n: { structure: 'multiple_files', locales: localeCodes, default_locale: defaultLocale },
    collections: [
      {
        name: 'data',
        label: 'Andmed',
        files: [
          {
            name: 'prices',
            label: 'Hinnakiri',
            file: 'src/data/price-list.yaml',
            fields: [
              {
                name: 'validFrom',
                label: 'Hinnad kehtivad alates',
                widget: 'datetime',
                time_format: false,
                format: 'YYYY-MM-DD',
                hint: 'Muuda koos hindadega.',
              },
              priceCategoriesField,
              {
                name: 'rows',
                label: 'Hinnakirja read',
                label_singular: 'rida',
                widget: 'list',
                summary: '{{fields.service.et}} — {{fields.price}} €',
                fields: priceRowFields(flattenMessages(estonianTexts) as Record<string, string>, categories),
              },
            ],
          },
          {
            name: 'gallery',
            label: 'Galerii',
            file: 'src/data/gallery.yaml',
            fields: [
              {
                name: 'photos',
                label: 'Fotod',
                label_singular: 'foto',
                widget: 'list',
                root: true,
                summary: '{{fields.id}}',
                thumbnail: 'image',
                fields: [
                  {
                    name: 'id',
                    label: 'Foto tunnus (lehel ei näidata)',
                    widget: 'string',
                    pattern: idRule,
                    hint: 'Lühike nimi, mille järgi foto loendis ära tunned, nt work-23 või kadaka-kook; ei kordu.',
                  },
                  galleryUpload('image', 'Foto'),
                  {
                    name: 'src',
                    label: 'Foto aadress pildimajutuses (https)',
                    widget: 'string',
                    type: 'url',
                    required: false,
                    hint: 'Ainult siis, kui fotot ei laadita üles: koos laiuse ja kõrgusega pikslites.',
                  },
                  {
                    name: 'width',
                    label: 'Foto laius pikslites',
                    widget: 'number',
                    value_type: 'int',
                    min: 1,
                    required: false,
                    hint: 'Ainult pildimajutuse foto puhul, nt 1600.',
                  },
                  {
                    name: 'height',
                    label: 'Foto kõrgus pikslites',
                    widget: 'number',
                    value_type: 'int',
                    min: 1,
                    required: false,
                  },
                  ...galleryStoryFields(),
                ],
              },
            ],
          },
          { name: 'company', label: 'Ettevõtte andmed', file: companyFile, fields: companyFields() },
          servicesFileConfig(categories),
          reviewsFileConfig(),
        ],
      },
      {
        // The texts of locales/*.json, et/en/ru side by side (docs/decisions.md, "Texts in the CMS").
        name: 'texts',
        label: 'Tekstid',
        i18n: true,
        files: [
          {
            name: 'texts',
            label: 'Lehtede tekstid',
            file: 'locales/{{locale}}.json',
            i18n: true,
            fields: textFields(estonianTexts),
          },
        ],
      },
    ],
  };
}
