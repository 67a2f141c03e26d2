import type { HeaderRule } from '../security/headers-file';

/**
 * The `/admin` page of the CMS and the headers it is served with, kept
 * apart from the visitor pages' (docs/decisions.md, "The CMS at /admin").
 */

/** The CMS's script, copied from `node_modules/@sveltia/cms/dist/` into `/admin/`. */
export const cmsScript = 'sveltia-cms.js';

/** The GitHub API and its status page, which the CMS reads and writes through (docs/editing.md). */
const githubOrigins = ['https://api.github.com', 'https://www.githubstatus.com'];

/**
 * The policy of `/admin`: only what the CMS needs. Its script from the site
 * (no inline script, no `'unsafe-eval'`); inline styles, which its
 * components set; photos being uploaded as `blob:` previews, and the GitHub
 * user's avatar; the GitHub API for reading and saving.
 */
export const adminCspDirectives = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  `connect-src 'self' blob: data: ${githubOrigins.join(' ')}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** `noindex` for search engines, in the page and as a header: the editor is not a page for visitors. */
export const robotsNoIndex = 'noindex, nofollow';

/** The HTML of `/admin/`: the CMS's script and its policy, nothing else. */
export function adminPageHtml(title: string): string {
  return [
    '<!doctype html>',
    '<html lang="et">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="${robotsNoIndex}">`,
    `<meta http-equiv="content-security-policy" content="${adminCspDirectives.join('; ')}">`,
    `<title>${title}</title>`,
    `<script src="/admin/${cmsScript}"></script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * `rules` (the visitor site's `_headers`) with `/admin/` given its own
 * policy and `X-Robots-Tag`. Hosts apply every rule whose path matches, and
 * a `Content-Security-Policy` sent twice is two policies a request must
 * both pass, so the visitor policy of `/*` would block the CMS: it moves to
 * the rule of each visitor page (`pagePaths`), and `/admin/*` gets its own.
 * The header adds `frame-ancestors 'none'`, which a `<meta>` cannot carry.
 */
export function withAdminRules(rules: HeaderRule[], pagePaths: string[]): HeaderRule[] {
  const everyPath = rules.find((rule) => rule.path === '/*');
  const visitorPolicy = everyPath?.headers['Content-Security-Policy'];
  const result = rules.map((rule) => ({ path: rule.path, headers: { ...rule.headers } }));
  if (visitorPolicy !== undefined) {
    delete result.find((rule) => rule.path === '/*')!.headers['Content-Security-Policy'];
    for (const path of pagePaths) {
      const rule = result.find((candidate) => candidate.path === path);
      if (rule) rule.headers = { 'Content-Security-Policy': visitorPolicy, ...rule.headers };
      else result.push({ path, headers: { 'Content-Security-Policy': visitorPolicy } });
    }
  }
  result.push({
    path: '/admin/*',
    headers: {
      'Content-Security-Policy': [...adminCspDirectives, "frame-ancestors 'none'"].join('; '),
      'X-Robots-Tag': robotsNoIndex,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
  return result;
}
