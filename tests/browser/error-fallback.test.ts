import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { island, type IslandName } from '../support/islands';
import { translate } from '../support/translations';
import { localeInfo, locales, type Locale } from '../../src/lib/i18n/locales';
import { company, phoneHref } from '../../src/lib/company/company';

/**
 * An island that throws keeps the page usable: the error box (a sentence in
 * the page's language saying what did not load, never the error's own text,
 * which goes to the console) shows in the island's place only, and the navigation links, the
 * language links, the gallery's links to the full-size photos and the price
 * table keep working. The failure is made by the test: it rewrites the
 * island's JavaScript on its way to the browser so that rendering (or, for
 * the lightbox, its effect) throws. Nothing of this ships in the site.
 */

const forcedError = 'Forced failure of the island';

/**
 * Makes `component`'s island throw on the next page opened: in its chunk,
 * the first property `key` of an object its rendering or effect builds is
 * given a value that throws. Returns a check that the rewrite happened (so
 * a renamed key fails the test instead of testing nothing).
 */
async function breakIsland(page: Page, component: IslandName, key: string) {
  let rewritten = false;
  await page.route(
    `**/_astro/${component}.*.js`,
    async (route) => {
      const response = await route.fetch();
      const code = await response.text();
      rewritten = code.includes(`${key}:`);
      const throwing = `${key}:(()=>{throw new Error(${JSON.stringify(forcedError)})})(),"data-forced":`;
      await route.fulfill({ response, body: code.replace(`${key}:`, throwing) });
      // The first page only: the pages the test goes on to get the island as it is.
    },
    { times: 1 },
  );
  return () => expect(rewritten, `${component}'s chunk has "${key}:"`).toBe(true);
}

/**
 * Opens `path` (a page in `locale`) with `component` broken, brings the island's control into
 * view (some hydrate when visible) and waits until an error box has taken
 * its place.
 */
async function openBroken(page: Page, locale: Locale, path: string, component: IslandName, key: string) {
  const rewritten = await breakIsland(page, component, key);
  await page.goto(path);
  // Without waiting: an island that hydrates at once may have failed already.
  await island(page, component).evaluateAll(([control]) =>
    control?.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  await expect(page.getByRole('alert').filter({ hasText: translate(locale, 'error.islandFailed') })).toBeVisible();
  rewritten();
}

/**
 * The page's one error box says, in the page's language, what did not load and what to do; the error's text is
 * only in the console.
 */
async function expectErrorBox(page: Page, locale: Locale, consoleErrors: string[]) {
  const alert = page.getByRole('alert').filter({ hasText: translate(locale, 'error.islandFailed') });
  await expect(alert).toHaveText(translate(locale, 'error.islandFailed'));
  await expect(page.getByText(forcedError)).toHaveCount(0);
  expect(consoleErrors.some((error) => error.includes(forcedError))).toBe(true);
}

/** The navigation's link to `target` (a page id) takes the visitor there. */
async function followNavLink(page: Page, locale: Locale, target: 'services' | 'contacts', url: string) {
  const nav = page.getByRole('navigation', { name: translate(locale, 'nav.label') });
  const toggle = nav.getByRole('button', { name: translate(locale, 'nav.toggle') });
  if (await toggle.isVisible()) await toggle.click();
  await nav.getByRole('link', { name: translate(locale, `nav.${target}`), exact: true }).click();
  await expect(page).toHaveURL(url);
}

/** The language dropdown opens and its link to `target` takes the visitor there. */
async function followLanguageLink(page: Page, locale: Locale, target: Locale, url: string) {
  await expect(island(page, 'LanguageSelect')).toBeHydrated();
  await page
    .getByRole('button', {
      name: translate(locale, 'languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
    })
    .click();
  await page
    .getByRole('list', { name: translate(locale, 'languageSelect.listLabel') })
    .getByRole('link', { name: localeInfo(target).label })
    .click();
  await expect(page).toHaveURL(url);
}

test.describe('a failing NavCollapse on /ru/ at 390 px', () => {
  test.use({ locale: 'ru-RU', viewport: { width: 390, height: 800 } });

  test('shows the error box; the navigation links show and work; the language links work', async ({
    page,
    consoleErrors,
  }) => {
    await openBroken(page, 'ru', '/ru/', 'NavCollapse', '"aria-expanded"');
    await expectErrorBox(page, 'ru', consoleErrors);
    await expect(island(page, 'NavCollapse')).toHaveCount(0);
    await followNavLink(page, 'ru', 'services', '/ru/services/');
    await followLanguageLink(page, 'ru', 'en', '/en/services/');
  });
});

test.describe('a failing LanguageSelect on /en/services/', () => {
  test.use({ locale: 'en-GB' });

  test('shows the error box with the languages as plain links, which work; the navigation links work', async ({
    page,
    consoleErrors,
  }) => {
    await openBroken(page, 'en', '/en/services/', 'LanguageSelect', '"aria-expanded"');
    await expectErrorBox(page, 'en', consoleErrors);
    await expect(island(page, 'LanguageSelect')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: translate('en', 'nav.label') });
    for (const { label } of locales) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: localeInfo('ru').label, exact: true }).click();
    await expect(page).toHaveURL('/ru/services/');
    await page.goBack();
    await followNavLink(page, 'en', 'contacts', '/en/contacts/');
  });
});

