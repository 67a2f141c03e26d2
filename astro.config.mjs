// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { hostFiles } from './src/integrations/host-files.ts';
import { locales, defaultLocale } from './src/lib/i18n/locales.ts';
import { cspDirectives } from './src/lib/security/security-policy.ts';
import { speculationRulesHash } from './src/lib/head/speculation-rules.ts';
import { arrivalGate } from './src/integrations/arrival-gate.ts';
import { afterPaintDirective } from './src/integrations/after-paint.ts';

/** The site's public origin: canonical links, hreflang, sitemap and og:image derive from it. */
const site = process.env.SITE_URL ?? 'https://siseviimistlus.ee';

export default defineConfig({
  site,
  // One URL form everywhere (links, canonical, hreflang, sitemap): `/`,
  // `/en/`, `/en/services/`, written as `en/services/index.html`. Every static
  // host serves a folder's index.html, so `/en/services` answers 200 too;
  // `trailingSlash: 'never'` would 404 on `/en/`.
  // `inlineStylesheets: 'always'`: a page's CSS travels inside its HTML, so
  // first paint needs no second request (visitors on slow mobile links; the
  // whole site's CSS is about 2 KB brotli per page).
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    locales: locales.map((l) => l.code),
    defaultLocale,
    routing: { prefixDefaultLocale: false },
  },
  // Content-Security-Policy with hashes of every script and style Astro
  // inlines, as a <meta> on each page, plus the hash of the speculation
  // rules (which Astro does not emit); dist/_headers repeats it for hosts
  // that read that file (src/integrations/host-files.ts).
  // No `prefetch`: Astro's prefetch is a script in every page's <head>; the
  // page's speculation rules (src/lib/head/speculation-rules.ts) prefetch
  // links on intent without one.
  security: { csp: { directives: [...cspDirectives], scriptDirective: { hashes: [speculationRulesHash] } } },
  integrations: [
    react(),
    arrivalGate(),
    afterPaintDirective(),
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
