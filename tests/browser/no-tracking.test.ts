import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { galleryPhoto, openLightbox } from '../support/gallery';
import { hydrateIslands, island } from '../support/islands';
import { quantityField } from '../support/estimator';
import { samplePriceRows } from '../support/price-rows';
import { sitePages } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { locales, localeInfo, type Locale } from '../../src/lib/i18n/locales';

/**
 * The privacy notice's promise (docs/behaviour.md, "Privacy notice"): on
 * every page in every language, after loading and after using each island
 * (the navigation toggle, the lightbox, the quote estimator, typing into
 * the contact form: on each page in one language; then the language
 * dropdown, which goes to the page in the other two), the browser holds no
 * cookie and no request has left the site's origin. Only pressing Send does, to EmailJS alone. Every request of the
 * browser context is recorded, those that `fixtures.ts` aborts included.
 */

// The sending build: the form as the owner deploys it, with EmailJS ids, so that its library is loaded.
test.use({ sendingBuild: true, viewport: { width: 390, height: 800 }, reducedMotion: 'reduce' });
// Its tests are independent of each other: they share out over the workers.
test.describe.configure({ mode: 'parallel' });

/** Every request the context's pages start, as URLs, from now on. */
function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The requests among `urls` that went to another origin than the site's. */
const foreign = (urls: string[], siteOrigin: string) => urls.filter((url) => new URL(url).origin !== siteOrigin);

/** The cookies the browser holds, from the context's jar and as the page's script sees them. */
async function cookies(page: Page) {
  return { jar: await page.context().cookies(), script: await page.evaluate(() => document.cookie) };
}
const noCookies = { jar: [], script: '' };

/** The contact form's fields and Send button on `page` in `locale`, once hydrated. */
async function contactForm(page: Page, locale: Locale) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: translate(locale, 'contactForm.submit') }) });
  await form.scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  const field = (key: string) => form.getByRole('textbox', { name: translate(locale, key) });
  return {
    name: field('contactForm.nameLabel'),
    email: field('contactForm.emailLabel'),
    message: field('contactForm.messageLabel'),
    submit: form.getByRole('button', { name: translate(locale, 'contactForm.submit') }),
  };
}

/** Fills the contact form as a visitor would. */
async function typeEnquiry(page: Page, locale: Locale) {
  const form = await contactForm(page, locale);
  await form.name.fill('Mari Maasikas');
  await form.email.fill('mari@example.ee');
  await form.message.fill('Vannituba vajab värvimist.');
  await expect(form.message).toHaveValue('Vannituba vajab värvimist.');
  return form;
}

const [pricedRow] = samplePriceRows(1).priced;

// Each page once with every island used, in a language of its own (the islands' code is every
// language's same), then in the other languages by the dropdown, each loaded and hydrated.
const pageIds = [...new Set(sitePages.map(({ page }) => page))];
for (const [index, pageId] of pageIds.entries()) {
  const order = [...locales.slice(index % locales.length), ...locales.slice(0, index % locales.length)];
  const [{ code: locale }] = order;
  const path = pagePath(locale, pageId);
  test(`${path}: no cookie and no request to another site, after load and after using every island; then in ${order
    .slice(1)
    .map(({ code }) => code)
    .join(' and ')} by the dropdown`, async ({ page, context, site }) => {
    const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, values);
    const requests = recordRequests(context);
    await page.goto(path);
    await hydrateIslands(page);
    expect(await cookies(page)).toEqual(noCookies);

    const toggle = page.getByRole('button', { name: t('nav.toggle') });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    if (pageId === 'home') {
      const dialog = await openLightbox(galleryPhoto(page, locale, 1));
      await dialog.getByRole('button', { name: t('gallery.lightbox.next') }).click();
      await expect(dialog.locator('.pswp__counter')).toHaveText(/^2 \/ \d+$/);
      await dialog.getByRole('button', { name: t('gallery.lightbox.close') }).click();
      await expect(dialog).toHaveCount(0);
    }
    if (pageId === 'services') {
      const quantity = quantityField(page, locale, pricedRow);
      await quantity.scrollIntoViewIfNeeded();
      await expect(island(page, 'PriceList')).toBeHydrated();
      await quantity.fill('12');
      await expect(page).toHaveURL(/[?&]estimate=/);
    }
    if (pageId === 'home' || pageId === 'contacts') await typeEnquiry(page, locale);

    expect(await cookies(page)).toEqual(noCookies);
    expect(foreign(requests, site.origin)).toEqual([]);

    // The language dropdown, last: choosing a language goes to this page in it.
    for (const [step, { code: other, label }] of order.slice(1).entries()) {
      const from = order[step].code;
      await page
        .getByRole('button', {
          name: translate(from, 'languageSelect.accessibleLabel', { language: localeInfo(from).label }),
        })
        .click();
      await page
        .getByRole('list', { name: translate(from, 'languageSelect.listLabel') })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${pagePath(other, pageId)}`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await hydrateIslands(page);

      expect(await cookies(page), pagePath(other, pageId)).toEqual(noCookies);
      expect(foreign(requests, site.origin), pagePath(other, pageId)).toEqual([]);
    }
  });
}

test('pressing Send is what reaches another site: EmailJS, and nothing else', async ({
  page,
  context,
  site,
  emailApi,
}) => {
  const requests = recordRequests(context);
  await page.goto(pagePath('et', 'contacts'));
  const form = await typeEnquiry(page, 'et');
  expect(foreign(requests, site.origin)).toEqual([]);
  await form.submit.click();
  await expect(page.getByText(translate('et', 'contactForm.sent'))).toBeVisible();
  expect(emailApi.sends).toHaveLength(1);
  expect(foreign(requests, site.origin)).toEqual([emailApi.sends[0].url()]);
  expect(await cookies(page)).toEqual(noCookies);
});
