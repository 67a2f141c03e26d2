import { localeInfo, type Locale } from './locales';

/**
 * Company facts in a language's words, written by `Intl` so that a changed
 * fact needs no plural forms or list punctuation in `locales/`.
 */

/** A number of months in `locale`'s words and grammatical number: "24 kuud", "24 months", "24 месяца". */
export function monthsText(months: number, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo(locale).numberLocale, {
    style: 'unit',
    unit: 'month',
    unitDisplay: 'long',
  }).format(months);
}

/** A list of places as `locale` joins them: "Tallinn ja Harjumaa", "Tallinn and Harjumaa". */
export function listText(items: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(localeInfo(locale).lang, { type: 'conjunction' }).format(items);
}

/** The day `isoDate` (`2026-01-01`) as `locale` writes it in a sentence (its `dateOptions`, `locales.ts`). */
export function dateText(isoDate: string, locale: Locale): string {
  const { numberLocale, dateOptions } = localeInfo(locale);
  return new Intl.DateTimeFormat(numberLocale, { ...dateOptions, timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
