import type { APIRoute } from 'astro';
import sharp from 'sharp';
import { brandMarkSvg, touchIconSize } from '../styles/brand-mark';
import { tokens } from '../styles/tokens';

/**
 * `/apple-touch-icon.png`: the brand mark on the page background, `touchIconSize` px
 * square, for a home-screen shortcut, and for search engines, which read
 * `apple-touch-icon` too (Google Search asks for a multiple of 48 px).
 */
export const GET: APIRoute = async () => {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${tokens.colourBg}"/>` +
    `${brandMarkSvg('x="6" y="6" width="36" height="36"')}</svg>`;
  const png = await sharp(Buffer.from(svg)).resize(touchIconSize, touchIconSize).png().toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
