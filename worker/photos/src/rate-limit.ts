import { uploadLimit } from './limits';

/** Cloudflare's rate-limiting binding, as the Worker uses it. */
export interface RateLimit {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * A limiter for a Worker run without the `UPLOAD_LIMITER` binding: counts
 * each key's requests in this isolate, `uploadLimit.limit` per
 * `uploadLimit.period` seconds. `now` is in ms (for tests).
 */
export function isolateLimiter(now: () => number = Date.now): RateLimit {
  const seen = new Map<string, number[]>();
  return {
    async limit({ key }) {
      const since = now() - uploadLimit.period * 1000;
      const recent = (seen.get(key) ?? []).filter((time) => time > since);
      const success = recent.length < uploadLimit.limit;
      if (success) recent.push(now());
      seen.set(key, recent);
      return { success };
    },
  };
}
