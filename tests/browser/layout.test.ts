import { expect, test } from '../support/fixtures';
import { localeCodes, type PageId } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { localeInfo } from '../../src/lib/i18n/locales';
import { company } from '../../src/lib/company/company';

/**
 * The layout every page shares (header, navigation, language dropdown,
 * footer) at 1280 px, read on the services page of each language
 * so that "the same page in another language" is not just the home page.
 * How the navigation collapses by width: navigation.test.ts.
 */

const navPages: [PageId, string][] = [
  ['home', 'nav.home'],
  ['services', 'nav.services'],
  ['contacts', 'nav.contacts'],
];

for (const locale of localeCodes) {
  // One visit per language: the checks share it (a page load is most of a test's time).
  test(`layout in ${locale}: the header's links, flag and languages, and the footer`, async ({ page }) => {
    const t = (key: string, values?: Record<string, string>) => translate(locale, key, values);
    await page.goto(pagePath(locale, 'services'));

    await test.step('links Home, Services and Contacts (translated) to this language’s pages', async () => {
      const nav = page.getByRole('navigation', { name: t('nav.label') });
      for (const [pageId, key] of navPages) {
        const link = nav.getByRole('link', { name: t(key), exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', pagePath(locale, pageId));
      }
    });

    await test.step('links the brand to this language’s home page', async () => {
      const brand = page.getByRole('link', { name: t('brand.homeLabel'), exact: true });
      await expect(brand).toHaveAttribute('href', pagePath(locale, 'home'));
    });

    await test.step('shows the current language’s flag in the dropdown, and the flag answers', async () => {
      const button = page.getByRole('button', {
        name: t('languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
      });
      await expect(button.locator('img')).toHaveAttribute('src', `/flags/${locale}.png`);
      const image = await page.request.get(`/flags/${locale}.png`);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    });

    await test.step('offers the same page in the other two languages', async () => {
      const list = page.getByRole('list', { name: t('languageSelect.listLabel'), includeHidden: true });
      for (const other of localeCodes.filter((code) => code !== locale)) {
        const link = list.getByRole('link', { name: localeInfo(other).label, exact: true, includeHidden: true });
        await expect(link).toHaveAttribute('href', pagePath(other, 'services'));
      }
    });

    await test.step('shows the year, the domain and the two lines in the footer', async () => {
      const footer = page.getByRole('contentinfo');
      for (const text of [
        String(new Date().getFullYear()),
        company.domain,
        t('footer.rightsReserved'),
        t('footer.trademark'),
      ]) {
        await expect(footer).toContainText(text);
      }
    });
  });
}

// A slow connection delivers the HTML in pieces and the browser paints what
// it has: the language dropdown comes after the links in the HTML, so its
// arrival must not move what is already on screen.
for (const width of [390, 1280]) {
  test.describe(`the header at ${width} px while the page streams in`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the brand, the links and the menu button stay where they are when the language dropdown arrives', async ({
      page,
    }) => {
      await page.goto('/');
      const t = (key: string) => translate('et', key);
      const nav = page.getByRole('navigation', { name: t('nav.label') });
      const items = [
        nav.getByRole('link', { name: t('brand.homeLabel'), exact: true }),
        ...navPages.map(([, key]) => nav.getByRole('link', { name: t(key), exact: true, includeHidden: true })),
        nav.getByRole('button', { name: t('nav.toggle'), exact: true, includeHidden: true }),
      ];
      const places = async () =>
        Promise.all(
          items.map((item) =>
            item.evaluate((element) => {
              const box = element.getBoundingClientRect();
              return [Math.round(box.x), Math.round(box.y), Math.round(box.width)];
            }),
          ),
        );
      const withDropdown = await places();
      // As before the parser reached it.
      const dropdown = nav.getByRole('button', {
        name: translate('et', 'languageSelect.accessibleLabel', { language: localeInfo('et').label }),
      });
      await dropdown.evaluate((button) => button.closest('.language')?.remove());
      await expect(dropdown).toHaveCount(0);
      expect(await places()).toEqual(withDropdown);
    });
  });
}
