/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/**
 * Three projects (README "Tests"): `unit` runs in Node against the sources
 * (with Astro's Vite config, so `astro:*` modules resolve); `built` reads the
 * built `dist/` in Node (validity, links, search-engine files, headers);
 * `browser` drives Chromium against the built `dist/`, one file at a time
 * (2-core CI). `built` and `browser` need `astro build` first.
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
        test: { name: 'built', include: ['tests/built/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // `expect.poll` waits for what a visitor would see; 1 s is short on a busy 2-core CI.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
