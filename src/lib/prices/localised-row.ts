import { localeInfo, type Locale } from '../i18n/locales';
import { localisedText } from '../content/localised-text';
import { useTranslations } from '../company/translations';
import { vatRatePercent } from '../company/company';
import { formatMoney, toCents, withVat } from './money';
import { pricePerUnitKeys, priceUnitKeys, type PriceRow } from './price-rows';

/** A price row as a language's pages write it (`localisedRow`). */
export interface LocalisedRow {
  /** The service name in the language, or the Estonian one (the build warns: `untranslated-rows.ts`). */
  name: string;
  /** The unit as the table's unit column writes it: `m²`, `jm`, `tund`. */
  unit: string;
  /**
   * What follows a price for this unit (`/m²`, `/h` for the column's
   * `tund`, ` per metre`): the price phrase (`pricePerUnitKeys`) without
   * its price, for the price table's line on a phone.
   */
  unitAfterPrice: string;
  /** The "from" price in whole cents excluding VAT, or null: "on request". */
  priceCents: number | null;
  /** That price written in the language, `4,00 €` / `€4.00`, or undefined on request. */
  price?: string;
  /** The price with VAT at `vatRatePercent`, written in the language (what a consumer pays), or undefined on request. */
  priceWithVat?: string;
  /** That price with its unit, `4,96 €/m²` / `€7.69 per metre` (`pricePerUnitKeys`), or undefined on request. */
  priceWithVatPerUnit?: string;
  /** The row's own note in the language, falling back to Estonian; undefined when it has none. */
  note?: string;
}

/**
 * One price row in `locale`, the one place a row is localised: the price
 * table's rows (`price-list-props.ts`), the home and services pages'
 * starting prices and the JSON-LD offers use it. Prices are computed in
 * whole cents (`money.ts`), VAT by the site's rate. Build-time only.
 */
export function localisedRow(row: PriceRow, locale: Locale): LocalisedRow {
  const t = useTranslations(locale);
  const { numberLocale } = localeInfo(locale);
  const priceCents = row.price === null ? null : toCents(row.price);
  /** `price` (written in the language) with the row's unit (`pricePerUnitKeys`, docs/glossary.md). */
  const perUnit = (price: string) => t(pricePerUnitKeys[row.unit], { price });
  const priceWithVat = priceCents === null ? undefined : formatMoney(withVat(priceCents, vatRatePercent), numberLocale);
  return {
    name: localisedText(row.service, locale),
    unit: t(priceUnitKeys[row.unit]),
    unitAfterPrice: perUnit(''),
    priceCents,
    ...(priceCents !== null && {
      price: formatMoney(priceCents, numberLocale),
      priceWithVat,
      priceWithVatPerUnit: perUnit(priceWithVat!),
    }),
    ...(row.note && { note: localisedText(row.note, locale) }),
  };
}
