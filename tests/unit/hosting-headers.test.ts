import { describe, expect, test } from 'vitest';
import { headersFile } from '../../src/lib/security/headers-file-writer';
import { headersForPath, parseHeadersFile } from '../../scripts/headers-file-reader';
import { parsePolicy } from '../support/content-security-policy';

const pagePaths = ['/', '/services/', '/en/', '/en/services/'];
const text = headersFile(pagePaths);
const rules = parseHeadersFile(text);

describe('the _headers file', () => {
  test('every line stays under Cloudflare Pages’ limit of 2,000 characters', () => {
    for (const line of text.split('\n')) expect(line.length, line.slice(0, 60)).toBeLessThan(2000);
  });

  test('its Content-Security-Policy holds no hash and leaves scripts and styles to the page’s <meta>', () => {
    const header = headersForPath(rules, '/')['Content-Security-Policy'];
    expect(header).not.toMatch(/sha(256|384|512)-|nonce-|unsafe/);
    const policy = parsePolicy(header);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    for (const directive of ['default-src', 'script-src', 'style-src']) expect(policy.has(directive)).toBe(false);
  });

  test('hashed assets are cached for a year; each page, with or without its slash, is revalidated', () => {
    expect(headersForPath(rules, '/_astro/client.Ab12.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/services/', '/services', '/en/services']) {
      expect(headersForPath(rules, path)['Cache-Control'], path).toBe('public, max-age=0, must-revalidate');
    }
    expect(headersForPath(rules, '/contacts/')['Cache-Control']).toBeUndefined();
  });

  test('a header line before any path is an error naming the line', () => {
    expect(() => parseHeadersFile('# c\n  X-A: b\n')).toThrow(/line 2/);
  });
});
