import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readBuiltPage } from '../support/built-site';
import { distDir } from '../../scripts/static-server';
import { messages, translate } from '../support/translations';
import { flattenMessages } from '../../src/lib/i18n/locale-files';
import { keepPlaceholders, placeholderNames, placeholderPattern } from '../../src/lib/i18n/placeholder';
import { textVariables } from '../../src/lib/company/company';
import type { Locale } from '../../src/lib/i18n/locales';

// Islands get their strings as props, in the page's language only, and no
// script carries the translation files: see docs/decisions.md, "Strings
// handed to islands as props".

/**
 * Every string inside Astro's serialized island props on a built page. Read
 * from Astro's `<astro-island props>` on purpose: this checks what the built
 * file ships to every visitor's browser, the props' payload itself, which
 * nothing on screen shows; it never waits for an island (the browser tests
 * find islands by what a visitor sees, `tests/support/islands.ts`).
 */
async function propStrings(file: string): Promise<string[]> {
  const { document } = await readBuiltPage(file);
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const island of document.querySelectorAll('astro-island[props]')) {
    collect(JSON.parse(island.getAttribute('props')!));
  }
  return strings;
}

/**
 * The props of the island whose component file starts with `component`,
 * decoded from Astro's serialization (each value is `[type, value]`; type 0
 * a plain value or object, type 1 an array).
 */
async function islandProps(file: string, component: string): Promise<Record<string, unknown>> {
  const { document } = await readBuiltPage(file);
  const island = [...document.querySelectorAll('astro-island[props]')].find((element) =>
    element.getAttribute('component-url')?.split('/').at(-1)?.startsWith(`${component}.`),
  );
  if (!island) throw new Error(`${file} has no ${component} island`);
  const decode = (value: unknown): unknown => {
    if (!Array.isArray(value)) return value;
    const [type, inner] = value as [number, unknown];
    if (type === 1) return (inner as unknown[]).map(decode);
    if (inner && typeof inner === 'object') {
      return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, decode(item)]));
    }
    return inner;
  };
  return decode([0, JSON.parse(island.getAttribute('props')!)]) as Record<string, unknown>;
}

describe('islands receive only their own language', () => {
  test.each([
    { file: 'index.html', locale: 'et' },
    { file: 'contacts/index.html', locale: 'et' },
    { file: 'en/index.html', locale: 'en' },
    { file: 'en/services/index.html', locale: 'en' },
    { file: 'ru/index.html', locale: 'ru' },
    { file: 'ru/contacts/index.html', locale: 'ru' },
  ] as const)("$file: the islands' props hold $locale strings and no other language's", async ({ file, locale }) => {
    const strings = await propStrings(file);
    const own = new Set(Object.values(messages[locale]));
    const foreign = new Set(
      (Object.keys(messages) as Locale[])
        .filter((code) => code !== locale)
        .flatMap((code) => Object.values(messages[code]))
        .filter((value) => !own.has(value)),
    );
    expect(strings).toContain(messages[locale]['languageSelect.listLabel']);
    // The fallback of an island that fails is in the page's language too, never another's (an English one).
    expect(strings).toContain(messages[locale]['error.islandFailed']);
    expect(strings.filter((value) => foreign.has(value))).toEqual([]);
  });

  test('no JavaScript file carries the translation files', async () => {
    const scripts = (await readdir(join(distDir, '_astro'))).filter((name) => name.endsWith('.js'));
    const longValues = Object.values(messages)
      .flatMap((values) => Object.values(values))
      .filter((value) => value.length >= 16);
    for (const name of scripts) {
      const code = await readFile(join(distDir, '_astro', name), 'utf8');
      expect(
        longValues.filter((value) => code.includes(value)),
        name,
      ).toEqual([]);
    }
  });

  test.each([
    { file: 'contacts/index.html', locale: 'et' },
    { file: 'en/index.html', locale: 'en' },
    { file: 'ru/contacts/index.html', locale: 'ru' },
  ] as const)(
    '$file: the contact form gets its strings from the contactForm group, not the section’s',
    async ({ file, locale }) => {
      const { texts } = (await islandProps(file, 'ContactForm')) as { texts: Record<string, unknown> };
      expect(Object.entries(texts).length).toBeGreaterThan(0);
      // Nested groups (the errors, the photo control's texts) by their dotted keys.
      for (const [key, value] of Object.entries(flattenMessages(texts))) {
        // The site facts are the company's; any other placeholder (a limit, a file name) is the island's own.
        const text = `contactForm.${key}`;
        const own = placeholderNames(messages[locale][text]).filter((name) => !(name in textVariables));
        const parts = translate(locale, text, keepPlaceholders(own)).split(placeholderPattern);
        const literal = parts
          .filter((_, index) => index % 2 === 0)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        expect(String(value), key).toMatch(new RegExp(`^${literal.join('.+')}$`, 's'));
      }
      // The section shows these itself, outside the island.
      expect(Object.keys(texts)).not.toContain('privacyNote');
      expect(Object.keys(texts)).not.toContain('heading');
    },
  );
});
