import type { APIRoute } from 'astro';
import { brandMarkSvg } from '../styles/brand-mark';

/** `/favicon.svg`: the brand mark (`src/styles/brand-mark.ts`). */
export const GET: APIRoute = () =>
  new Response(`${brandMarkSvg()}\n`, { headers: { 'Content-Type': 'image/svg+xml' } });
