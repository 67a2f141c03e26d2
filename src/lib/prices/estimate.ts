/**
 * The quote estimator's estimate: which price rows a visitor picked and how
 * much of each (a typed quantity read as hundredths), the rooms measured in
 * the room-size helper and their areas, the lines and total, and all of it
 * in a URL (`?estimate=room:4.2x3.1x2.6x1x2,wallpaper-removal:20,decorative-painting`).
 * Shared by the estimator on the services page and the contact form that
 * turns the same parameter into a message. Runs in the browser: no imports
 * but money maths.
 */
import { formatQuantity, lineCents } from './money';
import type { PriceUnit } from './price-rows';
import type { Measure } from './measures';

/** The query parameter that carries an estimate (services and contacts pages). */
export const estimateParam = 'estimate';

/** The largest quantity the estimator accepts, in any unit (m², jm, tk, tund). */
export const maxQuantity = 100_000;

/** A price row as the estimator shows it, in the page's language. */
export interface EstimateRow {
  /** The row's `id` in `src/data/price-list.yaml`. */
  id: string;
  /** Service name. */
  name: string;
  /** Unit as the language writes it (m², jm/lm/пог. м …). */
  unit: string;
  /** What the language writes after a price for this unit (`/h` in `30 €/h`, ` per metre`: `LocalisedRow`). */
  unitAfterPrice: string;
  /** The `estimator` plural key of a quantity in this unit (`amountTk`: `estimator.amountTk_one` … `2 items`). */
  amountKey: `amount${Capitalize<PriceUnit>}`;
  /** The row's own note in the page's language; without one the table shows the shared note. */
  note?: string;
  /** "From" price per unit in cents excl. VAT; `null`: priced on request. */
  priceCents: number | null;
  /** The row's category: an id of the price file's `categories:`. */
  category: string;
  /** The room surfaces whose work the row may be in the room-size helper (`measure:`), if any. */
  measures?: readonly Measure[];
}

/**
 * What is selected, by row id: hundredths of a unit for a priced row
 * (12.5 m² → 1250), `true` for a ticked "on request" row.
 */
export type Selection = ReadonlyMap<string, number | true>;

/** One selected row: its quantity and price (cents excl. VAT) when priced. */
export interface EstimateLine {
  row: EstimateRow;
  hundredths?: number;
  cents?: number;
}

/** The selected rows in `rows` order, each priced row with its subtotal. */
export function estimateLines(rows: readonly EstimateRow[], selection: Selection): EstimateLine[] {
  return rows.flatMap((row) => {
    const value = selection.get(row.id);
    if (row.priceCents === null) return value === true ? [{ row }] : [];
    return typeof value === 'number' ? [{ row, hundredths: value, cents: lineCents(value, row.priceCents) }] : [];
  });
}

/** Sum of the lines' subtotals in cents excl. VAT (0 without priced lines). */
export function totalCents(lines: readonly EstimateLine[]): number {
  return lines.reduce((sum, line) => sum + (line.cents ?? 0), 0);
}

/**
 * The estimate as the parameter's value: first each room with a length
 * given as `room:length x width x height x doors x windows` (metres with a
 * decimal point, `room:4.2x3.1x2.6x1x2`; a field not given or refused is
 * left empty, `room:4.2xx2.6x1x2`), then `extra` (the helper's surface
 * choices, `surfaces.ts`), then `id:quantity` for a priced row and the
 * bare `id` for a ticked "on request" row, in row order, comma-separated;
 * `''` for an empty estimate. Only URL-safe characters, so it reads the
 * same in the address bar. A link made before rooms existed is the same
 * without the `room` entries.
 */
export function encodeEstimate(
  lines: readonly EstimateLine[],
  rooms: readonly Partial<Room>[] = [],
  extra: readonly string[] = [],
): string {
  const part = (room: Partial<Room>, field: RoomField) => {
    const value = room[field];
    if (value === undefined) return '';
    return field === 'doors' || field === 'windows' ? String(value) : String(value / 100);
  };
  return [
    ...rooms
      .filter((room) => lengthFields.some((field) => room[field] !== undefined))
      .map((room) => `${roomKey}:${roomFields.map((field) => part(room, field)).join('x')}`),
    ...extra,
    ...lines.map(({ row, hundredths }) => (hundredths === undefined ? row.id : `${row.id}:${hundredths / 100}`)),
  ].join(',');
}

/**
 * The selection a parameter's value names (`null` or `''`: none). Entries
 * that name no row of `rows`, repeat a row, give a priced row no valid
 * quantity (not a plain number with at most two decimals, zero, more than
 * `maxQuantity`) or give an "on request" row one are ignored without an
 * error: the link may be old, hand-edited or tampered with.
 */
