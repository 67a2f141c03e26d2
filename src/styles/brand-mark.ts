import { tokens } from './tokens';

/**
 * The brand mark (a paint roller over a wall stroke, drawn for this site)
 * as SVG markup, 36×36 user units, in the brand colours of `_tokens.scss`.
 * One drawing for three uses: the header logo (`BrandLogo.astro`), which
 * inlines it so that the first screen needs no request but the page itself;
 * `/favicon.svg` (`src/pages/favicon.svg.ts`); and
 * `/apple-touch-icon.png` (`src/pages/apple-touch-icon.png.ts`). Colours are
 * presentation attributes: a favicon sees no page CSS.
 *
 * @param attributes extra attributes for the `<svg>` element, e.g.
 *   `'width="36" height="36" aria-hidden="true"'`; written as given.
 * @returns the `<svg>` element as a string.
 */
export function brandMarkSvg(attributes = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"${attributes ? ` ${attributes}` : ''}>` +
    `<rect x="2" y="22" width="32" height="10" rx="2" fill="${tokens.colourMarkAccent}"/>` +
    `<rect x="6" y="4" width="22" height="9" rx="3" fill="${tokens.colourBrand}"/>` +
    `<path d="M28 8.5h3v7H18v6" fill="none" stroke="${tokens.colourBrand}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<rect x="15.5" y="20" width="5" height="9" rx="1.5" fill="${tokens.colourBrand}"/>` +
    '</svg>'
  );
}

/** Width and height in px of `/apple-touch-icon.png`: a multiple of 48, as Google Search asks of a favicon. */
export const touchIconSize = 192;
