import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney, formatQuantity, withVat } from './money';
import { estimateLines, totalCents, type EstimateRow } from './estimate';
import { decodeEstimate, decodeRoomFields, encodeEstimate, withEstimate } from './estimate-url';
import { parseQuantity, type ParsedQuantity, type QuantityError } from './quantity';
import { newRoom, parseRoom, roomText, totalFigures, type RoomEntry } from './rooms';
import { composeEnquiry } from './enquiry-message';
import { fillPlaceholders } from '../i18n/placeholder';
import { workingDays, type Timing } from './duration';
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
  /** The crew and the earliest start, for the working days and the enquiry's lines (`duration.ts`). */
  timing: Timing;
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

/** Each row's field: the visitor's edit, else the address's quantity in the page's way (`12,5`) or tick; `''` for none. */
function fieldValues(
  rows: readonly EstimateRow[],
  edits: Edits,
  fromUrl: ReadonlyMap<string, number | true>,
  numberLocale: string,
): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const row of rows) {
    const urlValue = fromUrl.get(row.id);
    values[row.id] =
      row.id in edits
        ? edits[row.id]
        : row.priceCents === null
          ? urlValue === true
          : typeof urlValue === 'number'
            ? formatQuantity(urlValue, numberLocale)
            : '';
  }
  return values;
}

