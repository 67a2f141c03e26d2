import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { parse } from 'node-html-parser';
import { mergePolicies } from '../lib/security/csp';
import { renderHeadersFile, type HeaderRule } from '../lib/security/headers-file';
import { defaultLocale, locales } from '../lib/i18n/locales';
import { cacheControl, headerOnlyCspDirectives, securityHeaders } from '../lib/security/security-policy';

/**
 * Puts the built site in the shape static hosts expect (docs/decisions.md,
 * "The generated `_headers`": caching and security headers for common static
 * hosts). Runs after the build; list it after `sitemap()` in
 * `integrations`, whose output it renames. In `dist/` it:
 * 1. renames @astrojs/sitemap's `sitemap-index.xml` to `sitemap.xml`, the
 *    name robots.txt and every page's `<link rel="sitemap">` use
 *    (the integration has no option for the index's name);
 * 2. moves `en/404/index.html` (and each other prefixed locale's) to
 *    `en/404.html`, where hosts look for a directory's not-found page
 *    (Astro writes only the root one as `404.html`);
 * 3. writes `_headers`: the security headers of `security-policy.ts` and the
 *    Content-Security-Policy for every path, being the union of the policies
 *    Astro put in the pages' `<meta>` (same hashes, so the two never
 *    disagree) plus the header-only `frame-ancestors`; one-year immutable
 *    caching for `/_astro/*`; revalidation for every HTML page.
 * Throws when the sitemap index is missing or a page has no CSP `<meta>`.
 */
export function hostFiles(): AstroIntegration {
  return {
    name: 'host-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        await rename(join(root, 'sitemap-index.xml'), join(root, 'sitemap.xml'));
        for (const { code } of locales.filter((l) => l.code !== defaultLocale)) {
          await rename(join(root, code, '404', 'index.html'), join(root, code, '404.html'));
          await rm(join(root, code, '404'), { recursive: true });
        }
        const htmlFiles = (await readdir(root, { recursive: true }))
          .map((file) => file.replaceAll('\\', '/'))
          .filter((file) => file.endsWith('.html'))
          .sort();
        const policies = await Promise.all(
          htmlFiles.map(async (file) => pagePolicy(file, await readFile(join(root, file), 'utf-8'))),
        );
        const pagePaths = htmlFiles
          .filter((file) => file.endsWith('index.html'))
          .map((file) => `/${file.slice(0, -'index.html'.length)}`);
        await writeFile(
          join(root, '_headers'),
          headersFile(mergePolicies([...policies, headerOnlyCspDirectives.join('; ')]), pagePaths),
        );
        logger.info('sitemap.xml, per-language 404.html and _headers written');
      },
    },
  };
}

/**
 * The policy of a page's `<meta http-equiv="content-security-policy">`.
 * Read from the HTML because Astro hands its CSP hashes to integrations only
 * through an adapter's `staticHeaders`, which then leaves the `<meta>` out
 * (docs/decisions.md, "The generated `_headers`").
 */
function pagePolicy(file: string, html: string): string {
  const policy = parse(html).querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content');
  if (!policy)
    throw new Error(`${file} has no Content-Security-Policy <meta>: is security.csp on in astro.config.mjs?`);
  return policy;
}

/** `_headers` text: the CSP and security headers for all paths, then caching. */
function headersFile(contentSecurityPolicy: string, pagePaths: string[]): string {
  const htmlPaths = pagePaths.flatMap((path) => (path === '/' ? [path] : [path, path.slice(0, -1)]));
  const rules: HeaderRule[] = [
    { path: '/*', headers: { 'Content-Security-Policy': contentSecurityPolicy, ...securityHeaders } },
    { path: '/_astro/*', headers: { 'Cache-Control': cacheControl.hashedAssets } },
    ...htmlPaths.map((path) => ({ path, headers: { 'Cache-Control': cacheControl.html } })),
  ];
  return renderHeadersFile(rules, [
    'Response headers for static hosts that read this file (Netlify, Cloudflare Pages).',
    'Written by the build (src/integrations/host-files.ts): edit src/lib/security/security-policy.ts,',
    'not this file. Other hosts: docs/hosting.md.',
  ]);
}
