import { z } from 'astro/zod';
import { companySchema, companyFile } from '../company/company-schema';
import { priceRowSchema } from '../prices/price-list';
import { flattenMessages } from '../i18n/locale-files';
import { defaultLocale, localeCodes } from '../i18n/locales';

/**
 * The configuration of the CMS at `/admin` (Sveltia CMS; docs/editing.md),
 * built from the schemas the content collections load the data with, so
 * that the forms refuse what the build would refuse: the choices of a
 * category, a unit or a measure are the schema's own values, and the price
 * limits are read from the price schema. `tests/unit/cms-config.test.ts`
 * holds every rule against the schemas. Labels and hints are in Estonian,
 * the editors' language.
 */

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

/** Whole cents: digits, then at most two decimals; the message the form shows otherwise. */
export const wholeCents = {
  pattern: '^\\d+([.,]\\d{1,2})?$',
  message: 'Hind täissentides, nt 12 või 12.5 või 12.25.',
};

/** The id rule of every row: lowercase letters, digits and hyphens. */
const idPattern = ['^[a-z0-9-]+$', 'Ainult väikesed tähed, numbrid ja sidekriipsud, nt „seinte-kruntimine“.'];

const localised = (label: string, required: boolean) => ({
  name: label === 'Teenus' ? 'service' : 'note',
  label,
  widget: 'object',
  required,
  fields: [
    { name: 'et', label: `${label} eesti keeles`, widget: 'string', required },
    {
      name: 'en',
      label: `${label} inglise keeles`,
      widget: 'string',
      required: false,
      hint: 'Tühjana näidatakse eestikeelset.',
    },
    {
      name: 'ru',
      label: `${label} vene keeles`,
      widget: 'string',
      required: false,
      hint: 'Tühjana näidatakse eestikeelset.',
    },
  ],
});

/** Estonian labels of the schema's values, where the value alone is not clear to an editor. */
const optionLabels: Record<string, string> = {
  preparation: 'Ettevalmistustööd',
  painting: 'Värvimine',
  ceilings: 'Laed',
  floors: 'Põrandad',
  hourly: 'Tunnitöö',
  m2: 'm²',
  jm: 'jm (jooksev meeter)',
  tk: 'tk',
  tund: 'tund',
  walls: 'seinad',
  ceiling: 'lagi',
  floor: 'põrand',
  skirting: 'põrandaliistud',
};
const options = (values: string[]) => values.map((value) => ({ value, label: optionLabels[value] ?? value }));

/** The price list's row fields, in the order the file writes them. */
function priceRowFields() {
  const shape = priceRowSchema.shape;
  return [
    { name: 'id', label: 'Tunnus', widget: 'string', pattern: idPattern, hint: 'Rea tunnus: ei muutu ja ei kordu.' },
    { name: 'category', label: 'Rühm', widget: 'select', options: options(enumOptions(shape.category)) },
    localised('Teenus', true),
    { name: 'unit', label: 'Ühik', widget: 'select', options: options(enumOptions(shape.unit)) },
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
      hint: `Üle 0 ja kuni ${priceLimits.max} eurot, täissentides. Tühi = „hind kokkuleppel“.`,
    },
    ...(shape.measure
      ? [
          {
            name: 'measure',
            label: 'Mõõt kalkulaatoris',
            widget: 'select',
            required: false,
            options: options(enumOptions(shape.measure)),
            hint: 'Milline ruumi mõõt sobib sellele reale hinnakalkulaatori ruumiabis; võib jääda tühjaks.',
          },
        ]
      : []),
    { ...localised('Märkus', false), hint: 'Tühjana näidatakse „Sõltub detailidest“.' },
  ];
}

