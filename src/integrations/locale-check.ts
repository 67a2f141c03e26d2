import { readFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { InputError } from '../lib/input-error';
import { defaultLocale, localeCodes } from '../lib/i18n/locales';
import { localeFileMistakes, type LocaleFile } from '../lib/i18n/locale-files';

/**
 * Astro integration that checks `locales/*.json` before anything is built
 * (`astro build`, `astro dev`, `astro check`): a file that is missing or is
 * not valid JSON, a value that is not text, or a key of the Estonian file
 * missing from another stops the command with an `InputError` naming the
 * file, the line and column or the key (`locale-files.ts`).
 */
export function localeCheck(): AstroIntegration {
  return {
    name: 'locale-check',
    hooks: {
      'astro:config:setup': async ({ config }) => {
        const files: LocaleFile[] = [];
        for (const code of localeCodes) {
          const name = `locales/${code}.json`;
          const text = await readFile(new URL(name, config.root), 'utf-8').catch(() => {
            throw new InputError(`${name}: found no such file; expected the ${code} translations there.`);
          });
          files.push({ name, text });
        }
        const mistakes = localeFileMistakes(files, `locales/${defaultLocale}.json`);
        if (mistakes.length > 0) throw new InputError(mistakes.join('\n'));
      },
    },
  };
}
