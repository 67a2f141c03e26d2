/**
 * Words listed in English, as a sentence of the build's messages joins them
 * (`a`, `a and b`, `a, b and c`; `a or b` as a `disjunction`): the build
 * speaks English to the owner and the host's log, whatever the site's
 * languages.
 */
export const englishList = (words: readonly string[], type: Intl.ListFormatType = 'conjunction'): string =>
  new Intl.ListFormat('en-GB', { type }).format(words);
