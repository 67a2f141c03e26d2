import { useEffect, useRef, type ReactNode } from 'react';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import 'photoswipe/style.css';
import { withErrorBoundary } from './IslandErrorBoundary';
import styles from './GalleryLightbox.module.scss';
import { tokens } from '../styles/tokens';

/** The lightbox's labels, in the page's language (`gallery.*`). */
interface GalleryLightboxStrings {
  /** Accessible name of the dialog. */
  dialog: string;
  close: string;
  previous: string;
  next: string;
  zoom: string;
  /** Shown in place of a photo that fails to load. */
  loadError: string;
}

interface Props {
  strings: GalleryLightboxStrings;
  /** The static grid (Gallery.astro): links to the full-size images with `data-pswp-width`/`-height`. */
  children?: ReactNode;
}

/**
 * The gallery lightbox (docs/behaviour.md, "Islands"), hydrated when the
 * grid becomes visible, after the first paint (`client:after-paint`).
 * PhotoSwipe binds to the grid's links: clicking (or Enter on) photo N opens
 * a full-screen dialog at photo N, with translated close, previous and next
 * buttons; next and previous wrap around (`loop`), Escape and the arrow keys
 * work, and closing returns focus to the photo that opened it. PhotoSwipe's
 * core is imported on the first open only. Modal and backdrop times are the
 * design tokens (GalleryLightbox.module.scss); PhotoSwipe turns its animations off under
 * `prefers-reduced-motion`. Before hydration and without JavaScript each
 * link opens the full-size image.
 */
function GalleryLightbox({ strings, children }: Props) {
  const galleryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const lightbox = new PhotoSwipeLightbox({
      gallery: galleryRef.current ?? undefined,
      children: 'a',
      pswpModule: () => import('photoswipe'),
      loop: true,
      // The site's modal time (PhotoSwipe's default is 333 ms).
      showAnimationDuration: tokens.durationModalMs,
      hideAnimationDuration: tokens.durationModalMs,
      mainClass: styles.lightbox,
      closeTitle: strings.close,
      arrowPrevTitle: strings.previous,
      arrowNextTitle: strings.next,
      zoomTitle: strings.zoom,
      errorMsg: strings.loadError,
    });
    // PhotoSwipe gives focus back to whatever had it before opening; a tap
    // focuses nothing, so after a tap focus would fall to the page. Return
    // it to the photo that opened the lightbox in every case.
    let opener: HTMLElement | undefined;
    lightbox.on('afterInit', () => {
      opener = lightbox.pswp?.currSlide?.data.element;
      lightbox.pswp?.element?.setAttribute('aria-label', strings.dialog);
    });
    lightbox.on('destroy', () => opener?.focus());
    lightbox.init();
    return () => lightbox.destroy();
  }, [strings]);

  return <div ref={galleryRef}>{children}</div>;
}

export default withErrorBoundary(GalleryLightbox);
