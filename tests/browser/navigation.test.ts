import { describe, expect, test } from 'vitest';
import { openSitePage, useBuiltSite, type SitePageOptions } from '../support/browser';
import { waitForIsland } from '../support/islands';
import { useTranslations } from '../../src/lib/i18n/translations';

const built = useBuiltSite();

describe.each([
  { locale: 'et', home: '/', contacts: '/contacts/' },
  { locale: 'ru', home: '/ru/', contacts: '/ru/contacts/' },
] as const)('collapsing navigation, $locale', ({ locale, home, contacts }) => {
  const t = useTranslations(locale);

  async function open(options: SitePageOptions) {
    const site = await openSitePage(built.browser, built.server.origin, { browserLocale: locale, ...options });
    await site.page.goto(site.url(home));
    const toggle = site.page.getByRole('button', { name: t('nav.toggle') });
    const servicesLink = site.page.getByRole('navigation').getByRole('link', { name: t('nav.services') });
    return { ...site, toggle, servicesLink };
  }

  test('at 390 px the toggle shows and hides the links with a 300 ms collapse; Escape closes it', async () => {
    const { page, context, toggle, servicesLink, consoleErrors } = await open({ width: 390 });
    await waitForIsland(page, 'NavCollapse');
    const region = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect.poll(() => toggle.isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => servicesLink.isVisible()).toBe(false);
    expect(await region.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(/^0\.3s/);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => servicesLink.isVisible()).toBe(true);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => servicesLink.isVisible()).toBe(false);

    await toggle.click();
    await expect.poll(() => servicesLink.isVisible()).toBe(true);
    await servicesLink.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => servicesLink.isVisible()).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('at 390 px choosing a link closes the menu and goes to the page', async () => {
    const { page, context, url, toggle } = await open({ width: 390 });
    await waitForIsland(page, 'NavCollapse');
    const contactsLink = page.getByRole('navigation').getByRole('link', { name: t('nav.contacts') });
    await toggle.click();
    await expect.poll(() => contactsLink.isVisible()).toBe(true);
    // First keep the page from leaving, to see the menu right after the choice.
    await page.evaluate(() => {
      window.addEventListener('click', function stay(event) {
        event.preventDefault();
        window.removeEventListener('click', stay);
      });
    });
    await contactsLink.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => contactsLink.isVisible()).toBe(false);
    expect(page.url()).toBe(url(home));

    await toggle.click();
    await expect.poll(() => contactsLink.isVisible()).toBe(true);
    await contactsLink.click();
    await page.waitForURL(url(contacts));
    await context.close();
  });

  test('under prefers-reduced-motion the collapse is instant', async () => {
    const { page, context, toggle } = await open({ width: 390, reducedMotion: true });
    await waitForIsland(page, 'NavCollapse');
    const region = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    expect(await region.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(/^0s/);
    await context.close();
  });

  test.each([992, 1280])(
    'at %i px the links are always shown, with no toggle and no NavCollapse JavaScript',
    async (width) => {
      const { page, context, toggle, servicesLink } = await open({ width });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await waitForIsland(page, 'LanguageSelect');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await waitForIsland(page, 'ContactForm');
      await expect.poll(() => toggle.isVisible()).toBe(false);
      await expect.poll(() => servicesLink.isVisible()).toBe(true);
      expect(requests.filter((request) => request.includes('/NavCollapse.'))).toEqual([]);
      // Narrowing the window below lg brings the island after all (client:media).
      await page.setViewportSize({ width: 390, height: 800 });
      await waitForIsland(page, 'NavCollapse');
      expect(requests.filter((request) => request.includes('/NavCollapse.'))).toHaveLength(1);
      await context.close();
    },
  );
});
