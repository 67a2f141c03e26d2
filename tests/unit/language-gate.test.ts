import { describe, expect, test } from 'vitest';
import { languageGateScript, pendingAttribute } from '../../src/integrations/language-gate';

/** Runs the gate against a page in `lang` with `saved` in localStorage; true when it hid the page. */
function gateHides(lang: string, saved: string | null, storageThrows = false): boolean {
  const attributes = new Map<string, string>();
  const document = {
    documentElement: { lang, setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new DOMException('denied', 'SecurityError');
      return key === 'i18nextLng' ? saved : null;
    },
  };
  new Function('document', 'localStorage', languageGateScript)(document, localStorage);
  return attributes.has(pendingAttribute);
}

describe('language gate (render-blocking)', () => {
  test.each([
    ['et', 'ru', true],
    ['et', 'en', true],
    ['en', 'et', true],
    ['ru', 'en', true],
    ['et', 'et', false],
    ['ru', 'ru', false],
    ['et', null, false],
    ['et', 'de', false],
    ['et', 'ru-RU', false],
    ['en', '', false],
  ] as const)('page %s, saved %s: hides %s', (lang, saved, expected) => {
    expect(gateHides(lang, saved)).toBe(expected);
  });

  test('blocked storage leaves the page shown', () => {
    expect(gateHides('et', 'ru', true)).toBe(false);
  });

  test('stays tiny: it runs before first paint on every page', () => {
    expect(languageGateScript.length).toBeLessThan(300);
  });
});
