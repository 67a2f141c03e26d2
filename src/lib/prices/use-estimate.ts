import { useMemo, useState } from 'react';
import { formatMoney, formatQuantity, withVat } from './money';
import { estimateLines, totalCents, type EstimateRow } from './estimate';
import { decodeEstimate, decodeRoomFields, encodeEstimate, withEstimate } from './estimate-url';
import { parseQuantity, type ParsedQuantity, type QuantityError } from './quantity';
import { newRoom, parseRoom, roomText, totalFigures, type RoomEntry } from './rooms';
import { fillPlaceholders } from '../i18n/placeholder';
import { composeEnquiry } from './enquiry-message';
import { decodeChoices, encodeChoices, surfaceWork, workQuantities, type SurfaceChoices } from './surfaces';
import type { EstimatorTexts } from './island-texts';
import { useEstimateUrl } from './use-estimate-url';
import { useSettled } from '../use-settled';

/** What the visitor changed, by row id: a quantity field's text, or an "on request" row's tick. */
type Edits = Record<string, string | boolean>;

/** How long typing pauses before the total (or the field's error) is spoken, in milliseconds. */
const announceAfter = 1000;

/** The message of each refused quantity (`estimator.error*`). */
const errorKeys: Record<QuantityError, keyof EstimatorTexts> = {
  notNumber: 'errorNotNumber',
  notPositive: 'errorNotPositive',
  tooLarge: 'errorTooLarge',
  tooManyDecimals: 'errorTooManyDecimals',
};

/** What the estimate is made of: the price rows and the page's language. */
interface EstimateInput {
  /** Every price row, in table order, in the page's language. */
  rows: readonly EstimateRow[];
  /** The locale file's `estimator` group (`estimatorTexts`). */
  texts: EstimatorTexts;
  /** `Intl` locale of the page's numbers and euros (`et-EE`). */
  numberLocale: string;
  /** VAT rate in percent. */
  vatRatePercent: number;
  /** The same language's contact form, which the request link carries the estimate to. */
  quoteUrl: string;
  /** Called after each change the visitor makes (a field, a tick, a room, a surface's work). */
  onEdit?: () => void;
}

/** A price row's part of the estimate, as the row shows it. */
export interface RowEstimate {
  /** A priced row's field text: the visitor's, else the address's quantity in the page's way (`12,5`); `''` for none. */
  text: string;
  /** An "on request" row's tick. */
  ticked: boolean;
  /** Why the field's text is refused, in the page's words (`estimator.error*`). */
  error?: string;
  /** The row's subtotal excl. VAT in the page's euros, said so in the total's words (`estimator.subtotal`: `522 € km-ta`); `''` when it has none. */
  subtotal: string;
  /** Whether the row is in the estimate (a valid quantity or a tick). */
  selected: boolean;
}

/** The estimate's totals as the page writes them. */
export interface EstimateTotals {
  /** The total incl. VAT in the page's euros, `–` before a priced row is chosen. */
  gross: string;
  /** The total excl. VAT, the same way. */
  net: string;
  /** Whether a priced row is in the estimate. */
  priced: boolean;
  /** Whether an "on request" row is in it (left out of the totals). */
  onRequest: boolean;
}

/** The field values of `rows` (the visitor's `edits`, else the address's), parsed, and the lines they select. */
function readFields(
  rows: readonly EstimateRow[],
  edits: Edits,
  fromUrl: ReadonlyMap<string, number | true>,
  numberLocale: string,
) {
  const values: Record<string, string | boolean> = {};
  const parsed: Record<string, ParsedQuantity> = {};
  const selection = new Map<string, number | true>();
  for (const row of rows) {
    const urlValue = fromUrl.get(row.id);
    const value = (values[row.id] =
      row.id in edits
        ? edits[row.id]
        : row.priceCents === null
          ? urlValue === true
          : typeof urlValue === 'number'
            ? formatQuantity(urlValue, numberLocale)
            : '');
    if (typeof value === 'boolean') {
      if (value) selection.set(row.id, true);
      continue;
    }
    const quantity = (parsed[row.id] = parseQuantity(value));
    if (quantity && 'hundredths' in quantity) selection.set(row.id, quantity.hundredths);
  }
  return { values, parsed, lines: estimateLines(rows, selection) };
}

/**
 * The quote estimator's state (React hook): the rows' quantities and
 * ticks, the rooms and the work per surface of the room-size helper, all
 * kept in the page's `?estimate=` address (`useEstimateUrl`: the address's
 * estimate shows until the visitor edits), and what they add up to.
 * Returns per row its `RowEstimate` (`row(row)`); `edit(row, value)` for
 * a field's text or a tick; the helper's `rooms` (as typed, each with a
 * key), `complete` rooms, `choices` and their setters; `applyRooms`, which
 * puts the chosen work's figures into its rows; the totals as the page
 * writes them (`gross` incl. VAT, `net` excl., `–` before a priced row is
 * chosen; `priced`, `onRequest`: whether a priced or an "on request" row
 * is in); `announcement`, what the live region says once typing pauses
 * for a second (the last changed field's error, else the totals);
 * `message`, the enquiry text, and `requestUrl`, `quoteUrl` with the
 * estimate. Behaviour: docs/behaviour.md, "Quote estimator".
 */
