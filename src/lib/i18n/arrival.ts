import LanguageDetector from 'i18next-browser-languagedetector';
import { defaultLocale, isLocale, localeInfo, type Locale } from './locales';

/*
 * What happens when a visitor arrives on a page (docs/behaviour.md,
 * "Languages"). The unprefixed pages (`/`, `/services/`, `/contacts/`, the
 * Estonian ones) detect the visitor's language: the saved choice, then the
 * browser's language, then `<html lang>`, falling back to Estonian. When
 * that is English or Russian, the visitor goes to the same page in that
 * language. `/en/…` and `/ru/…` pages always show the language their
 * address names. Either way the detected language is saved, as i18next
 * does. This module runs in the browser; the head gate
 * (`src/integrations/arrival-gate.ts`) loads it.
 */

/** localStorage key of the saved language, i18next's default name. */
export const languageStorageKey = 'i18nextLng';

/** User agents that are never redirected: search engines must index the page at its own address. */
export const crawlerPattern = /bot|crawl|spider/i;

/** Attribute the head gate sets on `<html>` while a redirect may follow; `global.scss` hides the page while it is there. */
export const pendingAttribute = 'data-language-pending';

/** Id of the `<template>` that carries this module's `<script>` unfetched until the gate loads it. */
export const arrivalTemplateId = 'arrival-module';

/**
 * Sources the detector reads, in this order: the saved choice, the
 * browser's first language, the page's `<html lang>`.
 */
const detectionOrder = ['localStorage', 'navigator', 'htmlTag'] as const;

/**
 * The site locale a language tag names, by its primary subtag,
 * case-insensitively (`ru-RU` → `ru`, `EN_gb` → `en`); `undefined` for a
 * tag outside et, en, ru, or no tag.
 */
export function siteLocale(tag: string | null | undefined): Locale | undefined {
  const primary = tag?.toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

export interface ArrivalInput {
  /** Language of the page shown (its `<html lang>`); the unprefixed pages are the Estonian ones. */
  pageLocale: Locale;
  /** What the detector found in each source of `detectionOrder`, in that order (raw tags; null or undefined: nothing). */
  candidates: readonly (string | null | undefined)[];
  /** `navigator.userAgent`. */
  userAgent: string;
}

export interface Arrival {
  /** The detected language: the first candidate naming a site locale, else Estonian. It is saved. */
  detected: Locale;
  /** The language to send the visitor to, or undefined to stay on the page. */
  redirectTo: Locale | undefined;
}

/**
 * The arrival rule as a pure function. Only an unprefixed page redirects,
 * and only to a detected language other than its own; a crawler never
 * does. A prefixed page never redirects, so arriving on the target page
 * ends there: no loop.
 */
export function arrivalDecision({ pageLocale, candidates, userAgent }: ArrivalInput): Arrival {
  const detected = candidates.map(siteLocale).find((locale) => locale !== undefined) ?? defaultLocale;
  const redirects = pageLocale === defaultLocale && detected !== pageLocale && !crawlerPattern.test(userAgent);
  return { detected, redirectTo: redirects ? detected : undefined };
}

/**
 * The path to go to from the current page (the same page in the target
 * language, its `hreflang` alternate, with the query and the hash), or
 * undefined to stay. Detects with `i18next-browser-languagedetector` and
 * saves what it detected; the detector skips storage it cannot use, as
 * when site data is blocked.
 */
function arrivalTarget(): string | undefined {
  const pageLocale = document.documentElement.lang;
  if (!isLocale(pageLocale)) return undefined;
  const detector = new LanguageDetector(null, {
    order: [...detectionOrder],
    lookupLocalStorage: languageStorageKey,
    caches: ['localStorage'],
  });
  // Standalone, the detector returns the first tag a source holds.
  const candidates = detectionOrder.map((source) => {
    const found = detector.detect([source]);
    return Array.isArray(found) ? found[0] : found;
  });
  const { detected, redirectTo } = arrivalDecision({ pageLocale, candidates, userAgent: navigator.userAgent });
  detector.cacheUserLanguage(detected);
  if (!redirectTo) return undefined;
  const alternate = document.querySelector<HTMLLinkElement>(
    `link[rel="alternate"][hreflang="${localeInfo(redirectTo).lang}"]`,
  );
  return alternate ? new URL(alternate.href).pathname + location.search + location.hash : undefined;
}

/**
 * Runs the rule on the current page: goes to the target without a history
 * entry, or reveals the page if the gate hid it. The page is revealed
 * whatever fails: a page shown in the wrong language beats a blank one.
 * @public Imported by the `<script>` of `ArrivalModule.astro`, which sits in
 * a `<template>` where knip does not look.
 */
export function arrive(): void {
  let target: string | undefined;
  try {
    target = arrivalTarget();
  } finally {
    if (target) location.replace(target);
    else document.documentElement.removeAttribute(pendingAttribute);
  }
}
