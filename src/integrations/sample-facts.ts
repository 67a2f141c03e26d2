import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { companyFile, readCompanyFacts } from '../lib/company/company-schema';
import { factsStillSample, sampleFactsWarning } from '../lib/company/sample-facts';

/**
 * Astro integration for `src/data/company.yaml` (docs/decisions.md,
 * "Company facts in a data file"). When the config loads it checks the
 * file, so a mistake stops `astro build` or `astro dev` before anything
 * else, with a message naming each field (as `locale-check.ts` does for the
 * texts). Then it warns, once per build or dev server, when a fact still
 * holds its sample value (`sample-facts.ts`), naming each such fact and
 * where to change it; the build still succeeds. In `astro dev`, a change to
 * the file reloads the pages, whose facts `site.ts` read when it loaded,
 * and warns again if a sample value is left.
 */
export function sampleFacts(): AstroIntegration {
  let root = process.cwd();
  let warning: string | undefined;
  const warn = (logger: AstroIntegrationLogger) => {
    // Vitest loads this config too, to compile the tests: no warning there.
    if (warning && !process.env.VITEST) logger.warn(warning);
  };
  return {
    name: 'sample-facts',
    hooks: {
      'astro:config:setup': ({ config }) => {
        root = fileURLToPath(config.root);
        warning = sampleFactsWarning(factsStillSample(readCompanyFacts(root)));
      },
      'astro:build:start': ({ logger }) => warn(logger),
      'astro:server:setup': ({ server, logger }) => {
        warn(logger);
        const path = join(root, companyFile);
        server.watcher.add(path);
        server.watcher.on('change', (changed) => {
          if (changed !== path) return;
          try {
            warning = sampleFactsWarning(factsStillSample(readCompanyFacts(root)));
            warn(logger);
          } catch (error) {
            // The pages, reloaded below, show the mistake; the last warning is kept.
            logger.error((error as Error).message);
          }
          for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
          server.ws.send({ type: 'full-reload' });
        });
      },
    },
  };
}
