/**
 * The enquiry text an estimate becomes in the contact form's message field.
 * Runs in the browser; its strings come from the `estimator` group of the
 * page's language, resolved at build time (`island-texts.ts`).
 */
import { fillPlaceholders } from '../i18n/placeholder';
import { counted, pluralForm } from './counted';
import { formatMoney, formatQuantity, withVat } from './money';
import { estimateLines, totalCents, type EstimateLine, type EstimateRow } from './estimate';
import { decodeEstimate, decodeRooms, encodeEstimate } from './estimate-url';
import { openingFields, totalFigures, type Room } from './rooms';
import type { EstimatorTexts } from './island-texts';
import { decodeChoices, surfaceWork, type SurfaceChoices } from './surfaces';
import type { Measure } from './measures';
import { timingLines, type Timing } from './duration';

/**
 * The `estimator` texts the message uses, with `{{placeholders}}` filled
 * here: `messageIntro`; `messageLine` (a priced item: `{{service}}`,
 * `{{quantity}}` with its unit, `{{price}}` per unit, `{{subtotal}}`);
 * `messageLineOnRequest` (`{{service}}`); `messageTotal` (`{{totalWithVat}}`
 * and `{{total}}` excl. VAT; the rate is already in the text); `messageNote`;
 * `messageRoom` (`{{room}}`, a `roomName` with `{{n}}`, `{{side1}}`,
 * `{{side2}}`, `{{height}}` in metres, `{{openings}}`: the counts, those
 * the helper assumed in `messageAssumed`'s `{{counts}}`); `messageSurfaces`
 * (`{{quantity}}` and `{{surfaces}}`, each a `messageWalls_*` …
 * `messageSkirting_*` with its `{{amount}}`, the form by the number of
 * rooms); and the counted words as i18next plural keys (`doors_one` …
 * `doors_other`, `windows_*`, `amountM2_*` … `amountTund_*`, each with
 * `{{count}}`).
 */
export type EnquiryStrings = Pick<
  EstimatorTexts,
  | 'messageIntro'
  | 'messageLine'
  | 'messageLineOnRequest'
  | 'messageTotal'
  | 'messageNote'
  | 'messageRoom'
  | 'messageAssumed'
  | 'messageSurfaces'
  | 'roomName'
> &
  Record<string, string>;

/**
 * A room's line: `Ruum 1: 4,2 × 3,1 × 2,6 m, 2 ust; 1 aken — eeldatud`
 * (`index` from 0): the counts the visitor typed, then those the helper
 * assumed (`Room.assumed`), told apart.
 */
function roomLine(room: Room, index: number, strings: EnquiryStrings, numberLocale: string): string {
  const count = (field: (typeof openingFields)[number]) =>
    counted(strings, field, room[field], String(room[field]), numberLocale);
  const given = openingFields.filter((field) => !room.assumed?.includes(field)).map(count);
  const assumed = openingFields.filter((field) => room.assumed?.includes(field)).map(count);
  return fillPlaceholders(strings.messageRoom, {
    room: fillPlaceholders(strings.roomName, { n: String(index + 1) }),
    side1: formatQuantity(room.length, numberLocale),
    side2: formatQuantity(room.width, numberLocale),
    height: formatQuantity(room.height, numberLocale),
    openings: [
      ...(given.length ? [given.join(', ')] : []),
      ...(assumed.length ? [fillPlaceholders(strings.messageAssumed, { counts: assumed.join(', ') })] : []),
    ].join('; '),
  });
}

/** The plural key of each surface's name in the message (`estimator.messageWalls_one` …). */
const messageSurfaceKeys: Record<Measure, string> = {
  walls: 'messageWalls',
  ceiling: 'messageCeiling',
  floor: 'messageFloor',
  skirting: 'messageSkirting',
};

/**
 * A line's quantity, and when the room helper filled it (it equals the sum
 * of the rooms' figures of the surfaces `choices` give the row), the
 * surfaces it covers with their amounts: `87 m² (seinad 64 m², laed
 * 23 m²)`, each surface's name in the form it takes for the number of
 * rooms. `choices` undefined: the quantity alone.
 */
function lineQuantity(
  { row, hundredths }: EstimateLine & { hundredths: number },
  strings: EnquiryStrings,
  numberLocale: string,
  rooms: readonly Room[],
  choices?: SurfaceChoices,
): string {
  const amount = (value: number) =>
    counted(strings, row.amountKey, value / 100, formatQuantity(value, numberLocale), numberLocale);
  const work = choices && rooms.length ? surfaceWork([row], choices, totalFigures(rooms)) : [];
  const filled = work.reduce((sum, part) => sum + part.hundredths, 0);
  if (!work.length || filled !== hundredths) return amount(hundredths);
  return fillPlaceholders(strings.messageSurfaces, {
    quantity: amount(hundredths),
    surfaces: work
      .map((part) =>
        fillPlaceholders(pluralForm(strings, messageSurfaceKeys[part.surface], rooms.length, numberLocale), {
          amount: amount(part.hundredths),
        }),
      )
      .join(', '),
  });
}

/**
 * The message for `lines` and `rooms`: the intro, one line per item in row
 * order (a row the room helper filled with the work `choices` gives it
 * names its surfaces: `lineQuantity`), the total line (only when an item
 * has a price), the duration and earliest start with `timing`
 * (`timingLines`), one line per measured room and the note, separated by
 * line breaks. Amounts in `numberLocale`; the total line gives the amount
 * with VAT at `vatRatePercent` first (what a consumer pays), then without.
 * `''` when there are neither lines nor rooms.
 */
export function composeEnquiry(
  lines: readonly EstimateLine[],
  strings: EnquiryStrings,
  numberLocale: string,
  vatRatePercent: number,
  rooms: readonly Room[] = [],
  timing?: Timing,
  choices?: SurfaceChoices,
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
            quantity: lineQuantity({ row, hundredths }, strings, numberLocale, rooms, choices),
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
  /** The enquiry message's texts in the page's language. */
  texts: EnquiryStrings;
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
  { rows, texts: strings, numberLocale, vatRatePercent, timing }: EnquiryPrefill,
  value: string | null,
): { estimate: string; message: string } | undefined {
  const lines = estimateLines(rows, decodeEstimate(rows, value));
  const rooms = decodeRooms(value);
  if (!lines.length && !rooms.length) return undefined;
  return {
    estimate: encodeEstimate(lines, rooms),
    message: composeEnquiry(lines, strings, numberLocale, vatRatePercent, rooms, timing, decodeChoices(rows, value)),
  };
}
