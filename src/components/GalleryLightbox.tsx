import { useEffect, useRef, type ReactNode } from 'react';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import { withErrorBoundary } from './IslandErrorBoundary';
import styles from './GalleryLightbox.module.scss';
import { tokens } from '../styles/tokens';
import { fillPlaceholders } from '../lib/i18n/placeholder';
import type { LightboxTexts } from '../lib/gallery/lightbox-texts';
import { loadPhotoSwipeStyle } from '../lib/gallery/photoswipe-style';

/** The "before" photo's link of the grid item of `link`, when its "Enne" button is chosen. */
function chosenBefore(link: HTMLElement | undefined): HTMLAnchorElement | null | undefined {
  return link?.closest('li')?.querySelector<HTMLInputElement>('.show-before')?.checked
    ? link.closest('li')?.querySelector<HTMLAnchorElement>('a.before')
    : undefined;
}

/**
 * The caption of the slide opened from `link`: the text under its photo in
 * the grid (its list item's paragraph); while the "before" photo is chosen,
 * that text in `texts.beforeCaption`, or `texts.before` alone when
 * there is none; empty when there is neither.
 */
function slideCaption(link: HTMLElement | undefined, texts: Pick<LightboxTexts, 'before' | 'beforeCaption'>): string {
  const caption = link?.closest('li')?.querySelector('p')?.textContent ?? '';
  if (!chosenBefore(link)) return caption;
  return caption ? fillPlaceholders(texts.beforeCaption, { caption }) : texts.before;
}

/**
 * Makes everything in `<body>` but `dialog` inert, as behind a modal
 * dialog; returns what puts it back (only what this made inert).
 */
function inertBehind(dialog: HTMLElement): () => void {
  const behind = [...document.body.children].filter(
    (element): element is HTMLElement => element instanceof HTMLElement && element !== dialog && !element.inert,
  );
  for (const element of behind) element.inert = true;
  return () => {
    for (const element of behind) element.inert = false;
  };
}

interface Props {
  texts: LightboxTexts;
  /** The static grid (Gallery.astro): links to the full-size images with `data-pswp-width`/`-height`. */
  children?: ReactNode;
}

/**
 * The gallery lightbox (docs/behaviour.md, "Gallery and lightbox"):
 * PhotoSwipe bound to the links of the grid given as `children`, its core
 * imported on the first open; `texts` are its buttons' labels in the
 * page's language. Hydrated when the grid becomes visible, after the first
 * paint; before that each link opens the full-size image. Once it has
 * taken the links, each says it opens a dialog (`aria-haspopup="dialog"`,
 * which a screen reader announces). Open, it is a modal dialog to
 * assistive technology too (`aria-modal`, the page behind it `inert`).
 * A photo's caption shows under it in the lightbox too (`slideCaption`),
 * in a polite live region; while a card's "Enne" button is chosen, its
 * slide shows the "before" photo.
 */
function GalleryLightbox({ texts, children }: Props) {
  const galleryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const lightbox = new PhotoSwipeLightbox({
      gallery: galleryRef.current ?? undefined,
      // One slide per photo: a "before" photo shows in its photo's slide while chosen.
      children: 'a:not(.before)',
      pswpModule: () => import('photoswipe'),
      openPromise: loadPhotoSwipeStyle,
      loop: true,
      // The site's modal time (PhotoSwipe's default is 333 ms).
      showAnimationDuration: tokens.durationModalMs,
      hideAnimationDuration: tokens.durationModalMs,
      mainClass: styles.lightbox,
      closeTitle: texts.close,
      arrowPrevTitle: texts.previous,
      arrowNextTitle: texts.next,
      zoomTitle: texts.zoom,
      errorMsg: texts.loadError,
    });
    // PhotoSwipe gives focus back to whatever had it before opening; a tap
    // focuses nothing, so after a tap focus would fall to the page. Return
    // it to the photo that opened the lightbox in every case.
    let opener: HTMLElement | undefined;
    let restoreBehind = () => {};
    lightbox.on('afterInit', () => {
      opener = lightbox.pswp?.currSlide?.data.element;
      const dialog = lightbox.pswp?.element;
      if (!dialog) return;
      dialog.setAttribute('aria-label', texts.dialogLabel);
      dialog.setAttribute('aria-modal', 'true');
      restoreBehind = inertBehind(dialog);
    });
    lightbox.on('destroy', () => {
      // The page first, so that the photo can take focus again.
      restoreBehind();
      restoreBehind = () => {};
      (chosenBefore(opener) ?? opener)?.focus();
    });
    lightbox.addFilter('domItemData', (itemData, _element, link) => {
      const before = chosenBefore(link);
      const image = before?.querySelector('img');
      if (!before || !image) return itemData;
      return {
        ...itemData,
        src: before.href,
        width: Number(before.dataset.pswpWidth),
        height: Number(before.dataset.pswpHeight),
        alt: image.alt,
        msrc: image.currentSrc,
      };
    });
    // A chosen "before" photo opens its photo's slide, showing itself.
    const gallery = galleryRef.current;
    const openBefore = (event: MouseEvent) => {
      const before = (event.target as HTMLElement).closest('a.before');
      const photo = before?.closest('li')?.querySelector('a:not(.before)');
      if (!photo || !gallery) return;
      event.preventDefault();
      lightbox.loadAndOpen([...gallery.querySelectorAll('a:not(.before)')].indexOf(photo));
    };
    gallery?.addEventListener('click', openBefore);
    // PhotoSwipe fills the slides beside the first one only when its opening
    // animation ends, so a move before then (a quick tap or arrow key) left
    // the shown slide empty for good (github.com/dimsemenov/PhotoSwipe/issues/2162). Fill it then.
    lightbox.on('openingAnimationEnd', () => {
      const pswp = lightbox.pswp;
      const holder = pswp?.mainScroll.itemHolders[1];
      if (!pswp || !holder || holder.slide?.index === pswp.currIndex) return;
      holder.el.style.display = 'block';
      pswp.setContent(holder, pswp.currIndex, true);
      holder.slide?.setIsActive(true);
      pswp.currSlide = holder.slide;
      pswp.appendHeavy();
      pswp.dispatch('change');
    });
    lightbox.on('uiRegister', () => {
      lightbox.pswp?.ui?.registerElement({
        name: 'caption',
        className: styles.caption,
        appendTo: 'root',
        onInit: (element, pswp) => {
          element.setAttribute('aria-live', 'polite');
          const show = () => {
            element.textContent = slideCaption(pswp.currSlide?.data.element, texts);
            element.hidden = !element.textContent;
          };
          pswp.on('change', show);
          show();
        },
      });
    });
    lightbox.init();
    // Every link, a "before" photo's too, now opens the lightbox, a dialog.
    const links = [...(gallery?.querySelectorAll('a') ?? [])];
    for (const link of links) link.setAttribute('aria-haspopup', 'dialog');
    return () => {
      for (const link of links) link.removeAttribute('aria-haspopup');
      gallery?.removeEventListener('click', openBefore);
      lightbox.destroy();
    };
  }, [texts]);

  return <div ref={galleryRef}>{children}</div>;
}

export default withErrorBoundary(GalleryLightbox);
