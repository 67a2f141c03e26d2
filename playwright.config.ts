import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.ts';

/**
 * Browser tests (docs/testing.md): `tests/browser/*.test.ts` against the
 * built `dist/`, which `npm test` builds first, and against the extra builds
 * that the `extra builds` project makes before them. Four workers: a browser
 * test mostly waits, so four share two cores well (docs/testing.md). No
 * retries: a test that needs one is a test to fix.
 */
export default defineConfig({
  workers: 4,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  // One test may open several pages and run axe.
  timeout: 60_000,
  // Web-first assertions retry until this; a busy 2-core machine needs more than the default 5 s.
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  projects: [
    { name: 'extra builds', testDir: 'tests/support', testMatch: 'extra-builds.setup.ts' },
    { name: 'browser', testDir: 'tests/browser', testMatch: '**/*.test.ts', dependencies: ['extra builds'] },
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    viewport: { width: 1280, height: 800 },
    locale: 'et-EE',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'off',
    screenshot: 'off',
  },
});
