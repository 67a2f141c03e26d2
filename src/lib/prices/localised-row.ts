import { localeInfo, type Locale } from '../i18n/locales';
import { localisedText } from '../content/localised-text';
import { useTranslations } from '../company/translations';
import { vatRatePercent } from '../company/company';
import { formatMoney, toCents, withVat } from './money';
import { pricedUnitKeys, priceUnitKeys, type PriceRow } from './price-rows';

/** A price row as a language's pages write it (`localisedRow`). */
export interface LocalisedRow {
  /** The service name in the language, or the Estonian one (the build warns: `untranslated-rows.ts`). */
  name: string;
  /** The unit as the table's unit column writes it: `m²`, `jm`, `tund`. */
  unit: string;
  /** The unit after a price: `€/h` writes `h` (`pricedUnitKeys`). */
  unitWithPrice: string;
  /** The "from" price in whole cents excluding VAT, or null: "on request". */
  priceCents: number | null;
  /** That price written in the language, `4,00 €` / `€4.00`, or undefined on request. */
  price?: string;
  /** The price with VAT at `vatRatePercent`, written in the language (what a consumer pays), or undefined on request. */
  priceWithVat?: string;
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
  return {
    name: localisedText(row.service, locale),
    unit: t(priceUnitKeys[row.unit]),
    unitWithPrice: t(pricedUnitKeys[row.unit]),
    priceCents,
    ...(priceCents !== null && {
      price: formatMoney(priceCents, numberLocale),
      priceWithVat: formatMoney(withVat(priceCents, vatRatePercent), numberLocale),
    }),
    ...(row.note && { note: localisedText(row.note, locale) }),
  };
}