export function decodeEstimate(rows: readonly EstimateRow[], value: string | null): Map<string, number | true> {
  const selection = new Map<string, number | true>();
  for (const entry of (value ?? '').split(',')) {
    const [id, quantity, ...rest] = entry.split(':');
    const row = rows.find((candidate) => candidate.id === id);
    if (!row || rest.length || selection.has(id)) continue;
    if (row.priceCents === null) {
      if (quantity === undefined) selection.set(id, true);
    } else if (/^\d{1,6}(\.\d{1,2})?$/.test(quantity ?? '')) {
      const hundredths = Math.round(Number(quantity) * 100);
      if (hundredths > 0 && hundredths <= maxQuantity * 100) selection.set(id, hundredths);
    }
  }
  return selection;
}

/**
 * `url` (a path, optionally with a query and a hash) with the `estimate`
 * parameter set to `encoded`, or removed when it is empty; other
 * parameters and the hash are kept. The value is written as is (it is
 * URL-safe), not percent-encoded.
 */
export function withEstimate(url: string, encoded: string): string {
  const [, path, query = '', hash = ''] = /^([^?#]*)(?:\?([^#]*))?(#.*)?$/.exec(url)!;
  const params = query.split('&').filter((pair) => pair && !pair.startsWith(`${estimateParam}=`));
  if (encoded) params.push(`${estimateParam}=${encoded}`);
  return `${path}${params.length ? `?${params.join('&')}` : ''}${hash}`;
}

/**
 * Why a typed quantity is refused: not a number (letters, two separators),
 * zero or negative, above `maxQuantity`, or more than two decimals. Each is
 * shown next to its field as `estimator.error*`.
 */
export type QuantityError = 'notNumber' | 'notPositive' | 'tooLarge' | 'tooManyDecimals';

/** A parsed field: `null` when empty (not selected), else hundredths of a unit or the reason it was refused. */
export type ParsedQuantity = null | { hundredths: number } | { error: QuantityError };

/**
 * Reads a quantity as a visitor types it: a decimal comma or point ("12,5",
 * "12.5"), spaces ignored ("1 200"). Returns hundredths of a unit (integer,
 * so that money stays in whole cents), `null` for an empty field, or the
 * error; `max` is the largest quantity allowed (a room's side: 50 m). A
 * grouping comma ("1,200") is read as a decimal comma and refused for its
 * three decimals: a quantity is never silently a thousand times off.
 */
export function parseQuantity(text: string, max = maxQuantity): ParsedQuantity {
  const compact = text.replace(/\s/g, '');
  if (!compact) return null;
  const match = /^(-?)(\d*)(?:[.,](\d*))?$/.exec(compact);
  if (!match || !(match[2] || match[3])) return { error: 'notNumber' };
  const [, minus, whole, decimals = ''] = match;
  if (decimals.length > 2) return { error: 'tooManyDecimals' };
  const hundredths = Number(whole || 0) * 100 + Number(decimals.padEnd(2, '0'));
  if (minus || hundredths === 0) return { error: 'notPositive' };
  if (hundredths > max * 100) return { error: 'tooLarge' };
  return { hundredths };
}

/** The key of a room's entry in the parameter's value (`room:4.2x3.1x2.6x1x2`). */
const roomKey = 'room';

/**
 * A measured room: length, width and height in hundredths of a metre
 * (centimetres), doors and windows as counts.
 */
export interface Room {
  length: number;
  width: number;
  height: number;
  doors: number;
  windows: number;
}

/** A room's fields, in the order the helper shows them and the URL writes them. */
export const roomFields = ['length', 'width', 'height', 'doors', 'windows'] as const;
export type RoomField = (typeof roomFields)[number];

/** The fields of a room measured in metres (the others are counts). */
const lengthFields = ['length', 'width', 'height'] as const satisfies readonly RoomField[];

/** A room as typed: each field's text (a length "4,2", a count "1"). */
export type RoomText = Record<RoomField, string>;

/** A room as typed, with a key that stays the same while rooms are added and removed. */
export interface RoomEntry {
  key: number;
  text: RoomText;
}

/** A new room: sides empty, one door and one window (the usual room). */
export const newRoom: RoomText = { length: '', width: '', height: '', doors: '1', windows: '1' };

/** The longest side a room may have, in metres: a longer one is a typo (42 for 4,2). */
export const maxRoomMetres = 50;

/** The most doors or windows a room may have. */
export const maxOpenings = 20;

/**
 * The standard opening a door or a window takes out of a room's figures,
 * in hundredths (docs/decisions.md, "The room-size helper"): a door
 * 1.6 m² of wall and 0.9 m of skirting, a window 1.5 m² of wall.
 */
export const openings = { doorArea: 160, doorWidth: 90, windowArea: 150 } as const;

/** Why a room's field is refused: a length's `QuantityError`, or `notCount` for doors and windows. */
export type RoomError = QuantityError | 'notCount';

/**
 * A room's typed fields read: each valid field's value, the `room` when
 * every length is given and every field valid, and each refused field's
 * error. An empty length only leaves the room out (it is still being
 * typed); empty doors and windows are 0.
 */
export function parseRoom(text: RoomText): {
  values: Partial<Room>;
  room?: Room;
  errors: Partial<Record<RoomField, RoomError>>;
} {
  const errors: Partial<Record<RoomField, RoomError>> = {};
  const values: Partial<Room> = {};
  for (const field of roomFields) {
    if (field === 'doors' || field === 'windows') {
      const count = text[field].trim();
      if (!/^\d{0,2}$/.test(count) || Number(count) > maxOpenings) errors[field] = 'notCount';
      else values[field] = Number(count);
      continue;
    }
    const parsed = parseQuantity(text[field], maxRoomMetres);
    if (parsed && 'error' in parsed) errors[field] = parsed.error;
    else if (parsed) values[field] = parsed.hundredths;
  }
  const complete = roomFields.every((field) => values[field] !== undefined);
  return { values, room: complete ? (values as Room) : undefined, errors };
}

/** A room's fields as the helper shows them in `numberLocale`: `4,2` (et, ru), `4.2` (en); a field without a value empty. */
export function roomText(room: Partial<Room>, numberLocale: string): RoomText {
  const text = (field: RoomField) => {
    const value = room[field];
    if (value === undefined) return '';
    return field === 'doors' || field === 'windows' ? String(value) : formatQuantity(value, numberLocale);
  };
  return Object.fromEntries(roomFields.map((field) => [field, text(field)])) as RoomText;
}

/** Each measure's figure in hundredths: of a m² (walls, ceiling, floor), of a m (skirting). */
export type RoomFigures = Record<Measure, number>;

/**
 * A room's figures, in hundredths (of m², of m for skirting), rounded half
 * up: walls = perimeter × height − a door's area per door − a window's
 * area per window; ceiling = floor = length × width; skirting = perimeter
 * − a door's width per door. Never below 0 (a room of many doors).
 */
export function roomFigures({ length, width, height, doors, windows }: Room): RoomFigures {
  const perimeter = 2 * (length + width);
  // cm × cm = cm²; a hundredth of a m² is 100 cm².
  const area = Math.round((length * width) / 100);
  const walls = Math.round((perimeter * height) / 100) - doors * openings.doorArea - windows * openings.windowArea;
  return {
    walls: Math.max(0, walls),
    ceiling: area,
    floor: area,
    skirting: Math.max(0, perimeter - doors * openings.doorWidth),
  };
}

/** The rooms' figures added up (all 0 without rooms). */
export function totalFigures(rooms: readonly Room[]): RoomFigures {
  const total: RoomFigures = { walls: 0, ceiling: 0, floor: 0, skirting: 0 };
  for (const figures of rooms.map(roomFigures)) {
    for (const measure of Object.keys(total) as Measure[]) total[measure] += figures[measure];
  }
  return total;
}

/**
 * The rooms a parameter's value carries (`room:` entries, in order), each
 * with its valid fields: a field that is empty or not valid (a side of 0
 * or over 50 m, a count over 20) is left out, like a bad quantity; an
 * entry of too few parts or without a valid length is ignored.
 */
export function decodeRoomFields(value: string | null): Partial<Room>[] {
  return (value ?? '').split(',').flatMap((entry) => {
    const [key, sizes, ...rest] = entry.split(':');
    const parts = (sizes ?? '').split('x');
    if (key !== roomKey || rest.length || parts.length !== roomFields.length) return [];
    const { values, errors } = parseRoom(
      Object.fromEntries(roomFields.map((field, index) => [field, parts[index]])) as RoomText,
    );
    for (const field of roomFields) if (errors[field] || parts[roomFields.indexOf(field)] === '') delete values[field];
    return lengthFields.some((field) => values[field] !== undefined) ? [values] : [];
  });
}

/** The complete rooms a parameter's value carries (`decodeRoomFields`' rooms with every field). */
export function decodeRooms(value: string | null): Room[] {
  return decodeRoomFields(value).filter((room): room is Room => roomFields.every((field) => room[field] !== undefined));
}
