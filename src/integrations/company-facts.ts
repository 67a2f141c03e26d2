import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { companyFile, readCompanyFacts } from '../lib/company/company-schema';
import { factsStillSample, sampleFactsWarning } from '../lib/company/sample-facts';

/**
 * Astro integration that watches `src/data/company.yaml` in `astro dev`
 * (docs/decisions.md, "Company facts in a data file"). The file is checked
 * when the config loads (`astro.config.mjs` reads it for the site's
 * address), so a mistake stops `astro build` or `astro dev` before anything
 * else, naming each field; sample values are reported by `going-live.ts`.
 * In `astro dev`, a change to the file is checked again (a mistake is
 * logged, naming the field), the pages, whose facts `company/company.ts`
 * read when it loaded, reload, and a sample value still left warns again.
 * The site's address follows a changed `domain` at the next start.
 */
export function companyFacts(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'company-facts',
    hooks: {
      'astro:config:setup': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:server:setup': ({ server, logger }) => {
        const path = join(root, companyFile);
        server.watcher.add(path);
        server.watcher.on('change', (changed) => {
          if (changed !== path) return;
          try {
            const warning = sampleFactsWarning(factsStillSample(readCompanyFacts(root)));
            if (warning) logger.warn(warning);
          } catch (error) {
            // The pages, reloaded below, show the mistake.
            logger.error((error as Error).message);
          }
          for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
          server.ws.send({ type: 'full-reload' });
        });
      },
    },
  };
}
