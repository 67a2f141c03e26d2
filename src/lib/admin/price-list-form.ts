import type { z } from 'astro/zod';
import { defaultLocale, localeCodes } from '../i18n/locales';
import { priceRowSchema, priceUnitKeys, type PriceUnit } from '../prices/price-rows';
import { measures, type Measure } from '../prices/measures';
import { priceListFile, type PriceCategory } from '../prices/price-file';
import { dateField, enumOptions, estonianName, estonianNumber, idRule, localised } from './cms-fields';
import { dailyOutputLimits, dailyOutputPattern, dailyOutputSchema, minDailyOutput } from '../prices/daily-output';

/** The CMS's price list form (`src/data/price-list.yaml`), its limits and choices the row schema's (docs/editing.md). */

/** The price field's number schema (the schema's `price` is nullable: null is "on request"). */
const priceNumber = (priceRowSchema.shape.price as z.ZodDefault<z.ZodNullable<z.ZodNumber>>).unwrap().unwrap();

/** Price limits in EUR excluding VAT: the smallest price in whole cents above 0, and the schema's maximum. */
export const priceLimits = { min: 0.01, max: priceNumber.maxValue ?? Infinity, step: 0.01 };

/** The daily output's limits in the form: the schema's lowest and highest (each unit's own is checked at build), in tenths. */
const outputNumber = dailyOutputSchema.unwrap();
const dailyOutputRange = {
  min: outputNumber.minValue ?? 0,
  max: outputNumber.maxValue ?? Infinity,
  step: minDailyOutput,
};

/**
 * Whole cents, the form's side of the schema's whole-cents check: digits,
 * then at most two decimals; the message the form shows otherwise.
 */
export const wholeCents = {
  pattern: String.raw`^\d+([.,]\d{1,2})?$`,
  message: 'Hind sendi täpsusega, nt 12 või 12,5 või 12,25.',
};

/** The price field's label. */
export const priceLabel = 'Alghind eurodes, käibemaksuta';

/** Estonian names of the estimator's room figures, which no page text names alone. */
const measureLabels: Record<Measure, string> = {
  walls: 'seinad',
  ceiling: 'lagi',
  floor: 'põrand',
  skirting: 'põrandaliistud',
};

/** The measure field's label, which the room default's hint names. */
const measureLabel = 'Pinnad ruumikalkulaatoris';

/**
 * The fields of a category heading per language, every language required
 * (`price-file.ts`): the table shows it on every language's page.
 */
const everyLanguageFields = (label: string) =>
  localeCodes.map((code) => ({ name: code, label: `${label} ${estonianName(code)} keeles`, widget: 'string' }));

/** The price file's categories as select options: the id saved, the Estonian heading shown. */
export const categoryOptions = (categories: readonly PriceCategory[]) =>
  categories.map(({ id, label }) => ({ value: id, label: label[defaultLocale] }));

/** What a row's or a block's category choice says: the choices are those of the last build. */
export const categoryHint =
  'Valikus on hinnakirja rühmad; uus rühm tuleb valikusse pärast veebilehe järgmist avaldamist.';

/**
 * The price file's categories: each an id the rows name and its heading
 * in every language, in the table's order.
 */
const priceCategoriesField = {
  name: 'categories',
  label: 'Hinnakirja rühmad',
  label_singular: 'rühm',
  collapsed: true,
  widget: 'list',
  summary: '{{fields.label.et}}',
  fields: [
    {
      name: 'id',
      label: 'Tunnus',
      widget: 'string',
      pattern: idRule,
      hint: 'Nt floors; hinnakirja read viitavad rühmale selle tunnuse järgi.',
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
    {
      name: 'id',
      label: 'Tunnus',
      widget: 'string',
      pattern: idRule,
      hint: 'Ei kordu; ära muuda seda hiljem, sest hinnaarvutuse lingid viitavad reale selle järgi.',
    },
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
      label: priceLabel,
      widget: 'number',
      value_type: 'float',
      required: false,
      min: priceLimits.min,
      max: priceLimits.max,
      step: priceLimits.step,
      pattern: [wholeCents.pattern, wholeCents.message],
      hint: `Üle 0 ja kuni ${estonianNumber(priceLimits.max)} eurot, sendi täpsusega. Tühjana on lehel „${texts['priceList.onRequest']}“.`,
    },
    {
      name: 'dailyOutput',
      label: 'Päevane töömaht ühe meistri kohta',
      widget: 'number',
      value_type: 'float',
      required: false,
      ...dailyOutputRange,
      pattern: [dailyOutputPattern.source, 'Arv kuni ühe komakohaga, nt 40 või 12,5.'],
      hint: `Kui palju rea ühikuid (m², jm, tk, tunde) teeb üks meister ühe tööpäevaga, nt 40; kalkulaator arvutab sellest tööpäevad. Kuivamisajad kihtide vahel arvesta selle arvu sisse ise. Päevas kuni ${Object.entries(
        dailyOutputLimits,
      )
        .map(([unit, limit]) => `${limit} (${texts[priceUnitKeys[unit as PriceUnit]]})`)
        .join(', ')}. Tühjana rida tööpäevades ei arvestata.`,
    },
    {
      name: 'measure',
      label: measureLabel,
      widget: 'select',
      multiple: true,
      required: false,
      options: labelled([...measures], (measure) => measureLabels[measure as Measure]),
      hint: `Pinnad, mille töödest ruumikalkulaator („${texts['estimator.roomsSummary']}“) seda rida pakub; reale kantakse selle pinna suurus. Võib jääda tühjaks.`,
    },
    {
      name: 'roomDefault',
      label: 'Kalkulaatoris eelvalitud pinnad',
      widget: 'select',
      multiple: true,
      required: false,
      options: labelled([...measures], (measure) => measureLabels[measure as Measure]),
      hint: `Pinnad, millel on see rida ruumikalkulaatoris („${texts['estimator.roomsSummary']}“) kohe linnukesega valitud; külastaja saab valikut muuta. Iga pind peab olema ka väljal „${measureLabel}“; ühel pinnal võib eelvalitud olla ainult üks rida ja sellel real peab olema hind. Võib jääda tühjaks.`,
    },
    { ...localised('note', 'Märkus', false), hint: `Tühjana näidatakse „${texts['priceList.defaultNote']}“.` },
  ];
}

/**
 * The price list's form (`src/data/price-list.yaml`): the date the prices
 * are valid from, the rows, and the categories with their headings (in
 * the file's order, so that a save changes only the lines edited).
 * `texts` is the Estonian file's texts by dotted key; `categories` the
 * price file's.
 */
export function priceListFileConfig(texts: Record<string, string>, categories: readonly PriceCategory[]) {
  return {
    name: 'prices',
    label: 'Hinnakiri',
    file: priceListFile,
    fields: [
      {
        name: 'validFrom',
        label: 'Hinnad kehtivad alates',
        ...dateField,
        hint: 'Muuda koos hindadega.',
      },
      {
        name: 'rows',
        label: 'Hinnakirja read',
        label_singular: 'rida',
        widget: 'list',
        summary: '{{fields.service.et}} – {{fields.price}} €',
        fields: priceRowFields(texts, categories),
      },
      // After the rows, which an editor changes most: the list is long and the CMS draws its items as they scroll into view.
      priceCategoriesField,
    ],
  };
}
