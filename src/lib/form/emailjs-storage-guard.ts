/**
 * Lets `@emailjs/browser` load where the browser blocks site data. Import it
 * before the SDK, which reads `localStorage` once, as its module is
 * evaluated, for the store of its optional send-rate limit (`typeof
 * localStorage`, not guarded). With cookies and site data blocked that read
 * throws a SecurityError, and the contact form's island would fail to load.
 * Where it throws, this module shadows `window.localStorage` with
 * `undefined`, which the SDK takes for "no storage" (its rate limit then
 * uses the form's own storage, `send-rate-limit.ts`, which falls back to
 * memory). Code that reads `localStorage` later meets a TypeError instead
 * of the SecurityError, and every such read in the site is guarded. Where storage works, or outside a
 * browser, it changes nothing. (The SDK's own `storageProvider` option is
 * read only after that first evaluation, too late to help.)
 */
if (typeof window === 'object') {
  try {
    void window.localStorage;
  } catch {
    Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
  }
}

export {};
