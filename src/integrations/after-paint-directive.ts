import type { ClientDirective } from 'astro';
import idleDirective from 'astro/client/idle.js';
import mediaDirective from 'astro/client/media.js';
import visibleDirective from 'astro/client/visible.js';
import { afterFirstPaint } from './after-first-paint';

/**
 * `client:after-paint="<when>"` (docs/decisions.md, "Hydration after the
 * first paint"): once `afterFirstPaint` has run, Astro's own directive:
 * `"idle"` → `client:idle`, `"visible"` → `client:visible`, any other
 * value is a media query → `client:media`. Registered by `after-paint.ts`.
 */
const afterPaintDirective: ClientDirective = (load, options, el) => {
  afterFirstPaint(() => {
    if (options.value === 'idle') idleDirective(load, options, el);
    else if (options.value === 'visible') visibleDirective(load, options, el);
    else mediaDirective(load, options, el);
  });
};

export default afterPaintDirective;

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
