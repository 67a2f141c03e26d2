import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = fileURLToPath(new URL('../../', import.meta.url));
const astro = join(root, 'node_modules/astro/bin/astro.mjs');

export interface ExtraBuild {
  /** The built site's directory, for `startStaticServer({ dir })`. */
  dir: string;
  remove: () => Promise<void>;
}

/**
 * Builds the site once more into a temporary directory with `env` added to
 * the environment: for settings Astro inlines at build time (the
 * `PUBLIC_EMAILJS_*` ids). Reuses the image cache of the first build, so it
 * takes seconds. Throws with Astro's output when the build fails.
 */
export async function buildSiteWith(env: Record<string, string>): Promise<ExtraBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'site-build-'));
  await promisify(execFile)(process.execPath, [astro, 'build', '--outDir', dir, '--silent'], {
    cwd: root,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
