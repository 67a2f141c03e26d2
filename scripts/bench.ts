/**
 * Performance benchmark: `npm run bench` (docs/performance.md).
 *
 * Builds the site and the baseline page (`bench/baseline/`: the smallest Astro
 * page with the site's React and one island hydrated `client:idle`; skip
 * both builds with `--no-build`), serves each on 127.0.0.1 as a CDN would
 * (brotli/gzip; the site with its `_headers` rules applied), and runs
 * Lighthouse with its default settings (mobile emulation, simulated slow-4G
 * throttling) in Debian's Chromium (`/usr/bin/chromium` or `CHROME_PATH`)
 * three times on the baseline and on each of the site's pages, in rounds (the
 * baseline, then the site's pages), so that a change in the machine's load
 * weighs on both alike. Chromium resolves no host but 127.0.0.1, so no
 * request leaves the machine. Prints a table of the medians, each page's
 * LCP as a multiple of the baseline's, and the targets below; writes
 * everything to `bench-results/latest.json` and the table into
 * docs/performance.md ("Latest run"). `--compare` measures what a
 * mechanism earns (described at its function below).
 *
 * Byte columns: "Total" and "JS before load" are bytes on the wire as
 * Lighthouse saw them (brotli, response headers included); "JS" is the gzip
 * size (zlib level 6) of every script the page requested; "HTML+CSS" is the
 * brotli size (quality 11) of the HTML body plus its render-blocking
 * stylesheets; "Doc" is the page's own response as Lighthouse saw it
 * (brotli body and headers), which must fit the first TCP window
 * (`firstWindowBytes`). 1 KB = 1024 bytes.
 *
 * Runs on the Node 24 of the `node` devDependency (type stripping); exits 1 when a Lighthouse run fails.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import { localeCodes } from '../src/lib/i18n/locales.ts';
import { pagePath, pagePaths, type PageId } from '../src/lib/i18n/routes.ts';
import { chromiumFlags, chromiumPath } from './chromium.ts';
import { brotliBytes, pageBudgetBytes } from './page-budget.ts';
import { probeInteractions, type InteractionResult } from './interaction-probe.ts';
import { distDir, startStaticServer, type StaticServer } from './static-server.ts';

const runsPerPage = 3;
/** How many times the interaction probe measures each interaction (its median is reported). */
const interactionRuns = 5;
/** Largest interaction latency allowed, as a multiple of the baseline page's button's (same run). */
const interactionRatioLimit = 1.5;
const chromePath = chromiumPath;
// `--accept-lang`: an Estonian browser (`navigator.languages`; headless
// Chromium ignores `--lang`), so the unprefixed Estonian pages are measured
// as such; with another language the language redirect (docs/behaviour.md,
// "Languages") would take them to another page.
const chromeFlags = [
  '--headless=new',
  ...chromiumFlags,
  '--accept-lang=et-EE,et',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
const KB = 1024;
/**
 * Bytes a server sends in the first round trip of a new connection: an
 * initial congestion window of 10 segments of 1460 bytes (RFC 6928). A
 * document with its headers beyond it waits one more round trip before the
 * first paint (docs/decisions.md, "Nothing but the page before its first paint").
 */
const firstWindowBytes = 10 * 1460;
const baselineRoot = 'bench/baseline';
/** The document whose "Latest run" section the bench rewrites. */
const performanceDoc = 'docs/performance.md';
const baselineDistDir = `${baselineRoot}/dist/`;

/**
 * Largest LCP allowed, as a multiple of the baseline's: the home pages carry
 * the hero photo, which the baseline has no counterpart for.
 */
const lcpRatioLimit = (path: string) => (/^\/(?:[a-z]{2}\/)?$/.test(path) ? 1.2 : 1.1);

/** The targets, checked against each page's medians. */
const targets: { label: string; met: (page: PageResult) => boolean }[] = [
  {
    label: 'all four Lighthouse scores 100',
    met: (p) => [p.performance, p.accessibility, p.bestPractices, p.seo].every((s) => s === 100),
  },
  {
    label: 'LCP ≤ 1.10 × the baseline’s (home pages ≤ 1.20 ×)',
    met: (p) => p.lcpRatio <= lcpRatioLimit(p.path),
  },
  { label: 'CLS 0', met: (p) => p.cls === 0 },
  { label: 'TBT 0 (on an idle machine)', met: (p) => p.tbt === 0 },
  {
    label: `HTML + critical CSS ≤ ${pageBudgetBytes} bytes brotli (one round trip)`,
    met: (p) => p.htmlCriticalCssBrotli <= pageBudgetBytes,
  },
  {
    label: `the document with its headers in the first TCP window (≤ ${firstWindowBytes} bytes)`,
    met: (p) => p.documentBytes <= firstWindowBytes,
  },
  { label: 'no JavaScript before first paint (no render-blocking script)', met: (p) => p.renderBlockingScripts === 0 },
  { label: 'JavaScript ≤ 80 KB gzip', met: (p) => p.jsGzip <= 80 * KB },
  { label: 'LCP ≤ 1.5 s', met: (p) => p.lcp <= 1500 },
];

/**
 * Lighthouse's throttling: `simulate` (its default: the page loads at full
 * speed and Lantern computes what slow 4G and a 4× slower CPU would have
 * given) or `devtools` (the page loads under applied throttling; the
 * timings are observed).
 */
type ThrottlingMethod = 'simulate' | 'devtools';

/** One Lighthouse run's numbers: scores 0–100, times in ms, sizes in bytes. */
interface RunResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  /** The page's own response on the wire: brotli body plus headers. */
  documentBytes: number;
  requests: number;
  jsBeforeLoad: number;
  renderBlockingScripts: number;
  /** Root-relative paths of the scripts the page requested. */
  scripts: string[];
}

