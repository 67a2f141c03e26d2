import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { debianChromium } from '../../scripts/chromium';

test('the test tools installer looks for Chromium where the tests run it', async () => {
  // A shell script cannot import the path: it runs before `npm install` in CI (.ci/run).
  const script = await readFile('scripts/ensure-test-tools.sh', 'utf-8');
  expect(script).toContain(`chrome="\${CHROME_PATH:-${debianChromium}}"`);
});
