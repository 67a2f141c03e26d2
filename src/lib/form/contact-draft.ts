/**
 * The typed enquiry kept in `sessionStorage` while the visitor writes it,
 * so that a reload or a back-and-forward does not lose it. Every access is
 * guarded: with site data blocked, touching storage throws `SecurityError`,
 * and the form then simply works without a draft.
 */

import { emptyEnquiry, enquiryFields, type Enquiry } from './enquiry-fields';

/** `sessionStorage` key of the draft. */
export const draftKey = 'contact-draft';

/**
 * A draft: every field's text, and the `?estimate=` value (canonical) its
 * message was filled from, if any.
 */
export type ContactDraft = Enquiry & { estimate?: string };

/** `use(sessionStorage)`, or `undefined` when storage is blocked, missing or full. */
function withSession<T>(use: (storage: Storage) => T): T | undefined {
  try {
    return use(window.sessionStorage);
  } catch {
    return undefined;
  }
}

/** The saved draft, or `undefined` when there is none, storage is blocked or it is not a draft. */
export function readDraft(): ContactDraft | undefined {
  try {
    const draft = JSON.parse(withSession((storage) => storage.getItem(draftKey)) ?? 'null');
    return enquiryFields.every((field) => typeof draft?.[field] === 'string') ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Saves `draft` (nothing happens when storage is blocked). */
export function saveDraft(draft: ContactDraft): void {
  withSession((storage) => storage.setItem(draftKey, JSON.stringify(draft)));
}

/** Forgets the draft, after a successful send. */
export function clearDraft(): void {
  withSession((storage) => storage.removeItem(draftKey));
}

/**
 * What the form shows on arrival: the saved draft, unless the page's URL
 * brings an estimate other than the one the draft was made from (a new
 * "Ask for a quote"): then its message, with the draft's other fields.
 * So a reload, or a later visit with the same estimate, never overwrites
 * what the visitor typed. `undefined`: leave the form empty.
 */
export function draftToShow(
  saved: ContactDraft | undefined,
  fromEstimate: { estimate: string; message: string } | undefined,
): ContactDraft | undefined {
  if (!fromEstimate || fromEstimate.estimate === saved?.estimate) return saved;
  return { ...emptyEnquiry, ...saved, ...fromEstimate };
}
