import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../scripts/headers-file-reader';
import { headerCspDirectives } from '../../src/lib/security/security-policy';
import { adminCspDirectives, robotsNoIndex } from '../../src/lib/admin/admin-page';
import { distDir } from '../../scripts/static-server';
import { cmsFonts } from '../../src/integrations/admin-cms';

/**
 * `/admin/` in the built site: its own policy and `noindex`, and nothing of
 * it reaches a visitor: no link to it, not in the sitemap, and the visitor
 * policy on every page as before.
 */

const read = (path: string) => readFile(join(distDir, path), 'utf-8');
const rules = parseHeadersFile(await read('_headers'));
const adminHeaders = headersForPath(rules, '/admin/');
const visitorPages = (await readdir(distDir, { recursive: true }))
  .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
  .sort();

describe('/admin/', () => {
  test('is noindex in the page and in an X-Robots-Tag header', async () => {
    const page = parse(await read('admin/index.html'));
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(robotsNoIndex);
    expect(adminHeaders['X-Robots-Tag']).toBe(robotsNoIndex);
  });

  test('has a policy of its own beside the hash-free one of every path: scripts from the site only, no unsafe-eval, the GitHub API to connect to', () => {
    const policies = adminHeaders['Content-Security-Policy'].split(', ');
    expect(policies.sort()).toEqual([adminCspDirectives.join('; '), headerCspDirectives.join('; ')].sort());
    const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
    const [own, everyPath] = [adminCspDirectives.join('; '), headerCspDirectives.join('; ')];
    expect(directive(own, 'script-src')).toBe("script-src 'self'");
    expect(directive(own, 'connect-src')).toContain('https://api.github.com');
    for (const name of ['default-src', 'script-src', 'connect-src']) expect(directive(everyPath, name)).toBeUndefined();
    expect(adminHeaders['Content-Security-Policy']).not.toContain('unsafe-eval');
  });

  test('serves the CMS script and its interface fonts from the site, copied from the pinned packages', async () => {
    const page = parse(await read('admin/index.html'));
    const scripts = page.querySelectorAll('script').map((script) => script.getAttribute('src'));
    expect(scripts).toEqual(['/admin/sveltia-cms.js']);
    const pinned = JSON.parse(await readFile('package.json', 'utf-8')).dependencies['@sveltia/cms'];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    let bundle = await readFile('node_modules/@sveltia/cms/dist/sveltia-cms.js', 'utf-8');
    for (const { cdn, file } of cmsFonts) {
      const name = basename(file);
      bundle = bundle.replaceAll(cdn, `/admin/${name}`);
      expect(await readFile(join(distDir, 'admin', name))).toEqual(await readFile(file));
    }
    const served = await read('admin/sveltia-cms.js');
    // Its translation services report themselves unavailable (admin-cms.ts); nothing else differs.
    const patched = /return\{\.\.\.\((\w+\[\w+\]\?\?\w+)\),availability:async\(\)=>!1\}/;
    expect(served).toMatch(patched);
    expect(served.replace(patched, 'return $1')).toBe(bundle);
    expect(served).not.toContain('fontsource/fonts/');
  });

  test('is not in the sitemap and no visitor page links to it', async () => {
    const sitemaps = (await readdir(distDir)).filter((file) => file.startsWith('sitemap'));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const file of sitemaps) expect(await read(file)).not.toContain('/admin');
    for (const file of visitorPages) {
      const links = parse(await read(file))
        .querySelectorAll('a[href]')
        .map((a) => a.getAttribute('href')!);
      expect(
        links.filter((href) => href.includes('/admin')),
        file,
      ).toEqual([]);
    }
  });
});

describe('visitor pages', () => {
  test('get the hash-free policy of every path from _headers, not the admin one', () => {
    for (const file of visitorPages.filter((name) => name.endsWith('index.html'))) {
      const path = `/${file.slice(0, -'index.html'.length)}`;
      expect(headersForPath(rules, path)['Content-Security-Policy'], path).toBe(headerCspDirectives.join('; '));
    }
  });
});
