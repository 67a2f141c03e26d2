/**
 * What each language of `locales.ts` needs beside its line there, checked
 * when the build starts (`lib/config/input-check.ts`) so that a missing
 * piece stops it with one sentence naming the file to add or change
 * (docs/recipes.md, "A language"). Pure: the caller reads the files.
 */
import { defaultLocale, flagPath, localeCodes, type Locale } from './locales.ts';

/** The file of a language's flag icon in the repository: `public/flags/et.png`. */
export const flagFile = (code: Locale) => `public${flagPath(code)}`;

/** A line naming each language whose flag icon `exists` says is missing. */
export function missingFlags(exists: (file: string) => boolean): string[] {
  return localeCodes
    .filter((code) => !exists(flagFile(code)))
    .map(
      (code) =>
        `${flagFile(code)}: found no such file; expected the flag the language dropdown shows for "${code}" ` +
        '(a PNG of 48×32 px; `npm run flags` draws the ones scripts/make-flags.mjs knows).',
    );
}

/** The languages whose pages have a URL prefix (`/en/`): all but the default. */
export const prefixedLocales = localeCodes.filter((code) => code !== defaultLocale);

/**
 * The mistakes in `netlify.toml`'s not-found rules: each prefixed language
 * needs a rule sending an unknown address under `/<code>/` to its own
 * `404.html` (docs/hosting.md), and no rule may name a language the site
 * does not have.
 */
export function notFoundRuleMistakes(netlifyToml: string, file = 'netlify.toml'): string[] {
  const ruled = [...netlifyToml.matchAll(/^\s*to\s*=\s*"\/([^/"]+)\/404\.html"/gm)].map((match) => match[1]);
  const missing = prefixedLocales
    .filter((code) => !ruled.includes(code))
    .map(
      (code) =>
        `${file}: found no not-found rule for "${code}"; expected a [[redirects]] block with ` +
        `from = "/${code}/*", to = "/${code}/404.html", status = 404, as the other languages have.`,
    );
  const extra = ruled
    .filter((code) => !(prefixedLocales as string[]).includes(code))
    .map(
      (code) =>
        `${file}: found a not-found rule for "${code}", a language src/lib/i18n/locales.ts does not list; ` +
        'expected its [[redirects]] block removed.',
    );
  return [...missing, ...extra];
}
