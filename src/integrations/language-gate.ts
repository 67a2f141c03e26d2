import type { AstroIntegration } from 'astro';
import { localeCodes } from '../lib/i18n/locales';
import { languageStorageKey } from '../lib/i18n/language-detection';

/**
 * Attribute the gate sets on `<html>` while a redirect to the saved language
 * may follow; `global.scss` hides the page while it is there.
 */
export const pendingAttribute = 'data-language-pending';

/**
 * The render-blocking half of the arrival redirect (docs/behaviour.md,
 * "Languages": a saved choice that differs from the page's language leads to
 * that language "with no visible flash"). A classic inline script of about
 * 200 bytes: when localStorage `i18nextLng` holds a site locale other than
 * `<html lang>`, it sets `data-language-pending` on `<html>`, so the page is
 * hidden from its first paint. It decides nothing else: the arrival script
 * (`LanguageRedirect.astro`, with the detector) then redirects or removes
 * the attribute. Storage errors (blocked storage) leave the page shown.
 */
export const languageGateScript =
  `try{var e=document.documentElement,l=localStorage.getItem(${JSON.stringify(languageStorageKey)});` +
  `if(l!==e.lang&&${JSON.stringify(localeCodes)}.indexOf(l)>=0)e.setAttribute(${JSON.stringify(pendingAttribute)},'')}catch(_){}`;

/**
 * Astro integration that puts `languageGateScript` in the `<head>` of every
 * page (`injectScript('head-inline')`), where it runs before first paint and
 * Astro's CSP hashes it like its own scripts.
 */
export function languageGate(): AstroIntegration {
  return {
    name: 'language-gate',
    hooks: {
      'astro:config:setup': ({ injectScript }) => injectScript('head-inline', languageGateScript),
    },
  };
}
