/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/** The projects and what each checks: docs/testing.md. */
export default getViteConfig({
  test: {
    // Vitest stubs CSS Modules by default; the design tokens that code reads
    // (src/styles/tokens.ts) must be the real values.
    css: { include: [/src\/styles\/tokens\.module\.scss$/] },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], testTimeout: 60_000 },
      },
      {
        extends: true,
        // A real `astro build` of a copy of the project per test: a minute on a busy 2-core machine.
        test: { name: 'builds', include: ['tests/builds/**/*.test.ts'], testTimeout: 240_000, hookTimeout: 60_000 },
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
