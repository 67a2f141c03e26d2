import type { AstroIntegration } from 'astro';
import { transformSync } from 'esbuild';

/**
 * Puts `/no-js.css` on the page when an island's code fails to load: a
 * script of `/_astro/` that does not load (Astro's island script itself,
 * which `after-paint.ts` loads from there), or an island that gives up
 * (`astro:hydration-error`). Runs in the browser, inline in `<head>`.
 */
function applyNoScriptStyles() {
  const apply = () => {
    if (document.querySelector('link[data-island-fallback]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/no-js.css';
    link.dataset.islandFallback = '';
    document.head.append(link);
  };
  // A script's load error does not bubble: it is caught on its way down.
  addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src.includes('/_astro/')) apply();
    },
    true,
  );
  addEventListener('astro:hydration-error', apply);
}

/**
 * Astro integration: when the islands cannot load their code (a
 * `/_astro/*.js` file blocked or failed), the page takes the no-JavaScript styles of
 * `public/no-js.css`, so the navigation and language links show as plain
 * links (docs/behaviour.md, "Islands"). Inline at the end of every page's
 * `<head>` (`injectScript('head-inline')`), where Astro's CSP hashes it;
 * minified, as `language-redirect.ts` is, for the page budget.
 */
export function islandFallback(): AstroIntegration {
  return {
    name: 'island-fallback',
    hooks: {
      'astro:config:setup': ({ injectScript }) =>
        injectScript(
          'head-inline',
          transformSync(`(${applyNoScriptStyles.toString()})()`, { minify: true }).code.trim(),
        ),
    },
  };
}
