// html-validate configuration for the built pages (tests/built/html-validity.test.ts).
// The recommended preset, relaxed only where the markup is written by React's
// or Astro's renderer in a form the HTML standard allows; each relaxation
// says why.
export default {
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // Astro writes `<style>astro-island{display:contents}</style>` right
      // before the first island, wherever it is (in the header). The site
      // puts that island first in its parent, where the Nu HTML checker
      // accepts a <style> in <body> (tests/built/nu-html-checker.test.ts);
      // html-validate knows <style> in <head> only.
      style: { flow: true },
    },
  ],
  rules: {
    // React's server renderer writes a few attributes in camelCase
    // (`hrefLang`, `autoComplete`). Attribute names are case-insensitive
    // (WHATWG HTML 13.1.2.3); anything but lower or camel case still fails.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes void elements as `<img/>` and Astro as `<img>`: both are
    // valid (WHATWG HTML 13.1.2.1); the rule wants one style.
    'void-style': 'off',
    // React writes boolean attributes as `hidden=""` and `disabled=""`,
    // Astro as `hidden`: both are valid (WHATWG HTML 2.3.2); the rules want
    // one style.
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    // The price table's scroll container is a `<div role="region">` named by
    // the heading above it: a <section> is expected to have a heading of its
    // own (the Nu HTML checker warns "Section lacks heading").
    'prefer-native-element': ['error', { exclude: ['region'] }],
    // React's `useId()` gives ids like `_r2R_0_`. HTML ids may hold any
    // character but whitespace (WHATWG HTML 3.2.6.1), which relaxed mode
    // still checks; strict mode also wants a leading letter.
    'valid-id': ['error', { relaxed: true }],
  },
};
