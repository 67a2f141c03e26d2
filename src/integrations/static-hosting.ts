import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { headersFile } from '../lib/security/headers-file-writer';
import { defaultLocale, locales } from '../lib/i18n/locales';

/**
 * Puts the built site in the shape static hosts expect (docs/hosting.md).
 * Runs after the build. In `dist/` it:
 * 1. moves `en/404/index.html` (and each other prefixed locale's) to
 *    `en/404.html`, where hosts look for a directory's not-found page
 *    (Astro writes only the root one as `404.html`);
 * 2. writes `_headers` (`headersFile()`): security and caching headers for
 *    Netlify and Cloudflare Pages.
 */
export function staticHosting(): AstroIntegration {
  return {
    name: 'static-hosting',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        const root = fileURLToPath(dir);
        for (const { code } of locales.filter((l) => l.code !== defaultLocale)) {
          await rename(join(root, code, '404', 'index.html'), join(root, code, '404.html'));
          await rm(join(root, code, '404'), { recursive: true });
        }
        const pagePaths = pages
          .map(({ pathname }) => `/${pathname}`.replace(/\/?$/, '/').replace(/^\/\/$/, '/'))
          .filter((path) => !/(?:^|\/)404\/$/.test(path))
          .sort();
        await writeFile(join(root, '_headers'), headersFile(pagePaths));
        logger.info('per-language 404.html and _headers written');
      },
    },
  };
}
