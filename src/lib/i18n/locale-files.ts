/**
 * Checks of the translation files (`locales/{code}.json`) as an editor
 * leaves them, so that a broken or incomplete file stops the build with its
 * name instead of a bundler error that names no file, or a page that
 * silently shows Estonian text.
 */

/**
 * The texts of a locale file by dotted key: `{"home": {"title": "…"}}`
 * gives `{"home.title": "…"}`, the key `t()` takes (the files nest keys by
 * page so that the CMS can edit them; docs/decisions.md, "Texts in the
 * CMS"). A value that is neither text nor a nested group is kept as it is,
 * for the checks below to name. A file already flat gives itself.
 */
export function flattenMessages(nested: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(nested).flatMap(([key, value]) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(flattenMessages(value as Record<string, unknown>, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );
}

/** One locale file as read from disk. */
export interface LocaleFile {
  /** Path in the repository: `locales/en.json`. */
  name: string;
  text: string;
}

/**
 * The mistakes in `files`, one plain line each (empty when all is well):
 * - a file that is not valid JSON, with the line and column where the
 *   parser stopped and that line quoted;
 * - a file that is not one set of `"key": "text"` pairs (grouped in
 *   nested braces), or a value that is not text;
 * - a key that is both a text and the group of another key (`a.b` and
 *   `a.b.c`), which the nested files cannot hold;
 * - a key of `reference` (the Estonian file) missing from another file;
 * - a plural form the file's language uses missing from a counted text.
 * `reference` is one of `files`.
 */
export function localeFileMistakes(files: LocaleFile[], reference: string): string[] {
  const parsed = new Map<string, Record<string, unknown>>();
  const mistakes: string[] = [];
  for (const file of files) {
    const result = parseLocaleFile(file);
    if (typeof result === 'string') mistakes.push(result);
    else {
      parsed.set(file.name, result);
      for (const [key, value] of Object.entries(result)) {
        if (typeof value !== 'string')
          mistakes.push(`${file.name}, key "${key}": found ${JSON.stringify(value)}; expected text in double quotes.`);
      }
      for (const [key, longer] of textsThatAreGroups(Object.keys(result)))
        mistakes.push(
          `${file.name}, key "${key}": found a text and also a group of texts under it ("${longer}"); ` +
            'expected one or the other (a key is a text or a group, docs/decisions.md, "Texts in the CMS").',
        );
    }
  }
  const keys = Object.keys(parsed.get(reference) ?? {});
  for (const [name, messages] of parsed) {
    if (name !== reference)
      for (const key of keys.filter((key) => !(key in messages)))
        mistakes.push(
          `${name}, key "${key}": found nothing (the key is missing); expected a translation of every key ` +
            `of ${reference} (without one the page shows the Estonian text).`,
        );
    mistakes.push(...missingPluralForms(name, messages));
  }
  return mistakes;
}

/** The categories of `Intl.PluralRules`, in CLDR's order: i18next's plural suffixes (`doors_one`, `doors_few` …). */
const pluralForms = ['zero', 'one', 'two', 'few', 'many', 'other'];
const pluralSuffix = new RegExp(`_(${pluralForms.join('|')})$`);

/**
 * A line for each plural form the language of the file `name`
 * (`locales/ru.json`: Russian) uses but the file lacks, for every counted
 * text it has (a key with a plural suffix): i18next picks the form by
 * `Intl.PluralRules`, so a missing `_few` shows the raw key for 2–4.
 */
function missingPluralForms(name: string, messages: Record<string, unknown>): string[] {
  const code = /([^/]+)\.json$/.exec(name)?.[1] ?? '';
  let used: string[];
  try {
    used = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  } catch {
    return [];
  }
  const forms = pluralForms.filter((form) => used.includes(form));
  const counted = new Set(
    Object.keys(messages)
      .filter((key) => pluralSuffix.test(key))
      .map((key) => key.replace(pluralSuffix, '')),
  );
  return [...counted].flatMap((base) =>
    forms
      .filter((form) => !(`${base}_${form}` in messages))
      .map(
        (form) =>
          `${name}, key "${base}_${form}": found nothing (the key is missing); expected every plural form ` +
          `the language uses (${forms.map((f) => `_${f}`).join(', ')}) of the counted text "${base}".`,
      ),
  );
}

/** Each key of `keys` that begins another key (`a.b` of `a.b.c`), with the first such key. */
function textsThatAreGroups(keys: string[]): [string, string][] {
  const all = new Set(keys);
  const found = new Map<string, string>();
  for (const key of keys) {
    const parts = key.split('.');
    for (let end = 1; end < parts.length; end++) {
      const group = parts.slice(0, end).join('.');
      if (all.has(group) && !found.has(group)) found.set(group, key);
    }
  }
  return [...found];
}

/** The file's key/text pairs by dotted key, or a line naming why they cannot be read. */
function parseLocaleFile({ name, text }: LocaleFile): Record<string, unknown> | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return syntaxMistake(name, text, (error as Error).message);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return `${name}: found ${Array.isArray(value) ? 'a list' : JSON.stringify(value)}; expected one set of "key": "text" pairs in braces { }.`;
  return flattenMessages(value as Record<string, unknown>);
}

/**
 * A JSON syntax error as `file, line L, column C: …` with the line quoted
 * and a caret under the column. JSON.parse gives a character position
 * ("at position 123"); at the end of the input it gives none.
 */
function syntaxMistake(name: string, text: string, message: string): string {
  const reason = message.replace(/ in JSON at position \d+.*$/, '').replace(/\.$/, '');
  const position = /at position (\d+)/.exec(message);
  if (!position) return `${name}: the file is not valid JSON (${reason}).`;
  const before = text.slice(0, Number(position[1])).split('\n');
  const line = before.length;
  const column = before[line - 1].length + 1;
  const quoted = text.split('\n')[line - 1];
  return (
    `${name}, line ${line}, column ${column}: the file is not valid JSON (${reason}). ` +
    'A comma, a quote or a brace is often missing at the end of the line above:\n' +
    `${String(line).padStart(5)} | ${quoted}\n${' '.repeat(column + 7)}^`
  );
}
