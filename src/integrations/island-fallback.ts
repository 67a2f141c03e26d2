import type { AstroIntegration } from 'astro';

/**
 * Puts `/no-js.css` on the page when an island's code fails to load.
 * Runs in the browser, inline in `<head>`.
 */
function applyNoScriptStyles() {
  addEventListener('astro:hydration-error', () => {
    if (document.querySelector('link[data-island-fallback]')) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/no-js.css';
    link.dataset.islandFallback = '';
    document.head.append(link);
  });
}

/**
 * Astro integration: when an island cannot load its code (a `/_astro/*.js`
 * file blocked or failed, so Astro's island gives up after its one retry and
 * fires `astro:hydration-error`), the page takes the no-JavaScript styles of
 * `public/no-js.css`, so the navigation and language links show as plain
 * links (docs/behaviour.md, "Islands"). Inline at the end of every page's
 * `<head>` (`injectScript('head-inline')`), where Astro's CSP hashes it.
 */
export function islandFallback(): AstroIntegration {
  return {
    name: 'island-fallback',
    hooks: {
      'astro:config:setup': ({ injectScript }) => injectScript('head-inline', `(${applyNoScriptStyles.toString()})()`),
    },
  };
}
