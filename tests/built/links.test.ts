import { describe, expect, test } from 'vitest';
import { builtHtmlFiles, fileForPath, pathForFile, readBuiltPage } from '../support/built-site';

// Every internal URL on every built page resolves: links (`href`), images
// and scripts (`src`, `srcset`), the social image, and absolute URLs on the
// site's own origin (canonical, hreflang); each `#fragment` names an
// element id on the page it points to.
const files = await builtHtmlFiles();
const siteOrigin = await canonicalOrigin();

/** The origin of the home page's canonical link: the `site` setting. */
async function canonicalOrigin(): Promise<string> {
  const { document } = await readBuiltPage('index.html');
  return new URL(document.querySelector('link[rel="canonical"]')!.getAttribute('href')!).origin;
}

const idsByFile = new Map<string, Set<string>>();
async function idsOf(file: string): Promise<Set<string>> {
  if (!idsByFile.has(file)) {
    const { document } = await readBuiltPage(file);
    idsByFile.set(file, new Set(document.querySelectorAll('[id]').map((element) => element.id ?? '')));
  }
  return idsByFile.get(file)!;
}

/** The URLs a page refers to, as written. */
async function urlsOf(file: string): Promise<string[]> {
  const { document } = await readBuiltPage(file);
  const attribute = (selector: string, name: string) =>
    document.querySelectorAll(selector).map((element) => element.getAttribute(name) ?? '');
  const srcsets = attribute('[srcset]', 'srcset').flatMap((srcset) =>
    srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]),
  );
  return [
    ...attribute('[href]', 'href'),
    ...attribute('[src]', 'src'),
    ...srcsets,
    ...attribute('meta[property="og:image"]', 'content'),
  ];
}

describe('internal links and anchors', () => {
  test('the home page names the site origin in its canonical link', () => {
    expect(siteOrigin).toMatch(/^https?:\/\/[^/]+$/);
  });

  test.each(files)('every internal URL on %s resolves', async (file) => {
    const pageUrl = new URL(pathForFile(file), siteOrigin);
    const broken: string[] = [];
    let checked = 0;
    for (const written of await urlsOf(file)) {
      const url = new URL(written, pageUrl);
      if (url.origin !== siteOrigin) continue;
      checked++;
      const target = fileForPath(url.pathname);
      if (!target) broken.push(`${written}: no built file`);
      else if (url.hash.length > 1 && !(await idsOf(target)).has(decodeURIComponent(url.hash.slice(1)))) {
        broken.push(`${written}: no element with id "${url.hash.slice(1)}" in ${target}`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });
});
