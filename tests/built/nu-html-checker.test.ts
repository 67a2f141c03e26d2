import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';
import { builtHtmlFiles } from '../support/built-site';
import { notFoundPages, sitePages } from '../support/site-pages';
import { distDir } from '../../scripts/static-server';

/**
 * Every built page, the 404 pages included, through the W3C Nu HTML Checker
 * (`vnu-jar`, the checker behind validator.w3.org/nu): no error and no
 * warning. Its plain "info" notes (React writes void elements as `<img/>`)
 * are not faults. It needs Java 17 or newer on the PATH
 * (`scripts/ensure-test-tools.sh` installs Debian's default-jre-headless).
 * Without Java the check is skipped with a notice (html-validity.test.ts
 * still runs), except where CI=true: there it fails.
 */

const javaFound = !spawnSync('java', ['-version']).error;
const inCi = process.env.CI === 'true';
if (!javaFound && !inCi) console.warn('Nu HTML Checker skipped: no `java` on the PATH (it needs Java 17 or newer).');

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const files = await builtHtmlFiles();

/** One report of the checker's JSON output. */
interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
}

/**
 * The checker's Content-Security-Policy check reads each page as a `file:`
 * URL, where `'self'` allows nothing; it hashes inline scripts and styles
 * without their line breaks, and it takes the JSON-LD data block for a
 * script. So every one of its CSP reports here is false; the policy is
 * checked in Chromium instead (security-headers.test.ts).
 */
const falseCspReport = /violates Content Security Policy/;

describe.skipIf(!javaFound && !inCi)('W3C Nu HTML Checker', () => {
  test('Java is on the PATH (CI runs every check)', () => {
    expect(javaFound, 'no `java` on the PATH: install Debian’s default-jre-headless').toBe(true);
  });

  test('the build has every page in every language and the three 404 pages', () => {
    expect(files).toHaveLength(sitePages.length + notFoundPages.length);
  });

  test('reports no error and no warning on any page', async () => {
    // One run for every page: the JVM's start-up is most of the time.
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files.map((f) => `${distDir}${f}`)],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    const faults = messages
      .filter((m) => m.type !== 'info' || m.subType === 'warning')
      .filter((m) => !falseCspReport.test(m.message))
      .map((m) => {
        const file = m.url ? decodeURI(m.url).replace(`file:${distDir}`, '') : '';
        return `${file}:${m.lastLine ?? 0}.${m.firstColumn ?? 0} ${m.type}${m.subType ? ` ${m.subType}` : ''}: ${m.message}`;
      });
    expect(faults).toEqual([]);
  }, 180_000);
});
