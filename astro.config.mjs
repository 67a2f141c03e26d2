// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { hostFiles } from './src/integrations/host-files.ts';
import { locales, defaultLocale } from './src/lib/i18n/locales.ts';
import { cspDirectives } from './src/lib/security/security-policy.ts';
import { languageGate } from './src/integrations/language-gate.ts';
import { afterPaintDirective } from './src/integrations/after-paint.ts';
import { emailJsIds } from './src/integrations/emailjs-ids.ts';

/** The site's public origin: canonical links, hreflang, sitemap and og:image derive from it. */
const site = process.env.SITE_URL ?? 'https://siseviimistlus.ee';

export default defineConfig({
  site,
  // One URL form everywhere (links, canonical, hreflang, sitemap): `/`,
  // `/en/`, `/en/services/`, written as `en/services/index.html`. Every static
  // host serves a folder's index.html, so `/en/services` answers 200 too
  // (Astro's i18n helpers then return `/en/services/`); `trailingSlash:
  // 'never'` would 404 on `/en/`.
  // `inlineStylesheets: 'always'`: a page's CSS travels inside its HTML, so
  // first paint needs no second request on a slow mobile link (the whole
  // site's CSS is about 2 KB brotli per page).
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    locales: locales.map((l) => l.code),
    defaultLocale,
    routing: { prefixDefaultLocale: false },
  },
  // Content-Security-Policy with hashes of every script and style Astro
  // inlines, islands included, as a <meta> on each page; dist/_headers
  // repeats it for hosts that read that file (src/integrations/host-files.ts).
  security: { csp: { directives: [...cspDirectives] } },
  prefetch: { prefetchAll: false, defaultStrategy: 'hover' },
  // The site has no Markdown, so no code to highlight. Astro's default
  // highlighter (Shiki) writes inline styles the CSP would block, and Astro
  // warns about that on every build: with it off, a clean build prints no
  // warning and a real one (a missing EmailJS id) stands out.
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    languageGate(),
    afterPaintDirective(),
    emailJsIds(),
    sitemap({
      i18n: {
        defaultLocale,
        locales: Object.fromEntries(locales.map((l) => [l.code, l.lang])),
      },
    }),
    // After sitemap(): renames its index to sitemap.xml.
    hostFiles(),
  ],
  env: {
    schema: {
      PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_EMAILJS_TEMPLATE_ID: envField.string({ context: 'client', access: 'public', optional: true }),
    },
  },
});
