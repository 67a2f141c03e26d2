/**
 * How many gallery photos the home page shows: the first 24 of
 * `src/data/gallery.yaml` (24 fills whole rows of 2, 3 and 4 columns).
 * With more photos the home page links to the gallery page, which shows
 * them all, so that the home page's HTML still arrives in the first round
 * trip however many photos the owner adds (docs/decisions.md, "A growing
 * gallery").
 */
export const homePhotoLimit = 24;

/** True when `photoCount` photos need the gallery page (more than the home page shows). */
export const needsGalleryPage = (photoCount: number): boolean => photoCount > homePhotoLimit;

/**
 * How many of them the home page shows before its "show all" control: the
 * captioned works come first in the sample file, then a few more; 8 fills
 * whole rows of 2 and 4 columns, about 800 px of a phone's screen instead
 * of 2,000 (docs/behaviour.md, "Gallery and lightbox").
 */
export const homePreviewCount = 8;
