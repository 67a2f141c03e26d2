import { describe, expect, test } from 'vitest';
import {
  headersForPath,
  parseHeadersFile,
  renderHeadersFile,
  type HeaderRule,
} from '../../src/lib/security/headers-file';

const rules: HeaderRule[] = [
  { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', Link: '</a>' } },
  { path: '/_astro/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable', Link: '</b>' } },
  { path: '/en/', headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } },
];

describe('the _headers file', () => {
  test('is written as path lines with indented "Name: value" lines, after # comments, and reads back the same', () => {
    const text = renderHeadersFile(rules, ['Generated.']);
    expect(text).toBe(
      [
        '# Generated.',
        '',
        '/*',
        '  X-Content-Type-Options: nosniff',
        '  Link: </a>',
        '',
        '/_astro/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '  Link: </b>',
        '',
        '/en/',
        '  Cache-Control: public, max-age=0, must-revalidate',
        '',
      ].join('\n'),
    );
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  test('a header line before any path is an error naming the line', () => {
    expect(() => parseHeadersFile('# c\n  X-A: b\n')).toThrow(/line 2/);
  });

  test('every matching rule applies: "*" matches any run of characters, other paths match exactly', () => {
    expect(headersForPath(rules, '/_astro/client.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      Link: '</a>, </b>',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersForPath(rules, '/en/')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(headersForPath(rules, '/en/services/')['Cache-Control']).toBeUndefined();
    expect(headersForPath(rules, '/_astroX/a.js')['Cache-Control']).toBeUndefined();
  });
});
