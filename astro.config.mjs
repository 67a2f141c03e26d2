// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, envField } from 'astro/config';
import { loadEnv } from 'vite';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { staticHosting } from './src/integrations/static-hosting.ts';
import { ownHashes } from './src/integrations/own-hashes.ts';
import { locales, defaultLocale } from './src/lib/i18n/locales.ts';
import { pageOfPath, pagePath } from './src/lib/i18n/routes.ts';
import { cspDirectives } from './src/lib/security/security-policy.ts';
import { speculationRulesHash } from './src/lib/head/speculation-rules.ts';
import { languageRedirect } from './src/integrations/language-redirect.ts';
import { islandFallback } from './src/integrations/island-fallback.ts';
import { afterPaint } from './src/integrations/after-paint.ts';
import { checkInputs } from './src/lib/config/input-check.ts';
import { siteOrigin } from './src/lib/config/site-url.ts';
import { photoUploadEndpoint } from './src/lib/config/photo-upload-url.ts';
import { remotePhotoOrigins } from './src/lib/gallery/remote-photos.ts';
import { readCompanyFacts } from './src/lib/company/company-schema.ts';
import { companyFacts } from './src/integrations/company-facts.ts';
import { goingLive } from './src/integrations/going-live.ts';
import { adminCms } from './src/integrations/admin-cms.ts';

/**
 * Every input checked first (locale files, company facts, data files): a
 * mistake stops the build or the dev server here, all of them named together.
 */
await checkInputs(new URL('.', import.meta.url));

/** The company facts of `src/data/company.yaml` (checked above). */
const facts = readCompanyFacts(fileURLToPath(new URL('.', import.meta.url)));

/**
 * The variables the config itself needs, read as Astro documents for a
 * config file ("Environment variables", Vite's `loadEnv`): the environment,
 * then `.env`, `.env.local`, `.env.<mode>` (the environment wins), `mode`
 * being `production` for `astro build` and `development` for `astro dev`.
 */
const env = loadEnv(process.env.NODE_ENV ?? 'production', fileURLToPath(new URL('.', import.meta.url)), [
  'SITE_URL',
  'PUBLIC_PHOTO_',
]);

/**
 * The site's public origin: canonical links, hreflang, sitemap, robots.txt,
 * og:image and JSON-LD derive from it: `SITE_URL` (`env`); without it,
 * `https://` and the company's `domain` fact. A value that is not an origin
 * stops the build with a message saying what is wrong.
 */
const site = siteOrigin(env.SITE_URL, `https://${facts.domain}`);

/**
 * The photo Worker's upload address (`PUBLIC_PHOTO_UPLOAD_URL`, docs/going-live.md),
 * read here as `SITE_URL` is, for the CSP; the form reads it from `astro:env`.
 * Checked here: an address that is not the Worker's stops the build.
 */
const photoUploadUrl = env.PUBLIC_PHOTO_UPLOAD_URL?.trim()
  ? photoUploadEndpoint(env.PUBLIC_PHOTO_UPLOAD_URL)
  : undefined;

const galleryFile = new URL('src/data/gallery.yaml', import.meta.url);
const galleryYaml = existsSync(galleryFile) ? readFileSync(galleryFile, 'utf-8') : '';

export default defineConfig({
  site,
  // One URL form everywhere (links, canonical, hreflang, sitemap): `/`,
  // `/en/`, `/en/services/`, written as `en/services/index.html`. Every static
  // host serves a folder's index.html, so `/en/services` answers 200 too;
  // `trailingSlash: 'never'` would 404 on `/en/`.
  // `inlineStylesheets: 'always'`: a page's CSS travels inside its HTML, so
  // first paint needs no second request on a slow phone connection (the
  // whole site's CSS is about 2 KB brotli per page).
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    locales: locales.map((l) => l.code),
    defaultLocale,
    routing: { prefixDefaultLocale: false },
  },
  // Content-Security-Policy with hashes of every script and style Astro
  // inlines, as a <meta> on each page, plus the hash of the speculation
  // rules (which Astro does not emit), cut after the build to the page's
  // own (src/integrations/own-hashes.ts); dist/_headers adds a hash-free
  // policy (src/lib/security/security-policy.ts). Gallery photos on
  // image hosts are shown as they are (not fetched at build time), so their
  // origins join img-src. The photo Worker's origin joins connect-src
  // when it is configured.
  // No `prefetch`: Astro's prefetch is a script in every page's <head>; the
  // page's speculation rules (src/lib/head/speculation-rules.ts) prefetch
  // links on intent without one.
  security: {
    csp: {
      directives: [...cspDirectives(remotePhotoOrigins(galleryYaml), photoUploadUrl)],
      scriptDirective: { hashes: [speculationRulesHash] },
    },
  },
  // The site has no Markdown, so no code to highlight. Astro's default
  // highlighter (Shiki) writes inline styles the CSP would block, and Astro
  // warns about that on every build: with it off, a clean build prints no
  // warning and a real one (a missing EmailJS id) stands out.
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    languageRedirect(),
    islandFallback(),
    afterPaint(),
    companyFacts(),
    // The sitemap lists the pages of the route table (not the per-language
    // 404 pages), each with its alternates from that table rather than by
    // matching paths: the privacy notice's slug differs by language.
    sitemap({
      serialize(item) {
        const found = pageOfPath(new URL(item.url).pathname);
        if (!found) return undefined;
        const links = locales.map((l) => ({ lang: l.lang, url: new URL(pagePath(l.code, found.page), site).href }));
        return { ...item, links };
      },
    }),
    staticHosting(),
    // Each page's CSP <meta> with its own hashes only, not the whole site's.
    ownHashes(),
    adminCms(),
    // Last: its summary line ends the build's output.
    goingLive({ facts, site }),
  ],
  env: {
    schema: {
      PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_TEMPLATE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      // The photo Worker's origin or its `POST /photos` address; without it the form has no photo control.
      PUBLIC_PHOTO_UPLOAD_URL: envField.string({ context: 'client', access: 'public', optional: true, url: true }),
    },
  },
});
