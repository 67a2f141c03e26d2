import type { APIRoute } from 'astro';
import { brandMarkSvg } from '../styles/brand-mark';

/** `/favicon.svg`: the brand mark, the favicon every page links. */
export const GET: APIRoute = () =>
  new Response(brandMarkSvg(), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
