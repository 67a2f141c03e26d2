import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { estimateLines } from '../../src/lib/prices/estimate';
import {
  decodeEstimate,
  decodeRoomFields,
  decodeRooms,
  encodeEstimate,
  maxEstimateEntries,
  maxEstimateRooms,
} from '../../src/lib/prices/estimate-url';
import {
  maxOpenings,
  maxRoomMetres,
  newRoom,
  openings,
  parseRoom,
  roomFigures,
  roomText,
  totalFigures,
  typedRoom,
} from '../../src/lib/prices/rooms';
import { estimateRows, priceTableRows } from '../support/price-rows';
import { room } from '../support/rooms';

/**
 * The room-size helper's arithmetic: a room's wall, ceiling, floor and
 * skirting figures from its sides, doors and windows, in hundredths (of m²,
 * of m), their sums over rooms, the typed fields, and rooms in the URL.
 */

describe('a room’s figures', () => {
  test('walls are perimeter × height; ceiling and floor length × width; skirting the perimeter', () => {
    // 4 × 3 m, 2.5 m high: perimeter 14 m, walls 35 m², floor 12 m².
    expect(roomFigures(room(400, 300, 250))).toEqual({ walls: 3500, ceiling: 1200, floor: 1200, skirting: 1400 });
  });

  test('each door and window takes its standard area off the walls; each door its width off the skirting', () => {
    const bare = roomFigures(room(420, 310, 260));
    const withOpenings = roomFigures(room(420, 310, 260, 1, 2));
    expect(bare.walls - withOpenings.walls).toBe(openings.doorArea + 2 * openings.windowArea);
    expect(bare.skirting - withOpenings.skirting).toBe(openings.doorWidth);
    expect(withOpenings.floor).toBe(bare.floor);
  });

  test('docs/behaviour.md states the standard openings of rooms.ts', () => {
    const docs = readFileSync(new URL('../../docs/behaviour.md', import.meta.url), 'utf-8').replace(/\s+/g, ' ');
    const metres = (hundredths: number) => String(hundredths / 100);
    expect(docs).toContain(
      `less ${metres(openings.doorArea)} m² a door and ${metres(openings.windowArea)} m² a window`,
    );
    expect(docs).toContain(`less ${metres(openings.doorWidth)} m a door`);
  });

  test('areas are rounded half up to the hundredth of a m²', () => {
    // 4.25 × 3.15 = 13.3875 m² → 13.39; perimeter 14.8 m × 2.55 = 37.74 m².
    expect(roomFigures(room(425, 315, 255))).toMatchObject({ floor: 1339, walls: 3774 });
    // 1.01 × 1.01 = 1.0201 → 1.02; 1.05 × 1.01 = 1.0605 → 1.06.
    expect(roomFigures(room(101, 101, 100)).floor).toBe(102);
    expect(roomFigures(room(105, 101, 100)).floor).toBe(106);
  });

  test('a small room with many openings never goes below 0', () => {
    expect(roomFigures(room(100, 100, 100, maxOpenings, maxOpenings))).toMatchObject({ walls: 0, skirting: 0 });
  });

  test('figures add up over rooms; no rooms give 0', () => {
    const a = room(420, 310, 260, 1, 2);
    const b = room(500, 400, 250, 1, 1);
    const [fa, fb] = [roomFigures(a), roomFigures(b)];
    expect(totalFigures([a, b])).toEqual({
      walls: fa.walls + fb.walls,
      ceiling: fa.ceiling + fb.ceiling,
      floor: fa.floor + fb.floor,
      skirting: fa.skirting + fb.skirting,
    });
    expect(totalFigures([])).toEqual({ walls: 0, ceiling: 0, floor: 0, skirting: 0 });
  });
});

describe('a room as typed', () => {
  const typed = (length: string, width = '3', height = '2,5', doors = '1', windows = '1') =>
    parseRoom({ length, width, height, doors, windows });

  test('decimal comma or point; empty doors and windows are 0', () => {
    expect(typed('4,2').room).toEqual(room(420, 300, 250, 1, 1));
    expect(typed('4.2').room).toEqual(room(420, 300, 250, 1, 1));
    expect(parseRoom({ length: '4', width: '3', height: '2.5', doors: '', windows: ' ' }).room).toEqual(
      room(400, 300, 250),
    );
  });

  test('an empty side leaves the room out without an error (it is still being typed)', () => {
    expect(typed('')).toMatchObject({ room: undefined, errors: {} });
  });

  test.each([
    ['letters', 'neli', 'notNumber'],
    ['zero', '0', 'notPositive'],
    ['a negative side', '-4', 'notPositive'],
    [`over ${maxRoomMetres} m`, `${maxRoomMetres},01`, 'tooLarge'],
    ['three decimals', '4,125', 'tooManyDecimals'],
  ])('%s: the side is refused and named, and the room left out', (_, length, error) => {
    expect(typed(length)).toEqual({
      values: { width: 300, height: 250, doors: 1, windows: 1 },
      room: undefined,
      errors: { length: error },
    });
  });

  test(`doors and windows: whole numbers from 0 to ${maxOpenings}`, () => {
    expect(typed('4', '3', '2,5', '1,5').errors).toEqual({ doors: 'notCount' });
    expect(typed('4', '3', '2,5', '1', String(maxOpenings + 1)).errors).toEqual({ windows: 'notCount' });
    expect(typed('4', '3', '2,5', '-1').errors).toEqual({ doors: 'notCount' });
    expect(typed('4', '3', '2,5', '0', String(maxOpenings)).room).toEqual(room(400, 300, 250, 0, maxOpenings));
  });

  test('a room is shown back as the language writes numbers', () => {
    expect(roomText(room(420, 310, 260, 1, 2), 'et-EE')).toEqual({
      length: '4,2',
      width: '3,1',
      height: '2,6',
      doors: '1',
      windows: '2',
    });
    expect(roomText(room(420, 310, 260, 1, 2), 'en-IE').length).toBe('4.2');
  });
});