/** A page's medians over its runs, plus its sizes measured from its build. */
interface PageResult extends Omit<RunResult, 'scripts'> {
  path: string;
  jsGzip: number;
  htmlCriticalCssBrotli: number;
  /** Median LCP divided by the baseline's median LCP (the baseline's own row: 1). */
  lcpRatio: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    compare: { type: 'string', multiple: true },
    pages: { type: 'string', default: '/' },
    runs: { type: 'string' },
    throttling: { type: 'string', default: 'simulate,devtools' },
  },
});

if (options.compare) {
  const modes = options.throttling.split(',') as ThrottlingMethod[];
  await compareBuilds(options.compare, options.pages.split(','), Number(options.runs ?? 5), modes);
  process.exit(0);
}

if (!options['no-build']) {
  for (const args of [['build'], ['build', '--root', baselineRoot]]) {
    const build = spawnSync('node_modules/.bin/astro', args, { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

/** What is measured: the baseline, then the site's pages; each with its build and its server. */
const siteServer = await startStaticServer({ hostingHeaders: true, compress: true });
const baselineServer = await startStaticServer({ dir: baselineDistDir, compress: true });
const subjects: { label: string; path: string; dir: string; server: StaticServer }[] = [
  { label: 'baseline', path: '/', dir: baselineDistDir, server: baselineServer },
  ...sitePaths().map((path) => ({ label: path, path, dir: distDir, server: siteServer })),
];

const runsOf = new Map<string, RunResult[]>(subjects.map((subject) => [subject.label, []]));
let lighthouseVersion = '';
let chromeVersion = '';
let interactions: InteractionResult[];
try {
  for (let run = 1; run <= runsPerPage; run++) {
    for (const subject of subjects) {
      process.stdout.write(`Lighthouse ${subject.label} run ${run}/${runsPerPage}…\n`);
      const { result, versions } = await runLighthouse(`${subject.server.origin}${subject.path}`);
      runsOf.get(subject.label)!.push(result);
      [lighthouseVersion, chromeVersion] = versions;
    }
  }
  process.stdout.write(`Interaction probe, ${interactionRuns} runs…\n`);
  // A failed probe leaves the Lighthouse figures of the run standing.
  interactions = await probeInteractions(
    { site: siteServer.origin, baseline: baselineServer.origin },
    interactionRuns,
  ).catch((error: unknown) => {
    console.error(`The interaction probe failed: ${String(error)}`);
    return [];
  });
} finally {
  await siteServer.close();
  await baselineServer.close();
}

const [baseline, ...results] = await Promise.all(
  subjects.map(async (subject) => {
    const runs = runsOf.get(subject.label)!;
    return { ...(await pageResult(subject.dir, subject.path, runs)), path: subject.label, runs };
  }),
);
for (const page of [baseline, ...results]) page.lcpRatio = page.lcp / baseline.lcp;

const latestRun = printTable(baseline, results);
await rewriteLatestRun(
  [
    `${new Date().toISOString().slice(0, 10)}, Lighthouse ${lighthouseVersion}, ${chromeVersion.replace('/', ' ')}, medians of ${runsPerPage} runs.`,
    '',
    ...latestRun,
    '',
    ...interactionTable(interactions),
  ].join('\n'),
);
await mkdir('bench-results', { recursive: true });
await writeFile(
  'bench-results/latest.json',
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouse: lighthouseVersion,
      chromium: chromeVersion,
      settings: 'Lighthouse defaults: mobile emulation, simulated throttling (slow 4G, 4× CPU slowdown)',
      runsPerPage,
      targets: Object.fromEntries(targets.map((target) => [target.label, results.every(target.met)])),
      baseline,
      pages: results,
      interactions,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWritten to bench-results/latest.json and ${performanceDoc}`);

/**
 * Prints the interaction probe's medians, each as a multiple of the
 * baseline page's button's (the first), and whether each is within
 * `interactionRatioLimit`; returns the same as Markdown lines.
 */
function interactionTable([baselineButton, ...taps]: InteractionResult[]): string[] {
  if (!baselineButton) return ['The interaction probe failed (its error is in the run’s output).'];
  const ratio = (tap: InteractionResult) => tap.median / baselineButton.median;
  const lines = [
    `Interaction latency (Event Timing, 390 × 844, 4× CPU slowdown), medians of ${interactionRuns} runs:`,
    '',
    '| Interaction | ms | × baseline | runs, ms |',
    '| --- | ---: | ---: | --- |',
    ...[baselineButton, ...taps].map(
      (tap) => `| ${tap.label} | ${tap.median} | ${ratio(tap).toFixed(2)} | ${tap.latencies.join(', ')} |`,
    ),
    '',
    `- ${taps.every((tap) => ratio(tap) <= interactionRatioLimit) ? '✓' : '✗'} every interaction ≤ ${interactionRatioLimit} × the baseline page's button`,
  ];
  console.log(`\n${lines.join('\n')}`);
  return lines;
}

/**
 * Replaces the text between the "latest run" markers of
 * `docs/performance.md` with `text` (Markdown), so that the document
 * shows the last run's figures.
 */
async function rewriteLatestRun(text: string) {
  const doc = await readFile(performanceDoc, 'utf-8');
  const [start, end] = ['<!-- bench:latest-run -->', '<!-- /bench:latest-run -->'];
  if (!doc.includes(start) || !doc.includes(end)) throw new Error(`${performanceDoc} lacks the ${start} markers`);
  await writeFile(
    performanceDoc,
    `${doc.slice(0, doc.indexOf(start) + start.length)}\n\n${text}\n\n${doc.slice(doc.indexOf(end))}`,
  );
}

/** One Lighthouse run in a fresh Chromium. Throws when Lighthouse reports a runtime error. */
async function runLighthouse(
  url: string,
  throttlingMethod: ThrottlingMethod = 'simulate',
): Promise<{ result: RunResult; versions: [string, string] }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = runner?.lhr;
    if (!lhr || lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const networkDetails = lhr.audits['network-requests']?.details as {
      items: NetworkRequest[];
      debugData?: { networkStartTimeTs?: number };
    };
    const metrics = (lhr.audits.metrics?.details as { items: { observedLoadTs?: number }[] }).items[0];
    const startTs = networkDetails.debugData?.networkStartTimeTs ?? 0;
    const loadTs = metrics.observedLoadTs ?? Number.POSITIVE_INFINITY;
    const scripts = networkDetails.items.filter((item) => item.resourceType === 'Script');
    const blocking =
      (lhr.audits['render-blocking-insight']?.details as { items?: { url?: string }[] } | undefined)?.items ?? [];
    return {
      versions: [lhr.lighthouseVersion, lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''],
      result: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: numeric('largest-contentful-paint'),
        fcp: numeric('first-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        totalBytes: numeric('total-byte-weight'),
        documentBytes:
          networkDetails.items.find((item) => item.resourceType === 'Document')?.transferSize ?? Number.NaN,
        requests: networkDetails.items.length,
        jsBeforeLoad: scripts
          .filter((item) => startTs + (item.networkRequestTime ?? 0) * 1000 < loadTs)
          .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        renderBlockingScripts: blocking.filter((item) => item.url && /\.m?js(\?|$)/.test(item.url)).length,
        scripts: scripts.map((item) => new URL(item.url).pathname),
      },
    };
  } finally {
    chrome.kill();
  }
}

/** Medians of a page's runs, and its sizes from the files of its build (`dir`). */
async function pageResult(dir: string, path: string, runs: RunResult[]): Promise<PageResult> {
  const median = (key: Exclude<keyof RunResult, 'scripts'>) => {
    const values = runs.map((run) => run[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  const scripts = [...new Set(runs.flatMap((run) => run.scripts))];
  const gzipSizes = await Promise.all(
    scripts.map(async (script) => gzipSync(await readFile(`${dir}${script.slice(1)}`)).length),
  );
  return {
    path,
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    lcp: median('lcp'),
    fcp: median('fcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    totalBytes: median('totalBytes'),
    documentBytes: median('documentBytes'),
    requests: median('requests'),
    jsBeforeLoad: median('jsBeforeLoad'),
    renderBlockingScripts: median('renderBlockingScripts'),
    jsGzip: gzipSizes.reduce((sum, size) => sum + size, 0),
    htmlCriticalCssBrotli: await htmlCriticalCssBrotli(dir, path),
    lcpRatio: Number.NaN,
  };
}

/**
 * Brotli size (quality 11) of a page's HTML plus the stylesheets it links
 * outside `<noscript>` without a non-screen `media`: what first paint waits for.
 */
async function htmlCriticalCssBrotli(dir: string, path: string): Promise<number> {
  const html = await readFile(`${dir}${path.slice(1)}index.html`);
  const head = html.toString('utf-8').replace(/<noscript>.*?<\/noscript>/gs, '');
  const stylesheets = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\bmedia="(?!all|screen)/.test(tag))
    .map((tag) => /\bhref="\/([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href));
  const cssSizes = await Promise.all(stylesheets.map(async (href) => brotliBytes(await readFile(`${dir}${href}`))));
  return cssSizes.reduce((sum, size) => sum + size, brotliBytes(html));
}

/**
 * Prints the baseline's row, then the pages', and which targets the pages
 * met; returns the same as Markdown lines.
 */
function printTable(baseline: PageResult, pages: PageResult[]): string[] {
  const kb = (bytes: number) => (bytes / KB).toFixed(1);
  const rows = [
    [
      'Page',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'LCP ms',
      'LCP × baseline',
      'FCP ms',
      'TBT ms',
      'CLS',
      'Total KB',
      'Doc KB',
      'JS KB gz',
      'Req',
      'HTML+CSS KB br',
      'JS before load KB',
      'Blocking JS',
    ],
    ...[baseline, ...pages].map((p) => [
      p.path,
      p.performance,
      p.accessibility,
      p.bestPractices,
      p.seo,
      Math.round(p.lcp),
      p.lcpRatio.toFixed(2),
      Math.round(p.fcp),
      Math.round(p.tbt),
      p.cls.toFixed(3),
      kb(p.totalBytes),
      kb(p.documentBytes),
      kb(p.jsGzip),
      p.requests,
      kb(p.htmlCriticalCssBrotli),
      kb(p.jsBeforeLoad),
      p.renderBlockingScripts,
    ]),
  ].map((row) => row.map(String));
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const table = [
    line(rows[0]),
    `|${widths.map((width, column) => (column === 0 ? ` ${'-'.repeat(width)} ` : ` ${'-'.repeat(width - 1)}: `)).join('|')}|`,
    ...rows.slice(1).map(line),
  ];
  const targetLines = targets.map((target) => {
    const missed = pages.filter((page) => !target.met(page)).map((page) => page.path);
    return `- ${missed.length === 0 ? '✓' : '✗'} ${target.label}${missed.length ? `: missed on ${missed.join(', ')}` : ''}`;
  });
  console.log(`\nMedians of ${runsPerPage} Lighthouse runs per page (mobile, simulated throttling)\n`);
  console.log(table.join('\n'));
  console.log('\nTargets (every page; the baseline is measured in the same run):');
  console.log(targetLines.join('\n'));
  return [...table, '', 'Targets (every page; the baseline page measured in the same run):', '', ...targetLines];
}

/**
 * `--compare A --compare B [--pages /,/services/] [--runs 5]
 * [--throttling simulate,devtools]`: two built sites (the `dist/` of a
 * build with a mechanism and of one without it, both already built),
 * measured on the same pages, in both throttling modes (or the one named),
 * `runs` times each. The runs interleave, A then B, then B then A, so that a
 * change in the machine's load weighs on both alike. Prints, per page and
 * mode, the median and the spread (slowest minus fastest run) of LCP, FCP
 * and TBT for each build, and B's median minus A's; writes every run to
 * `bench-results/compare.json`.
 */
async function compareBuilds(dirs: string[], paths: string[], runs: number, modes: ThrottlingMethod[]) {
  if (dirs.length !== 2) throw new Error('--compare takes two built sites: --compare DIR_A --compare DIR_B');
  const servers = await Promise.all(
    dirs.map((dir) =>
      startStaticServer({ dir: dir.endsWith('/') ? dir : `${dir}/`, hostingHeaders: true, compress: true }),
    ),
  );
  const results: Record<string, RunResult[]> = {};
  const key = (mode: string, path: string, build: number) => `${mode} ${path} ${build}`;
  try {
    for (let run = 1; run <= runs; run++) {
      for (const mode of modes) {
        for (const path of paths) {
          const order = run % 2 === 1 ? [0, 1] : [1, 0];
          for (const build of order) {
            process.stdout.write(`Lighthouse (${mode}) ${dirs[build]}${path} run ${run}/${runs}…\n`);
            const { result } = await runLighthouse(`${servers[build].origin}${path}`, mode);
            (results[key(mode, path, build)] ??= []).push(result);
          }
        }
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
  console.log(`\nA = ${dirs[0]}, B = ${dirs[1]}; medians of ${runs} runs, spread (max − min) in brackets, ms\n`);
  console.log('| page | throttling | metric | A | B | B − A |');
  console.log('| --- | --- | --- | ---: | ---: | ---: |');
  for (const mode of modes) {
    for (const path of paths) {
      for (const metric of ['lcp', 'fcp', 'tbt'] as const) {
        const [a, b] = [0, 1].map((build) => results[key(mode, path, build)].map((result) => result[metric]));
        const cell = (values: number[]) => `${Math.round(median(values))} (${Math.round(spread(values))})`;
        console.log(
          `| ${path} | ${mode} | ${metric.toUpperCase()} | ${cell(a)} | ${cell(b)} | ${Math.round(median(b) - median(a))} |`,
        );
      }
    }
  }
  await mkdir('bench-results', { recursive: true });
  await writeFile('bench-results/compare.json', `${JSON.stringify({ builds: dirs, runs: results }, null, 2)}\n`);
}

/** Every page the build wrote, in every locale (the gallery page only when it was built). */
function sitePaths(): string[] {
  return localeCodes.flatMap((locale) =>
    (Object.keys(pagePaths) as PageId[])
      .map((page) => pagePath(locale, page))
      .filter((path) => existsSync(`${distDir}${path.slice(1)}index.html`)),
  );
}
