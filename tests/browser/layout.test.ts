import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openSitePage, useBuiltSite, waitForHydration } from '../support/browser';
import { localeCodes, sitePath, type PageId } from '../support/site-pages';
import { translate } from '../support/translations';
import { company } from '../../src/lib/site';

/**
 * The layout every page shares (header, navigation, language dropdown, footer),
 * read on the services page of each language so that "the same page in
 * another language" is not just the home page.
 */

const built = useBuiltSite();

const navPages: [PageId, string][] = [
  ['home', 'nav.home'],
  ['services', 'nav.services'],
  ['contacts', 'nav.contacts'],
];

/** The dropdown's label of each language, each in its own language. */
const languageLabels = { et: 'Eesti', en: 'English', ru: 'Русский' };

describe.each(localeCodes)('layout in %s', (locale) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openSitePage(built.browser, built.server.origin, { width: 1280 }));
    await page.goto(built.server.origin + sitePath(locale, 'services'));
  });

  afterAll(async () => {
    await context?.close();
  });

  const nav = () => page.getByRole('navigation', { name: translate(locale, 'nav.label') });

  test('links Home, Services and Contacts (translated) to this language’s pages', async () => {
    for (const [pageId, key] of navPages) {
      const link = nav().getByRole('link', { name: translate(locale, key), exact: true });
      expect(await link.getAttribute('href')).toBe(sitePath(locale, pageId));
    }
  });

  test('links the brand to this language’s home page', async () => {
    const brand = nav().getByRole('link', { name: translate(locale, 'brand.homeLabel'), exact: true });
    expect(await brand.getAttribute('href')).toBe(sitePath(locale, 'home'));
  });

  test('shows the current language’s flag in the dropdown, and the flag answers', async () => {
    const button = nav().getByRole('button', {
      name: translate(locale, 'languageSelect.accessibleLabel', { language: languageLabels[locale] }),
    });
    const flag = await button.locator('img').getAttribute('src');
    expect(flag).toBe(`/flags/${locale}.png`);
    const image = await page.request.get(built.server.origin + flag);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('offers the same page in the other two languages', async () => {
    const list = nav().getByRole('list', { name: translate(locale, 'languageSelect.listLabel'), includeHidden: true });
    for (const other of localeCodes.filter((code) => code !== locale)) {
      const link = list.getByRole('link', { name: languageLabels[other], exact: true, includeHidden: true });
      expect(await link.getAttribute('href')).toBe(sitePath(other, 'services'));
    }
  });

  test('shows the year, the domain and the two lines in the footer', async () => {
    const footer = await page.getByRole('contentinfo').innerText();
    expect(footer).toContain(String(new Date().getFullYear()));
    expect(footer).toContain(company.domain);
    expect(footer).toContain(translate(locale, 'footer.rightsReserved'));
    expect(footer).toContain(translate(locale, 'footer.trademark'));
  });
});

describe.each(localeCodes)('navigation in %s by width', (locale) => {
  // Hidden elements included, so that "not visible" means present but hidden.
  const links = (page: Page) =>
    navPages.map(([, key]) =>
      page.getByRole('link', { name: translate(locale, key), exact: true, includeHidden: true }),
    );
  const toggle = (page: Page) =>
    page.getByRole('button', { name: translate(locale, 'nav.toggle'), exact: true, includeHidden: true });

  test('at 390 px hides the links behind a visible toggle until it is pressed', async () => {
    const { context, page } = await openSitePage(built.browser, built.server.origin, { width: 390 });
    await page.goto(built.server.origin + sitePath(locale, 'home'));
    await waitForHydration(page, 'nav');
    expect(await toggle(page).isVisible()).toBe(true);
    for (const link of links(page)) {
      expect(await link.count()).toBe(1);
      expect(await link.isVisible()).toBe(false);
    }
    await toggle(page).click();
    for (const link of links(page)) await link.waitFor({ state: 'visible' });
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  test('at 1280 px shows the links and no toggle', async () => {
    const { context, page } = await openSitePage(built.browser, built.server.origin, { width: 1280 });
    await page.goto(built.server.origin + sitePath(locale, 'home'));
    for (const link of links(page)) expect(await link.isVisible()).toBe(true);
    expect(await toggle(page).count()).toBe(1);
    expect(await toggle(page).isVisible()).toBe(false);
    await context.close();
  });
});