export function useEstimate({ rows, texts, numberLocale, vatRatePercent, quoteUrl, onEdit }: EstimateInput) {
  const url = useEstimateUrl();
  const [edits, setEdits] = useState<Edits>({});
  const [roomEdits, setRoomEdits] = useState<RoomEntry[]>();
  const [choiceEdits, setChoiceEdits] = useState<SurfaceChoices>();
  /** The row whose field changed last: its error, if any, is what the live region says. */
  const [lastChanged, setLastChanged] = useState<string>();

  const fromUrl = useMemo(() => decodeEstimate(rows, url.value), [rows, url.value]);
  const urlRooms = useMemo(() => decodeRoomFields(url.value), [url.value]);
  const choices = choiceEdits ?? decodeChoices(rows, url.value);
  const rooms =
    roomEdits ??
    (urlRooms.length
      ? urlRooms.map(({ assumed, ...room }, index) => ({
          key: index + 1,
          text: roomText(room, numberLocale),
          ...(assumed && { assumed }),
        }))
      : [newRoom()]);
  const complete = rooms.flatMap(({ text, assumed }) => parseRoom(text, assumed).room ?? []);
  const { values, parsed, lines } = readFields(rows, edits, fromUrl, numberLocale);

  /** Writes the estimate into the address: `estimateLines`, every room's valid fields (a bad field keeps the others) and the choices. */
  const write = (
    estimateLinesNow: typeof lines,
    entries: RoomEntry[] = rooms,
    surfaceChoices: SurfaceChoices = choices,
  ) => {
    onEdit?.();
    url.write(
      encodeEstimate(
        estimateLinesNow,
        entries.map(({ text, assumed }) => parseRoom(text, assumed).values),
        encodeChoices(rows, surfaceChoices),
      ),
    );
  };

  /** Records changes of rows and writes the estimate they leave into the address. */
  const change = (changed: Edits) => {
    const next = { ...edits, ...changed };
    setEdits(next);
    const ids = Object.keys(changed);
    setLastChanged(ids.length === 1 ? ids[0] : undefined);
    write(readFields(rows, next, fromUrl, numberLocale).lines);
  };

  const errorOf = (id: string) => {
    const quantity = parsed[id];
    return quantity && 'error' in quantity ? texts[errorKeys[quantity.error]] : undefined;
  };
  const money = (cents: number) => formatMoney(cents, numberLocale);
  // A narrow cell breaks between the amount and "excl. VAT", never inside the words.
  const subtotalText = texts.subtotal.replace(/(?<!\}) (?!\{)/g, '\u00a0');
  const net = totalCents(lines);
  const priced = lines.some((line) => line.cents !== undefined);
  const totals: EstimateTotals = {
    gross: priced ? money(withVat(net, vatRatePercent)) : '–',
    net: priced ? money(net) : '–',
    priced,
    onRequest: lines.some((line) => line.cents === undefined),
  };

  const lastError = lastChanged && errorOf(lastChanged);
  const announcement = useSettled(
    lastError ||
      [
        texts.totalWithVat,
        totals.gross,
        texts.total,
        totals.net,
        ...(totals.onRequest ? [texts.onRequestExcluded] : []),
      ].join(' '),
    announceAfter,
  );

  return {
    row(row: EstimateRow): RowEstimate {
      const value = values[row.id];
      const line = lines.find((candidate) => candidate.row === row);
      return {
        text: typeof value === 'string' ? value : '',
        ticked: value === true,
        error: errorOf(row.id),
        subtotal: line?.cents === undefined ? '' : fillPlaceholders(subtotalText, { amount: money(line.cents) }),
        selected: line !== undefined,
      };
    },
    edit: (row: EstimateRow, value: string | boolean) => change({ [row.id]: value }),
    rooms,
    complete,
    /** Records the rooms as typed and writes the complete ones into the address. */
    changeRooms(next: RoomEntry[]) {
      setRoomEdits(next);
      write(lines, next);
    },
    choices,
    /** Records the work chosen per surface and writes it into the address. */
    changeChoices(next: SurfaceChoices) {
      setChoiceEdits(next);
      write(lines, rooms, next);
    },
    /** Puts the chosen work's figures into its rows; no other row changes (docs/behaviour.md, "Quote estimator"). */
    applyRooms() {
      const quantities = workQuantities(surfaceWork(rows, choices, totalFigures(complete)));
      change(
        Object.fromEntries([...quantities].map(([id, hundredths]) => [id, formatQuantity(hundredths, numberLocale)])),
      );
    },
    totals,
    announcement,
    message: composeEnquiry(lines, texts, numberLocale, vatRatePercent, complete, choices),
    requestUrl: withEstimate(quoteUrl, encodeEstimate(lines, complete, encodeChoices(rows, choices))),
  };
}
