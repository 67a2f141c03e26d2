import { useEffect, useRef, type RefObject } from 'react';
import { clearDraft, draftToShow, readDraft, saveDraft, type ContactDraft } from './contact-draft';
import { enquiryFields } from './enquiry-fields';
import { enquiryFromEstimate, type EnquiryPrefill } from '../prices/enquiry-message';
import { estimateParam, withEstimate } from '../prices/estimate-url';

/** The form's field `name` (an input or the textarea). */
const fieldOf = (form: HTMLFormElement | null, name: string) =>
  form?.elements.namedItem(name) as HTMLInputElement | null | undefined;

/**
 * The contact form's draft and estimate prefill (React hook). On mount it
 * fills the form in `formRef` with `draftToShow`: the saved draft, or, when
 * `prefill` is given and the URL has `?estimate=`, the message of a new
 * estimate. Returns `save`, for the form's `input` events, and
 * `clear`, for after a successful send: it forgets the draft and drops
 * `?estimate=` from the address, so that a reload shows the empty form.
 */
export function useContactDraft(formRef: RefObject<HTMLFormElement | null>, prefill?: EnquiryPrefill) {
  const estimate = useRef<string>(undefined);

  useEffect(() => {
    const fromUrl = prefill && enquiryFromEstimate(prefill, new URLSearchParams(location.search).get(estimateParam));
    const draft = draftToShow(readDraft(), fromUrl);
    if (!draft) return;
    estimate.current = draft.estimate;
    for (const name of enquiryFields) {
      const field = fieldOf(formRef.current, name);
      if (field) field.value = draft[name];
    }
    saveDraft(draft);
  }, [formRef, prefill]);

  return {
    save() {
      const draft = { estimate: estimate.current } as ContactDraft;
      for (const name of enquiryFields) draft[name] = fieldOf(formRef.current, name)?.value ?? '';
      saveDraft(draft);
    },
    clear() {
      clearDraft();
      estimate.current = undefined;
      const here = location.pathname + location.search + location.hash;
      history.replaceState(history.state, '', withEstimate(here, ''));
    },
  };
}
