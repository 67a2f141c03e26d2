import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Astro integration that registers the `client:after-paint` hydration
 * directive (`after-paint-directive.ts`, which runs in the browser): Astro's
 * own idle, visible or media directive, started only after the first paint,
 * so no island's JavaScript competes with the page for the first round trip.
 */
export function afterPaint(): AstroIntegration {
  return {
    name: 'after-paint-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({
          name: 'after-paint',
          entrypoint: fileURLToPath(new URL('./after-paint-directive.ts', import.meta.url)),
        }),
    },
  };
}
