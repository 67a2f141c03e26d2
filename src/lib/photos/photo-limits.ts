/**
 * The limits of photos added to an enquiry (docs/behaviour.md, "Photos
 * with the enquiry"); the Worker's own limits are in worker/photos/src/limits.ts.
 */

/** Photos one enquiry may carry. */
export const maxPhotos = 5;

/** The long side of a photo as it is sent, in px at most. */
export const maxLongSide = 1600;

/** The size a sent photo aims at, in bytes: the JPEG quality steps down until it fits. */
export const targetBytes = 300_000;

/**
 * Days a photo stays in the R2 bucket: its lifecycle rule deletes it then
 * (docs/going-live.md, step "Photos with the enquiry"); the privacy texts say so.
 */
export const photoRetentionDays = 90;
