import type { ClientDirective } from 'astro';
import idleDirective from 'astro/client/idle.js';
import mediaDirective from 'astro/client/media.js';
import visibleDirective from 'astro/client/visible.js';
import { whenContentShown } from './when-content-shown';

/**
 * `client:after-paint="<when>"`: Astro's own `client:idle`, `client:visible`
 * or `client:media`, started only once the page's content is on screen
 * (docs/decisions.md, "Hydration after the first paint": no island's
 * JavaScript is requested before it). Astro's directives start while the
 * page is still being parsed, so an island could otherwise start loading
 * before anything is on screen: a `client:media` island at once, a
 * `client:visible` one in the first screenful, even a `client:idle` one.
 * - `"idle"`: when the browser is next idle;
 * - `"visible"`: when the island scrolls into view;
 * - any other value is a media query: when (and only if) it matches.
 * Registered in `astro.config.mjs`.
 */
const afterPaint: ClientDirective = (load, options, el) => {
  whenContentShown(() => {
    if (options.value === 'idle') idleDirective(load, options, el);
    else if (options.value === 'visible') visibleDirective(load, options, el);
    else mediaDirective(load, options, el);
  });
};

export default afterPaint;

declare global {
  // Astro types custom directives through this global namespace (its docs' pattern).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Astro {
    interface ClientDirectives {
      /** `"idle"`, `"visible"` or a media query, once the page's content is on screen. */
      'client:after-paint'?: string;
    }
  }
}
