import type { StorageProvider } from '@emailjs/browser';

/**
 * The EmailJS SDK's own send-rate limit (`limitRate`), and the storage it
 * keeps the time of the last send in (docs/decisions.md, "The form's quota
 * is not spent on bots"). A second send within `throttle` ms is refused by
 * the SDK before any request, with a 429 of its own.
 */
export const sendRateLimit = { id: 'contact-form', throttle: 10_000 };

const memory = new Map<string, string>();
let stamps = 0;

/**
 * The SDK's `storageProvider` for `limitRate`: `localStorage`, or memory
 * for the page's life where storage is blocked. The SDK writes the time
 * only when it lets a send through, which `sendsLetThrough` counts.
 */
export const rateLimitStorage: StorageProvider = {
  async get(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return memory.get(key);
    }
  },
  async set(key, value) {
    stamps += 1;
    try {
      localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
  async remove(key) {
    memory.delete(key);
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage blocked: memory alone held it.
    }
  },
};

/** How many sends the rate limit has let through on this page: unchanged over a send means the SDK refused it. */
export function sendsLetThrough(): number {
  return stamps;
}
