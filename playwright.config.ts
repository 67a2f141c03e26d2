import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.ts';

/**
 * Browser tests (docs/testing.md): `tests/browser/*.test.ts` against the
 * built `dist/`, which `npm test` builds first. Each worker serves the site
 * on 127.0.0.1 itself (`tests/support/fixtures.ts`); every other request is
 * aborted in the browser.
 *
 * Settings for a 2-core CI machine: four workers, each running its files
 * one after another. A browser test mostly waits (for a page, an idle
 * callback, an animation), so four share two cores well: the suite took
 * 4.5 min of keyboard and axe tests on two workers, 2.7 min on four
 * (docs/performance.md, "The test suite's time"). No retries, because a
 * test that needs one is a test to fix; waits are bounded by the timeouts
 * below, never by sleeps.
 */
export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.test.ts',
  workers: 4,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  // One test may open several pages and run axe; the first test of a
  // worker also waits for its server.
  timeout: 60_000,
  // Web-first assertions retry until this; a busy 2-core machine needs more than the default 5 s.
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  // The run's directory for the extra builds (the sending build, the edited copy), each made once by the
  // first worker that needs it; the photo Worker's port, which the sending build is built with.
  globalSetup: ['./tests/support/shared-builds.ts', './tests/support/sending-build.ts'],
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
