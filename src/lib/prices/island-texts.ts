/**
 * The locale file's groups the price list's island receives as props, in
 * one language, with what the build knows filled in: no translation code
 * and no other language reaches the browser (docs/decisions.md, "Strings
 * handed to islands as props"). The island and the enquiry message import
 * only the types (`import type`, erased), never the build's modules.
 */
import type et from '../../../locales/et.json';
import { localeInfo, type Locale } from '../i18n/locales';
import { useTranslations } from '../company/translations';
import { crewPeople, vatRatePercent } from '../company/company';
import { formatQuantity } from './money';
import { maxQuantity } from './quantity';
import { maxEstimateRooms } from './estimate-url';
import { maxOpenings, maxRoomMetres, openings } from './rooms';

/**
 * The keys of the locale file's `priceList` group the price list island
 * shows; the others (the heading, the validity date, the units and prices
 * per unit) the page and the rows' props already carry written out.
 */
const priceListIslandKeys = [
  'columnService',
  'columnUnit',
  'columnPrice',
  'columnPriceVat',
  'columnNotes',
  'defaultNote',
  'onRequest',
  'from',
  'withVat',
  'unitJmTitle',
  'disclaimer',
  'cta',
] as const;

/** The `priceList` texts the price list island shows (`priceListIslandKeys`), as the page's language writes them. */
export type PriceListTexts = Pick<(typeof et)['priceList'], (typeof priceListIslandKeys)[number]>;

/** The locale file's `estimator` group, with the build's numbers filled in (`estimatorTexts`). */
export type EstimatorTexts = (typeof et)['estimator'];

/** The VAT rate as the language writes a percentage: `24%` (et, en), `24 %` (ru). */
function vatRateText(locale: Locale): string {
  return new Intl.NumberFormat(localeInfo(locale).numberLocale, { style: 'percent' }).format(vatRatePercent / 100);
}

/**
 * The `estimator` group in `locale`, as i18next returns it
 * (`t('estimator', { returnObjects: true })`), with what the build knows
 * filled in: `{{rate}}` (the VAT rate), `{{maxQuantity}}`, `{{maxMetres}}`,
 * `{{maxOpenings}}`, the standard openings and `{{crew}}`, the people on
 * one job in words ("2 viimistlejat"), and `subtotal`'s words joined by
 * no-break spaces. Placeholders the browser
 * fills (`{{count}}`, `{{price}}` …) stay as they are (i18next keeps a
 * placeholder it has no value for). Plural forms stay as their keys
 * (`doors_one` … `doors_other`): the browser picks one with
 * `Intl.PluralRules`, as i18next does. Build-time only.
 */
export function estimatorTexts(locale: Locale): EstimatorTexts {
  const t = useTranslations(locale);
  const { numberLocale } = localeInfo(locale);
  const metres = (hundredths: number) => formatQuantity(hundredths, numberLocale);
  const texts = t('estimator', {
    returnObjects: true,
    rate: vatRateText(locale),
    maxQuantity: new Intl.NumberFormat(numberLocale).format(maxQuantity),
    maxMetres: maxRoomMetres,
    maxOpenings,
    doorArea: metres(openings.doorArea),
    doorWidth: metres(openings.doorWidth),
    windowArea: metres(openings.windowArea),
    maxRooms: maxEstimateRooms,
    crew: t('companyFacts.team', { count: crewPeople }),
  }) as unknown as EstimatorTexts;
  // A narrow cell breaks a subtotal between the amount and "excl. VAT", never inside the words.
  return { ...texts, subtotal: texts.subtotal.replace(/(?<!\}) (?!\{)/g, '\u00a0') };
}

/** The `priceList` texts of the island in `locale` (`priceListIslandKeys`). Build-time only. */
export function priceListTexts(locale: Locale): PriceListTexts {
  const t = useTranslations(locale);
  return Object.fromEntries(priceListIslandKeys.map((key) => [key, t(`priceList.${key}`)])) as PriceListTexts;
}
