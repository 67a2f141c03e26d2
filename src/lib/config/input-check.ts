import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { InputError } from '../input-error';
import { defaultLocale, localeCodes } from '../i18n/locales';
import { flattenMessages, localeFileMistakes, type LocaleFile } from '../i18n/locale-files';
import { usedKeyMistakes, type SourceFile } from '../i18n/used-keys';
import { missingFlags, notFoundRuleMistakes } from '../i18n/language-files';
import { readCompanyFacts } from '../company/company-schema';
import { dataFileMistakes } from '../content/data-files';

/**
 * Every mistake in the site's inputs under the project `root`, found before
 * anything is built (`astro.config.mjs` runs it for `astro build`, `dev`
 * and `check`) and reported together, one sentence a line: the locale files
 * (`localeMistakes`), the company facts (`readCompanyFacts`) and the data
 * files of rows (`dataFileMistakes`). Throws one `InputError` listing them
 * all, so that fixing one mistake never reveals another only at the next build.
 */
export async function checkInputs(root: URL): Promise<void> {
  const mistakes = [...(await localeMistakes(root)), ...companyFactsMistakes(root), ...dataFileMistakes(root)];
  if (mistakes.length > 0) throw new InputError(mistakes.join('\n'));
}

function companyFactsMistakes(root: URL): string[] {
  try {
    readCompanyFacts(fileURLToPath(root));
    return [];
  } catch (error) {
    if (error instanceof InputError) return error.message.split('\n');
    throw error;
  }
}

/**
 * The mistakes of each language of `locales.ts`: a locale file that is
 * missing or is not valid JSON, a value that is not text, a key of the
 * Estonian file missing from another, or placeholders that differ from
 * its (`locale-files.ts`); a missing flag icon or `netlify.toml` not-found
 * rule (`language-files.ts`); a key written in a `t('…')` call in `src/`
 * that the Estonian file lacks (`used-keys.ts`). Each names the file, the
 * line and column or the key.
 */
async function localeMistakes(root: URL): Promise<string[]> {
  const files: LocaleFile[] = [];
  const absent: string[] = [];
  for (const code of localeCodes) {
    const name = `locales/${code}.json`;
    const text = await readFile(new URL(name, root), 'utf-8').catch(() => undefined);
    if (text === undefined)
      absent.push(
        `${name}: found no such file; expected the texts of the language "${code}" that src/lib/i18n/locales.ts ` +
          `lists (a copy of locales/${defaultLocale}.json, translated).`,
      );
    else files.push({ name, text });
  }
  const reference = `locales/${defaultLocale}.json`;
  return [
    ...absent,
    ...localeFileMistakes(files, reference),
    ...(await usedKeysMissing(root, files, reference)),
    ...missingFlags((file) => existsSync(new URL(file, root))),
    ...notFoundRuleMistakes(await readFile(new URL('netlify.toml', root), 'utf-8')),
  ];
}

/** The code of `src/` that may name translation keys: its `.astro`, `.ts` and `.tsx` files. */
async function sourceFiles(root: URL): Promise<SourceFile[]> {
  const names = (await readdir(new URL('src/', root), { recursive: true }))
    .filter((name) => /\.(astro|tsx?)$/.test(name))
    .map((name) => `src/${name.replaceAll('\\', '/')}`)
    .sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(new URL(name, root), 'utf-8') })));
}

/**
 * The keys `src/` uses that the reference file lacks (`usedKeyMistakes`);
 * none when that file is missing or does not parse (its mistake is named
 * already, and every key would seem missing).
 */
async function usedKeysMissing(root: URL, files: readonly LocaleFile[], reference: string): Promise<string[]> {
  const text = files.find(({ name }) => name === reference)?.text;
  let messages: Record<string, unknown>;
  try {
    messages = flattenMessages(JSON.parse(text ?? ''));
  } catch {
    return [];
  }
  return usedKeyMistakes(await sourceFiles(root), messages, reference);
}
