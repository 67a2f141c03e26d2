import type { Page } from '@playwright/test';
import { parse } from 'node-html-parser';
import { expect, test } from '../support/fixtures';
import { island, islandSelector } from '../support/islands';
import { translate } from '../support/translations';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';

/**
 * An island that throws while rendering shows the error fallback (a heading
 * and the error's message) in its place, and the rest of the page keeps
 * working. The failure is made by the test: it removes one prop from the
 * island's serialized props on the page's way to the browser, as a data bug
 * would. Nothing of this ships in the site.
 */

/** The page's HTML with `prop` removed from the serialized props of `component`'s island. */
function withoutProp(html: string, component: string, prop: string): string {
  const document = parse(html);
  const element = document.querySelector(islandSelector(component));
  if (!element) throw new Error(`No ${component} island in the page`);
  const props = JSON.parse(element.getAttribute('props') ?? '{}');
  if (!(prop in props)) throw new Error(`${component} has no prop ${prop}`);
  delete props[prop];
  element.setAttribute('props', JSON.stringify(props));
  return document.toString();
}

/** Opens `path` with `component`'s `prop` gone, and brings the island into view (some hydrate when visible). */
async function openBroken(page: Page, path: string, component: string, prop: string) {
  await page.route(path, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: withoutProp(await response.text(), component, prop) });
  });
  await page.goto(path);
  await island(page, component).evaluate((element) => element.firstElementChild?.scrollIntoView());
  await expect(island(page, component)).toBeHydrated();
}

/** The fallback inside `component`'s island shows the heading and a message matching `message`. */
async function expectFallback(page: Page, locale: Locale, component: string, message: RegExp) {
  const alert = island(page, component).getByRole('alert');
  await expect(alert.getByRole('heading')).toHaveText(translate(locale, 'error.heading'));
  await expect(alert.getByRole('paragraph')).toHaveText(message);
}

for (const { locale, path, component, prop, message } of [
  { locale: 'et', path: '/', component: 'ContactForm', prop: 'strings', message: /reading 'nameLabel'/ },
  { locale: 'en', path: '/en/', component: 'GalleryLightbox', prop: 'strings', message: /reading 'close'/ },
] as const) {
  test.describe(`a failing ${component} on ${path}`, () => {
    test.use({ locale: `${locale}-EE` });

    test('shows the error fallback; the language dropdown still opens', async ({ page }) => {
      await openBroken(page, path, component, prop);
      await expectFallback(page, locale, component, message);
      await expect(island(page, 'LanguageSelect')).toBeHydrated();
      const language = page.getByRole('button', {
        name: translate(locale, 'languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
      });
      await language.click();
      await expect(language).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('list', { name: translate(locale, 'languageSelect.listLabel') })).toBeVisible();
    });
  });
}

test.describe('a failing LanguageSelect on /ru/ at 390 px', () => {
  test.use({ locale: 'ru-RU', viewport: { width: 390, height: 800 } });

  test('shows the error fallback; the menu and the contact form still work', async ({ page }) => {
    await openBroken(page, '/ru/', 'LanguageSelect', 'options');
    await expectFallback(page, 'ru', 'LanguageSelect', /reading 'find'/);
    await expect(island(page, 'NavCollapse')).toBeHydrated();
    const toggle = page.getByRole('button', { name: translate('ru', 'nav.toggle') });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = page.locator('#contact');
    await form.scrollIntoViewIfNeeded();
    await expect(island(page, 'ContactForm')).toBeHydrated();
    await expect(form.getByRole('button', { name: translate('ru', 'contactForm.submit') })).toBeEnabled();
  });
});
