/**
 * The rooms of the estimator's room-size helper: a room's fields as typed
 * and read (metres, counts of doors and windows), its wall, ceiling,
 * floor and skirting figures, and the limits. Runs in the browser.
 */
import { formatQuantity } from './money';
import type { Measure } from './measures';
import { parseQuantity, type QuantityError } from './quantity';

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
  /** The counts the visitor never typed: the helper's assumption (`assumedOpenings`), which the enquiry says is one. */
  assumed?: readonly OpeningField[];
}

/** A room's fields, in the order the helper shows them and the URL writes them. */
export const roomFields = ['length', 'width', 'height', 'doors', 'windows'] as const;
export type RoomField = (typeof roomFields)[number];

/** The fields of a room that count its openings (the others are lengths). */
export const openingFields = ['doors', 'windows'] as const satisfies readonly RoomField[];
export type OpeningField = (typeof openingFields)[number];

/** Whether `field` counts openings (a whole number), not metres. */
export const isOpening = (field: RoomField): field is OpeningField =>
  (openingFields as readonly RoomField[]).includes(field);

/** The fields of a room measured in metres (the others are counts). */
export const lengthFields = ['length', 'width', 'height'] as const satisfies readonly RoomField[];

/** A room as typed: each field's text (a length "4,2", a count "1"). */
export type RoomText = Record<RoomField, string>;

/** A room as typed, with a key that stays the same while rooms are added and removed. */
export interface RoomEntry {
  key: number;
  text: RoomText;
  /** The counts still as the helper filled them in, untouched by the visitor (`Room.assumed`). */
  assumed?: readonly OpeningField[];
}

/** What the helper assumes of a room until the visitor says otherwise: one door and one window (the usual room). */
export const assumedOpenings: Record<OpeningField, number> = { doors: 1, windows: 1 };

/**
 * A new room after `rooms` (its key one above theirs): sides empty, the
 * height of the room before it (most flats have one ceiling height), and
 * the assumed door and window (`assumedOpenings`), marked as assumed.
 */
export function newRoom(rooms: readonly RoomEntry[] = []): RoomEntry {
  const before = rooms.at(-1);
  return {
    key: Math.max(0, ...rooms.map((entry) => entry.key)) + 1,
    text: {
      length: '',
      width: '',
      height: before?.text.height ?? '',
      doors: String(assumedOpenings.doors),
      windows: String(assumedOpenings.windows),
    },
    assumed: openingFields,
  };
}

/** `entry` with `field` typed as `value`: a count typed is no longer assumed. */
export function typedRoom(entry: RoomEntry, field: RoomField, value: string): RoomEntry {
  const assumed = entry.assumed?.filter((opening) => opening !== field);
  return { key: entry.key, text: { ...entry.text, [field]: value }, ...(assumed?.length ? { assumed } : {}) };
}

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
 * typed); empty doors and windows are 0. The `assumed` counts (untouched
 * by the visitor) go with the values and the room.
 */
export function parseRoom(
  text: RoomText,
  assumed: readonly OpeningField[] = [],
): {
  values: Partial<Room>;
  room?: Room;
  errors: Partial<Record<RoomField, RoomError>>;
} {
  const errors: Partial<Record<RoomField, RoomError>> = {};
  const values: Partial<Room> = {};
  for (const field of roomFields) {
    if (isOpening(field)) {
      const count = text[field].trim();
      if (!/^\d{0,2}$/.test(count) || Number(count) > maxOpenings) errors[field] = 'notCount';
      else values[field] = Number(count);
      continue;
    }
    const parsed = parseQuantity(text[field], maxRoomMetres);
    if (parsed && 'error' in parsed) errors[field] = parsed.error;
    else if (parsed) values[field] = parsed.hundredths;
  }
  if (assumed.length) values.assumed = assumed;
  const complete = roomFields.every((field) => values[field] !== undefined);
  return { values, room: complete ? (values as Room) : undefined, errors };
}

/** A room's fields as the helper shows them in `numberLocale`: `4,2` (et, ru), `4.2` (en); a field without a value empty. */
export function roomText(room: Partial<Room>, numberLocale: string): RoomText {
  const text = (field: RoomField) => {
    const value = room[field];
    if (value === undefined) return '';
    return isOpening(field) ? String(value) : formatQuantity(value, numberLocale);
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
