import { glob, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Colour literals: `#abc`, `#aabbcc`, `#aabbccdd`, `rgb(…)`, `hsl(…)`. */
const colourLiteral = /#[0-9a-f]{3,8}\b(?![-\w])|\b(?:rgba?|hsla?)\(/gi;

test('colours are written only in src/styles/_tokens.scss', async () => {
  const found: string[] = [];
  for await (const file of glob('src/**/*.{astro,ts,tsx,scss,css}', { cwd: root })) {
    if (file === 'src/styles/_tokens.scss') continue;
    const source = await readFile(`${root}${file}`, 'utf-8');
    // Fragment links (`href="#main"`) and ids are not colours: only look at
    // values that a colour can take (after `:` in a style, or a quoted string;
    // a quoted `"#fff"` is a colour, a quoted `"#main"` is not).
    for (const line of source.split('\n')) {
      const code = line
        .replace(/(href|to|id|hash)=["'{][^"'}]*["'}]/g, '')
        .replace(/['"`]#(?![0-9a-f]{3,8}['"`])[\w-]+['"`]/gi, '');
      for (const match of code.matchAll(colourLiteral)) found.push(`${file}: ${match[0]} in "${line.trim()}"`);
    }
  }
  expect(found).toEqual([]);
});

test('font weights are the two tokens of src/styles/_tokens.scss', async () => {
  const found: string[] = [];
  for await (const file of glob('src/**/*.{astro,tsx,scss,css}', { cwd: root })) {
    if (file === 'src/styles/_tokens.scss') continue;
    const source = await readFile(`${root}${file}`, 'utf-8');
    for (const match of source.matchAll(/font-weight:\s*([^;}\n]+)/g))
      if (!/^var\(--weight-(regular|bold)\)$/.test(match[1].trim())) found.push(`${file}: font-weight: ${match[1]}`);
  }
  expect(found).toEqual([]);
});
