import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import islandScript from 'astro/runtime/server/astro-island.prebuilt.js';

/**
 * Astro integration that registers the `client:after-paint` hydration
 * directive (`after-paint-directive.ts`, which runs in the browser): Astro's
 * own idle, visible or media directive, started only after the first paint,
 * so no island's JavaScript competes with the page for the first round trip.
 *
 * After the build it also takes Astro's island script (what defines
 * `<astro-island>`, 4.4 KB, about 1.4 KB brotli) out of every page
 * (`withIslandRuntimeFile`) into one file of `_astro/`, which the
 * directive's script loads after the first paint (docs/decisions.md,
 * "Hydration after the first paint"). Run before `ownHashes()`, so that
 * the script's hash leaves the pages' policy with it.
 */
export function afterPaint(): AstroIntegration {
  let assetsPath = '';
  return {
    name: 'after-paint-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective, config }) => {
        assetsPath = `${config.base.replace(/\/$/, '')}/${config.build.assets}/`;
        addClientDirective({
          name: 'after-paint',
          entrypoint: fileURLToPath(new URL('./after-paint-directive.ts', import.meta.url)),
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hash = createHash('sha256').update(islandScript).digest('base64url').slice(0, 8);
        const file = `astro-island.${hash}.js`;
        const pages = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.html'));
        let moved = 0;
        for (const page of pages) {
          const path = join(root, page);
          const html = await readFile(path, 'utf-8');
          const changed = withIslandRuntimeFile(html, `${assetsPath}${file}`, page);
          if (changed === html) continue;
          await writeFile(path, changed);
          moved += 1;
        }
        if (moved === 0) return;
        await mkdir(join(root, assetsPath), { recursive: true });
        await writeFile(join(root, assetsPath, file), islandScript);
        logger.info(`Astro's island script moved out of ${moved} pages into ${assetsPath}${file}`);
      },
    },
  };
}

/**
 * The built page `html` without Astro's inline island script, its
 * address `src` named instead on the `client:after-paint` directive's
 * script just before it (`data-island-runtime`), which loads it after the
 * first paint. A page without the island script is returned as it is.
 * Throws, naming `page`, when the script before it is not that directive's:
 * an island hydrated otherwise would never load.
 */
export function withIslandRuntimeFile(html: string, src: string, page: string): string {
  const inline = `<script>${islandScript}</script>`;
  const at = html.indexOf(inline);
  if (at === -1) return html;
  const directiveAt = html.lastIndexOf('<script>', at - 1);
  if (directiveAt === -1 || !html.slice(directiveAt, at).includes('"after-paint"'))
    throw new Error(
      `${page}: the first island of the page is not hydrated with client:after-paint, which loads Astro's island script; give every island client:after-paint (docs/decisions.md, "Hydration after the first paint").`,
    );
  return `${html.slice(0, directiveAt)}<script data-island-runtime="${src}">${html.slice(directiveAt + '<script>'.length, at)}${html.slice(at + inline.length)}`;
}
