import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { companyFile, readCompanyFacts } from '../lib/company/company-schema';
import { factsStillSample, sampleFactsWarning } from '../lib/company/sample-facts';

/**
 * Astro integration that warns, once per `astro build` or `astro dev`, when
 * a company fact in `src/data/company.yaml` still holds its sample value
 * (`sample-facts.ts`), naming each such fact and where to change it. The
 * build still succeeds: a preview with sample facts is fine. In `astro
 * dev`, a change to the file reloads the pages, whose facts `site.ts` read
 * when it loaded, and warns again if a sample value is left.
 */
export function sampleFacts(): AstroIntegration {
  let root = process.cwd();
  // A file with a mistake gives no warning here: the content collection
  // stops the build with a message naming the field.
  const warning = () => {
    try {
      return sampleFactsWarning(factsStillSample(readCompanyFacts(root)));
    } catch {
      return undefined;
    }
  };
  const warn = (logger: AstroIntegrationLogger) => {
    const text = warning();
    // Vitest loads this config too, to compile the tests: no warning there.
    if (text && !process.env.VITEST) logger.warn(text);
  };
  return {
    name: 'sample-facts',
    hooks: {
      'astro:config:setup': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:start': ({ logger }) => warn(logger),
      'astro:server:setup': ({ server, logger }) => {
        warn(logger);
        const path = join(root, companyFile);
        server.watcher.add(path);
        server.watcher.on('change', (changed) => {
          if (changed !== path) return;
          warn(logger);
          for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
          server.ws.send({ type: 'full-reload' });
        });
      },
    },
  };
}
