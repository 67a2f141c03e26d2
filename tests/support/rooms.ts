import type { Room } from '../../src/lib/prices/rooms';

/** A room for the room-size helper's tests: sides and height in centimetres, doors and windows counted. */
export const room = (length: number, width: number, height: number, doors = 0, windows = 0): Room => ({
  length,
  width,
  height,
  doors,
  windows,
});
