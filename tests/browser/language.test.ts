import type { Page } from '@playwright/test';
import { expect, expectHiddenButPresent, test, type RequestLog } from '../support/fixtures';
import { focusedControl } from '../support/focus';
import { island } from '../support/islands';
import { translate } from '../support/translations';
import { defaultLocale, localeCodes, localeInfo, locales, type Locale } from '../../src/lib/i18n/locales';

/**
 * Languages: language detection and redirect (saved choice, browser
 * language, crawlers, a stalled network), and the language dropdown by
 * mouse, keyboard and touch. The rules: docs/behaviour.md, "Languages".
 * The rule's every case is unit-tested (tests/unit/language-detection.test.ts);
 * here, one case of each thing the page does with it: the redirect keeps
 * the path, query and hash, a prefixed page stays and saves, a crawler
 * stays, nothing waits for a script.
 */

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The language of a path of the site: its prefix, or Estonian without one. */
function pathLocale(path: string): Locale {
  return localeCodes.find((code) => path === `/${code}` || path.startsWith(`/${code}/`)) ?? defaultLocale;
}

// Its tests are independent of each other: they share out over the workers.
test.describe.configure({ mode: 'parallel' });

// Every page records what language detection saves (read with `savedOn`).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    const saves: string[] = [];
    (window as unknown as { languageSaves: string[] }).languageSaves = saves;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'i18nextLng') saves.push(value);
      return setItem.call(this, key, value);
    };
  });
});

/**
 * Waits until language detection has run on the page being shown (it saves
 * the language it detected, then redirects or not) and every request has
 * been answered, by when a redirect it started would have changed the URL.
 * Returns what it saved.
 */