/** Every fact of `companySchema`, with its field label and whether it may be left empty. */
const companyLabels: Record<keyof typeof companySchema.shape, string> = {
  name: 'Ettevõtte nimi',
  domain: 'Domeen (ilma https://)',
  email: 'E-post',
  phone: 'Telefon',
  whatsapp: 'WhatsApp',
  registrationCode: 'Registrikood',
  streetAddress: 'Tänav ja maja',
  postalCode: 'Postiindeks',
  locality: 'Linn',
  region: 'Maakond',
  country: 'Riigi kood',
  areaServed: 'Teeninduspiirkond',
  siteMakerEmail: 'Veebilehe tegija e-post',
  enquiryRetentionMonths: 'Päringute säilitamise aeg (kuud)',
  mailboxProvider: 'Postkasti teenusepakkuja (ettevõtte nimi)',
  formServiceName: 'Vormi e-postiteenuse juriidiline nimi',
  formServiceCountry: 'Vormi e-postiteenuse riigi kood',
  emailjsTransferBasis: 'Andmete edastamise alus väljapoole EL-i',
};

const phonePattern = ['^\\+?\\d+( \\d+)*$', 'Numbrid ja tühikud, riigikoodiga, nt +372 5550 1234.'];

/**
 * A form field for each fact of `companySchema`, in its order: a text field,
 * a number field for a number (whole when the schema says so), a list of
 * texts for a list; required unless the schema's field is optional. A new
 * fact in the schema needs only its label in `companyLabels`.
 */
function companyFields() {
  return Object.entries(companySchema.shape).map(([name, schema]) => {
    const inner: z.ZodType = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
    const field: Record<string, unknown> = {
      name,
      label: companyLabels[name as keyof typeof companyLabels],
      widget: 'string',
      required: !(schema instanceof z.ZodOptional),
    };
    if (inner instanceof z.ZodNumber)
      Object.assign(field, { widget: 'number', value_type: inner.isInt ? 'int' : 'float' });
    if (inner instanceof z.ZodEnum) Object.assign(field, { widget: 'select', options: enumOptions(inner) });
    if (inner instanceof z.ZodArray)
      Object.assign(field, { widget: 'list', min: 1, field: { name: 'item', label: field.label, widget: 'string' } });
    if (name === 'phone' || name === 'whatsapp') field.pattern = phonePattern;
    if (name === 'registrationCode') field.pattern = ['^\\d{8}$', '8 numbrit (äriregistri kood).'];
    if (name === 'postalCode') field.pattern = ['^\\d{5}$', '5 numbrit.'];
    if (name === 'country' || name === 'formServiceCountry') field.pattern = ['^[A-Z]{2}$', 'Kaks suurtähte, nt EE.'];
    if (name === 'email' || name === 'siteMakerEmail') field.type = 'email';
    return field;
  });
}

/**
 * Estonian labels of the locale files' groups (a key's first part): the
 * page or the part of every page where the texts are. A group without one
 * shows its key; `tests/unit/cms-config.test.ts` asks for one for each.
 */
export const textGroupLabels: Record<string, string> = {
  layout: 'Kõik lehed: otsetee sisu juurde',
  brand: 'Kõik lehed: logo',
  nav: 'Kõik lehed: menüü',
  languageSelect: 'Kõik lehed: keelevalik',
  footer: 'Kõik lehed: jalus',
  meta: 'Kõik lehed: jagamispildi kirjeldus',
  error: 'Kõik lehed: tõrketeade',
  home: 'Avaleht',
  homeActions: 'Avaleht: nupud',
  gallery: 'Galerii',
  services: 'Teenused',
  priceList: 'Teenused: hinnakiri',
  estimator: 'Teenused: hinnakalkulaator',
  contacts: 'Kontakt',
  company: 'Kontakt: rekvisiidid',
  contactForm: 'Kontakt: päringuvorm',
  privacy: 'Privaatsusteave',
  notFound: 'Lehte ei leitud (404)',
};

/** A key's last part as words for a label: `welcomeHeading` → `Welcome heading`. */
const keyWords = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Texts longer than this (characters) get a multi-line box. */
const shortText = 80;

