// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

/**
 * The baseline page `npm run bench` measures the site against: Astro's
 * defaults and the site's React renderer, nothing else. Built by the bench
 * with `astro build --root bench/baseline` into `bench/baseline/dist/`.
 */
export default defineConfig({
  integrations: [react()],
});