describe('rooms in the URL', () => {
  const rows = estimateRows('et');
  const priced = priceTableRows.find((row) => row.price !== null)!;

  test('rooms come first, then the rows, and read back the same', () => {
    const rooms = [room(420, 310, 260, 1, 2), room(500, 400, 250)];
    const lines = estimateLines(rows, new Map([[priced.id, 1250]]));
    const value = encodeEstimate(lines, rooms);
    expect(value).toBe(`room:4.2x3.1x2.6x1x2,room:5x4x2.5x0x0,${priced.id}:12.5`);
    expect(decodeRooms(value)).toEqual(rooms);
    expect(decodeEstimate(rows, value)).toEqual(new Map([[priced.id, 1250]]));
  });

  test('an old link without rooms still opens: no rooms, the same rows', () => {
    expect(decodeRooms(`${priced.id}:3`)).toEqual([]);
    expect(decodeEstimate(rows, `${priced.id}:3`)).toEqual(new Map([[priced.id, 300]]));
  });

  test('a room entry that is not a valid room is ignored', () => {
    expect(
      decodeRooms('room:4x3,room:0x3x2.5x0x0,room:51x3x2.5x0x0,room:4x3x2.5x1x99,room:4x3x2.5x1x1:9,room:ax3x2x0x0'),
    ).toEqual([]);
  });

  test('a bad or missing field keeps the room’s other fields in the URL; only complete rooms are rooms', () => {
    const typed = parseRoom({ length: '4,2', width: 'kolm', height: '2,6', doors: '1', windows: '2' });
    const value = encodeEstimate([], [typed.values]);
    expect(value).toBe('room:4.2xx2.6x1x2');
    expect(decodeRoomFields(value)).toEqual([{ length: 420, height: 260, doors: 1, windows: 2 }]);
    expect(roomText(decodeRoomFields(value)[0], 'et-EE')).toEqual({
      length: '4,2',
      width: '',
      height: '2,6',
      doors: '1',
      windows: '2',
    });
    expect(decodeRooms(value)).toEqual([]);
    // An invalid value in the address is left out the same way.
    expect(decodeRoomFields('room:4.2x0x2.6x1x2')).toEqual([{ length: 420, height: 260, doors: 1, windows: 2 }]);
  });

  test(`a link's rooms after the first ${maxEstimateRooms} are ignored, its rows still read`, () => {
    const rooms = Array.from({ length: 1_000 }, (_, index) => room(300 + index, 300, 250));
    const value = encodeEstimate(estimateLines(rows, new Map([[priced.id, 300]])), rooms);
    expect(decodeRooms(value)).toEqual(rooms.slice(0, maxEstimateRooms));
    expect(decodeRoomFields(value)).toHaveLength(maxEstimateRooms);
    expect(
      decodeEstimate(rows, encodeEstimate(estimateLines(rows, new Map([[priced.id, 300]])), rooms.slice(0, 50))),
    ).toEqual(new Map([[priced.id, 300]]));
  });

  test(`entries after the first ${maxEstimateEntries} of a link are ignored`, () => {
    const filler = Array.from({ length: maxEstimateEntries - 1 }, () => 'x').join(',');
    expect(decodeEstimate(rows, `${filler},${priced.id}:3`)).toEqual(new Map([[priced.id, 300]]));
    expect(decodeEstimate(rows, `${filler},x,${priced.id}:3`)).toEqual(new Map());
  });

  test('a room without any length is not written (a new room’s door and window alone)', () => {
    const untouched = parseRoom({ length: '', width: '', height: '', doors: '1', windows: '1' });
    expect(encodeEstimate([], [untouched.values])).toBe('');
  });
});

describe('the counts the helper assumes', () => {
  test('a new room assumes one door and one window and takes the height of the room before it', () => {
    const first = newRoom();
    expect(first.text).toEqual({ length: '', width: '', height: '', doors: '1', windows: '1' });
    expect(first.assumed).toEqual(['doors', 'windows']);
    const second = newRoom([{ ...first, text: { ...first.text, height: '2,6' } }]);
    expect(second.key).toBe(first.key + 1);
    expect(second.text.height).toBe('2,6');
  });

  test('a count typed, even the same number, is the visitor’s; a side typed changes no assumption', () => {
    const room = newRoom();
    expect(typedRoom(room, 'doors', '1').assumed).toEqual(['windows']);
    expect(typedRoom(typedRoom(room, 'doors', '2'), 'windows', '1').assumed).toBeUndefined();
    expect(typedRoom(room, 'length', '4').assumed).toEqual(['doors', 'windows']);
  });

  test('an assumed count is written empty in the address and read back as assumed', () => {
    const entry = typedRoom(
      typedRoom(typedRoom(typedRoom(newRoom(), 'length', '4'), 'width', '3,5'), 'height', '2,6'),
      'doors',
      '2',
    );
    const measured = parseRoom(entry.text, entry.assumed).room!;
    const value = encodeEstimate([], [measured]);
    expect(value).toBe('room:4x3.5x2.6x2x');
    expect(decodeRooms(value)).toEqual([{ ...room(400, 350, 260, 2, 1), assumed: ['windows'] }]);
  });
});
