import { localeInfo, type Locale } from '../i18n/locales';
import { formatMoney, toCents } from './money';

/**
 * A price in EUR (excl. VAT) as the locale writes it: `3 €` (et, ru),
 * `€3` (en); whole euros without decimals, cents when there are any.
 * The same rule as the quote estimator's amounts (`formatMoney`).
 */
export function formatPrice(amount: number, locale: Locale): string {
  return formatMoney(toCents(amount), localeInfo(locale).numberLocale);
}