/** The fields' `values` parsed, and the lines they select. */
function readFields(rows: readonly EstimateRow[], values: Record<string, string | boolean>) {
  const parsed: Record<string, ParsedQuantity> = {};
  const selection = new Map<string, number | true>();
  for (const row of rows) {
    const value = values[row.id];
    if (typeof value === 'boolean') {
      if (value) selection.set(row.id, true);
      continue;
    }
    const quantity = (parsed[row.id] = parseQuantity(value));
    if (quantity && 'hundredths' in quantity) selection.set(row.id, quantity.hundredths);
  }
  return { parsed, lines: estimateLines(rows, selection) };
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
 * is in); `duration`, the working days (`workingDays`); `announcement`, what the live region says once typing pauses
 * for a second (the last changed field's error, else the totals);
 * `message`, the enquiry text, and `requestUrl`, `quoteUrl` with the
 * estimate. Behaviour: docs/behaviour.md, "Quote estimator".
 *
 * A keystroke's own answer is the field's text (and the room helper's
 * fields), rendered at once; what it adds up to (subtotals, errors,
 * totals, the enquiry text, the address) follows from a deferred copy
 * (`useDeferredValue`), rendered after the field has painted. The setters
 * keep their identity while the estimate changes, so that the rows and
 * the room helper, memoised, render again only when their own part
 * changes (docs/performance.md, "Taps").
 */
export function useEstimate({ rows, texts, numberLocale, vatRatePercent, quoteUrl, onEdit, timing }: EstimateInput) {
  const url = useEstimateUrl();
  const [edits, setEdits] = useState<Edits>({});
  const [roomEdits, setRoomEdits] = useState<RoomEntry[]>();
  const [choiceEdits, setChoiceEdits] = useState<SurfaceChoices>();
  /** The row whose field changed last: its error, if any, is what the live region says. */
  const [lastChanged, setLastChanged] = useState<string>();
  /** Whether the visitor has changed anything: the address is written only then. */
  const [edited, setEdited] = useState(false);
  /** The latest `onEdit`, for the setters, which keep their identity. */
  const latestOnEdit = useRef(onEdit);
  useEffect(() => {
    latestOnEdit.current = onEdit;
  });

  const fromUrl = useMemo(() => decodeEstimate(rows, url.value), [rows, url.value]);
  const urlRooms = useMemo(() => decodeRoomFields(url.value), [url.value]);
  const urlChoices = useMemo(() => decodeChoices(rows, url.value), [rows, url.value]);
  const urlRoomEntries = useMemo(
    () =>
      urlRooms.length
        ? urlRooms.map(({ assumed, ...room }, index) => ({
            key: index + 1,
            text: roomText(room, numberLocale),
            ...(assumed && { assumed }),
          }))
        : [newRoom()],
    [urlRooms, numberLocale],
  );
  const choices = choiceEdits ?? urlChoices;
  const rooms = roomEdits ?? urlRoomEntries;
  const complete = useMemo(() => rooms.flatMap(({ text, assumed }) => parseRoom(text, assumed).room ?? []), [rooms]);
  const values = useMemo(() => fieldValues(rows, edits, fromUrl, numberLocale), [rows, edits, fromUrl, numberLocale]);

  // What the fields add up to, from the deferred copy.
  const now = useMemo(
    () => ({ values, rooms, complete, choices, lastChanged }),
    [values, rooms, complete, choices, lastChanged],
  );
  // Only a visitor's own changes are deferred: a selection from the address is drawn whole in one
  // render, so that no frame shows its fields without their subtotals (a layout shift, CLS).
  const deferred = useDeferredValue(now);
  const later = edited ? deferred : now;
  const { parsed, lines } = useMemo(() => readFields(rows, later.values), [rows, later.values]);
  const encoded = useMemo(
    () =>
      encodeEstimate(
        lines,
        later.rooms.map(({ text, assumed }) => parseRoom(text, assumed).values),
        encodeChoices(rows, later.choices),
      ),
    [lines, later.rooms, later.choices, rows],
  );
  // The address follows the estimate once the visitor has changed it (every room's valid fields: a bad field keeps the others).
  useEffect(() => {
    if (edited) url.write(encoded);
  }, [edited, encoded, url]);

  /** Records changes of rows. */
  const change = useCallback((changed: Edits) => {
    latestOnEdit.current?.();
    setEdits((previous) => ({ ...previous, ...changed }));
    const ids = Object.keys(changed);
    setLastChanged(ids.length === 1 ? ids[0] : undefined);
    setEdited(true);
  }, []);
  const edit = useCallback((row: EstimateRow, value: string | boolean) => change({ [row.id]: value }), [change]);
  const changeRooms = useCallback((next: RoomEntry[]) => {
    latestOnEdit.current?.();
    setRoomEdits(next);
    setEdited(true);
  }, []);
  const changeChoices = useCallback((next: SurfaceChoices) => {
    latestOnEdit.current?.();
    setChoiceEdits(next);
    setEdited(true);
  }, []);
  const applyRooms = useCallback(() => {
    const quantities = workQuantities(surfaceWork(rows, choices, totalFigures(complete)));
    change(
      Object.fromEntries([...quantities].map(([id, hundredths]) => [id, formatQuantity(hundredths, numberLocale)])),
    );
  }, [rows, choices, complete, numberLocale, change]);

  const errorOf = (id: string) => {
    const quantity = parsed[id];
    return quantity && 'error' in quantity ? texts[errorKeys[quantity.error]] : undefined;
  };
  const money = (cents: number) => formatMoney(cents, numberLocale);
  const net = totalCents(lines);
  const priced = lines.some((line) => line.cents !== undefined);
  const totals: EstimateTotals = {
    gross: priced ? money(withVat(net, vatRatePercent)) : '–',
    net: priced ? money(net) : '–',
    priced,
    onRequest: lines.some((line) => line.cents === undefined),
  };

  const lastError = later.lastChanged && errorOf(later.lastChanged);
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
  const message = useMemo(
    () => composeEnquiry(lines, texts, numberLocale, vatRatePercent, later.complete, timing, later.choices),
    [lines, texts, numberLocale, vatRatePercent, later.complete, timing, later.choices],
  );

  return {
    row(row: EstimateRow): RowEstimate {
      const value = values[row.id];
      const line = lines.find((candidate) => candidate.row === row);
      return {
        text: typeof value === 'string' ? value : '',
        ticked: value === true,
        error: errorOf(row.id),
        subtotal: line?.cents === undefined ? '' : fillPlaceholders(texts.subtotal, { amount: money(line.cents) }),
        selected: line !== undefined,
      };
    },
    edit,
    rooms,
    complete,
    /** Records the rooms as typed. */
    changeRooms,
    choices,
    /** Records the work chosen per surface. */
    changeChoices,
    /** Puts the chosen work's figures into its rows; no other row changes (docs/behaviour.md, "Quote estimator"). */
    applyRooms,
    totals,
    /** The working days of the chosen work and the rows they leave out (`workingDays`). */
    duration: workingDays(lines, timing.people),
    announcement,
    message,
    requestUrl: withEstimate(quoteUrl, encodeEstimate(lines, later.complete, encodeChoices(rows, later.choices))),
  };
}
