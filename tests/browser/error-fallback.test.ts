import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openSitePage, useBuiltSite } from '../support/browser';
import { islandSelector, waitForIsland } from '../support/islands';
import { useTranslations } from '../../src/lib/i18n/translations';
import { localeInfo } from '../../src/lib/i18n/locales';

const built = useBuiltSite();

const unescape = (html: string) => html.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The page's HTML with one prop removed from one island's serialized props,
 * the way a data bug would reach it: the island then throws while rendering
 * in the browser. Nothing of this ships in the site; the test rewrites the
 * HTML on its way to the browser.
 */
function withoutProp(html: string, component: string, prop: string): string {
  const island = new RegExp(`(<astro-island[^>]*component-url="[^"]*/${component}\\.[^"]*"[^>]*props=")([^"]*)"`);
  const match = island.exec(html);
  if (!match) throw new Error(`No ${component} island in the page`);
  const props = JSON.parse(unescape(match[2]));
  if (!(prop in props)) throw new Error(`${component} has no prop ${prop}`);
  delete props[prop];
  return html.replace(island, `$1${escape(JSON.stringify(props))}"`);
}

/** Opens `path` with `component`'s `prop` gone, and brings the island into view (some hydrate when visible). */
async function openBroken(locale: string, path: string, component: string, prop: string, width = 1280) {
  const site = await openSitePage(built.browser, built.server.origin, { browserLocale: locale, width });
  await site.page.route(site.url(path), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: withoutProp(await response.text(), component, prop) });
  });
  await site.page.goto(site.url(path));
  await site.page.locator(islandSelector(component)).evaluate((island) => island.firstElementChild?.scrollIntoView());
  await waitForIsland(site.page, component);
  return site;
}

/** The fallback inside `component`'s island: heading and message. */
async function fallback(page: Page, component: string, heading: string) {
  const alert = page.locator(islandSelector(component)).getByRole('alert');
  await alert.waitFor();
  return {
    heading: await alert.getByRole('heading', { name: heading }).textContent(),
    message: await alert.getByRole('paragraph').textContent(),
  };
}

describe('an island that fails to render shows the error fallback; the page keeps working', () => {
  test.each([
    { locale: 'et', path: '/', component: 'ContactForm', prop: 'strings', message: /reading 'nameLabel'/ },
    { locale: 'en', path: '/en/', component: 'GalleryLightbox', prop: 'strings', message: /reading 'close'/ },
  ] as const)(
    '$component on $path: the language dropdown still works',
    async ({ locale, path, component, prop, message }) => {
      const t = useTranslations(locale);
      const { page, context } = await openBroken(locale, path, component, prop);
      const shown = await fallback(page, component, t('error.heading'));
      expect(shown.heading).toBe('Unexpected Application Error!');
      expect(shown.message).toMatch(message);
      await waitForIsland(page, 'LanguageSelect');
      const language = page.getByRole('button', {
        name: t('languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
      });
      await language.click();
      expect(await page.getByRole('list', { name: t('languageSelect.listLabel') }).isVisible()).toBe(true);
      await context.close();
    },
  );

  test('LanguageSelect on /ru/ at 390 px: the menu and the contact form still work', async () => {
    const t = useTranslations('ru');
    const { page, context } = await openBroken('ru', '/ru/', 'LanguageSelect', 'options', 390);
    const shown = await fallback(page, 'LanguageSelect', t('error.heading'));
    expect(shown.heading).toBe('Unexpected Application Error!');
    expect(shown.message).toMatch(/reading 'find'/);
    await waitForIsland(page, 'NavCollapse');
    const toggle = page.getByRole('button', { name: t('nav.toggle') });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const form = page.locator('#contact');
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'ContactForm');
    expect(await form.getByRole('button', { name: t('contactForm.submit') }).isEnabled()).toBe(true);
    await context.close();
  });
});
