/**
 * Renders the language dropdown's flag icons (`public/flags/<code>.png`,
 * 48×32 px, shown at 24×16) from SVG with sharp, one for each language of
 * `src/lib/i18n/locales.ts` that `flags` below draws; it names a language
 * it cannot draw (add its drawing here, or put its PNG in `public/flags/`).
 * Usage: `npm run flags`. The UK flag stands for English.
 */
import sharp from 'sharp';
import { localeCodes } from '../src/lib/i18n/locales.ts';

const stripes = (colours) =>
  colours
    .map((c, i) => `<rect y="${(i * 32) / colours.length}" width="48" height="${32 / colours.length}" fill="${c}"/>`)
    .join('');

const flags = {
  et: stripes(['#0072ce', '#000000', '#ffffff']),
  ru: stripes(['#ffffff', '#0039a6', '#d52b1e']),
  en: `<clipPath id="c"><rect width="48" height="32"/></clipPath><g clip-path="url(#c)">
    <rect width="48" height="32" fill="#012169"/>
    <path d="M0,0 48,32 M48,0 0,32" stroke="#fff" stroke-width="6.4"/>
    <path d="M0,0 48,32 M48,0 0,32" stroke="#c8102e" stroke-width="2.2"/>
    <path d="M24,0 V32 M0,16 H48" stroke="#fff" stroke-width="10"/>
    <path d="M24,0 V32 M0,16 H48" stroke="#c8102e" stroke-width="6"/></g>`,
};

for (const code of localeCodes) {
  const body = flags[code];
  if (!body) {
    console.log(
      `no drawing of the "${code}" flag here: add one to scripts/make-flags.mjs, or put public/flags/${code}.png`,
    );
    continue;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="32" viewBox="0 0 48 32">${body}</svg>`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(`public/flags/${code}.png`);
  console.log(`wrote public/flags/${code}.png`);
}
