import type { APIRoute } from 'astro';

/**
 * `/robots.txt` (docs/behaviour.md, "Head and search engines"): every crawler may read every
 * page; the sitemap index's absolute URL (written by @astrojs/sitemap) comes from the `site` setting.
 */
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap-index.xml', site).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
