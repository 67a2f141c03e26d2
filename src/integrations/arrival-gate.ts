import type { AstroIntegration } from 'astro';
import { arrivalTemplateId, crawlerPattern, languageStorageKey, pendingAttribute } from '../lib/i18n/arrival';
import { defaultLocale, localeCodes } from '../lib/i18n/locales';
import { whenContentShown } from './when-content-shown';

interface GateOptions {
  storageKey: string;
  locales: string[];
  defaultLocale: string;
  crawler: { source: string; flags: string };
  pendingAttribute: string;
  templateId: string;
}

/**
 * The head gate, run inline at the end of `<head>`, before the first paint.
 * When a redirect may be due (an unprefixed page, not a crawler, and the
 * saved choice, or else the browser's first language, names a language
 * other than the page's that the page has an alternate for), it hides the
 * page and loads the arrival module (`src/lib/i18n/arrival.ts`) at once.
 * Otherwise the page shows, and the module loads when the browser is idle
 * once the page's content is on screen (after the first paint and the end
 * of parsing), so no script competes with the page for it.
 * The module is the `<script>` inside `Arrival.astro`'s
 * `<template>`: Astro resolves and bundles it, the browser leaves it
 * unfetched until the gate copies it into the document. A module that fails
 * to load reveals the page. Blocked storage reads as no saved choice.
 * It is serialised with `Function.prototype.toString`, so it refers to
 * nothing but its arguments and the browser's globals; `whenContentShown`
 * (`./when-content-shown.ts`, the islands' moment too) is passed in.
 */
function gate(options: GateOptions, whenContentShown: (run: () => void) => void) {
  const root = document.documentElement;
  const reveal = () => root.removeAttribute(options.pendingAttribute);
  const load = () => {
    const template = document.getElementById(options.templateId) as HTMLTemplateElement | null;
    const script = template?.content.querySelector('script');
    if (!script) return reveal();
    const copy = document.importNode(script, true);
    copy.onerror = reveal;
    document.head.append(copy);
  };
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(options.storageKey);
  } catch {
    // Site data blocked: no saved choice.
  }
  const locale = [saved, navigator.languages?.[0] ?? navigator.language]
    .map((tag) => tag?.toLowerCase().split(/[-_]/)[0])
    .find((code) => code !== undefined && options.locales.includes(code));
  const due =
    root.lang === options.defaultLocale &&
    locale !== undefined &&
    locale !== options.defaultLocale &&
    !new RegExp(options.crawler.source, options.crawler.flags).test(navigator.userAgent) &&
    document.querySelector(`link[rel="alternate"][hreflang="${locale}"]`) !== null;
  if (due) {
    root.setAttribute(options.pendingAttribute, '');
    load();
    return;
  }
  whenContentShown(() => ('requestIdleCallback' in window ? requestIdleCallback(load) : setTimeout(load)));
}

/** The gate as the inline script text, with the site's settings. */
const arrivalGateScript = `(${gate.toString()})(${JSON.stringify({
  storageKey: languageStorageKey,
  locales: localeCodes,
  defaultLocale,
  crawler: { source: crawlerPattern.source, flags: crawlerPattern.flags },
  pendingAttribute,
  templateId: arrivalTemplateId,
} satisfies GateOptions)}, ${whenContentShown.toString()})`;

/**
 * Astro integration that puts `arrivalGateScript` at the end of every
 * page's `<head>` (`injectScript('head-inline')`), where it runs before the
 * first paint and Astro's CSP hashes it like its own scripts.
 */
export function arrivalGate(): AstroIntegration {
  return {
    name: 'arrival-gate',
    hooks: {
      'astro:config:setup': ({ injectScript }) => injectScript('head-inline', arrivalGateScript),
    },
  };
}
