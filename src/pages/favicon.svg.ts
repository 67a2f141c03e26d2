import type { APIRoute } from 'astro';
import { tokens } from '../styles/tokens';

/**
 * `/favicon.svg`: the brand mark (a paint roller over a wall stroke, drawn
 * for this site) in the brand colours of `src/styles/_tokens.scss`. The
 * header shows the same file as its logo (`BrandLogo.astro`), so the drawing
 * exists once. Colours are presentation attributes: a favicon sees no page CSS.
 */
export const GET: APIRoute = () =>
  new Response(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36">' +
      `<rect x="2" y="22" width="32" height="10" rx="2" fill="${tokens.colourMarkAccent}"/>` +
      `<rect x="6" y="4" width="22" height="9" rx="3" fill="${tokens.colourBrand}"/>` +
      `<path d="M28 8.5h3v7H18v6" fill="none" stroke="${tokens.colourBrand}" stroke-width="2.5" stroke-linejoin="round"/>` +
      `<rect x="15.5" y="20" width="5" height="9" rx="1.5" fill="${tokens.colourBrand}"/>` +
      '</svg>\n',
    { headers: { 'Content-Type': 'image/svg+xml' } },
  );
