import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ProjectCopy {
  /** The copy's root directory. */
  dir: string;
  /** The text of a file of the copy, by its path in the repository. */
  read: (path: string) => Promise<string>;
  /** Replaces a file of the copy, by its path in the repository. */
  write: (path: string, text: string) => Promise<void>;
  /** Puts the repository's own version of a file back. */
  restore: (path: string) => Promise<void>;
  /**
   * Runs `astro build` in the copy with Node 24, writing to `<dir>/dist`,
   * as an owner's shell would run it (without Vitest's variables), with
   * `env` added (a value of `undefined` removes that variable). Resolves its
   * exit code and its output (stdout then stderr, without colours).
   */
  build: (env?: Record<string, string | undefined>) => Promise<{ code: number; output: string }>;
  remove: () => Promise<void>;
}

/**
 * A throwaway copy of the project for builds from edited data, locale or
 * configuration files: the sources are copied, each package is linked, and
 * Astro's cache (`node_modules/.astro`, optimised images included) is copied
 * so that a full build reuses the images of the last `astro build` and takes
 * seconds. The cache stays the copy's own. With `cache: false` the copy
 * starts without it, as a fresh checkout on a build server does.
 */
export async function copyProject({ cache = true }: { cache?: boolean } = {}): Promise<ProjectCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'site-copy-'));
  // netlify.toml: the build checks its not-found rules against the languages (src/lib/config/input-check.ts).
  for (const entry of [
    'astro.config.mjs',
    'tsconfig.json',
    'package.json',
    'netlify.toml',
    'src',
    'locales',
    'public',
  ]) {
    await cp(join(root, entry), join(dir, entry), { recursive: true });
  }
  await mkdir(join(dir, 'node_modules'));
  for (const entry of await readdir(join(root, 'node_modules'))) {
    if (entry === '.bin' || !entry.startsWith('.')) {
      await symlink(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
    }
  }
  const astroCache = join(root, 'node_modules/.astro');
  if (cache && existsSync(astroCache)) await cp(astroCache, join(dir, 'node_modules/.astro'), { recursive: true });

  const bin = join(dir, 'node_modules/.bin');
  return {
    dir,
    read: (path) => readFile(join(dir, path), 'utf-8'),
    write: (path, text) => writeFile(join(dir, path), text),
    restore: (path) => cp(join(root, path), join(dir, path)),
    build: (env = {}) =>
      new Promise((resolve) => {
        const environment: NodeJS.ProcessEnv = Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
        );
        Object.assign(environment, { NO_COLOR: '1', FORCE_COLOR: '0' });
        for (const [name, value] of Object.entries(env)) {
          if (value === undefined) delete environment[name];
          else environment[name] = value;
        }
        execFile(
          join(bin, 'node'),
          [join(bin, 'astro'), 'build'],
          {
            cwd: dir,
            env: environment,
            maxBuffer: 16 * 1024 * 1024,
          },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
        );
      }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
