import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { parse, type HTMLElement } from 'node-html-parser';
import { distDir } from '../../scripts/static-server';

/**
 * Every HTML file of the build, relative to `dist/` with `/` separators,
 * sorted. Throws when `dist/` is missing.
 */
export async function builtHtmlFiles(): Promise<string[]> {
  if (!existsSync(distDir)) throw new Error('dist/ is missing: run `npx astro build` first.');
  const files = await readdir(distDir, { recursive: true });
  return (
    files
      .map((file) => file.replaceAll('\\', '/'))
      // The CMS's page at /admin/ is not the site's: tests/built/admin.test.ts checks it.
      .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
      .sort()
  );
}

/** The built file that answers a root-relative URL path, or undefined: `/en/` → `en/index.html`. */
export function fileForPath(pathname: string): string | undefined {
  const path = decodeURIComponent(pathname).replace(/^\//, '');
  const candidates = path === '' || path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`];
  return candidates.find((candidate) => existsSync(`${distDir}${candidate}`));
}

/** The URL path a built file answers at: `en/services/index.html` → `/en/services/`. */
export function pathForFile(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

/**
 * A built file's text and its DOM (node-html-parser, the one HTML parser of
 * the tests: `getAttribute` decodes entities; the text of a `<script>` or
 * `<style>` as written is its `rawText`).
 */
export async function readBuiltPage(file: string): Promise<{ html: string; document: HTMLElement }> {
  const html = await readFile(`${distDir}${file}`, 'utf-8');
  return { html, document: parse(html) };
}
