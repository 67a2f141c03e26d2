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
    mistakes.push(...placeholderMistakes(name, messages, reference, parsed.get(reference) ?? {}));
    mistakes.push(...missingPluralForms(name, messages));
  }
  return mistakes;
}

/**
 * Anything written as a placeholder, its name as written (`{{e-mail}}`
 * too, which i18next leaves on the page), so that a misspelt name is named.
 */
const writtenPlaceholder = /\{\{\s*([^{}]*?)\s*\}\}/g;

const placeholdersIn = (text: string) => [
  ...new Set(Array.from(text.matchAll(writtenPlaceholder), (match) => match[1])),
];

/** Braces left once the placeholders are taken out: `{{phone}`, `{name}}`, a lone `{`. */
const strayBraces = /\{+[^{}\s]*\}*|[^{}\s]*\}+/;

const written = (names: readonly string[]) => names.map((name) => `{{${name}}}`).join(', ') || 'none';

/**
 * A line for each text of the file `name` whose placeholders are not those
 * of the reference text of its key (a counted text's form missing from the
 * reference, such as Russian `_few`, is held to the reference's `_other`),
 * and for each text with unbalanced braces, in the reference file too.
 */
function placeholderMistakes(
  name: string,
  messages: Record<string, unknown>,
  reference: string,
  referenceMessages: Record<string, unknown>,
): string[] {
  const mistakes: string[] = [];
  for (const [key, text] of Object.entries(messages)) {
    if (typeof text !== 'string') continue;
    const stray = strayBraces.exec(text.replace(writtenPlaceholder, ''));
    if (stray) {
      mistakes.push(
        `${name}, key "${key}": found "${stray[0]}", whose braces do not pair up; expected each placeholder ` +
          `written as {{name}}, two braces on each side (otherwise the page shows it as written).`,
      );
      continue;
    }
    if (name === reference) continue;
    const referenceText = referenceMessages[key] ?? referenceMessages[key.replace(pluralSuffix, '_other')];
    if (typeof referenceText !== 'string' || strayBraces.test(referenceText.replace(writtenPlaceholder, ''))) continue;
    const expected = placeholdersIn(referenceText);
    const found = placeholdersIn(text);
    const missing = expected.filter((placeholder) => !found.includes(placeholder));
    const extra = found.filter((placeholder) => !expected.includes(placeholder));
    if (missing.length === 0 && extra.length === 0) continue;
    const what = [
      ...extra.map((placeholder) => `the placeholder {{${placeholder}}}, which ${reference} does not have`),
      ...missing.map((placeholder) => `no placeholder {{${placeholder}}}`),
    ].join(' and ');
    mistakes.push(
      `${name}, key "${key}": found ${what}; expected the placeholders of ${reference} for this key, ` +
        `spelt the same: ${written(expected)} (each is replaced by its value on the page).`,
    );
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
 * A JSON syntax error as `file, line L, column C: …` with its cause in
 * words where it is a comma (an extra one after a group's last text, as
 * deleting the last key leaves; a missing one between two texts), the line
 * quoted and a caret under the place. JSON.parse gives a character position
 * ("at position 123"); at the end of the input it gives none.
 */
function syntaxMistake(name: string, text: string, message: string): string {
  const reason = message.replace(/ in JSON at position \d+.*$/, '').replace(/\.$/, '');
  const position = /at position (\d+)/.exec(message);
  if (!position) return `${name}: the file is not valid JSON (${reason}).`;
  const at = Number(position[1]);
  const before = text.slice(0, at).trimEnd();
  const previous = before.at(-1) ?? '';
  const placed = (index: number, cause: string) => {
    const lines = text.slice(0, index).split('\n');
    const line = lines.length;
    const column = lines[line - 1].length + 1;
    const quoted = text.split('\n')[line - 1];
    return (
      `${name}, line ${line}, column ${column}: the file is not valid JSON: ${cause}:\n` +
      `${String(line).padStart(5)} | ${quoted}\n${' '.repeat(column + 7)}^`
    );
  };
  if (previous === ',' && /^[}\]]/.test(text.slice(at)))
    return placed(before.length - 1, 'an extra comma after the last text of a group; delete this comma');
  if (/^Expected ',' or '[}\]]' after/.test(reason) && /["\d}\]el]/.test(previous))
    return placed(before.length, 'a comma is missing at the end of this line, before the next text');
  return placed(at, `${reason}; a comma, a quote or a brace is missing or extra here or at the end of the line above`);
}
