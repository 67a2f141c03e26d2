import { InputError } from '../input-error';

/** What `SITE_URL` must look like, for every message about it. */
const expectedForm =
  "expected the site's origin only: https:// (or http://), the host name and an optional port, " +
  'such as https://example.ee or https://example.ee:8443';

/**
 * The site's public origin from the `SITE_URL` environment variable, which
 * canonical links, hreflang, the sitemap, robots.txt, social previews and
 * JSON-LD are built on. Input: the variable's value (`undefined` when it is
 * not set) and the origin to use then. Output: the origin as the URL
 * standard writes it (`https://example.ee`, lowercase, no trailing slash,
 * no default port).
 * Throws an `InputError` naming the variable, its value and the expected
 * form when the value is empty, has no scheme or a scheme other than http
 * or https, has a user name, a path, a query or a fragment, or is not an
 * address at all: any of them would be applied to some links and not to
 * others.
 */
export function siteOrigin(value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  const fail = (problem: string) =>
    new InputError(`SITE_URL is ${JSON.stringify(value)}, ${problem}; ${expectedForm}.`);
  if (value.trim() === '') throw fail(`which is empty (to use ${fallback}, leave SITE_URL unset)`);
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1].toLowerCase();
  if (scheme === undefined) throw fail('which has no scheme (https://)');
  if (scheme !== 'https' && scheme !== 'http') throw fail(`whose scheme is ${scheme}:, not https: or http:`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw fail('which is not a valid address');
  }
  if (url.username !== '' || url.password !== '') throw fail('which has a user name or password');
  if (url.pathname !== '/') throw fail(`which has a path (${url.pathname})`);
  if (url.search !== '' || value.includes('?')) throw fail(`which has a query (${url.search || '?'})`);
  if (url.hash !== '' || value.includes('#')) throw fail(`which has a fragment (${url.hash || '#'})`);
  return url.origin;
}
