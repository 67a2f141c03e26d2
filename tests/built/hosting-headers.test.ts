import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../scripts/headers-file-reader';
import { parsePolicy } from '../support/content-security-policy';
import { builtHtmlFiles, readBuiltPage } from '../support/built-site';
import { sitePages } from '../support/site-pages';
import { distDir } from '../../scripts/static-server';

// Security and caching headers: dist/_headers as Netlify and Cloudflare
// Pages read it. (tests/browser/security-headers.test.ts serves
// the site with these headers and watches for CSP violations.)
const rules = parseHeadersFile(await readFile(`${distDir}_headers`, 'utf-8'));
const files = await builtHtmlFiles();
const hashedFiles = (await readdir(`${distDir}_astro`))
  .filter((file) => /\.(js|css|avif|webp|jpg)$/.test(file))
  .slice(0, 3);
// The visitor pages' policy (/admin/ has its own: tests/built/admin.test.ts).
const headerPolicy = parsePolicy(headersForPath(rules, '/')['Content-Security-Policy'] ?? '');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('Content-Security-Policy', () => {
  test('the header forbids framing and plug-ins, and leaves scripts and styles to the page', () => {
    expect(headerPolicy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(headerPolicy.get('object-src')).toEqual(["'none'"]);
    for (const directive of ['default-src', 'script-src', 'style-src']) expect(headerPolicy.has(directive)).toBe(false);
  });

  test.each(files)('%s carries the rest in its <meta>: scripts from the site and by hash only', async (file) => {
    const { document } = await readBuiltPage(file);
    const meta = parsePolicy(
      document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? '',
    );
    expect(meta.get('default-src')).toEqual(["'self'"]);
    const scriptSources = meta.get('script-src') ?? [];
    expect(scriptSources[0]).toBe("'self'");
    expect(scriptSources.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
    expect(meta.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    const inlineScripts = document
      .querySelectorAll('script')
      .filter(
        (script) =>
          !script.hasAttribute('src') &&
          /^(module|text\/javascript|speculationrules)?$/.test(script.getAttribute('type') ?? ''),
      );
    for (const script of inlineScripts) expect(scriptSources).toContain(sha256(script.rawText));
    for (const style of document.querySelectorAll('style'))
      expect(meta.get('style-src')).toContain(sha256(style.rawText));
  });
});

describe('other security headers', () => {
  const headers = headersForPath(rules, '/');
  test('HSTS for at least a year, no MIME sniffing, a strict referrer policy, no powerful features', () => {
    expect(Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'])?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/geolocation=\(\)/);
  });
});

describe('caching', () => {
  test.each(hashedFiles)('the hashed file /_astro/%s is cached for a year, immutable', (file) => {
    expect(headersForPath(rules, `/_astro/${file}`)['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  test.each(sitePages.flatMap((page) => (page.path === '/' ? [page.path] : [page.path, page.path.slice(0, -1)])))(
    'the HTML page %s is revalidated on every visit',
    (path) => {
      expect(headersForPath(rules, path)['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    },
  );
});
