/** The largest photo the Worker takes, in bytes (2 MB); the browser sends about 300 KB. */
export const maxPhotoBytes = 2 * 1024 * 1024;

/**
 * Uploads one address may make per `period` seconds: an enquiry's five
 * photos, swapped for a new five twice, and five retries
 * (docs/decisions.md, "Limits on what a visitor sends"). wrangler.jsonc's
 * `ratelimits` binding has the same figures (a test compares them);
 * Cloudflare allows a period of 10 or 60 s only. A refused upload's
 * `Retry-After` is `period`.
 */
export const uploadLimit = { limit: 20, period: 60 } as const;