// The islands that fail with the default browser options: steps of one test (docs/testing.md, "Writing a
// browser test").
test('a failing GalleryLightbox, ContactForm or PriceList, each on its page', async ({
  page,
  consoleErrors,
  freshStep,
}) => {
  await freshStep(
    'a failing GalleryLightbox on /: shows the error box; each photo still links to its full-size image; navigation and language links work',
    async () => {
      await openBroken(page, 'et', '/', 'GalleryLightbox', 'pswpModule');
      await expectErrorBox(page, 'et', consoleErrors);
      await expect(island(page, 'GalleryLightbox')).not.toBeHydrated();
      const photo = page.getByRole('link', { name: translate('et', 'gallery.photoAlt', { n: 2 }), exact: true });
      const href = new URL((await photo.getAttribute('href'))!, page.url()).href;
      await photo.click();
      await expect(page).toHaveURL(href);
      await page.goBack();
      await followNavLink(page, 'et', 'services', '/services/');
      await followLanguageLink(page, 'et', 'en', '/en/services/');
    },
  );

  await freshStep(
    'a failing ContactForm on /contacts/: shows the error box with the e-mail and phone links; navigation and language links work',
    async () => {
      await openBroken(page, 'et', '/contacts/', 'ContactForm', '"aria-live"');
      await expectErrorBox(page, 'et', consoleErrors);
      await expect(island(page, 'ContactForm')).toHaveCount(0);
      const form = page.getByRole('region', { name: translate('et', 'contactForm.heading') });
      await expect(form.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
      await expect(form.getByRole('link', { name: translate('et', 'contactForm.byPhone') })).toHaveAttribute(
        'href',
        phoneHref,
      );
      await followLanguageLink(page, 'et', 'ru', '/ru/contacts/');
      await followNavLink(page, 'ru', 'services', '/ru/services/');
    },
  );

  await freshStep(
    'a failing PriceList on /services/: shows the error box, then the plain price table and the quote link; navigation and language links work',
    async () => {
      await openBroken(page, 'et', '/services/', 'PriceList', '"data-ready"');
      await expectErrorBox(page, 'et', consoleErrors);
      await expect(island(page, 'PriceList')).toHaveCount(0);
      const table = page.getByRole('table', { name: translate('et', 'priceList.heading') });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await expect(table.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('link', { name: translate('et', 'priceList.cta'), exact: true })).toHaveAttribute(
        'href',
        '/contacts/#contact-form',
      );
      await followNavLink(page, 'et', 'contacts', '/contacts/');
      await followLanguageLink(page, 'et', 'en', '/en/contacts/');
    },
  );
});
