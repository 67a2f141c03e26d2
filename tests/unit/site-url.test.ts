import { expect, test } from 'vitest';
import { siteOrigin } from '../../src/lib/config/site-url';

const fallback = 'https://siseviimistlus.ee';
const expectedForm =
  "expected the site's origin only: https:// (or http://), the host name and an optional port, " +
  'such as https://example.ee or https://example.ee:8443.';

test('without SITE_URL the fallback origin is used', () => {
  expect(siteOrigin(undefined, fallback)).toBe(fallback);
});

test.each([
  ['https://example.ee', 'https://example.ee'],
  ['https://example.ee/', 'https://example.ee'],
  ['https://WWW.Example.EE', 'https://www.example.ee'],
  ['https://example.ee:8443', 'https://example.ee:8443'],
  ['https://example.ee:443/', 'https://example.ee'],
  ['http://127.0.0.1:4321', 'http://127.0.0.1:4321'],
])('%s is an origin, written as %s', (value, origin) => {
  expect(siteOrigin(value, fallback)).toBe(origin);
});

test.each([
  ['https://example.ee/shop', 'which has a path (/shop)'],
  ['https://example.ee/en/', 'which has a path (/en/)'],
  ['https://example.ee/?utm=x', 'which has a query (?utm=x)'],
  ['https://example.ee?', 'which has a query (?)'],
  ['https://example.ee/#top', 'which has a fragment (#top)'],
  ['example.ee', 'which has no scheme (https://)'],
  ['localhost:4321', 'which has no scheme (https://)'],
  ['ftp://example.ee', 'whose scheme is ftp:, not https: or http:'],
  ['https://user:secret@example.ee', 'which has a user name or password'],
  ['https://exa mple.ee', 'which is not a valid address'],
  ['', `which is empty (to use ${fallback}, leave SITE_URL unset)`],
])('%j stops the build: %s', (value, problem) => {
  expect(() => siteOrigin(value, fallback)).toThrow(
    expect.objectContaining({ message: `SITE_URL is ${JSON.stringify(value)}, ${problem}; ${expectedForm}` }),
  );
});
