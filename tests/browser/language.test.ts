import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSitePage, useBuiltSite, type SitePageOptions } from '../support/browser';
import { waitForIsland } from '../support/islands';
import { useTranslations } from '../../src/lib/i18n/translations';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';

const built = useBuiltSite();

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * A page of the site with `saved` as the stored choice (none when undefined)
 * before the first visit. Every page it opens records what the arrival
 * module saves (see `savedOn`).
 */
async function visitor(saved: string | undefined, options: SitePageOptions) {
  const site = await openSitePage(built.browser, built.server.origin, options);
  await site.context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    const saves: string[] = [];
    (window as unknown as { languageSaves: string[] }).languageSaves = saves;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'i18nextLng') saves.push(value);
      return setItem.call(this, key, value);
    };
  });
  if (saved !== undefined) {
    // Any page of the origin that runs none of the site's scripts will do.
    await site.page.goto(site.url('/favicon.svg'));
    await site.page.evaluate((value) => localStorage.setItem('i18nextLng', value), saved);
  }
  return site;
}

/**
 * Waits until the arrival module has run on the page being shown (it saves
 * the language it detected, then redirects or not) and the network is idle,
 * by when a redirect it started would have changed the URL. Returns what it
 * saved.
 */
async function savedOn(page: Page): Promise<string> {
  const saves = await page.waitForFunction(() => (window as unknown as { languageSaves: string[] }).languageSaves[0]);
  const saved = (await saves.jsonValue()) as string;
  await page.waitForLoadState('networkidle');
  return saved;
}

