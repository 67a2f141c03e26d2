import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { copyProject, type ProjectCopy } from './project-copy.ts';

/**
 * The sites the browser tests need besides `dist/` (the sending build, the
 * edited copy): built by Playwright's `extra builds` setup project
 * (`extra-builds.setup.ts`) before the browser tests start, once per run,
 * and read by every worker. A setup project hands its work on through
 * files, as Playwright's own sign-in example does: each build lands in
 * `extraBuildsDir/<name>/`, with what the tests must know about it in
 * `facts.json`. `npx playwright test --no-deps …` reuses the last run's builds.
 */

/** Where the extra builds go: under `node_modules/.cache`, ignored by git and the checkers. */
const extraBuildsDir = fileURLToPath(new URL('../../node_modules/.cache/extra-builds/', import.meta.url));

/** What a test needs to know about an extra build besides its files, written beside them. */
export interface BuildFacts {
  /** The port on 127.0.0.1 that the build's photo control uploads to, when it has one. */
  photoWorkerPort?: number;
}

/** How to make an extra build: edits to a copy of the project, and the environment to build it with. */
export interface ExtraBuild {
  edit?: (copy: ProjectCopy) => Promise<void>;
  env?: Record<string, string | undefined>;
  facts?: BuildFacts;
}

/** Builds `build` from a copy of the project into `extraBuildsDir/<name>/`; throws with Astro's output if it fails. */
export async function makeExtraBuild(name: string, { edit, env, facts = {} }: ExtraBuild): Promise<void> {
  const target = join(extraBuildsDir, name);
  await rm(target, { recursive: true, force: true });
  const copy = await copyProject();
  try {
    await edit?.(copy);
    const { code, output } = await copy.build(env);
    if (code !== 0) throw new Error(`The ${name} build failed:\n${output}`);
    await mkdir(target, { recursive: true });
    // Copied, not renamed: the copy is in the system's temporary directory, often another file system.
    await cp(join(copy.dir, 'dist'), join(target, 'dist'), { recursive: true });
    await writeFile(join(target, 'facts.json'), JSON.stringify(facts));
  } finally {
    await copy.remove();
  }
}

/** The extra build named `name`: its `dist/` and its facts. Throws when the setup project has not built it. */
export async function extraBuild(name: string): Promise<{ dir: string; facts: BuildFacts }> {
  const target = join(extraBuildsDir, name);
  if (!existsSync(join(target, 'facts.json'))) {
    throw new Error(`No ${name} build in ${extraBuildsDir}: run the browser tests without --no-deps once.`);
  }
  return { dir: join(target, 'dist'), facts: JSON.parse(await readFile(join(target, 'facts.json'), 'utf-8')) };
}
