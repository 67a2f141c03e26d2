import type { Page } from '@playwright/test';
import { expect, expectHiddenButPresent, test, type RequestLog } from '../support/fixtures';
import { island } from '../support/islands';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
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

// One test per language: each check a step, at its own width and emulated media. The wide layouts first, while
// the page has never loaded the NavCollapse island (docs/testing.md, "Writing a browser test").

/** The wide header in `locale`, at 1280 px, then narrowed. */
async function wideHeader(page: Page, locale: Locale, requestLog: RequestLog) {
  await test.step('at 1280 px: the links always show, with no toggle and no NavCollapse JavaScript until the window narrows', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(pagePath(locale, 'home'));
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
}

/** In Estonian, after the wide header: the narrowest wide layout, and the menu's behaviour at 390 px. */
async function estonianMenu(page: Page, consoleErrors: string[]) {
  const locale = 'et';

  await test.step('at 992 px, the narrowest wide layout: the links show and the toggle does not', async () => {
    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto('/');
    const nav = navigation(page, locale);
    for (const link of nav.links) await expect(link).toBeVisible();
    await expectHiddenButPresent(nav.toggle);
    await expect(island(page, 'NavCollapse')).not.toBeHydrated();
  });

  await page.setViewportSize({ width: 390, height: 800 });
  await test.step('at 390 px: the toggle shows and hides the links with a 300 ms collapse; Escape closes it and focus returns to the toggle', async () => {
    await page.goto(pagePath(locale, 'home'));
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

  await test.step('at 390 px, a tap while the menu opens: a tap on the half-shown last link goes to its page', async () => {
    await page.goto('/');
    const nav = navigation(page, locale);
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
    await expect(page).toHaveURL(pagePath(locale, 'contacts'));
  });

  await test.step('at 390 px under prefers-reduced-motion: the collapse is instant', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(island(page, 'NavCollapse')).toBeHydrated();
    await expect(navigation(page, locale).region).toHaveCSS('transition-duration', /^0s/);
  });

  await test.step("at 390 px under forced colours (Windows high contrast): the menu button's three bars keep a colour of their own, unlike the page behind them", async () => {
    await page.emulateMedia({ reducedMotion: null, forcedColors: 'active' });
    await page.goto(pagePath(locale, 'home'));
    const { toggle } = navigation(page, locale);
    await expect(toggle).toBeVisible();
    const colours = await toggle.locator('span').evaluate((bars) => ({
      bars: ['', '::before', '::after'].map((part) => getComputedStyle(bars, part || null).backgroundColor),
      page: getComputedStyle(document.body).backgroundColor,
    }));
    for (const bar of colours.bars) expect(bar).not.toBe(colours.page);
  });
}

/** In Russian, after the wide header: choosing a link in the menu at 390 px. */
async function russianChoice(page: Page) {
  const locale = 'ru';

  await test.step('at 390 px, choosing a link closes the menu and goes to the page', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(pagePath(locale, 'home'));
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
    await expect(page).toHaveURL(pagePath(locale, 'home'));

    await nav.toggle.click();
    await expect(nav.contacts).toBeVisible();
    await nav.contacts.click();
    await expect(page).toHaveURL(pagePath(locale, 'contacts'));
  });
}

/** What each language's test checks after the wide header. */
const narrowChecks: Partial<Record<Locale, (page: Page, consoleErrors: string[]) => Promise<void>>> = {
  et: estonianMenu,
  ru: russianChoice,
};

for (const locale of localeCodes) {
  test(`navigation in ${locale}`, async ({ page, requestLog, consoleErrors }) => {
    await wideHeader(page, locale, requestLog);
    await narrowChecks[locale]?.(page, consoleErrors);
  });
}
