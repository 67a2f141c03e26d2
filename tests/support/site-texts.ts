import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import type { Locale } from '../../src/lib/i18n/locales';
import { messages } from './translations';
import { priceFileRows } from '../../src/lib/prices/price-file.ts';

/** One visible text and where it is written, for failure messages. */
export interface SiteText {
  where: string;
  text: string;
}

/** The price rows' texts per language, as `src/data/price-list.yaml` writes them. */
interface PriceRowTexts {
  id: string;
  service: Partial<Record<Locale, string>>;
  note?: Partial<Record<Locale, string>>;
}

const priceRows = priceFileRows(
  parseYaml(readFileSync(new URL('../../src/data/price-list.yaml', import.meta.url), 'utf-8')),
) as PriceRowTexts[];

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
  const fromPriceList = priceRows.flatMap((row) =>
    (['service', 'note'] as const).flatMap((field) => {
      const text = row[field]?.[locale];
      return text === undefined ? [] : [{ where: `price-list.yaml ${row.id} ${field}.${locale}`, text }];
    }),
  );
  return [...fromLocale, ...fromPriceList];
}
