import { untranslatedLanguages, type LocalisedText } from '../content/localised-text';
import { englishList } from '../i18n/english-list';
import { priceListFile } from './price-file';

/**
 * The build's warnings about price rows shown in Estonian on another
 * language's page: a row whose service name has no English or Russian
 * text falls back to Estonian (docs/editing.md, "Change a price"), which
 * the owner may mean, so the build says so rather than stopping. Input:
 * the file's rows as parsed (a row the schema refuses is the loader's to
 * name and is skipped here). Output: one line per such row, naming its
 * number, its id and the languages.
 */
export function untranslatedRowWarnings(rows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown, index) => {
    const { id, service } = (row ?? {}) as { id?: unknown; service?: unknown };
    if (typeof service !== 'object' || service === null || typeof (service as LocalisedText).et !== 'string') return [];
    const languages = untranslatedLanguages(service as LocalisedText);
    if (languages.length === 0) return [];
    return [
      `${priceListFile}, row ${index + 1} (id ${JSON.stringify(id)}): the service name has no ${englishList(languages, 'disjunction')} ` +
        `text, so the ${englishList(languages)} pages show the Estonian "${(service as LocalisedText).et}"; ` +
        `add ${languages.length > 1 ? 'them' : 'it'} under "service:" unless you mean it.`,
    ];
  });
}
