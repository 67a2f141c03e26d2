import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { dump } from 'js-yaml';
import { loadEnv } from 'vite';
import { cmsConfig } from '../lib/admin/cms-config';
import { priceFileHeader, priceListFile } from '../lib/prices/price-file';
import { cmsBackend, type CmsBackend } from '../lib/config/cms-repository';
import { defaultLocale } from '../lib/i18n/locales';
import { adminPageHtml, cmsScript } from '../lib/admin/admin-page';

/** The CMS's browser bundle in the installed package (`@sveltia/cms`, pinned in package.json), from the project root. */
const cmsBundle = join('node_modules', '@sveltia', 'cms', 'dist', cmsScript);

/**
 * The interface fonts the CMS's bundle loads from a CDN (its text face, its
 * icons, which show as words without it, and its monospace face), served
 * from `/admin/` instead: the same files from the pinned `@fontsource`
 * packages, so the editor makes no third-party request.
 */
export const cmsFonts = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: 'node_modules/@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    file: 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    file: 'node_modules/@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
];

/**
 * Where the CMS's bundle picks the translation service (DeepL, Google, an
 * AI model) its "Translate" buttons send a text to: an outside service the
 * privacy notice does not name and `/admin`'s policy blocks. The bundle
 * has no setting to turn them off, so `withoutTranslation` makes every
 * service report itself unavailable, which disables each "Translate"
 * button and menu item.
 */
const translationService =
  /(\w+)=(\w+)\(\(\)=>\{let\{defaultTranslationService:(\w+)=`google`\}=(\w+);return (\w+)\[\3\]\?\?(\w+)\}\)/;

/** `script` with its "Translate" buttons switched off; throws when the bundle no longer picks a service that way. */
function withoutTranslation(script: string): string {
  if (!translationService.test(script)) {
    throw new Error(`${cmsBundle} no longer picks its translation service as expected: update withoutTranslation.`);
  }
  return script.replace(
    translationService,
    '$1=$2(()=>{let{defaultTranslationService:$3=`google`}=$4;return{...($5[$3]??$6),availability:async()=>!1}})',
  );
}

/**
 * A style sheet that hides those "Translate" buttons, found by their name
 * in each language of the CMS's interface (`node_modules/@sveltia/cms/locales/`):
 * "Translate" and "Translate from {language}".
 */
async function translateButtonsHidden(root: string): Promise<string> {
  const folder = join(root, 'node_modules', '@sveltia', 'cms', 'locales');
  const names = new Set<string>();
  for (const file of await readdir(folder)) {
    const strings = JSON.parse(await readFile(join(folder, file), 'utf-8')) as Record<string, unknown>;
    const { translate, translate_from_x: from } = strings as Record<string, string | undefined>;
    if (translate) names.add(`button[aria-label=${JSON.stringify(translate)}]`);
    if (from) names.add(`button[aria-label^=${JSON.stringify(from.split('{')[0])}]`);
  }
  return `${[...names].join(',')}{display:none!important}`;
}

/**
 * The `/admin/` files: the page, the CMS's configuration, its script (with
 * `cmsFonts` pointed at the site, translation switched off) and those fonts. Throws when the bundle
 * no longer names a font of `cmsFonts` (a new CMS version: update the list).
 */
async function adminFiles(root: string, backend: CmsBackend): Promise<Record<string, string | Buffer>> {
  const estonian = await readFile(join(root, 'locales', `${defaultLocale}.json`), 'utf-8');
  const prices = priceFileHeader(await readFile(join(root, priceListFile), 'utf-8'));
  const config = cmsConfig(backend, JSON.parse(estonian) as Record<string, unknown>, prices?.categories ?? []);
  let script = withoutTranslation(await readFile(join(root, cmsBundle), 'utf-8'));
  const fonts: Record<string, Buffer> = {};
  for (const { cdn, file } of cmsFonts) {
    if (!script.includes(cdn)) throw new Error(`${cmsBundle} no longer loads ${cdn}: update cmsFonts in admin-cms.ts.`);
    const name = basename(file);
    script = script.replaceAll(cdn, `/admin/${name}`);
    fonts[name] = await readFile(join(root, file));
  }
  return {
    'index.html': adminPageHtml(config.app_title, await translateButtonsHidden(root)),
    'config.yml': dump(config, { lineWidth: -1, noRefs: true }),
    [cmsScript]: script,
    ...fonts,
  };
}

/** The CMS's repository (`cmsBackend`) from the environment and the `.env` files of `mode`. */
function backendFromEnv(mode: string, root: string): CmsBackend {
  return cmsBackend({ ...loadEnv(mode, root, 'CMS_'), ...process.env });
}

/**
 * Astro integration that serves the CMS at `/admin/` (docs/editing.md):
 * after the build it writes `dist/admin/` (the page, `config.yml` built
 * from the data schemas, and the CMS's script copied from `node_modules`,
 * no CDN); `astro dev` serves the same files. Its `_headers` rule is
 * written with the site's (`src/lib/security/headers-file-writer.ts`). No visitor
 * page links to it and the sitemap does not list it (it is not an Astro
 * page).
 */
export function adminCms(): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'admin-cms',
    hooks: {
      'astro:config:setup': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://localhost').pathname;
          if (path === '/admin') {
            response.writeHead(301, { Location: '/admin/' }).end();
            return;
          }
          if (!path.startsWith('/admin/')) return next();
          const files = await adminFiles(root, backendFromEnv('development', root));
          const name = path.slice('/admin/'.length) || 'index.html';
          const body = files[name];
          if (body === undefined) return next();
          const type = {
            html: 'text/html; charset=utf-8',
            yml: 'text/yaml; charset=utf-8',
            js: 'text/javascript; charset=utf-8',
            woff2: 'font/woff2',
          }[name.split('.').pop()!];
          response.writeHead(200, {
            'Content-Type': type ?? 'application/octet-stream',
            'X-Robots-Tag': 'noindex, nofollow',
          });
          response.end(body);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        await mkdir(join(out, 'admin'), { recursive: true });
        for (const [name, body] of Object.entries(await adminFiles(root, backendFromEnv('production', root)))) {
          await writeFile(join(out, 'admin', name), body);
        }
        logger.info('/admin/ written (the CMS, docs/editing.md)');
      },
    },
  };
}
