import type { Page } from '@playwright/test';
import { expect, expectHiddenButPresent, test } from '../support/fixtures';
import { focusedControl } from '../support/focus';
import { island } from '../support/islands';
import { translate } from '../support/translations';
import { localeInfo, locales, type Locale } from '../../src/lib/i18n/locales';

/**
 * Languages: where a visitor lands on arrival (saved choice, browser
 * language, crawlers), and the language dropdown by mouse, keyboard and
 * touch. The rules: docs/behaviour.md, "Languages".
 */

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The language of a path of the site: its prefix, or Estonian without one. */
function pathLocale(path: string): Locale {
  return (/^\/(en|ru)(\/|$)/.exec(path)?.[1] as Locale | undefined) ?? 'et';
}

/** Waits until the arrival script has saved `locale`, which it does on the page it decides to stay on. */
async function expectSettledOn(page: Page, locale: Locale) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('arrival: detection and redirect', () => {
  // [saved choice (null: none), browser language, page visited, page shown]
  const arrivals = [
    ['ru', 'et-EE', '/services#x', '/ru/services/#x'],
    ['en', 'ru-RU', '/ru/', '/en/'],
    ['et', 'en-GB', '/en/contacts', '/contacts/'],
    [null, 'ru-RU', '/', '/ru/'],
    [null, 'en-US', '/services', '/en/services/'],
    [null, 'ru-RU', '/en/services', '/en/services'],
    [null, 'et-EE', '/ru/contacts', '/ru/contacts'],
    [null, 'et-EE', '/', '/'],
    [null, 'de-DE', '/', '/'],
    ['de', 'et-EE', '/services', '/services'],
    ['ru', 'en-US', '/ru/services', '/ru/services'],
  ] as const;
  for (const [saved, browserLocale, path, lands] of arrivals) {
    test.describe(`saved ${saved ?? 'none'}, browser ${browserLocale}`, () => {
      test.use({ savedLanguage: saved ?? undefined, locale: browserLocale });

      test(`${path} shows ${lands}`, async ({ page, consoleErrors }) => {
        await page.goto(path);
        await expect(page).toHaveURL(lands);
        await expectSettledOn(page, pathLocale(lands));
        await expect(h1(page)).toBeVisible();
        expect(consoleErrors).toEqual([]);
      });
    });
  }

  // [saved choice (null: none), browser language, page visited]
  const crawls = [
    ['ru', 'et-EE', '/services'],
    [null, 'ru-RU', '/'],
    ['et', 'et-EE', '/en/'],
  ] as const;
  for (const [saved, browserLocale, path] of crawls) {
    test.describe(`a crawler, saved ${saved ?? 'none'}, browser ${browserLocale}`, () => {
      test.use({ savedLanguage: saved ?? undefined, locale: browserLocale, userAgent: googlebot });

      test(`is never redirected from ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectSettledOn(page, pathLocale(path));
        await expect(page).toHaveURL(path);
        await expect(h1(page)).toBeVisible();
      });
    });
  }

  test.describe('saved ru, browser et-EE', () => {
    test.use({ savedLanguage: 'ru' });

    test('on /services#x the Estonian page is never shown, and the visitor lands on /ru/services#x', async ({
      page,
    }) => {
      // Hold every script, the arrival script included, to look at the page before it decides.
      let hold = true;
      const held: Array<() => Promise<void>> = [];
      await page.route('**/_astro/*.js', (route) => (hold ? void held.push(() => route.continue()) : route.continue()));
      await page.goto('/services#x', { waitUntil: 'commit' });
      // The site's stylesheet has applied (it zeroes the body's margin).
      await expect(page.locator('body')).toHaveCSS('margin-top', '0px');
      await expect(page.locator('html')).toHaveCSS('visibility', 'hidden');
      // (Not a role locator: the hidden page is out of the accessibility tree.)
      await expectHiddenButPresent(page.locator('h1'));
      hold = false;
      await Promise.all(held.map((release) => release()));
      await expect(page).toHaveURL('/ru/services/#x');
      await expectSettledOn(page, 'ru');
      await expect(h1(page)).toHaveText(translate('ru', 'services.heading'));
      await expect(h1(page)).toBeVisible();
    });
  });
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

    test('shows the current flag; a click opens the three languages as links to this page, a click outside or on the button closes them', async ({
      page,
    }) => {
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
    });

    test('by mouse: choosing Русский saves it and goes to this page in Russian, hash kept', async ({
      page,
      consoleErrors,
    }) => {
      const { button, option } = await openDropdown(page);
      await button.click();
      await option('Русский').click();
      await expect(page).toHaveURL(pageIn('ru'));
      await expectSettledOn(page, 'ru');
      expect(consoleErrors).toEqual([]);
    });

    test('by keyboard: Enter and Space toggle, Escape closes to the button, arrows, Home and End move with a visible focus ring, Enter chooses', async ({
      page,
    }) => {
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
      await expect.poll(() => focusedControl(page)).toMatchObject({ ring: true, unobscured: true });
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

      // ArrowUp opens at the last language; then choose another language
      // than the page's: English from the Estonian page, Eesti from the English one.
      const target = locale === 'et' ? { code: 'en', link: second, steps: 1 } : { code: 'et', link: first, steps: 0 };
      await page.keyboard.press('ArrowUp');
      await expect(third).toBeFocused();
      await page.keyboard.press('Home');
      for (let step = 0; step < target.steps; step++) await page.keyboard.press('ArrowDown');
      await expect(target.link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(pageIn(target.code as Locale));
      await expectSettledOn(page, target.code as Locale);
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
        const target =
          locale === 'et' ? { label: 'English', code: 'en' as const } : { label: 'Eesti', code: 'et' as const };
        await option(target.label).tap();
        await expect(page).toHaveURL(pageIn(target.code));
      });
    });
  });
}
