import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A throwaway copy of the project, for real builds with changed data or settings. */
export interface ProjectCopy {
  /** The copy's root directory. */
  dir: string;
  /**
   * Runs `astro build` in the copy with Node 24 and the environment plus
   * `env` (a value of `undefined` removes that variable). Resolves the exit
   * code and the combined output, without colours.
   */
  build: (env?: Record<string, string | undefined>) => Promise<{ code: number; output: string }>;
  remove: () => Promise<void>;
}

/**
 * Copies what a build reads (config, `src`, `locales`, `public`) into a
 * temporary directory; links each installed package, and copies Astro's
 * image cache, so that a full build there takes seconds once the project
 * itself has been built. `.env` is not copied.
 */
export async function copyProject(): Promise<ProjectCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'project-copy-'));
  for (const entry of ['astro.config.mjs', 'tsconfig.json', 'package.json', 'src', 'locales', 'public']) {
    await cp(join(root, entry), join(dir, entry), { recursive: true });
  }
  // Link each package, not node_modules itself: Astro's cache
  // (node_modules/.astro) must stay this copy's own.
  await mkdir(join(dir, 'node_modules'));
  for (const entry of await readdir(join(root, 'node_modules'))) {
    if (entry === '.bin' || !entry.startsWith('.')) {
      await symlink(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
    }
  }
  await cp(join(root, 'node_modules/.astro/assets'), join(dir, 'node_modules/.astro/assets'), {
    recursive: true,
  }).catch(() => {}); // no cache yet: the build makes the images itself
  const bin = join(dir, 'node_modules/.bin');
  return {
    dir,
    build: (env = {}) =>
      new Promise((resolve) => {
        // As an owner's shell would have it: without Vitest's variables (VITEST, NODE_ENV=test …).
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
          { cwd: dir, env: environment, maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
        );
      }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
