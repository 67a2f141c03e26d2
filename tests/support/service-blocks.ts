import type { Locale } from '../../src/lib/i18n/locales';
import { localeInfo } from '../../src/lib/i18n/locales';
import { formatMoney, toCents, withVat } from '../../src/lib/prices/money';
import { pricePerUnitKeys, type PriceRow } from '../../src/lib/prices/price-rows';
import { vatRatePercent } from '../../src/lib/company/company';
import { translate } from './translations';

/**
 * A home page service block's starting-price line in `locale`, for its
 * starting `row` (priced): the service name (else Estonian), the price with
 * VAT per unit, and the price without VAT, from the locale file's
 * `homeServices.from`.
 */
export function startingPriceText(locale: Locale, row: PriceRow): string {
  const cents = toCents(row.price!);
  const { numberLocale } = localeInfo(locale);
  return translate(locale, 'homeServices.from', {
    service: row.service[locale] ?? row.service.et,
    priceWithUnit: translate(locale, pricePerUnitKeys[row.unit], {
      price: formatMoney(withVat(cents, vatRatePercent), numberLocale),
    }),
    priceWithoutVat: formatMoney(cents, numberLocale),
  });
}
