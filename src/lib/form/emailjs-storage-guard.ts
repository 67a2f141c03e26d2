/**
 * Lets `@emailjs/browser` load where the browser blocks site data
 * (docs/decisions.md, "No enquiry lost"). Import it before the SDK, which
 * reads `localStorage` unguarded as its module is evaluated; where that
 * read throws a SecurityError, this shadows `window.localStorage` with
 * `undefined` (the SDK's "no storage"). Later reads in the site are
 * guarded. Where storage works, or outside a browser, it changes nothing.
 */
if (typeof window === 'object') {
  try {
    void window.localStorage;
  } catch {
    Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
  }
}

export {};
