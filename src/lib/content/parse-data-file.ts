import { CORE_SCHEMA, load as parseYaml, YAMLException } from 'js-yaml';
import { InputError } from '../input-error';

/**
 * The YAML data file `text` (named `fileName` in messages, its path in the
 * repository) parsed with YAML's core schema: text, numbers, true/false,
 * null, lists and sets of fields only. A date stays the text it was
 * written as (`2027-02-30` is not turned into 2 March), for its schema to
 * check. Throws an `InputError` naming the line and column, with the lines
 * around them, when it does not parse.
 */
export function parseDataFile(text: string, fileName: string): unknown {
  try {
    return parseYaml(text, { filename: fileName, schema: CORE_SCHEMA });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const { line, column, snippet } = error.mark;
    throw new InputError(
      `${fileName}, line ${line + 1}, column ${column + 1}: the file does not parse as YAML (${error.reason}). ` +
        `Look at that line and the one above it:\n${snippet}`,
    );
  }
}
