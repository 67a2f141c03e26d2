// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

/**
 * The speed floor `npm run bench` measures the site against: Astro's
 * defaults and the site's React renderer, nothing else. Built by the bench
 * with `astro build --root bench/floor` into `bench/floor/dist/`.
 */
export default defineConfig({
  integrations: [react()],
});
