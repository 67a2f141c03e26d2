import { afterEach, describe, expect, test, vi } from 'vitest';
import { emptyEnquiry } from '../../src/lib/form/enquiry-fields';
import {
  clearDraft,
  draftKey,
  draftToShow,
  readDraft,
  saveDraft,
  type ContactDraft,
} from '../../src/lib/form/contact-draft';

const typed: ContactDraft = {
  from_name: 'Mari',
  from_email: 'mari@example.ee',
  from_phone: '+372 5123 4567',
  message: 'Palun helistage.',
  job_location: 'Mustamäe',
  visit_time: 'reedel pärast 16',
};
const fromEstimate = { estimate: 'wallpaper-removal:20', message: 'Soovin hinnapakkumist …' };

describe('which text the contact form shows on arrival', () => {
  test('nothing saved and no estimate: an empty form', () => {
    expect(draftToShow(undefined, undefined)).toBeUndefined();
  });

  test('a saved draft is restored', () => {
    expect(draftToShow(typed, undefined)).toEqual(typed);
  });

  test('a new estimate fills the message and keeps the other typed fields', () => {
    expect(draftToShow(typed, fromEstimate)).toEqual({
      ...typed,
      message: fromEstimate.message,
      estimate: fromEstimate.estimate,
    });
    expect(draftToShow(undefined, fromEstimate)).toEqual({ ...emptyEnquiry, ...fromEstimate });
  });

  test('the estimate the draft was made from does not overwrite it (reload, back, a later visit)', () => {
    const edited = { ...typed, message: 'My own words', estimate: fromEstimate.estimate };
    expect(draftToShow(edited, fromEstimate)).toEqual(edited);
  });

  test('a different estimate than the draft’s is new and fills the message', () => {
    const edited = { ...typed, message: 'My own words', estimate: 'wall-priming:3' };
    expect(draftToShow(edited, fromEstimate)?.message).toBe(fromEstimate.message);
  });
});

describe('the draft in sessionStorage', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A working sessionStorage, as a Map. */
  function stubStorage() {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    vi.stubGlobal('window', { sessionStorage: storage });
    return items;
  }

  test('is saved, read back and cleared', () => {
    const items = stubStorage();
    saveDraft({ ...typed, estimate: fromEstimate.estimate });
    expect(JSON.parse(items.get(draftKey)!)).toEqual({ ...typed, estimate: fromEstimate.estimate });
    expect(readDraft()).toEqual({ ...typed, estimate: fromEstimate.estimate });
    clearDraft();
    expect(items.has(draftKey)).toBe(false);
    expect(readDraft()).toBeUndefined();
  });

  test('something else under its key is not a draft', () => {
    const items = stubStorage();
    for (const value of ['not json', '42', 'null', '{"from_name":1}', '{"from_name":"a"}']) {
      items.set(draftKey, value);
      expect(readDraft()).toBeUndefined();
    }
  });

  test('with site data blocked (touching sessionStorage throws SecurityError) nothing throws', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(() => saveDraft(typed)).not.toThrow();
    expect(readDraft()).toBeUndefined();
    expect(() => clearDraft()).not.toThrow();
  });

  test('a full storage (QuotaExceededError) does not throw either', () => {
    vi.stubGlobal('window', {
      sessionStorage: {
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
    });
    expect(() => saveDraft(typed)).not.toThrow();
  });
});
