import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { withOwnHashes } from '../lib/security/page-hashes';

/**
 * After the build, leaves in each page's `<meta>` policy only the hashes
 * of that page's own inline scripts and styles (`withOwnHashes`), where
 * Astro writes the whole site's. Every `.html` file of `dist/` is read;
 * one without Astro's hashes is written back unchanged.
 */
export function ownHashes(): AstroIntegration {
  return {
    name: 'own-hashes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        for (const page of pages) {
          const path = join(root, page);
          const html = await readFile(path, 'utf-8');
          const trimmed = withOwnHashes(html);
          if (trimmed !== html) await writeFile(path, trimmed);
        }
        logger.info(`each page's CSP <meta> holds only its own hashes (${pages.length} pages)`);
      },
    },
  };
}
