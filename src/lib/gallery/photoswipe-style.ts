import styleHref from 'photoswipe/style.css?url';

let loaded: Promise<void> | undefined;

/**
 * Adds PhotoSwipe's stylesheet to the page once, on the lightbox's first
 * open (its `openPromise`), instead of inlining it into every home page's
 * HTML (1.2 KB brotli; docs/performance.md). Resolves when the file has
 * loaded, or failed to: the lightbox then opens unstyled rather than never.
 */
export function loadPhotoSwipeStyle(): Promise<void> {
  loaded ??= new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: styleHref });
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
  return loaded;
}
