import { cacheControl, headerCspDirectives, securityHeaders } from './security-policy';
import { adminHeaders } from '../admin/admin-page';

/**
 * The `_headers` file of Netlify and Cloudflare Pages: a path pattern at the
 * start of a line (`*` matches any run of characters), the headers sent
 * with every response whose path matches indented below it.
 * https://docs.netlify.com/manage/routing/headers/,
 * https://developers.cloudflare.com/pages/configuration/headers/
 *
 * Input: the HTML pages' URL paths (`/`, `/en/services/`). Output: the
 * file's text: the security headers of `security-policy.ts` for every path,
 * one-year immutable caching for `/_astro/*`, revalidation for each page
 * (with and without its trailing slash), and the CMS's own rule for
 * `/admin/*` (`src/lib/admin/admin-page.ts`).
 */
export function headersFile(pagePaths: string[]): string {
  const htmlPaths = pagePaths.flatMap((path) => (path === '/' ? [path] : [path, path.slice(0, -1)]));
  const rules: [string, Record<string, string>][] = [
    ['/*', { 'Content-Security-Policy': headerCspDirectives.join('; '), ...securityHeaders }],
    ['/_astro/*', { 'Cache-Control': cacheControl.hashedAssets }],
    ...htmlPaths.map((path): [string, Record<string, string>] => [path, { 'Cache-Control': cacheControl.html }]),
    ['/admin/*', adminHeaders],
  ];
  const comment = [
    '# Response headers for static hosts that read this file (Netlify, Cloudflare Pages).',
    '# Written by the build (src/integrations/static-hosting.ts): edit src/lib/security/security-policy.ts,',
    '# not this file. Other hosts: docs/hosting.md.',
  ];
  const blocks = rules.map(([path, headers]) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${[comment.join('\n'), ...blocks].join('\n\n')}\n`;
}
