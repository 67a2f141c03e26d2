import AxeBuilder from '@axe-core/playwright';
import { dump, load as parseYaml } from 'js-yaml';
import { expect } from '../support/fixtures';
import { fixtureSiteTest } from '../support/fixture-site';
import { localeCodes, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';
import { startingPriceText } from '../support/service-blocks';
import { localeInfo } from '../../src/lib/i18n/locales';
import { priceRowSchema } from '../../src/lib/prices/price-list';
import { serviceTextKeys, startingRow } from '../../src/lib/prices/service-blocks';
import { reviewsFile, type Review } from '../../src/lib/reviews/review-schema';
import { priceFileRows } from '../../src/lib/prices/price-list-file';

/**
 * The home page as an owner makes it: a build of a copy whose
 * `src/data/reviews.yaml` holds reviews in two languages, whose company
 * facts give a reviews address, and whose price list has a new lowest
 * price for the first service. The reviews show in the visitor's language
 * first, with the address linked after them; the new price shows in its
 * service's block; axe finds no violation, at 390 and 1280 px. A second
 * build, with the reviews address and no review, shows the address alone
 * (one home page shows either, so it needs its own build).
 */

const reviews: Review[] = [
  {
    id: 'mari',
    name: 'Mari K.',
    district: 'Kristiine',
    month: '2026-05',
    language: 'et',
    text: 'Väga korralik töö, tulime kokkulepitud ajal.',
    consent: true,
  },
  {
    id: 'oleg',
    name: 'О. П.',
    district: 'Ласнамяэ',
    month: '2026-03',
    language: 'ru',
    text: 'Быстро и аккуратно, спасибо.',
    consent: true,
  },
];
const reviewsUrl = 'https://maps.example.com/arvustused';
/** The new price in EUR excluding VAT of the first service's starting row. */
const newPrice = 1.5;
let edited: { service: string; row: ReturnType<typeof priceRowSchema.parse> } | undefined;

const test = fixtureSiteTest(async (copy) => {
  await copy.write(reviewsFile, dump(reviews));
  await copy.write('src/data/company.yaml', `${await copy.read('src/data/company.yaml')}reviewsUrl: ${reviewsUrl}\n`);
  const prices = priceFileRows(parseYaml(await copy.read('src/data/price-list.yaml'))) as Record<string, unknown>[];
  const [service] = parseYaml(await copy.read('src/data/services.yaml')) as { id: string; categories: string[] }[];
  const start = startingRow(
    prices.map((row) => priceRowSchema.parse(row)),
    service.categories,
  )!;
  prices.find((row) => row.id === start.id)!.price = newPrice;
  await copy.write('src/data/price-list.yaml', dump(prices));
  edited = { service: service.id, row: { ...start, price: newPrice } };
});

for (const width of [390, 1280]) {
  for (const locale of localeCodes) {
    test.describe(`the ${locale} home page at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      const t = (key: string, values?: Record<string, string>) => translate(locale, key, values);

      test('shows the reviews, its language first, with the reviews address after them', async ({ page }) => {
        await page.goto(sitePath(locale, 'home'));
        const section = page.getByRole('region', { name: t('reviews.heading') });
        const ordered = [
          ...reviews.filter((r) => r.language === locale),
          ...reviews.filter((r) => r.language !== locale),
        ];
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
        expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      });

      test("shows the first service's new starting price", async ({ page }) => {
        await page.goto(sitePath(locale, 'home'));
        const { row, service } = edited!;
        const block = page
          .getByRole('region', { name: t('homeServices.heading') })
          .getByRole('listitem')
          .filter({ has: page.getByRole('link', { name: t(serviceTextKeys(service).heading), exact: true }) });
        await expect(block).toContainText(startingPriceText(locale, row));
      });
    });
  }
}

/** A copy with the reviews address and a reviews file without a review. */
const addressOnly = fixtureSiteTest(async (copy) => {
  await copy.write(reviewsFile, '[]\n');
  await copy.write('src/data/company.yaml', `${await copy.read('src/data/company.yaml')}reviewsUrl: ${reviewsUrl}\n`);
});

for (const locale of localeCodes) {
  addressOnly(
    `with a reviews address and no review, the ${locale} home page shows the address alone`,
    async ({ page }) => {
      const t = (key: string) => translate(locale, key);
      await page.goto(sitePath(locale, 'home'));
      const section = page.getByRole('region', { name: t('reviews.heading') });
      await expect(section.getByRole('link', { name: t('reviews.allReviews') })).toHaveAttribute('href', reviewsUrl);
      await expect(section.getByRole('link')).toHaveCount(1);
      await expect(section.getByRole('listitem')).toHaveCount(0);
      await expect(section.getByRole('blockquote')).toHaveCount(0);
    },
  );
}
