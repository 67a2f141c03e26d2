import type { AstroIntegration } from 'astro';
import { transformSync } from 'esbuild';
import { detectLanguage, detectionSettings, languageStorageKey } from '../lib/i18n/language-detection';

/**
 * Language detection and redirect, run inline at the end of `<head>`
 * before the first paint (docs/decisions.md, "Language redirect inline").
 * Reads the saved choice (blocked storage reads as none) and the browser's
 * first language, decides with `detect` (`detectLanguage`), saves what it
 * detected, and when a redirect is due goes at once to the page's `hreflang`
 * alternate in that language, query and hash kept, without a history entry.
 * It waits for nothing, so a stalled network never leaves a blank page.
 * It is written into the page with `Function.prototype.toString`, so it
 * refers to nothing but its arguments and the browser's globals.
 */
function redirectIfDue(storageKey: string, settings: typeof detectionSettings, detect: typeof detectLanguage) {
  const root = document.documentElement;
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(storageKey);
  } catch {
    // Site data blocked: no saved choice.
  }
  const { detected, redirectTo } = detect(settings, {
    pageLocale: root.lang,
    candidates: [saved, navigator.languages?.[0] ?? navigator.language, root.lang],
    userAgent: navigator.userAgent,
  });
  try {
    localStorage.setItem(storageKey, detected);
  } catch {
    // Site data blocked: nothing is saved.
  }
  const alternate =
    redirectTo && document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${redirectTo}"]`);
  if (alternate) location.replace(new URL(alternate.href).pathname + location.search + location.hash);
}

/**
 * Astro integration that puts `redirectIfDue` with the site's settings at
 * the end of every page's `<head>` (`injectScript('head-inline')`), where
 * Astro's CSP hashes it like its own scripts. Minified (esbuild, as Astro
 * minifies its own inline scripts): 1,222 characters became 807, about
 * 150 bytes brotli of every page's first round trip (docs/performance.md).
 */
export function languageRedirect(): AstroIntegration {
  const source = `(${redirectIfDue.toString()})(${JSON.stringify(languageStorageKey)}, ${JSON.stringify(detectionSettings)}, ${detectLanguage.toString()})`;
  const script = transformSync(source, { minify: true }).code.trim();
  return {
    name: 'language-redirect',
    hooks: {
      'astro:config:setup': ({ injectScript }) => injectScript('head-inline', script),
    },
  };
}
