/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/**
 * Three projects (docs/testing.md): `unit` runs in Node against the sources
 * (with Astro's Vite config, so `astro:*` modules resolve); `worker` runs
 * the photo Worker (`worker/photos/`) in Cloudflare's runtime with
 * Miniflare, offline; `built` reads the
 * built `dist/` in Node (validity, links, search-engine files, headers,
 * island props) and needs `astro build` first. The browser tests under
 * `tests/browser/` are Playwright's (`playwright.config.ts`), not Vitest's.
 */
export default getViteConfig({
  test: {
    // Vitest stubs CSS Modules by default; the design tokens that code reads
    // (src/styles/tokens.ts) must be the real values.
    css: { include: [/src\/styles\/tokens\.module\.scss$/] },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 120_000 },
      },
      {
        extends: true,
        test: { name: 'worker', include: ['tests/worker/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'built', include: ['tests/built/**/*.test.ts'], testTimeout: 60_000 },
      },
    ],
    exclude: ['tests/browser/**', '**/node_modules/**'],
  },
});
