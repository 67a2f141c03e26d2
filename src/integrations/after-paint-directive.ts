import type { ClientDirective } from 'astro';
import idleDirective from 'astro/client/idle.js';
import mediaDirective from 'astro/client/media.js';
import visibleDirective from 'astro/client/visible.js';

/**
 * Calls `run` once the page's content is on screen: after the browser's
 * first `paint` entry and the end of parsing (`DOMContentLoaded`),
 * whichever comes last, and then one more frame. The first paint can come
 * while the parser is still reading the page (the header on screen, the
 * main content not yet); the frame after parsing is the one that paints
 * the content. Where there are no `paint` entries, the first frame stands
 * in for the first paint.
 */
function whenContentShown(run: () => void) {
  let waitingFor = 2;
  const done = () => {
    waitingFor -= 1;
    if (waitingFor === 0) requestAnimationFrame(() => setTimeout(run));
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(done));
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', done, { once: true });
  else done();
}

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
