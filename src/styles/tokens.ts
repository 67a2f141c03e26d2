import exported from './tokens.module.scss';

/** A value `tokens.module.scss` exports; throws when it exports none by that name (a renamed token). */
function token(name: string): string {
  const value = exported[name];
  if (!value) throw new Error(`src/styles/tokens.module.scss exports no "${name}"`);
  return value;
}

/** A duration token (`300ms`) in ms; throws on any other form. */
function milliseconds(name: string): number {
  const value = token(name);
  if (!/^\d+(\.\d+)?ms$/.test(value))
    throw new Error(`src/styles/tokens.module.scss: "${name}" is ${value}, not a time in ms`);
  return Number.parseFloat(value);
}

/**
 * The design tokens that code outside the style sheets needs, read from
 * `_tokens.scss` (through `tokens.module.scss`), where each is written once.
 * Used at build time (media queries for `sizes` and `client:after-paint`,
 * the brand colours of the favicon and `theme-color`) and in the browser
 * (the lightbox's duration).
 */
export const tokens = {
  /** Media queries, e.g. `(min-width: 992px)`; `mediaDownLg` is `(max-width: 991.98px)`. */
  mediaUpMd: token('mediaUpMd'),
  mediaUpLg: token('mediaUpLg'),
  mediaUpXl: token('mediaUpXl'),
  mediaDownLg: token('mediaDownLg'),
  /** The lightbox's open and close animation, in ms. */
  durationModalMs: milliseconds('durationModal'),
  /** CSS colours: the brand colour, the page background, and the brand mark's second colour. */
  colourBrand: token('colourBrand'),
  colourBg: token('colourBg'),
  colourMarkAccent: token('colourMarkAccent'),
};
