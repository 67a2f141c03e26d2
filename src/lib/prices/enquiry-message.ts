/**
 * The enquiry text an estimate becomes in the contact form's message field.
 * Runs in the browser; its strings come from the `estimator` group of the
 * page's language, resolved at build time (`island-texts.ts`).
 */
import { fillPlaceholders } from '../i18n/placeholder';
import { counted } from './counted';
import { formatMoney, formatQuantity, withVat } from './money';
import { estimateLines, totalCents, type EstimateLine, type EstimateRow } from './estimate';
import { decodeEstimate, decodeRooms, encodeEstimate } from './estimate-url';
import { type Room } from './rooms';
import type { EstimatorTexts } from './island-texts';
import { timingLines, type Timing } from './duration';

/** Re-exported for the room helper's surfaces (`surfaces.ts`). */
export { counted };

/**
 * The `estimator` texts the message uses, with `{{placeholders}}` filled
 * here: `messageIntro`; `messageLine` (a priced item: `{{service}}`,
 * `{{quantity}}` with its unit, `{{price}}` per unit, `{{subtotal}}`);
 * `messageLineOnRequest` (`{{service}}`); `messageTotal` (`{{totalWithVat}}`
 * and `{{total}}` excl. VAT; the rate is already in the text); `messageNote`;
 * `messageRoom` (`{{room}}`, a `roomName` with `{{n}}`, `{{side1}}`,
 * `{{side2}}`, `{{height}}` in metres, `{{doors}}`, `{{windows}}`); and the
 * counted words as i18next plural keys (`doors_one` … `doors_other`,
 * `windows_*`, `amountM2_*` … `amountTund_*`, each with `{{count}}`).
 */
export type EnquiryStrings = Pick<
  EstimatorTexts,
  'messageIntro' | 'messageLine' | 'messageLineOnRequest' | 'messageTotal' | 'messageNote' | 'messageRoom' | 'roomName'
> &
  Record<string, string>;

/** A room's line: `Ruum 1: 4,2 × 3,1 × 2,6 m, 1 uks, 2 akent` (`index` from 0). */
function roomLine(room: Room, index: number, strings: EnquiryStrings, numberLocale: string): string {
  return fillPlaceholders(strings.messageRoom, {
    room: fillPlaceholders(strings.roomName, { n: String(index + 1) }),
    side1: formatQuantity(room.length, numberLocale),
    side2: formatQuantity(room.width, numberLocale),
    height: formatQuantity(room.height, numberLocale),
    doors: counted(strings, 'doors', room.doors, String(room.doors), numberLocale),
    windows: counted(strings, 'windows', room.windows, String(room.windows), numberLocale),
  });
}

/**
 * The message for `lines` and `rooms`: the intro, one line per item in row
 * order, the total line (only when an item has a price), the duration and
 * earliest start with `timing` (`timingLines`), one line per
 * measured room and the note, separated by line breaks. Amounts in
 * `numberLocale`; the total line gives the amount with VAT at
 * `vatRatePercent` first (what a consumer pays), then without. `''` when
 * there are neither lines nor rooms.
 */
export function composeEnquiry(
  lines: readonly EstimateLine[],
  strings: EnquiryStrings,
  numberLocale: string,
  vatRatePercent: number,
  rooms: readonly Room[] = [],
  timing?: Timing,
): string {
  if (!lines.length && !rooms.length) return '';
  const money = (cents: number) => formatMoney(cents, numberLocale);
  const total = totalCents(lines);
  return [
    strings.messageIntro,
    ...lines.map(({ row, hundredths, cents }) =>
      hundredths === undefined || cents === undefined || row.priceCents === null
        ? fillPlaceholders(strings.messageLineOnRequest, { service: row.name })
        : fillPlaceholders(strings.messageLine, {
            service: row.name,
            quantity: counted(
              strings,
              row.amountKey,
              hundredths / 100,
              formatQuantity(hundredths, numberLocale),
              numberLocale,
            ),
            price: money(row.priceCents),
            subtotal: money(cents),
          }),
    ),
    ...(lines.some((line) => line.cents !== undefined)
      ? [
          fillPlaceholders(strings.messageTotal, {
            total: money(total),
            totalWithVat: money(withVat(total, vatRatePercent)),
          }),
        ]
      : []),
    ...(timing ? timingLines(lines, timing, strings, numberLocale) : []),
    ...rooms.map((room, index) => roomLine(room, index, strings, numberLocale)),
    strings.messageNote,
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
  /** The crew and the earliest start, for the duration and start lines (`duration.ts`). */
  timing?: Timing;
}

/**
 * The message an `?estimate=` parameter's value asks for, with the
 * selection's canonical value (`encodeEstimate`, so that two spellings of
 * one selection compare equal); `undefined` when it selects nothing.
 */
export function enquiryFromEstimate(
  { rows, strings, numberLocale, vatRatePercent, timing }: EnquiryPrefill,
  value: string | null,
): { estimate: string; message: string } | undefined {
  const lines = estimateLines(rows, decodeEstimate(rows, value));
  const rooms = decodeRooms(value);
  if (!lines.length && !rooms.length) return undefined;
  return {
    estimate: encodeEstimate(lines, rooms),
    message: composeEnquiry(lines, strings, numberLocale, vatRatePercent, rooms, timing),
  };
}
