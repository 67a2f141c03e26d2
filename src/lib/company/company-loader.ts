import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { companyFile, parseCompanyFacts } from './company-schema';

/**
 * A content-collection loader for `src/data/company.yaml`: one entry, id
 * `company`, checked by `parseCompanyFacts` (a mistake stops the build with
 * a message naming the field). In `astro dev`, a changed file is checked
 * again; a mistake is reported and the last good facts stay.
 */
export function companyFactsLoader(): Loader {
  return {
    name: 'company-facts-loader',
    load: async (context) => {
      const path = fileURLToPath(new URL(companyFile, context.config.root));
      await sync(path, context);
      context.watcher?.add(path);
      context.watcher?.on('change', async (changed) => {
        if (changed !== path) return;
        await sync(path, context).catch((error: Error) => context.logger.error(error.message));
      });
    },
  };
}

async function sync(path: string, { parseData, store }: LoaderContext) {
  const facts = parseCompanyFacts(await readFile(path, 'utf-8'));
  const data = await parseData({ id: 'company', data: facts, filePath: path });
  store.clear();
  store.set({ id: 'company', data, filePath: companyFile });
}