async function savedOn(page: Page, requestLog: RequestLog): Promise<string> {
  const firstSave = () => page.evaluate(() => (window as unknown as { languageSaves: string[] }).languageSaves[0]);
  await expect.poll(firstSave, { message: 'language detection saves a language' }).toBeDefined();
  await expect.poll(() => [...requestLog.pending].map((request) => request.url())).toEqual([]);
  return (await firstSave())!;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Holds back every script request of `page` (the islands' and any other),
 * as a stalled mobile connection would; returns `release`, which lets the
 * held scripts load.
 */
async function holdScripts(page: Page) {
  let hold = true;
  const held: Array<() => Promise<void>> = [];
  await page.route('**/*.js', (route) => (hold ? void held.push(() => route.continue()) : route.continue()));
  return async () => {
    hold = false;
    await Promise.all(held.map((continueRequest) => continueRequest()));
  };
}

test.describe('language redirect: the unprefixed pages follow the visitor’s language, the prefixed ones never redirect', () => {
  // [saved choice (null: none), browser language, page visited, page shown, language saved]
  const arrivals = [
    ['en', 'et-EE', '/services/', '/en/services/', 'en'],
    ['ru', 'et-EE', '/services/?ref=ad#contact', '/ru/services/?ref=ad#contact', 'ru'],
    [null, 'ru-RU', '/', '/ru/', 'ru'],
    [null, 'en-US', '/contacts', '/en/contacts/', 'en'],
    ['et', 'en-GB', '/en/services/', '/en/services/', 'et'],
  ] as const;
  for (const [saved, browserLocale, path, shown, saves] of arrivals) {
    test.describe(`saved ${saved ?? 'none'}, browser ${browserLocale}`, () => {
      test.use({ savedLanguage: saved ?? undefined, locale: browserLocale });

      test(`${path} shows ${shown} and saves ${saves}`, async ({ page, requestLog, consoleErrors }) => {
        await page.goto(path);
        await expect(page).toHaveURL(shown);
        expect(await savedOn(page, requestLog)).toBe(saves);
        await expect(page).toHaveURL(shown);
        await expect(page.locator('html')).toHaveAttribute('lang', pathLocale(shown));
        await expect(h1(page)).toBeVisible();
        expect(consoleErrors).toEqual([]);
      });
    });
  }

  // [saved choice (null: none), browser language, page visited]
  const crawls = [['ru', 'et-EE', '/services/']] as const;
  for (const [saved, browserLocale, path] of crawls) {
    test.describe(`a crawler, saved ${saved ?? 'none'}, browser ${browserLocale}`, () => {
      test.use({ savedLanguage: saved ?? undefined, locale: browserLocale, userAgent: googlebot });

      test(`is never redirected from ${path}`, async ({ page, requestLog }) => {
        await page.goto(path);
        await savedOn(page, requestLog);
        await expect(page).toHaveURL(path);
        await expect(h1(page)).toBeVisible();
      });
    });
  }

  // [saved choice (null: none), browser language, page visited, page shown]
  const stalled = [[null, 'ru-RU', '/', '/ru/']] as const;
  for (const [saved, browserLocale, path, shown] of stalled) {
    test.describe(`with every script held, saved ${saved ?? 'none'}, browser ${browserLocale}`, () => {
      test.use({ savedLanguage: saved ?? undefined, locale: browserLocale });

      test(`${path} leads to ${shown}, shown while every script is still held`, async ({ page }) => {
        await holdScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        // The held scripts never arrive, so a redirect that waited for one would never come.
        await expect(page).toHaveURL(shown);
        await expect(h1(page)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      });
    });
  }

  // [saved choice (null: none), browser language, page visited]
  const noRedirect = [
    ['et', 'ru-RU', '/services/'],
    [null, 'et-EE', '/'],
    [null, 'ru-RU', '/en/services/'],
    [null, 'ru-RU', '/no-such-page'],
  ] as const;
  for (const [saved, browserLocale, path] of noRedirect) {
    test.describe(`with no redirect due, saved ${saved ?? 'none'}, browser ${browserLocale}`, () => {
      test.use({ savedLanguage: saved ?? undefined, locale: browserLocale });

      test(`${path} shows before any script has run`, async ({ page, requestLog }) => {
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: 'commit' });
        await expect(h1(page)).toBeVisible();
        await release();
        await savedOn(page, requestLog);
        await expect(page).toHaveURL(path);
      });
    });
  }
});

for (const { locale, path, page: pagePath } of [
  { locale: 'et', path: '/services/', page: '/services/' },
  { locale: 'en', path: '/en/contacts/', page: '/contacts/' },
] as const) {
  test.describe(`language dropdown on ${path}`, () => {
    // The page's own language saved: no redirect on arrival.
    test.use({ savedLanguage: locale });

    /** The page, opened at #contact-form (the hash must survive a change of language), with the dropdown hydrated. */
    async function openDropdown(page: Page) {
      await page.goto(`${path}#contact-form`);
      await expect(island(page, 'LanguageSelect')).toBeHydrated();
      const button = page.getByRole('button', {
        name: translate(locale, 'languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
      });
      // Hidden included, so that "hidden" means present but not shown.
      const list = page.getByRole('list', { name: translate(locale, 'languageSelect.listLabel'), includeHidden: true });
      const option = (label: string) => list.getByRole('link', { name: label, exact: true, includeHidden: true });
      return { button, list, option };
    }

    /** A spot outside the dropdown: the start of the page's heading. */
    const outside = { position: { x: 2, y: 2 } };

    /** The URL of this page in `code`, with the hash. */
    const pageIn = (code: Locale) => `${code === 'et' ? '' : `/${code}`}${pagePath}#contact-form`;

    const flagTitle =
      'shows the current flag; a click opens the three languages as links to this page, a click outside or on the button closes them';

    /** The test of that title: the current flag, and opening and closing the dropdown by mouse. */
    async function checkFlagAndClicks(page: Page) {
      const { button, list, option } = await openDropdown(page);
      await expect(button.locator('img')).toHaveAttribute('src', `/flags/${locale}.png`);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expectHiddenButPresent(list);

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(list).toBeVisible();
      for (const { code, label } of locales) {
        await expect(option(label)).toHaveAttribute('href', pageIn(code).replace('#contact-form', ''));
      }

      await h1(page).click(outside);
      await expectHiddenButPresent(list);
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await button.click();
      await expect(list).toBeVisible();
      await button.click();
      await expectHiddenButPresent(list);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }

    // Choosing by mouse, keyboard and touch is the same in every language: on the Estonian page (the
    // flag test reads the button's, the list's and the links' names, and where they go, in English too).
    if (locale === 'et') {
      // The checks with the same browser options are steps of one test (docs/testing.md, "Writing a browser
      // test").
      test('the current flag, and choosing by mouse and by keyboard', async ({
        page,
        requestLog,
        consoleErrors,
        freshStep,
      }) => {
        await freshStep(flagTitle, () => checkFlagAndClicks(page));

        await freshStep('by mouse: choosing Русский saves it and goes to this page in Russian, hash kept', async () => {
          const { button, option } = await openDropdown(page);
          await button.click();
          await option('Русский').click();
          await expect(page).toHaveURL(pageIn('ru'));
          expect(await savedOn(page, requestLog)).toBe('ru');
          await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
          expect(consoleErrors).toEqual([]);
        });

        await freshStep(
          'by keyboard: Enter and Space toggle, Escape closes to the button, arrows, Home and End move with a visible focus ring, Enter chooses',
          async () => {
            const { button, list, option } = await openDropdown(page);
            const [first, second, third] = locales.map(({ label }) => option(label));
            await button.focus();
            await page.keyboard.press('Enter');
            await expect(list).toBeVisible();
            await page.keyboard.press('Escape');
            await expectHiddenButPresent(list);
            await expect(button).toBeFocused();
            await page.keyboard.press('Space');
            await expect(list).toBeVisible();
            await page.keyboard.press('Space');
            await expectHiddenButPresent(list);

            await page.keyboard.press('ArrowDown');
            await expect(first).toBeFocused();
            await page.keyboard.press('ArrowDown');
            await expect(second).toBeFocused();
            await expect.poll(() => focusedControl(page)).toMatchObject({ ring: true, inSight: true });
            await page.keyboard.press('End');
            await expect(third).toBeFocused();
            await page.keyboard.press('ArrowDown');
            await expect(first).toBeFocused();
            await page.keyboard.press('ArrowUp');
            await expect(third).toBeFocused();
            await page.keyboard.press('Home');
            await expect(first).toBeFocused();
            await page.keyboard.press('Escape');
            await expectHiddenButPresent(list);
            await expect(button).toBeFocused();

            // ArrowUp opens at the last language; Home, then ArrowDown to the second, which is not the page's.
            await page.keyboard.press('ArrowUp');
            await expect(third).toBeFocused();
            await page.keyboard.press('Home');
            await page.keyboard.press('ArrowDown');
            await expect(second).toBeFocused();
            await page.keyboard.press('Enter');
            await expect(page).toHaveURL(pageIn(locales[1].code));
            expect(await savedOn(page, requestLog)).toBe(locales[1].code);
          },
        );
      });

      test.describe('by touch at 390 px', () => {
        test.use({ viewport: { width: 390, height: 800 }, hasTouch: true });

        test('a tap opens, a tap outside closes, tapping another language goes there', async ({ page }) => {
          const { button, list, option } = await openDropdown(page);
          await button.tap();
          await expect(list).toBeVisible();
          await h1(page).tap(outside);
          await expectHiddenButPresent(list);
          await button.tap();
          await expect(list).toBeVisible();
          // The second language, not the page's.
          await option(locales[1].label).tap();
          await expect(page).toHaveURL(pageIn(locales[1].code));
        });
      });
    } else {
      test(flagTitle, ({ page }) => checkFlagAndClicks(page));
    }
  });
}
