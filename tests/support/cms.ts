import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The CMS at `/admin` in local mode, for browser tests. In local mode the
 * CMS works on a folder of the editor's disk through the browser's File
 * System Access API, which asks for the folder in a native dialog no test
 * can answer. So the test hands it the page's origin-private file system
 * (a real `FileSystemDirectoryHandle`, written through the same API) holding
 * a copy of the repository's editable files, and copies what the CMS wrote
 * there back into the project copy on disk, byte for byte.
 */

/** The files the CMS reads: the data files, the gallery's photos and the locale files. */
const editableFolders = ['src/data', 'src/assets/gallery', 'locales'];

/** Every file under `editableFolders` of the project at `dir`, by its path in the repository. */
async function editableFiles(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const folder of editableFolders) {
    for (const name of await readdir(join(dir, folder))) {
      files[`${folder}/${name}`] = (await readFile(join(dir, folder, name))).toString('base64');
    }
  }
  return files;
}

/**
 * Opens `/admin/` on `page` and signs in to local mode on a copy of the
 * editable files of the project at `dir`; resolves when the CMS lists its
 * collection. Call before the page's first navigation.
 */
export async function openLocalCms(page: Page, dir: string): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'showDirectoryPicker', { value: () => navigator.storage.getDirectory() });
  });
  // The CMS is a 2 MB script: on a busy 2-core machine its `load` can take longer than a navigation
  // may, so the test goes on once the page is committed and waits for the CMS's own sign-in button.
  await page.goto('/admin/', { waitUntil: 'commit' });
  await page.evaluate(
    async (files) => {
      const root = await navigator.storage.getDirectory();
      // The CMS checks that the folder is a git working copy.
      await root.getDirectoryHandle('.git', { create: true });
      for (const [path, base64] of Object.entries(files)) {
        const parts = path.split('/');
        let folder = root;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    await editableFiles(dir),
  );
  const signIn = page.getByRole('button', { name: 'Work with Local Repository' });
  await signIn.waitFor({ timeout: 60_000 });
  await signIn.click();
  await page.getByRole('row', { name: 'Hinnakiri' }).waitFor({ timeout: 30_000 });
}

/** The editable files as the CMS left them, by path in the repository (base64). */
async function filesInCms(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async (folders) => {
    const root = await navigator.storage.getDirectory();
    const files: Record<string, string> = {};
    for (const folderPath of folders) {
      let folder = root;
      for (const part of folderPath.split('/')) folder = await folder.getDirectoryHandle(part);
      for await (const [name, handle] of folder as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        if (handle.kind !== 'file') continue;
        const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        files[`${folderPath}/${name}`] = btoa(binary);
      }
    }
    return files;
  }, editableFolders);
}

/**
 * What the CMS changed, against the project at `dir`: the text of each
 * changed or new file by its path (`added` lists the new ones).
 */
export async function changesInCms(page: Page, dir: string) {
  const before = await editableFiles(dir);
  const after = await filesInCms(page);
  const changed = Object.keys(after).filter((path) => after[path] !== before[path]);
  return {
    changed,
    added: changed.filter((path) => !(path in before)),
    removed: Object.keys(before).filter((path) => !(path in after)),
    text: (path: string) => Buffer.from(after[path], 'base64').toString('utf-8'),
    /** Writes every changed or new file into the project at `dir`, as the CMS wrote it. */
    writeTo: async (target: string) => {
      for (const path of changed) {
        await mkdir(dirname(join(target, path)), { recursive: true });
        await writeFile(join(target, path), Buffer.from(after[path], 'base64'));
      }
    },
  };
}

/** The lines of `after` that differ from `before`, as `-old` / `+new` pairs (both texts must have the same line count). */
export function changedLines(before: string, after: string): string[] {
  const [old, now] = [before.split('\n'), after.split('\n')];
  if (old.length !== now.length) return [`line count ${old.length} → ${now.length}`];
  return old.flatMap((line, index) => (line === now[index] ? [] : [`-${line}`, `+${now[index]}`]));
}
