import { flattenMessages } from '../i18n/locale-files';
import { fillPlaceholders, placeholderNames, placeholderPattern } from '../i18n/placeholder';
import { groupLabel, serviceBlockLabels, textLabel } from './text-labels';

/** The CMS's texts form: `locales/*.json` side by side, one field per key of the Estonian file (docs/editing.md). */

/** The source of a pattern matching the placeholder `{{name}}` (spaces inside allowed), from the one placeholder pattern. */
const placeholderSource = (name: string) => placeholderPattern.source.replace(String.raw`(\w+)`, name);

/** Texts longer than this (characters) get a multi-line box. */
const shortText = 80;

/**
 * The field of one text, `key` being its dotted key and `text` the
 * Estonian text: a required text in each language (the build refuses an
 * empty one), with an Estonian label (`text-labels.ts`), and when the text
 * has `{{placeholders}}`, a hint naming them and a pattern that refuses a
 * save without each of them (the page puts a fact or a number in their
 * place; docs/editing.md).
 */
function textField(key: string, text: string, labels: Record<string, string>) {
  const names = placeholderNames(text);
  const listed = names.map((name) => `{{${name}}}`).join(', ');
  // The example for a count, any other placeholder elided (a label shows no `{{name}}`).
  const withCount = (count: number) =>
    fillPlaceholders(text, Object.fromEntries(names.map((name) => [name, name === 'count' ? String(count) : '…'])));
  return {
    name: key.split('.').at(-1)!,
    label: labels[key] ?? textLabel(key, text, withCount),
    widget: text.length > shortText ? 'text' : 'string',
    i18n: true,
    ...(names.length > 0 && {
      hint: `Jäta loogelistes sulgudes olevad kohatäited (${listed}) muutmata – lehel asendatakse need ettevõtte andmete või arvudega.`,
      pattern: [
        `^${names.map((name) => `(?=[\\s\\S]*${placeholderSource(name)})`).join('')}[\\s\\S]*$`,
        `Tekstis peab olema: ${listed}.`,
      ],
    }),
  };
}

/** A group of texts as an object field, its subgroups nested; `path` is the group's dotted key. */
type TextTree = { [name: string]: string | TextTree };
function groupField(path: string, tree: TextTree, labels: Record<string, string>): Record<string, unknown> {
  return {
    name: path.split('.').at(-1)!,
    label: groupLabel(path),
    widget: 'object',
    i18n: true,
    collapsed: !path.includes('.'),
    fields: Object.entries(tree).map(([child, value]) =>
      typeof value === 'string'
        ? textField(`${path}.${child}`, value, labels)
        : groupField(`${path}.${child}`, value, labels),
    ),
  };
}

/**
 * The fields of the texts collection, from the Estonian file's keys (so the
 * form never drifts from them): one object per group, one text field per
 * key. Nothing adds or renames a key (no list, no key-value widget).
 * `estonian` is `locales/et.json` as parsed, nested or flat.
 */
export function textFields(estonian: Record<string, unknown>) {
  const tree: TextTree = {};
  const flat = flattenMessages(estonian);
  const labels = serviceBlockLabels(flat as Record<string, string>);
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let group = tree;
    for (const part of parts.slice(0, -1)) group = (group[part] ??= {}) as TextTree;
    group[parts.at(-1)!] = String(text);
  }
  return Object.entries(tree).map(([name, value]) =>
    typeof value === 'string' ? textField(name, value, labels) : groupField(name, value, labels),
  );
}

/**
 * The texts' collection: `locales/*.json`, et/en/ru side by side, one form
 * whose fields are `textFields(estonianTexts)` (docs/decisions.md, "Texts
 * in the CMS").
 */
export function textsCollection(estonianTexts: Record<string, unknown>) {
  return {
    // The texts of locales/*.json, et/en/ru side by side (docs/decisions.md, "Texts in the CMS").
    name: 'texts',
    label: 'Tekstid',
    i18n: true,
    files: [
      {
        name: 'texts',
        label: 'Lehtede tekstid',
        file: 'locales/{{locale}}.json',
        i18n: true,
        fields: textFields(estonianTexts),
      },
    ],
  };
}
