/**
 * Signed photo links: a link carries `sig`, the HMAC-SHA256 of the photo's
 * id under the Worker's secret `SIGNING_KEY`, base64url without padding.
 * Only the Worker can make one, so ids cannot be guessed or listed.
 */

const encoder = new TextEncoder();

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** An HMAC-SHA256 (32 bytes) in base64url without padding: 43 characters. */
const signaturePattern = /^[\w-]{43}$/;

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> | undefined => {
  if (!signaturePattern.test(text)) return undefined;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
};

/** The signature of `id` under `secret` (not empty: WebCrypto refuses an empty key). */
export async function sign(id: string, secret: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(id)));
}

/**
 * True when `signature` is `id`'s under `secret` (compared in constant time
 * by WebCrypto); false for any text that is not 43 base64url characters.
 */
export async function verify(id: string, signature: string, secret: string): Promise<boolean> {
  const bytes = fromBase64Url(signature);
  if (!bytes) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, encoder.encode(id));
}
