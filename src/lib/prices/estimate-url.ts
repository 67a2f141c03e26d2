/**
 * An estimate in the address (`?estimate=room:4.2x3.1x2.6x1x2,wallpaper-removal:20,decorative-painting`):
 * written from the lines and rooms, read back into a selection and rooms,
 * and set on a URL. Shared by the estimator on the services page and the
 * contact form that turns the same parameter into a message. Runs in the
 * browser.
 */
import type { EstimateLine, EstimateRow } from './estimate';
import { maxQuantity } from './quantity';
import {
  assumedOpenings,
  isOpening,
  lengthFields,
  openingFields,
  parseRoom,
  roomFields,
  type Room,
  type RoomField,
  type RoomText,
} from './rooms';

/** The query parameter that carries an estimate (services and contacts pages). */
export const estimateParam = 'estimate';

/**
 * The most rooms an estimate takes (a link's further rooms are ignored, and
 * the helper offers no more; docs/decisions.md, "Limits on what a visitor
 * sends"): a flat or a house, not a block.
 */
export const maxEstimateRooms = 10;

/**
 * The most comma-separated entries of the parameter read: every price row
 * once, the rooms and the surface choices, with room to spare; the rest of
 * a longer (hand-made) value is ignored.
 */
export const maxEstimateEntries = 100;

/** The entries of a parameter's value read, at most `maxEstimateEntries`. */
const entriesOf = (value: string | null) => (value ?? '').split(',', maxEstimateEntries);

/** The key of a room's entry in the parameter's value (`room:4.2x3.1x2.6x1x2`). */
const roomKey = 'room';

/**
 * The estimate as the parameter's value: first each room with a length
 * given as `room:length x width x height x doors x windows` (metres with a
 * decimal point, `room:4.2x3.1x2.6x1x2`; a field not given or refused is
 * left empty, `room:4.2xx2.6x1x2`, and so is a count the visitor never
 * typed, the helper's assumption: `room:4.2x3.1x2.6xx`), then `extra` (the helper's surface
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
    if (value === undefined || (isOpening(field) && room.assumed?.includes(field))) return '';
    return isOpening(field) ? String(value) : String(value / 100);
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
 * error: the link may be old, hand-edited or tampered with. So is each
 * entry past `maxEstimateEntries`.
 */
export function decodeEstimate(rows: readonly EstimateRow[], value: string | null): Map<string, number | true> {
  const selection = new Map<string, number | true>();
  for (const entry of entriesOf(value)) {
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
 * The rooms a parameter's value carries (`room:` entries, in order), each
 * with its valid fields: a field that is not valid (a side of 0 or over
 * 50 m, a count over 20) or an empty side is left out, like a bad
 * quantity; an empty count is the helper's assumption (`assumedOpenings`,
 * named in `assumed`); an entry of too few parts or without a valid length
 * is ignored, and so is every room after the first `maxEstimateRooms`.
 */
export function decodeRoomFields(value: string | null): Partial<Room>[] {
  const rooms = entriesOf(value).flatMap((entry) => {
    const [key, sizes, ...rest] = entry.split(':');
    const parts = (sizes ?? '').split('x');
    if (key !== roomKey || rest.length || parts.length !== roomFields.length) return [];
    const assumed = openingFields.filter((field) => parts[roomFields.indexOf(field)] === '');
    const typed = Object.fromEntries(roomFields.map((field, index) => [field, parts[index]])) as RoomText;
    for (const field of assumed) typed[field] = String(assumedOpenings[field]);
    const { values, errors } = parseRoom(typed, assumed);
    for (const field of roomFields) if (errors[field] || typed[field] === '') delete values[field];
    return lengthFields.some((field) => values[field] !== undefined) ? [values] : [];
  });
  return rooms.slice(0, maxEstimateRooms);
}

/** The complete rooms a parameter's value carries (`decodeRoomFields`' rooms with every field). */
export function decodeRooms(value: string | null): Room[] {
  return decodeRoomFields(value).filter((room): room is Room => roomFields.every((field) => room[field] !== undefined));
}
