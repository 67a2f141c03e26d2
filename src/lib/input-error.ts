/**
 * An error about the site's inputs (a data file, a locale file, an
 * environment variable) whose message says everything the editor or owner
 * needs: what is wrong, where, and what is expected. Its stack is cleared,
 * so Astro prints the message alone, without a stack trace or a `file:0:0`
 * location that would point into the code that found the mistake.
 */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
    this.stack = '';
  }
}
