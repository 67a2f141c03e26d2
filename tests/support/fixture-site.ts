import { join } from 'node:path';
import { test as siteTest } from './fixtures.ts';
import { copyProject, type ProjectCopy } from './project-copy.ts';
import { startStaticServer } from '../../scripts/static-server.ts';

/**
 * The site's `test`, serving a site built from edited files instead of
 * `dist/`: once per worker, copies the project (`copyProject`, which reuses
 * the last build's optimised images), lets `edit` change the copy's data,
 * locale or source files, builds it and serves the result with its
 * `_headers` applied (as Netlify or Cloudflare Pages would); removes it all
 * after the worker's tests. The build fails the tests with Astro's output.
 */
export function fixtureSiteTest(edit: (copy: ProjectCopy) => Promise<void>) {
  return siteTest.extend({
    site: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
      async ({}, use) => {
        const copy = await copyProject();
        try {
          await edit(copy);
          const { code, output } = await copy.build();
          if (code !== 0) throw new Error(`The fixture build failed:\n${output}`);
          const server = await startStaticServer({ dir: join(copy.dir, 'dist'), hostingHeaders: true });
          await use(server);
          await server.close();
        } finally {
          await copy.remove();
        }
      },
      // A full build on a busy 2-core machine: minutes, not the usual limit.
      { scope: 'worker', timeout: 600_000 },
    ],
  });
}
