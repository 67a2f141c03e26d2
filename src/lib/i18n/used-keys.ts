/**
 * The translation keys the code names as written text, checked against the
 * Estonian file when the build starts (`lib/config/input-check.ts`), so
 * that a key a page or an island's props use but the file lacks stops the
 * build naming the source file and the key, instead of the page showing
 * the raw key. (The other files are held to the Estonian keys by
 * `locale-files.ts`; keys made from data, a category's or a service's, by
 * their files' schemas.) Pure: the caller reads the files.
 */

/** One source file as read from disk. */
export interface SourceFile {
  /** Path in the repository: `src/components/Footer.astro`. */
  name: string;
  text: string;
}

/**
 * A call of a translate function with a written key: `t('nav.home'`,
 * `t("nav.home"`, `` t(`nav.home` `` and `useTranslations(locale)('priceList'`.
 * Group 2 is the key; a key built with `${…}` is not matched (its parts
 * come from a list the types check).
 */
const translateCall = /(?:\bt|\))\(\s*(['"`])([A-Za-z][\w.-]*)\1/g;

/** The written keys of `text`'s translate calls, each once, in order. */
export function usedKeys(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(translateCall), (match) => match[2]))];
}

/**
 * True when `messages` (a locale file by dotted key) gives `key` a text: the
 * key itself, its plural forms (`key_one` …, i18next's `count`) or, for
 * `returnObjects`, a group of texts under it (`key.…`).
 */
function hasKey(messages: Record<string, unknown>, key: string): boolean {
  return (
    key in messages || Object.keys(messages).some((other) => other.startsWith(`${key}_`) || other.startsWith(`${key}.`))
  );
}

/**
 * A line for each key a file of `sources` uses that `messages` (the
 * reference file `reference`, by dotted key) lacks, naming the source file
 * and the key.
 */
export function usedKeyMistakes(
  sources: readonly SourceFile[],
  messages: Record<string, unknown>,
  reference: string,
): string[] {
  return sources.flatMap(({ name, text }) =>
    usedKeys(text)
      .filter((key) => !hasKey(messages, key))
      .map(
        (key) =>
          `${name}: uses the key "${key}", which ${reference} lacks; expected it in every locale file ` +
          '(without it the page shows the raw key).',
      ),
  );
}
