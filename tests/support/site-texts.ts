import type { Locale } from '../../src/lib/i18n/locales';
import { messages } from './translations';
import { priceListRows } from './price-data.ts';

/** One visible text and where it is written, for failure messages. */
export interface SiteText {
  where: string;
  text: string;
}

/**
 * Every text written in `locale`: each value of `locales/{locale}.json` and
 * each service name and note that `src/data/price-list.yaml` gives in that
 * language (a row without one shows the Estonian text, checked as Estonian).
 */
export function textsIn(locale: Locale): SiteText[] {
  const fromLocale = Object.entries(messages[locale]).map(([key, text]) => ({
    where: `locales/${locale}.json ${key}`,
    text,
  }));
  const fromPriceList = priceListRows.flatMap((row) =>
    (['service', 'note'] as const).flatMap((field) => {
      const text = row[field]?.[locale];
      return text === undefined ? [] : [{ where: `price-list.yaml ${row.id} ${field}.${locale}`, text }];
    }),
  );
  return [...fromLocale, ...fromPriceList];
}
