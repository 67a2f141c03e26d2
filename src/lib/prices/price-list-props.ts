/**
 * The price rows of `src/data/price-list.yaml` (no other list of prices
 * exists) in one language, as the build hands them to the browser: grouped
 * under their category headings for the price list island, and flat with
 * the enquiry message's texts for the contact form's prefill. The locale
 * groups the islands show are `island-texts.ts`. Build-time only.
 */
import type { Locale } from '../i18n/locales';
import { localeInfo } from '../i18n/locales';
import { estimatorTexts } from './island-texts';
import { getEntry } from 'astro:content';
import { getOrderedCollection } from '../content/ordered-collection';
import { company, crewPeople, vatRatePercent } from '../company/company';
import { amountKey, groupByCategory, type PriceRow } from './price-rows';
import { localisedRow, type LocalisedRow } from './localised-row';
import type { PriceListHeader } from './price-file';
import { localisedText } from '../content/localised-text';
import type { EstimateRow } from './estimate';
import { measureList } from './measures';
import type { EnquiryPrefill, EnquiryStrings } from './enquiry-message';
import type { Timing } from './duration';

/** A price row as the price list island gets it: the estimator's row, its prices written in the language (`localisedRow`). */
interface PriceListRow extends EstimateRow {
  /** The "from" price excl. VAT as the language writes it (`4,00 €`); undefined on request. */
  price?: string;
  /** The same with VAT; undefined on request. */
  priceWithVat?: string;
}

/** A category of the price list with its translated heading and its rows, in table order. */
export interface EstimateGroup {
  heading: string;
  rows: PriceListRow[];
}

/** The price rows grouped by category, in table order, each with its row in `locale` (`localisedRow`). */
async function localisedGroups(locale: Locale) {
  const rows = (await getOrderedCollection('priceList')).map((entry) => entry.data);
  const { categories = [] } = await priceListHeader();
  return groupByCategory(rows, categories).map((group) => ({
    heading: localisedText(group.category.label, locale),
    rows: group.rows.map((row) => ({ row, localised: localisedRow(row, locale) })),
  }));
}

/** A price row as the estimator reads it, from the row and the row in the page's language. */
function estimateRow({ row, localised }: { row: PriceRow; localised: LocalisedRow }): EstimateRow {
  const { name, unit, unitAfterPrice, priceCents, note } = localised;
  return {
    id: row.id,
    name,
    unit,
    unitAfterPrice,
    amountKey: amountKey(row.unit),
    priceCents,
    ...(row.measure && { measures: measureList(row.measure) }),
    ...(row.roomDefault && { roomDefault: measureList(row.roomDefault) }),
    ...(row.dailyOutput && { dailyOutput: row.dailyOutput }),
    ...(note && { note }),
  };
}

/** The price rows grouped by category as the price list shows them, in `locale`, with their prices written. */
export async function estimateGroups(locale: Locale): Promise<EstimateGroup[]> {
  return (await localisedGroups(locale)).map(({ heading, rows }) => ({
    heading,
    rows: rows.map((entry) => {
      const { price, priceWithVat } = entry.localised;
      return { ...estimateRow(entry), ...(price && { price, priceWithVat }) };
    }),
  }));
}

/**
 * The price file's fields beside its rows, from the content layer
 * (`priceListHeader` collection): `{ validFrom: '2027-01-01', categories }`,
 * or `{}` when the file is a bare list of rows.
 */
export async function priceListHeader(): Promise<Partial<PriceListHeader>> {
  return (await getEntry('priceListHeader', 'header'))?.data ?? {};
}

/** The keys of `estimator` the enquiry message uses: the `message*` templates, the room's name, the counted words and the duration's. */
function enquiryStrings(locale: Locale): EnquiryStrings {
  const texts = estimatorTexts(locale);
  return Object.fromEntries(
    Object.entries(texts).filter(([key]) => /^(message|roomName$|doors_|windows_|amount|duration_|untimed$)/.test(key)),
  ) as EnquiryStrings;
}

/** The contact form's prefill data in `locale`: every price row, flat, in table order. */
export async function enquiryPrefill(locale: Locale): Promise<EnquiryPrefill> {
  return {
    rows: (await localisedGroups(locale)).flatMap((group) => group.rows.map(estimateRow)),
    texts: enquiryStrings(locale),
    numberLocale: localeInfo(locale).numberLocale,
    vatRatePercent,
    timing: timing(locale),
  };
}

/**
 * What the estimator and the enquiry need of when and how long in
 * `locale`: the crew on one job (`crewPeople`), the earliest start and how
 * the language writes a day.
 */
export function timing(locale: Locale): Timing {
  return {
    people: crewPeople,
    ...(company.earliestStart && { earliestStart: company.earliestStart }),
    dateOptions: localeInfo(locale).dateOptions,
  };
}
