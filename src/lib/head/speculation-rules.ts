import { createHash } from 'node:crypto';

/**
 * The page's speculation rules (the browser's Speculation Rules API), as
 * the exact text of its `<script type="speculationrules">`: prefetch a
 * same-origin page link when the visitor shows intent (`moderate`: hovering
 * it for a moment, or pressing on it). Files under `/_astro/` (the gallery's
 * photos, which the lightbox opens) are not pages and are left out. No
 * script is needed: browsers without the API ignore the element.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/_astro/*' } }] },
      eagerness: 'moderate',
    },
  ],
});

/**
 * CSP source that allows `speculationRules` inline (a hash of its exact
 * text, for `script-src`; Astro hashes only the scripts it emits itself).
 */
export const speculationRulesHash = `sha256-${createHash('sha256').update(speculationRules).digest('base64')}` as const;
