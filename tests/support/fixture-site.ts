import { test as siteTest } from './fixtures.ts';
import type { ProjectCopy } from './project-copy.ts';
import { sharedBuild } from './shared-builds.ts';
import { startStaticServer } from '../../scripts/static-server.ts';

/**
 * The site's `test`, serving a site built from edited files instead of
 * `dist/`, with its `_headers` applied (as Netlify or Cloudflare Pages
 * would): `edit` changes a copy of the project's data, locale or source
 * files, and the copy is built once per run under `name`, shared by every
 * worker and every file that asks for the same name (`shared-builds.ts`).
 * A failed build fails the tests with Astro's output.
 */
export function fixtureSiteTest(name: string, edit: (copy: ProjectCopy) => Promise<void>) {
  return siteTest.extend({
    site: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
      async ({}, use) => {
        const server = await startStaticServer({ dir: await sharedBuild(name, edit), hostingHeaders: true });
        await use(server);
        await server.close();
      },
      // A full build on a busy 2-core machine: minutes, not the usual limit.
      { scope: 'worker', timeout: 600_000 },
    ],
  });
}
