import type { Locale } from '../i18n/locales';

/**
 * A price in EUR (excl. VAT) as the locale writes it: `3 €` (et, ru),
 * `€3` (en); whole euros without decimals, cents when there are any.
 */
export function formatPrice(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
