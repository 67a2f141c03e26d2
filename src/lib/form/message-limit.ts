/**
 * The enquiry's length limits (docs/decisions.md, "Limits on what a
 * visitor sends"): EmailJS refuses a request whose variables pass 50 KB, so
 * the message, the estimate's text in it included, is held to
 * `maxMessageBytes` of UTF-8 (an Estonian or Latin letter 1–2 bytes, a
 * Cyrillic one 2), and each one-line field to `maxLineLength` characters
 * (at most 3 bytes each): with five photo links, under 25 KB in all.
 */

/** The most a message may be, in UTF-8 bytes, each line break counted as the form sends it (CR LF): about 8 pages. */
export const maxMessageBytes = 20_000;

/** The most characters of a one-line field (name, e-mail, phone, place, time), as its `maxlength`. */
export const maxLineLength = 200;

/** The share of `maxMessageBytes` from which the form shows how much is left. */
export const counterFrom = 0.8;

const encoder = new TextEncoder();

/** The bytes `text` takes in the request: UTF-8, a line break as CR LF. */
export function messageBytes(text: string): number {
  return encoder.encode(text.replace(/\r?\n/g, '\r\n')).length;
}

/** What the counter shows for `text`. */
export interface MessageRoom {
  /** True from `counterFrom` of the limit on: the counter shows. */
  near: boolean;
  /** True past the limit: the form refuses to send. */
  over: boolean;
  /**
   * Characters left (or over, when `over`), at the bytes per character of
   * `text` so far: what a visitor can still type in the same language.
   */
  characters: number;
}

/** How close `text` is to `maxMessageBytes`. */
export function messageRoom(text: string): MessageRoom {
  const bytes = messageBytes(text);
  const perCharacter = text.length > 0 ? Math.max(1, bytes / text.length) : 1;
  return {
    near: bytes >= maxMessageBytes * counterFrom,
    over: bytes > maxMessageBytes,
    characters: Math.floor(Math.abs(maxMessageBytes - bytes) / perCharacter),
  };
}
