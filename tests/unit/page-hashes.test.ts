import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { withOwnHashes } from '../../src/lib/security/page-hashes';

/** A page's CSP `<meta>` keeps the hashes of its own inline scripts and styles only. */

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const script = 'console.log(1)';
const style = 'p{color:red}';
const elsewhere = [hash('console.log(2)'), hash('p{color:blue}')];
/** A built page with Astro's policy: its own two hashes and another page's. */
const page = (policy: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"><style>${style}</style>` +
  `<script type="application/ld+json">{}</script><script src="/a.js"></script></head>` +
  `<body><script type="module">${script}</script></body></html>`;
const policyOf = (html: string) => /content="([^"]*)"/.exec(html)![1];

describe('withOwnHashes', () => {
  test('keeps the hashes of the page’s own inline script and style, drops the others, keeps every other source', () => {
    const html = page(
      `default-src 'self';img-src 'self' data:; script-src 'self' ${hash(script)} ${elsewhere[0]}; ` +
        `style-src 'self' ${elsewhere[1]} ${hash(style)};`,
    );
    expect(policyOf(withOwnHashes(html))).toBe(
      `default-src 'self';img-src 'self' data:; script-src 'self' ${hash(script)}; style-src 'self' ${hash(style)};`,
    );
    expect(withOwnHashes(html).replace(policyOf(withOwnHashes(html)), '')).toBe(html.replace(policyOf(html), ''));
  });

  test('leaves a directive with unsafe-inline, and a page without a policy, as they are', () => {
    const loose = page(`script-src 'self' 'unsafe-inline' ${elsewhere[0]}; style-src 'self' 'unsafe-inline'`);
    expect(withOwnHashes(loose)).toBe(loose);
    const bare = '<html><head><style>p{}</style></head></html>';
    expect(withOwnHashes(bare)).toBe(bare);
  });
});
