/**
 * The site's security and caching policy, written once (docs/hosting.md
 * describes it for each host). `astro.config.mjs` gives `cspDirectives` to Astro's
 * `security.csp`, which adds the `script-src`/`style-src` hashes of every
 * script and style it inlines and emits the policy as a `<meta>` on each
 * page. The response header carries a second, hash-free policy
 * (`headerCspDirectives`): browsers enforce every policy a page has
 * (docs/decisions.md, "The policy header without hashes").
 */

/** EmailJS's API origin: the contact form posts there. */
export const emailApiOrigin = 'https://api.emailjs.com';

/**
 * CSP directives besides `script-src`/`style-src` (Astro owns those).
 * `img-src` has `data:` for inline placeholders, and `imageOrigins`: the
 * origins of the gallery's photos on image hosts (`remotePhotoOrigins()`
 * of src/data/gallery.yaml), so that listing such a photo is all it takes.
 * With `photoUploadUrl` (`PUBLIC_PHOTO_UPLOAD_URL`), `connect-src` gains
 * its origin (the form uploads photos there) and `img-src` gains `blob:`
 * (the photos' thumbnails, made in the browser); without it, neither.
 */
export function cspDirectives(imageOrigins: string[] = [], photoUploadUrl?: string) {
  const photos = photoUploadUrl
    ? { connect: ` ${new URL(photoUploadUrl).origin}`, img: ' blob:' }
    : { connect: '', img: '' };
  return [
    "default-src 'self'",
    `img-src 'self' data:${photos.img}${imageOrigins.map((origin) => ` ${origin}`).join('')}`,
    `connect-src 'self' ${emailApiOrigin}${photos.connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ] as const;
}

/**
 * The Content-Security-Policy header's directives: `frame-ancestors`, which
 * browsers ignore in a `<meta>` policy (CSP 3 §6.1.2), and the directives
 * that need no hashes. No `default-src`, `script-src` or `style-src`: the
 * page's `<meta>` alone governs scripts and styles, so the header holds no
 * hash and stays the same from build to build.
 */
export const headerCspDirectives = [
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** Headers sent with every response (MDN and OWASP secure-headers defaults). */
export const securityHeaders: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/**
 * `Cache-Control` values. Files under `/_astro/` carry a content hash in
 * their name, so they never change: one year, immutable. HTML is revalidated
 * on every visit (cheap with ETag/304): after a deploy no visitor keeps a
 * page that points at hashed files the deploy removed.
 */
export const cacheControl = {
  hashedAssets: 'public, max-age=31536000, immutable',
  html: 'public, max-age=0, must-revalidate',
};
