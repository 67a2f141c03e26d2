/**
 * The enquiry text an estimate becomes in the contact form's message field.
 * Runs in the browser; its strings come from `estimator.message*` in the
 * page's language, resolved at build time.
 */
import { formatMoney, formatQuantity, withVat } from './money';
import {
  decodeEstimate,
  encodeEstimate,
  estimateLines,
  totalCents,
  type EstimateLine,
  type EstimateRow,
} from './estimate';

/**
 * Templates of the message, with `{{placeholders}}` filled here:
 * - `intro`: the first line;
 * - `line`: a priced item, `{{service}}`, `{{quantity}}`, `{{unit}}`,
 *   `{{price}}` (per unit), `{{subtotal}}`;
 * - `lineOnRequest`: an "on request" item, `{{service}}`;
 * - `total`: `{{total}}` excl. VAT and `{{totalWithVat}}` (the rate is
 *   already in the text);
 * - `note`: that the prices are "from" prices excluding VAT.
 */
export interface EnquiryStrings {
  intro: string;
  line: string;
  lineOnRequest: string;
  total: string;
  note: string;
}

/** `template` with each `{{name}}` replaced by `values[name]`. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * The message for `lines`: the intro, one line per item in row order, the
 * total line (only when an item has a price) and the note, separated by
 * line breaks. Amounts in `numberLocale`; `vatRatePercent` for the total
 * including VAT. `''` when there are no lines.
 */
export function composeEnquiry(
  lines: readonly EstimateLine[],
  strings: EnquiryStrings,
  numberLocale: string,
  vatRatePercent: number,
): string {
  if (!lines.length) return '';
  const money = (cents: number) => formatMoney(cents, numberLocale);
  const total = totalCents(lines);
  return [
    strings.intro,
    ...lines.map(({ row, hundredths, cents }) =>
      hundredths === undefined || cents === undefined || row.priceCents === null
        ? fill(strings.lineOnRequest, { service: row.name })
        : fill(strings.line, {
            service: row.name,
            quantity: formatQuantity(hundredths, numberLocale),
            unit: row.unit,
            price: money(row.priceCents),
            subtotal: money(cents),
          }),
    ),
    ...(lines.some((line) => line.cents !== undefined)
      ? [fill(strings.total, { total: money(total), totalWithVat: money(withVat(total, vatRatePercent)) })]
      : []),
    strings.note,
  ].join('\n');
}

/** What the contact form needs to turn an `?estimate=` parameter into its message, in the page's language. */
export interface EnquiryPrefill {
  /** Every price row, in table order. */
  rows: EstimateRow[];
  strings: EnquiryStrings;
  /** `Intl` locale of the amounts: `et-EE`, `en-IE`, `ru-RU`. */
  numberLocale: string;
  vatRatePercent: number;
}

/**
 * The message an `?estimate=` parameter's value asks for, with the
 * selection's canonical value (`encodeEstimate`, so that two spellings of
 * one selection compare equal); `undefined` when it selects nothing.
 */
export function enquiryFromEstimate(
  { rows, strings, numberLocale, vatRatePercent }: EnquiryPrefill,
  value: string | null,
): { estimate: string; message: string } | undefined {
  const lines = estimateLines(rows, decodeEstimate(rows, value));
  if (!lines.length) return undefined;
  return { estimate: encodeEstimate(lines), message: composeEnquiry(lines, strings, numberLocale, vatRatePercent) };
}
