/**
 * The enquiry text an estimate becomes in the contact form's message field.
 * Runs in the browser; its strings come from `estimator.message*` in the
 * page's language, resolved at build time.
 */
import { formatMoney, formatQuantity, withVat } from './money';
import {
  decodeEstimate,
  decodeRooms,
  encodeEstimate,
  estimateLines,
  totalCents,
  type EstimateLine,
  type EstimateRow,
  type Room,
} from './estimate';

/**
 * Templates of the message, with `{{placeholders}}` filled here:
 * - `intro`: the first line;
 * - `line`: a priced item, `{{service}}`, `{{quantity}}`, `{{unit}}`,
 *   `{{price}}` (per unit), `{{subtotal}}`;
 * - `lineOnRequest`: an "on request" item, `{{service}}`;
 * - `total`: `{{total}}` excl. VAT and `{{totalWithVat}}` (the rate is
 *   already in the text);
 * - `note`: that the prices are "from" prices excluding VAT;
 * - `room`: a measured room, `{{room}}` (its name, `roomName` with `{{n}}`),
 *   `{{side1}}`, `{{side2}}` (length and width), `{{height}}` (metres), `{{doors}}`,
 *   `{{windows}}` (the counts with their nouns, from `doors` and `windows`).
 */
export interface EnquiryStrings {
  intro: string;
  line: string;
  lineOnRequest: string;
  total: string;
  note: string;
  room: string;
  roomName: string;
  doors: PluralForms;
  windows: PluralForms;
}

/**
 * A counted noun's forms with `{{count}}`, by `Intl.PluralRules` category:
 * `one` (1 uks, 21 дверь), `few` (2 двери; Russian only, the other
 * languages repeat `many`), `many` (every other count: 2 ust, 5 дверей).
 */
interface PluralForms {
  one: string;
  few: string;
  many: string;
}

/** `count` with its noun in the form `numberLocale` takes for it: `1 uks`, `2 ust`, `5 дверей`. */
function countOf(forms: PluralForms, count: number, numberLocale: string): string {
  const category = new Intl.PluralRules(numberLocale).select(count);
  return fill(category === 'one' || category === 'few' ? forms[category] : forms.many, { count: String(count) });
}

/** A room's line: `Tuba 1: 4,2 × 3,1 × 2,6 m, 1 uks, 2 akent` (`index` from 0). */
function roomLine(room: Room, index: number, strings: EnquiryStrings, numberLocale: string): string {
  return fill(strings.room, {
    room: fill(strings.roomName, { n: String(index + 1) }),
    side1: formatQuantity(room.length, numberLocale),
    side2: formatQuantity(room.width, numberLocale),
    height: formatQuantity(room.height, numberLocale),
    doors: countOf(strings.doors, room.doors, numberLocale),
    windows: countOf(strings.windows, room.windows, numberLocale),
  });
}

/** `template` with each `{{name}}` replaced by `values[name]`. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * The message for `lines` and `rooms`: the intro, one line per item in row
 * order, the total line (only when an item has a price), one line per
 * measured room and the note, separated by line breaks. Amounts in
 * `numberLocale`; `vatRatePercent` for the total including VAT. `''` when
 * there are neither lines nor rooms.
 */
export function composeEnquiry(
  lines: readonly EstimateLine[],
  strings: EnquiryStrings,
  numberLocale: string,
  vatRatePercent: number,
  rooms: readonly Room[] = [],
): string {
  if (!lines.length && !rooms.length) return '';
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
    ...rooms.map((room, index) => roomLine(room, index, strings, numberLocale)),
    strings.note,
  ].join('\n');
}

/** What the contact form needs to turn an `?estimate=` parameter (rows and rooms) into its message, in the page's language. */
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
  const rooms = decodeRooms(value);
  if (!lines.length && !rooms.length) return undefined;
  return {
    estimate: encodeEstimate(lines, rooms),
    message: composeEnquiry(lines, strings, numberLocale, vatRatePercent, rooms),
  };
}
