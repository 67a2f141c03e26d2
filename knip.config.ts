import type { KnipConfig } from 'knip';

/**
 * knip (part of `npm run check`): an unused dependency, export or file fails
 * the check. Its Astro, Vitest, ESLint, Prettier and dependency-cruiser
 * plugins find the entry points (pages, `content.config.ts`, tests, config
 * files, the scripts `package.json` runs); only what they cannot know is
 * listed here.
 */
const config: KnipConfig = {
  // html-validate has no knip plugin: its config is read by
  // `FileSystemConfigLoader` in tests/built/html-validity.test.ts.
  // The photo Worker is deployed by wrangler (worker/photos/wrangler.jsonc's `main`).
  entry: ['.htmlvalidate.mjs', 'worker/photos/src/index.ts'],
  // The Nu HTML Checker is a Java program: its test resolves the jar's path
  // (`vnu-jar/build/dist/vnu.jar`) and runs it with `java`, which knip does
  // not read as a use of the package.
  // The CMS's browser bundle and its fonts are copied from `node_modules`
  // into `/admin/` by src/integrations/admin-cms.ts, never imported.
  ignoreDependencies: [
    'vnu-jar',
    '@sveltia/cms',
    '@fontsource-variable/material-symbols-outlined',
    '@fontsource-variable/source-sans-3',
    '@fontsource/noto-mono',
  ],
  // The bench's baseline page is a separate tiny Astro project that the bench
  // builds on its own (scripts/bench.ts).
  ignore: ['bench/baseline/**'],
  ignoreBinaries: ['java'],
};

export default config;
