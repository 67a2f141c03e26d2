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

/** The HTML of `/admin/`: the CMS's script, its policy and `css` (a style sheet over the CMS's own), nothing else. */
export function adminPageHtml(title: string, css = ''): string {
  return [
    '<!doctype html>',
    '<html lang="et">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="${robotsNoIndex}">`,
    `<meta http-equiv="content-security-policy" content="${adminCspDirectives.join('; ')}">`,
    `<title>${title}</title>`,
    ...(css ? [`<style>${css}</style>`] : []),
    `<script src="/admin/${cmsScript}"></script>`,
    '</head>',
    '<body></body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The `_headers` rule of `/admin/*`: its own policy beside the hash-free
 * one every path gets (hosts apply every matching rule, and a browser
 * enforces both policies; the site-wide one restricts neither scripts nor
 * connections, so the CMS can reach GitHub), `noindex`, and revalidation.
 */
export const adminHeaders: Record<string, string> = {
  'Content-Security-Policy': adminCspDirectives.join('; '),
  'X-Robots-Tag': robotsNoIndex,
  'Cache-Control': 'public, max-age=0, must-revalidate',
};