function h1(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** The language of a path of the site: its prefix, or Estonian without one. */
function pathLocale(path: string): Locale {
  return (/^\/(en|ru)(\/|$)/.exec(path)?.[1] as Locale | undefined) ?? 'et';
}

/** Path, query and hash of a page's URL. */
function shownPath(page: Page) {
  const { pathname, search, hash } = new URL(page.url());
  return pathname + search + hash;
}

describe('arrival: the unprefixed pages follow the visitor’s language, the prefixed ones never redirect', () => {
  // [saved choice (null: none), browser language, page visited, page shown, language saved]
  test.each([
    ['en', 'et-EE', '/services/', '/en/services/', 'en'],
    ['ru', 'et-EE', '/services/?ref=ad#contact', '/ru/services/?ref=ad#contact', 'ru'],
    [null, 'ru-RU', '/', '/ru/', 'ru'],
    [null, 'en-US', '/contacts', '/en/contacts/', 'en'],
    ['de', 'ru-RU', '/services/', '/ru/services/', 'ru'],
    ['et', 'ru-RU', '/', '/', 'et'],
    [null, 'et-EE', '/', '/', 'et'],
    [null, 'de-DE', '/', '/', 'et'],
    ['et', 'en-GB', '/en/services/', '/en/services/', 'et'],
    [null, 'ru-RU', '/en/', '/en/', 'ru'],
    ['en', 'ru-RU', '/ru/contacts/', '/ru/contacts/', 'en'],
    [null, 'de-DE', '/ru/', '/ru/', 'ru'],
  ] as const)('saved %s, browser %s: %s shows %s and saves %s', async (saved, browserLocale, path, shown, saves) => {
    const { page, context, url, consoleErrors } = await visitor(saved ?? undefined, { browserLocale });
    await page.goto(url(path));
    await page.waitForURL(url(shown));
    expect(await savedOn(page)).toBe(saves);
    expect(shownPath(page)).toBe(shown);
    expect(await page.locator('html').getAttribute('lang')).toBe(pathLocale(shown));
    expect(await h1(page).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  // [saved choice (null: none), browser language, page visited]
  test.each([
    ['ru', 'et-EE', '/services/'],
    [null, 'ru-RU', '/'],
    ['et', 'et-EE', '/en/'],
  ] as const)('a crawler is never redirected: saved %s, browser %s, %s', async (saved, browserLocale, path) => {
    const { page, context, url } = await visitor(saved ?? undefined, { browserLocale, userAgent: googlebot });
    await page.goto(url(path));
    await savedOn(page);
    expect(page.url()).toBe(url(path));
    expect(await h1(page).isVisible()).toBe(true);
    await context.close();
  });

  /** Opens `path` with every script held back, so the page is seen before the arrival module decides. */
  async function beforeDeciding(saved: string | null, browserLocale: string, path: string) {
    const site = await visitor(saved ?? undefined, { browserLocale });
    let hold = true;
    const held: Array<() => Promise<void>> = [];
    await site.page.route('**/_astro/*.js', (route) =>
      hold ? void held.push(() => route.continue()) : route.continue(),
    );
    await site.page.goto(site.url(path), { waitUntil: 'commit' });
    // (A role locator would not find a hidden page: it is out of the accessibility tree.)
    await site.page.locator('h1').waitFor({ state: 'attached' });
    // The site's stylesheet has applied (it zeroes the body's margin).
    await site.page.waitForFunction(() => getComputedStyle(document.body).marginTop === '0px');
    const release = async () => {
      hold = false;
      await Promise.all(held.map((continueRequest) => continueRequest()));
    };
    return { ...site, release };
  }

  test('saved ru on /services/#x: the Estonian page is never shown, and the visitor lands on /ru/services/#x', async () => {
    const { page, context, url, release } = await beforeDeciding('ru', 'et-EE', '/services/#x');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).visibility)).toBe('hidden');
    expect(await h1(page).isVisible()).toBe(false);
    await release();
    await page.waitForURL(url('/ru/services/#x'));
    expect(await savedOn(page)).toBe('ru');
    expect(await h1(page).textContent()).toBe(useTranslations('ru')('services.heading'));
    expect(await h1(page).isVisible()).toBe(true);
    await context.close();
  });

  // [saved choice (null: none), browser language, page visited]
  test.each([
    ['et', 'ru-RU', '/services/'],
    [null, 'et-EE', '/'],
    [null, 'de-DE', '/contacts/'],
    [null, 'ru-RU', '/en/services/'],
    ['en', 'en-US', '/ru/'],
    [null, 'ru-RU', '/no-such-page'],
  ] as const)(
    'with no redirect due the page shows before any script has run: saved %s, browser %s, %s',
    async (saved, browserLocale, path) => {
      const { page, context, release } = await beforeDeciding(saved, browserLocale, path);
      expect(await h1(page).isVisible()).toBe(true);
      await release();
      await savedOn(page);
      expect(new URL(page.url()).pathname).toBe(path);
      await context.close();
    },
  );
});

/** A spot outside the dropdown: the start of the page's heading. */
function outside(page: Page) {
  return {
    click: () => h1(page).click({ position: { x: 2, y: 2 } }),
    tap: () => h1(page).tap({ position: { x: 2, y: 2 } }),
  };
}

/** The three options of the dropdown, with the page each links to from `pagePath` (a page of the site without prefix). */
function languageOptions(pagePath: string) {
  return [
    { name: 'Eesti', code: 'et', href: pagePath },
    { name: 'English', code: 'en', href: `/en${pagePath}` },
    { name: 'Русский', code: 'ru', href: `/ru${pagePath}` },
  ];
}

describe.each([
  { locale: 'et', path: '/services/', page: '/services/' },
  { locale: 'en', path: '/en/contacts/', page: '/contacts/' },
] as const)('language dropdown on $path', ({ locale, path, page: pagePath }) => {
  const t = useTranslations(locale);
  const label = t('languageSelect.accessibleLabel', { language: localeInfo(locale).label });

  async function open(options: SitePageOptions = {}) {
    const site = await visitor(locale, { browserLocale: 'et-EE', ...options });
    await site.page.goto(site.url(`${path}#contact-form`));
    await waitForIsland(site.page, 'LanguageSelect');
    const button = site.page.getByRole('button', { name: label });
    const list = site.page.getByRole('list', { name: t('languageSelect.listLabel') });
    return { ...site, button, list };
  }

  test('shows the current flag and offers the three languages as links to this page', async () => {
    const { page, context, button, list } = await open();
    expect(await button.locator('img').getAttribute('src')).toBe(`/flags/${locale}.png`);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => list.isVisible()).toBe(false);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => list.isVisible()).toBe(true);
    for (const option of languageOptions(pagePath)) {
      const link = list.getByRole('link', { name: option.name });
      expect(await link.getAttribute('href')).toBe(option.href);
    }
    await outside(page).click();
    await expect.poll(() => list.isVisible()).toBe(false);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await button.click();
    await expect.poll(() => list.isVisible()).toBe(false);
    await context.close();
  });

  test('by mouse: choosing Русский saves it and goes to this page in Russian, hash kept', async () => {
    const { page, context, url, button, list, consoleErrors } = await open();
    await button.click();
    await list.getByRole('link', { name: 'Русский' }).click();
    await page.waitForURL(url(`/ru${pagePath}#contact-form`));
    expect(await savedOn(page)).toBe('ru');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('by keyboard: Enter and Space toggle, Escape closes to the button, arrows move, Enter chooses', async () => {
    const { page, context, url, button, list } = await open();
    // The focused language link's text; '' while focus is elsewhere (the
    // button itself reads "Eesti" on an Estonian page).
    const focusedText = () =>
      page.evaluate(() =>
        document.activeElement instanceof HTMLAnchorElement ? document.activeElement.textContent : '',
      );
    const buttonFocused = () => button.evaluate((element) => element === document.activeElement);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => list.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => list.isVisible()).toBe(false);
    await expect.poll(buttonFocused).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => list.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => list.isVisible()).toBe(false);

    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe('Eesti');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe('English');
    await page.keyboard.press('End');
    await expect.poll(focusedText).toBe('Русский');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe('Eesti');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedText).toBe('Русский');
    await page.keyboard.press('Home');
    await expect.poll(focusedText).toBe('Eesti');
    await page.keyboard.press('Escape');
    await expect.poll(() => list.isVisible()).toBe(false);
    await expect.poll(buttonFocused).toBe(true);

    // Choose another language: English from the Estonian page, Eesti from the English one.
    const target: { name: string; code: Locale; index: number } =
      locale === 'et' ? { name: 'English', code: 'en', index: 1 } : { name: 'Eesti', code: 'et', index: 0 };
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedText).toBe('Русский');
    await page.keyboard.press('Home');
    for (let step = 0; step < target.index; step++) await page.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe(target.name);
    await page.keyboard.press('Enter');
    const expected = target.code === 'et' ? pagePath : `/${target.code}${pagePath}`;
    await page.waitForURL(url(`${expected}#contact-form`));
    expect(await savedOn(page)).toBe(target.code);
    await context.close();
  });

  test('by touch at 390 px: tap opens, a tap outside closes, tapping English or Eesti goes there', async () => {
    const { page, context, url, button, list } = await open({ width: 390, hasTouch: true });
    await button.tap();
    await expect.poll(() => list.isVisible()).toBe(true);
    await outside(page).tap();
    await expect.poll(() => list.isVisible()).toBe(false);
    await button.tap();
    const target = locale === 'et' ? { name: 'English', path: `/en${pagePath}` } : { name: 'Eesti', path: pagePath };
    await list.getByRole('link', { name: target.name }).tap();
    await page.waitForURL(url(`${target.path}#contact-form`));
    await context.close();
  });
});
