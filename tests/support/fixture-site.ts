import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, type BuiltSite } from './browser';
import { copyProject, type ProjectCopy } from './project-copy';
import { startStaticServer } from './static-server';

/**
 * For the calling test file: a site built from edited files. Before its
 * tests, copies the project (`copyProject`, which reuses the last build's
 * optimised images), lets `edit` change the copy's data, locale or source
 * files, builds it, serves the result with its `_headers` applied (as
 * Netlify or Cloudflare Pages would) and launches Chromium; closes and
 * removes everything after them. Throws with Astro's output when the build
 * fails. Returns the object whose `server` and `browser` hold them.
 */
export function useFixtureSite(edit: (copy: ProjectCopy) => Promise<void>): BuiltSite {
  const site = {} as BuiltSite;
  let copy: ProjectCopy | undefined;
  beforeAll(async () => {
    copy = await copyProject();
    await edit(copy);
    const { code, output } = await copy.build();
    if (code !== 0) throw new Error(`The fixture build failed:\n${output}`);
    site.server = await startStaticServer({ dir: join(copy.dir, 'dist'), hostHeaders: true });
    site.browser = await launchChromium();
    // A full build on a busy 2-core machine: minutes, not the usual hook limit.
  }, 600_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
    await copy?.remove();
  });
  return site;
}