/**
 * The field of one text, `key` being its dotted key and `text` the
 * Estonian text: a required text in each language (the build refuses an
 * empty one), and when the text has `{{variables}}`, a hint naming them
 * and a pattern that refuses a save without each of them (the page puts a
 * fact or a number in their place; docs/editing.md).
 */
function textField(key: string, text: string) {
  const variables = [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))];
  const listed = variables.map((name) => `{{${name}}}`).join(', ');
  return {
    name: key.split('.').at(-1)!,
    label: keyWords(key.split('.').at(-1)!),
    widget: text.length > shortText ? 'text' : 'string',
    i18n: true,
    ...(variables.length > 0 && {
      hint: `Jäta alles: ${listed}. Leht paneb nende asemele ettevõtte andmed või arvud.`,
      pattern: [
        `^${variables.map((name) => `(?=[\\s\\S]*\\{\\{\\s*${name}\\s*\\}\\})`).join('')}[\\s\\S]*$`,
        `Alles peab olema: ${listed}.`,
      ],
    }),
  };
}

/** A group of texts as an object field, its subgroups nested; `path` is the group's dotted key. */
type TextTree = { [name: string]: string | TextTree };
function groupField(path: string, tree: TextTree): Record<string, unknown> {
  const name = path.split('.').at(-1)!;
  return {
    name,
    label: textGroupLabels[path] ?? keyWords(name),
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

/** Where the backend is: GitHub for the live site (docs/editing.md), the working copy in local mode. */
export interface CmsBackend {
  /** `owner/name` of the GitHub repository. */
  repo: string;
  branch: string;
  /** The OAuth client's address for "Sign In with GitHub" (docs/editing.md); without it, editors sign in with a token. */
  authUrl?: string;
}

/**
 * The CMS configuration as an object (written to `/admin/config.yml`).
 * `backend` names the GitHub repository; an editor on 127.0.0.1 can instead
 * work on a folder of the working copy (local mode). `estonianTexts` is
 * `locales/et.json` as parsed: its keys are the fields of the texts.
 */
export function cmsConfig(backend: CmsBackend, estonianTexts: Record<string, unknown>) {
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl && { base_url: backend.authUrl }),
      commit_messages: { update: 'Muudetud: {{collection}} / {{path}}', uploadMedia: 'Lisatud foto {{path}}' },
    },
    app_title: 'Saidi haldus',
    media_folder: 'src/assets/gallery',
    public_folder: '/src/assets/gallery',
    // Photos come from the editor's own files: no stock photo sites (third-party requests).
    media_libraries: { stock_assets: { providers: [] } },
    output: { omit_empty_optional_fields: true },
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
                name: 'rows',
                label: 'Hinnakirja read',
                label_singular: 'rida',
                widget: 'list',
                root: true,
                summary: '{{fields.service.et}} — {{fields.price}} €',
                fields: priceRowFields(),
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
                  { name: 'id', label: 'Tunnus', widget: 'string', pattern: idPattern, hint: 'Nt work-23; ei kordu.' },
                  {
                    name: 'image',
                    label: 'Foto',
                    widget: 'image',
                    required: false,
                    choose_url: false,
                    // The file goes into src/assets/gallery/; the row names it relative to gallery.yaml.
                    media_folder: '/src/assets/gallery',
                    public_folder: '../assets/gallery',
                    accept: 'image/jpeg,image/png,image/webp,image/avif',
                  },
                  {
                    name: 'src',
                    label: 'Foto aadress pildimajutuses (https)',
                    widget: 'string',
                    type: 'url',
                    required: false,
                    hint: 'Ainult siis, kui fotot ei laadita üles: koos laiuse ja kõrgusega pikslites.',
                  },
                  { name: 'width', label: 'Laius (px)', widget: 'number', value_type: 'int', min: 1, required: false },
                  {
                    name: 'height',
                    label: 'Kõrgus (px)',
                    widget: 'number',
                    value_type: 'int',
                    min: 1,
                    required: false,
                  },
                ],
              },
            ],
          },
          { name: 'company', label: 'Ettevõtte andmed', file: companyFile, fields: companyFields() },
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
