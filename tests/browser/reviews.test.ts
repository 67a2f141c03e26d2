import type { Page } from '@playwright/test';
import { violations } from '../support/axe';
import { expect } from '../support/fixtures';
import { editedSiteTest as test, editedStartingPrice, reviews, reviewsUrl } from '../support/edited-site';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { startingPriceText } from '../support/service-blocks';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { serviceTextKeys } from '../../src/lib/prices/service-blocks';

/**
 * The home page as an owner makes it: the edited copy
 * (`tests/support/edited-site.ts`) holds reviews in two languages, a
 * reviews address and a new lowest price for the first service. The
 * reviews show in the visitor's language first (the order itself:
 * tests/unit/home-data.test.ts), with the address linked after them; the
 * new price shows in its service's block; axe finds no violation in
 * either. Every language at 390 px (the words differ), and the two-column
 * reviews at 1280 px in Estonian. The address alone, without reviews:
 * tests/unit/reviews-section.test.ts.
 */

/** Checks the reviews section and the first service's block of the home page in `locale`, then axe. */
async function checkHomePage(page: Page, locale: Locale) {
  const t = (key: string, values?: Record<string, string>) => translate(locale, key, values);
  await page.goto(pagePath(locale, 'home'));

  await test.step('the reviews, its language first, with the reviews address after them', async () => {
    const section = page.getByRole('region', { name: t('reviews.heading') });
    const ordered = [...reviews.filter((r) => r.language === locale), ...reviews.filter((r) => r.language !== locale)];
    const months = new Intl.DateTimeFormat(localeInfo(locale).lang, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(section.getByRole('listitem')).toHaveCount(ordered.length);
    for (const [index, review] of ordered.entries()) {
      const item = section.getByRole('listitem').nth(index);
      await expect(item.getByRole('blockquote')).toHaveText(review.text);
      await expect(item).toContainText(
        t('reviews.byline', {
          name: review.name,
          district: review.district,
          month: months.format(new Date(`${review.month}-01T00:00:00Z`)),
        }),
      );
    }
    await expect(section.getByRole('link', { name: t('reviews.allReviews') })).toHaveAttribute('href', reviewsUrl);
  });

  await test.step("the first service's new starting price", async () => {
    const { row, service } = editedStartingPrice;
    const block = page
      .getByRole('region', { name: t('homeServices.heading') })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: t(serviceTextKeys(service).heading), exact: true }) });
    await expect(block).toContainText(startingPriceText(locale, row));
  });

  // The two sections the edits change (the whole page: accessibility.test.ts).
  await test.step('no axe violation in the reviews and the service blocks', async () => {
    const sections = ['section[aria-labelledby="reviews-heading"]', 'section[aria-labelledby="services-heading"]'];
    expect(await violations(page, sections)).toEqual([]);
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  for (const locale of localeCodes) {
    test(`the ${locale} home page shows the reviews and the new starting price`, async ({ page }) => {
      await checkHomePage(page, locale);
    });
  }
});

test('at 1280 px, the et home page shows the reviews and the new starting price', async ({ page }) => {
  await checkHomePage(page, 'et');
});
