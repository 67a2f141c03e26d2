import { expect, test } from '../support/fixtures';
import { localeInfo, locales } from '../../src/lib/i18n/locales';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';

/**
 * When the islands' code cannot be loaded (every `/_astro/*.js` blocked, as
 * a filtering proxy or a failed deploy would), the page takes the
 * no-JavaScript styles at 390 px: the navigation links and the language
 * links show as plain links, without the menu button, and take the visitor
 * to their pages (docs/behaviour.md, "Collapsing navigation").
 */
test.use({ viewport: { width: 390, height: 844 } });

test('with the islands\u2019 scripts blocked, the navigation and language links show at 390 px and work', async ({
  page,
}) => {
  await page.route('**/_astro/*.js', (route) => route.abort());
  await page.goto(pagePath('et', 'home'));
  const nav = page.getByRole('navigation', { name: translate('et', 'nav.label') });
  await expect(nav.getByRole('button', { name: translate('et', 'nav.toggle') })).toBeHidden();
  for (const key of ['nav.home', 'nav.services', 'nav.contacts'])
    await expect(nav.getByRole('link', { name: translate('et', key), exact: true })).toBeVisible();
  for (const { label } of locales) await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();

  await nav.getByRole('link', { name: translate('et', 'nav.services'), exact: true }).click();
  await expect(page).toHaveURL(pagePath('et', 'services'));
  await page.getByRole('link', { name: localeInfo('ru').label, exact: true }).click();
  await expect(page).toHaveURL(pagePath('ru', 'services'));
});
