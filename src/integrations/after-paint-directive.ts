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

// In a build, the page names Astro's island script (the `<astro-island>`
// element) in this script's `data-island-runtime` instead of inlining it
// (`after-paint.ts`): loaded after the first paint too, no island needs it sooner.
const islandRuntime = document.currentScript?.dataset.islandRuntime;
if (islandRuntime) {
  afterFirstPaint(() => document.head.append(Object.assign(document.createElement('script'), { src: islandRuntime })));
}

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
