import type { Page } from '@playwright/test';
import { expect, expectHiddenButPresent, test } from '../support/fixtures';
import { island } from '../support/islands';
import { localeCodes, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';
import type { Locale } from '../../src/lib/i18n/locales';

/**
 * The collapsing navigation by width: below 992 px a toggle shows and hides
 * the links (NavCollapse island); from 992 px the links always show and the
 * island's JavaScript is never loaded. The wide header in every language
 * (the words differ); the menu's behaviour, the same in each, in Estonian,
 * and choosing a link in Russian.
 */

/** The toggle, the nav links and the region they collapse in, on `page` in `locale`. */
function navigation(page: Page, locale: Locale) {
  // Hidden elements included, so that "hidden" means present but not shown.
  const toggle = page.getByRole('button', { name: translate(locale, 'nav.toggle'), exact: true, includeHidden: true });
  const link = (key: 'nav.home' | 'nav.services' | 'nav.contacts') =>
    page
      .getByRole('navigation', { includeHidden: true })
      .getByRole('link', { name: translate(locale, key), exact: true, includeHidden: true });
  return {
    toggle,
    links: [link('nav.home'), link('nav.services'), link('nav.contacts')],
    services: link('nav.services'),
    contacts: link('nav.contacts'),
    region: page.locator('#site-nav-links'),
  };
}

test.describe('navigation under forced colours (Windows high contrast) at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 }, forcedColors: 'active' });

  test("the menu button's three bars keep a colour of their own, unlike the page behind them", async ({ page }) => {
    await page.goto(sitePath('et', 'home'));
    const { toggle } = navigation(page, 'et');
    await expect(toggle).toBeVisible();
    const colours = await toggle.locator('span').evaluate((bars) => ({
      bars: ['', '::before', '::after'].map((part) => getComputedStyle(bars, part || null).backgroundColor),
      page: getComputedStyle(document.body).backgroundColor,
    }));
    for (const bar of colours.bars) expect(bar).not.toBe(colours.page);
  });
});

test.describe('navigation in et at 390 px', () => {
  const locale = 'et';
  test.use({ viewport: { width: 390, height: 800 } });

  test('the toggle shows and hides the links with a 300 ms collapse; Escape closes it and focus returns to the toggle', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(sitePath(locale, 'home'));
    const nav = navigation(page, locale);
    await expect(island(page, 'NavCollapse')).toBeHydrated();
    await expect(nav.toggle).toBeVisible();
    await expect(nav.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.toggle).toHaveAttribute('aria-controls', 'site-nav-links');
    for (const link of nav.links) await expectHiddenButPresent(link);
    await expect(nav.region).toHaveCSS('transition-duration', /^0\.3s/);

    await nav.toggle.click();
    await expect(nav.toggle).toHaveAttribute('aria-expanded', 'true');
    for (const link of nav.links) await expect(link).toBeVisible();

    await nav.toggle.click();
    await expect(nav.toggle).toHaveAttribute('aria-expanded', 'false');
    for (const link of nav.links) await expectHiddenButPresent(link);

    await nav.toggle.click();
    await expect(nav.services).toBeVisible();
    await nav.services.focus();
    await page.keyboard.press('Escape');
    await expect(nav.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.toggle).toBeFocused();
    await expectHiddenButPresent(nav.services);
    expect(consoleErrors).toEqual([]);
  });
});

for (const locale of localeCodes) {
  test.describe(`navigation in ${locale} at 1280 px`, () => {
    test('the links always show, with no toggle and no NavCollapse JavaScript until the window narrows', async ({
      page,
      requestLog,
    }) => {
      await page.goto(sitePath(locale, 'home'));
      const nav = navigation(page, locale);
      await expect(island(page, 'LanguageSelect')).toBeHydrated();
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(island(page, 'ContactForm')).toBeHydrated();
      for (const link of nav.links) await expect(link).toBeVisible();
      await expectHiddenButPresent(nav.toggle);
      await expect(island(page, 'NavCollapse')).not.toBeHydrated();
      const navCollapseScripts = () => requestLog.urls.filter((url) => url.includes('/NavCollapse.'));
      expect(navCollapseScripts()).toEqual([]);

      // Narrowing the window below 992 px brings the island after all (a media query).
      await page.setViewportSize({ width: 390, height: 800 });
      await expect(island(page, 'NavCollapse')).toBeHydrated();
      expect(navCollapseScripts()).toHaveLength(1);
    });
  });
}

test.describe('navigation at 992 px, the narrowest wide layout', () => {
  test.use({ viewport: { width: 992, height: 800 } });

  test('the links show and the toggle does not', async ({ page }) => {
    await page.goto('/');
    const nav = navigation(page, 'et');
    for (const link of nav.links) await expect(link).toBeVisible();
    await expectHiddenButPresent(nav.toggle);
    await expect(island(page, 'NavCollapse')).not.toBeHydrated();
  });
});

test.describe('navigation in ru, choosing a link at 390 px', () => {
  const locale = 'ru';
  test.use({ viewport: { width: 390, height: 800 } });

  test('closes the menu and goes to the page', async ({ page }) => {
    await page.goto(sitePath(locale, 'home'));
    const nav = navigation(page, locale);
    await expect(island(page, 'NavCollapse')).toBeHydrated();
    await nav.toggle.click();
    await expect(nav.contacts).toBeVisible();
    // First keep the page from leaving, to see the menu right after the choice.
    await page.evaluate(() => {
      window.addEventListener('click', function stay(event) {
        event.preventDefault();
        window.removeEventListener('click', stay);
      });
    });
    await nav.contacts.click();
    await expect(nav.toggle).toHaveAttribute('aria-expanded', 'false');
    await expectHiddenButPresent(nav.contacts);
    await expect(page).toHaveURL(sitePath(locale, 'home'));

    await nav.toggle.click();
    await expect(nav.contacts).toBeVisible();
    await nav.contacts.click();
    await expect(page).toHaveURL(sitePath(locale, 'contacts'));
  });
});

test.describe('navigation at 390 px, a tap while the menu opens', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('a tap on the half-shown last link goes to its page', async ({ page }) => {
    await page.goto('/');
    const nav = navigation(page, 'et');
    await expect(island(page, 'NavCollapse')).toBeHydrated();
    // A slow opening, to tap while the last link is still partly clipped.
    await page.evaluate(() => document.documentElement.style.setProperty('--duration-collapse', '8s'));
    await nav.toggle.click();
    // Wait until a tap near the link's top edge lands on it while its bottom edge is still clipped.
    const box = (await nav.contacts.boundingBox())!;
    const [x, top, bottom] = [box.x + box.width / 2, box.y + 4, box.y + box.height - 4];
    await page.waitForFunction(
      ([link, x, top, bottom]) => {
        const hit = (y: number) => link.contains(document.elementFromPoint(x, y));
        return hit(top) && !hit(bottom);
      },
      [await nav.contacts.elementHandle(), x, top, bottom] as const,
      { timeout: 20_000 },
    );
    await page.mouse.click(x, top);
    await expect(page).toHaveURL(sitePath('et', 'contacts'));
  });
});

test.describe('navigation under prefers-reduced-motion', () => {
  test.use({ viewport: { width: 390, height: 800 }, reducedMotion: 'reduce' });

  test('the collapse is instant', async ({ page }) => {
    await page.goto('/');
    await expect(island(page, 'NavCollapse')).toBeHydrated();
    await expect(navigation(page, 'et').region).toHaveCSS('transition-duration', /^0s/);
  });
});
