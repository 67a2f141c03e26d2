import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyProject, type ProjectCopy } from './project-copy.ts';

/**
 * Extra builds of the site for the browser tests (the sending build, the
 * edited copy), each made once per Playwright run by the first worker that
 * needs it while the other workers go on with their tests, and shared by
 * every worker: a full build is tens of seconds on two cores
 * (docs/performance.md, "The test suite's time"). Playwright's global setup
 * (`playwright.config.ts`) makes the run's directory and removes it, builds
 * included, at the end.
 */

/** The environment variable through which the global setup tells the workers where the builds go. */
const dirVariable = 'SHARED_BUILDS_DIR';

/** How often a worker waiting for another's build looks for it, in ms. */
const pollInterval = 500;

/**
 * The `dist/` of the build named `name`: made by the first worker that asks
 * (a copy of the project, changed by `edit`, built with `env` added, as
 * `ProjectCopy.build` takes it), waited for by the others. Throws with
 * Astro's output when the build failed, in every worker that asks, and
 * outside a Playwright run.
 */
export async function sharedBuild(
  name: string,
  edit: (copy: ProjectCopy) => Promise<void>,
  env: Record<string, string | undefined> = {},
): Promise<string> {
  const runDir = process.env[dirVariable];
  if (!runDir) throw new Error(`${dirVariable} is not set: run the browser tests with \`npx playwright test\`.`);
  const dir = join(runDir, name);
  const dist = join(dir, 'dist');
  const failure = join(dir, 'failed.txt');
  // mkdir is atomic: the one worker that creates the directory builds.
  const builds = await mkdir(dir).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  if (builds) {
    const copy = await copyProject();
    try {
      await edit(copy);
      const { code, output } = await copy.build(env);
      if (code !== 0) await writeFile(failure, output);
      // Moved in one step, so that a waiting worker never sees half a build.
      else await rename(join(copy.dir, 'dist'), dist);
    } catch (error) {
      await writeFile(failure, String(error));
    } finally {
      await copy.remove();
    }
  }
  while (!existsSync(dist) && !existsSync(failure)) await sleep(pollInterval);
  if (existsSync(failure)) throw new Error(`The ${name} build failed:\n${await readFile(failure, 'utf-8')}`);
  return dist;
}

/**
 * Playwright's global setup: makes the run's directory for the shared
 * builds and returns the teardown that removes it. With `SHARED_BUILDS_DIR`
 * already set (`SHARED_BUILDS_DIR=/tmp/builds npx playwright test …`), the
 * builds go there and stay for the next run that sets it: for working on a
 * test of the edited copy; remove the directory after changing an edit.
 */
export default async function makeBuildsDirectory(): Promise<(() => Promise<void>) | undefined> {
  const kept = process.env[dirVariable];
  if (kept) {
    await mkdir(kept, { recursive: true });
    return undefined;
  }
  const dir = await mkdtemp(join(tmpdir(), 'site-builds-'));
  process.env[dirVariable] = dir;
  return () => rm(dir, { recursive: true, force: true });
}
