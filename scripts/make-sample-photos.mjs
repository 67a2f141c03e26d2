/**
 * Renders the sample photos the site ships until the owner adds real ones
 * (docs/editing.md, "Replace the photos"): 22 gallery photos, the "before"
 * photos of the first `beforePairs` of them (the same room, worn and
 * patched, on a bare floor) and the hero image, drawn as SVG interiors
 * (walls, floor, window, door) and encoded to JPEG with sharp.
 *
 * Output: src/assets/gallery/work-NN.jpg and before-NN.jpg (1600×1200 px)
 * and src/assets/hero.jpg (2400×1200 px). Deterministic: the same run gives
 * the same files. It also writes src/lib/gallery/sample-photos.json, the
 * SHA-256 of each, by which the build tells a sample photo still in use
 * (src/lib/gallery/sample-photos.ts). Usage: `npm run sample-photos`.
 */
import sharp from 'sharp';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';

const wallColours = [
  ['#e9e4da', '#d8d0c2'],
  ['#dfe7e4', '#c7d3cf'],
  ['#efe6d8', '#ddcfb9'],
  ['#d9dfe6', '#c1cad5'],
  ['#ece3e0', '#d9cbc6'],
  ['#e4e6dc', '#cdd1c1'],
  ['#f1ede4', '#e0d9cb'],
  ['#d6e0dc', '#bccbc5'],
  ['#e8dccd', '#d4c3ad'],
  ['#dfe3ea', '#c6ccd8'],
  ['#ebe8e1', '#d6d2c8'],
];
const accentColours = ['#3f5a6b', '#6b4f3f', '#4f6b4f', '#8a6d3b', '#5a5f73', '#7b3f3f', '#3f6b66'];
const floorColours = [
  ['#b98b5e', '#a57a50'],
  ['#c9a27a', '#b48e66'],
  ['#8f6a48', '#7c5b3d'],
  ['#d8c3a5', '#c6b08f'],
];

/** Small deterministic PRNG (mulberry32) so re-runs give identical images. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Gallery photos that also get a "before" photo. */
const beforePairs = 3;

/**
 * One interior in one-point perspective, as an SVG string of `w`×`h` px;
 * `before`: the same room before the work (dull walls with filler patches,
 * a bare concrete floor).
 */
