/**
 * The language redirect's cost: `npm run bench -- --language-redirect
 * [--no-build] [DIR …]` (docs/performance.md).
 *
 * A visitor whose browser is Russian opens `/` and is sent to `/ru/`
 * (docs/behaviour.md, "Languages"). This measures, in Debian's Chromium
 * throttled as Lighthouse's applied "slow 4G" (562.5 ms round trip,
 * 1.47 Mbit/s down, 4× CPU slowdown), the time from asking for `/` to the
 * largest paint of `/ru/`, in a fresh profile each run. It serves `dist/`
 * (built first unless `--no-build`) and each further build `DIR` named,
 * compressed and with their `_headers`, and alternates between them run by
 * run, so that a change in the machine's load weighs on each alike. Prints
 * each build's runs and median, in ms.
 */
import { spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.ts';
import { distDir, startStaticServer } from '../tests/support/static-server.ts';

const runs = 7;
const dirs = [distDir, ...process.argv.slice(2).filter((arg) => !arg.startsWith('--'))];

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('node_modules/.bin/astro', ['build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const servers = await Promise.all(dirs.map((dir) => startStaticServer({ dir, hostingHeaders: true, compress: true })));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const times = dirs.map((): number[] => []);

/** One visit to `origin`/ in a fresh Russian profile: ms from the request of `/` to `/ru/`'s largest paint. */
async function visit(origin: string): Promise<number> {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
      uploadThroughput: (750 * 1024 * 0.9) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const start = Date.now();
    await page.goto(`${origin}/`);
    await page.waitForURL(`${origin}/ru/`, { waitUntil: 'load' });
    const largestPaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(performance.timeOrigin + entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    return largestPaint - start;
  } finally {
    await context.close();
  }
}

try {
  for (let run = 1; run <= runs; run++) {
    for (const [index, server] of servers.entries()) {
      const ms = await visit(server.origin);
      times[index].push(ms);
      console.log(`run ${run}/${runs} ${dirs[index]}: ${Math.round(ms)} ms`);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}

console.log('\nRussian browser, / → /ru/ largest paint (ms), median and runs:');
for (const [index, dir] of dirs.entries()) {
  const sorted = [...times[index]].sort((a, b) => a - b);
  console.log(
    `  ${dir}: ${Math.round(sorted[Math.floor(sorted.length / 2)])} (${times[index].map(Math.round).join(', ')})`,
  );
}