function roomSvg(seed, w, h, before = false) {
  const rnd = random(seed * 7919);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  let [wall, wallShade] = pick(wallColours);
  let accent = pick(accentColours);
  let [floor, floorLine] = pick(floorColours);
  if (before) [wall, wallShade, accent, floor, floorLine] = ['#c9c1b0', '#b3aa96', '#a89f8b', '#9d9a93', '#8c8982'];
  const accentWall = rnd() < 0.45;
  // Back wall rectangle.
  const bx = w * (0.22 + rnd() * 0.1),
    by = h * (0.16 + rnd() * 0.06);
  const bw = w - 2 * bx + w * (rnd() - 0.5) * 0.1,
    bh = h * (0.5 + rnd() * 0.06);
  const bx2 = bx + bw,
    by2 = by + bh;
  const planks = Array.from({ length: 14 }, (_, i) => {
    const t = (i + 1) / 15;
    const xb = bx + bw * t;
    const xf = -w * 0.6 + w * 2.2 * t;
    return `<line x1="${xb}" y1="${by2}" x2="${xf}" y2="${h}" stroke="${floorLine}" stroke-width="3"/>`;
  }).join('');
  const winW = bw * (0.22 + rnd() * 0.12),
    winH = bh * (0.45 + rnd() * 0.15);
  const winX = bx + bw * (0.12 + rnd() * 0.5),
    winY = by + bh * 0.15;
  const doorW = bw * 0.2,
    doorH = bh * 0.78;
  const doorX = winX + winW + bw * 0.06 < bx2 - doorW ? bx2 - doorW - bw * 0.06 : bx + bw * 0.04;
  const hasDoor = rnd() < 0.6 && (doorX > winX + winW || doorX + doorW < winX);
  const sun = 0.25 + rnd() * 0.35;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff" stop-opacity="${sun}"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.12"/>
    </linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#a9cbe6"/><stop offset="1" stop-color="#e8f1f8"/>
    </linearGradient>
    <clipPath id="floor"><polygon points="0,${h} ${bx},${by2} ${bx2},${by2} ${w},${h}"/></clipPath>
  </defs>
  <rect width="${w}" height="${h}" fill="#f7f6f2"/>
  <polygon points="0,0 ${bx},${by} ${bx},${by2} 0,${h}" fill="${wallShade}"/>
  <polygon points="${w},0 ${bx2},${by} ${bx2},${by2} ${w},${h}" fill="${accentWall ? accent : wallShade}" opacity="${accentWall ? 0.85 : 1}"/>
  <polygon points="0,0 ${w},0 ${bx2},${by} ${bx},${by}" fill="#fbfaf7"/>
  <polygon points="0,${h} ${bx},${by2} ${bx2},${by2} ${w},${h}" fill="${floor}"/>
  <g clip-path="url(#floor)">${planks}</g>
  <rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${wall}"/>
  <rect x="${bx}" y="${by2 - 10}" width="${bw}" height="10" fill="#ffffff"/>
  <rect x="${winX - 8}" y="${winY - 8}" width="${winW + 16}" height="${winH + 16}" fill="#ffffff"/>
  <rect x="${winX}" y="${winY}" width="${winW}" height="${winH}" fill="url(#sky)"/>
  <line x1="${winX + winW / 2}" y1="${winY}" x2="${winX + winW / 2}" y2="${winY + winH}" stroke="#fff" stroke-width="8"/>
  ${hasDoor ? `<rect x="${doorX}" y="${by2 - doorH}" width="${doorW}" height="${doorH}" fill="#fdfcf9" stroke="#d9d4ca" stroke-width="6"/><circle cx="${doorX + doorW * 0.82}" cy="${by2 - doorH * 0.48}" r="6" fill="#8a8a8a"/>` : ''}
  ${before ? patches(bx, by, bw, bh, seed) : ''}
  <rect width="${w}" height="${h}" fill="url(#light)"/>
</svg>`;
}

/** Light filler patches and cracks on the back wall (`x`, `y`, `width`, `height`) of a "before" photo. */
function patches(x, y, width, height, seed) {
  const rnd = random(seed * 104729);
  return Array.from({ length: 9 }, () => {
    const cx = x + width * (0.05 + rnd() * 0.9),
      cy = y + height * (0.05 + rnd() * 0.8);
    return (
      `<ellipse cx="${cx}" cy="${cy}" rx="${20 + rnd() * 50}" ry="${10 + rnd() * 30}" fill="#e9e6df" opacity="0.9"/>` +
      `<polyline points="${cx},${cy} ${cx + 30},${cy + 25} ${cx + 20},${cy + 60}" stroke="#7d7466" stroke-width="3" fill="none"/>`
    );
  }).join('');
}

/** Every file written, in order. */
const files = [];

async function render(svg, file, width, height) {
  await sharp(Buffer.from(svg)).resize(width, height).jpeg({ quality: 82, mozjpeg: true }).toFile(file);
  files.push(file);
  console.log(`wrote ${file}`);
}

await mkdir('src/assets/gallery', { recursive: true });
for (let n = 1; n <= 22; n++) {
  const name = `src/assets/gallery/work-${String(n).padStart(2, '0')}.jpg`;
  await render(roomSvg(n, 1600, 1200), name, 1600, 1200);
  if (n <= beforePairs) await render(roomSvg(n, 1600, 1200, true), name.replace('work-', 'before-'), 1600, 1200);
}
await render(roomSvg(101, 2400, 1200), 'src/assets/hero.jpg', 2400, 1200);
const sha256 = async (file) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
const hashes = await Promise.all(files.map(sha256));
await writeFile('src/lib/gallery/sample-photos.json', `${JSON.stringify(hashes, null, 2)}\n`);
console.log('wrote src/lib/gallery/sample-photos.json');
