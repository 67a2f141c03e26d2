import { expect, test } from '../support/fixtures';
import { priceGroups, type PriceFileRow } from '../support/price-data';
import { localeCodes, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { formatMoney, toCents, withVat } from '../../src/lib/prices/money';
import { vatRatePercent } from '../../src/lib/site';

/** The services page in each language: service blocks, the price table from src/data/price-list.yaml, the quote link. */

const unitKeys = { m2: 'priceList.unitM2', jm: 'priceList.unitJm', tk: 'priceList.unitTk', tund: 'priceList.unitTund' };

/** Text with runs of whitespace (no-break spaces included) as one space. */
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A price of the file in cents as the language writes euros, or "on request". */
const priceText = (locale: Locale, cents: number | null) =>
  cents === null ? translate(locale, 'priceList.onRequest') : formatMoney(cents, localeInfo(locale).numberLocale);

/**
 * The cells a visitor should see for a row of the price file: service, unit,
 * price from (the file's amount through the site's formatter, or "on
 * request"), the same with VAT at the site's rate, notes; names and notes
 * fall back to Estonian.
 */
function expectedCells(locale: Locale, row: PriceFileRow): string[] {
  const cents = row.price === null ? null : toCents(row.price);
  return [
    row.service[locale] ?? row.service.et,
    translate(locale, unitKeys[row.unit]),
    priceText(locale, cents),
    priceText(locale, cents === null ? null : withVat(cents, vatRatePercent)),
    row.note ? (row.note[locale] ?? row.note.et) : translate(locale, 'priceList.defaultNote'),
  ].map(squash);
}

/** Category heading key: `priceList.categoryPreparation` for `preparation`. */
const categoryKey = (category: string) => `priceList.category${category[0].toUpperCase()}${category.slice(1)}`;

for (const locale of localeCodes) {
  test.describe(`services page in ${locale}`, () => {
    const t = (key: string) => translate(locale, key);

    test.beforeEach(async ({ page }) => {
      await page.goto(sitePath(locale, 'services'));
    });

    test('shows the four service blocks with their headings and texts', async ({ page }) => {
      for (const service of ['painting', 'walls', 'interior', 'smallWorks']) {
        await expect(page.getByRole('heading', { level: 2, name: t(`services.${service}Heading`) })).toBeVisible();
        await expect(page.getByText(t(`services.${service}Text`))).toBeVisible();
      }
    });

    test('heads the price table with the translated heading and columns', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 2, name: t('priceList.heading'), exact: true })).toBeVisible();
      await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(
        ['columnService', 'columnUnit', 'columnPrice', 'columnPriceVat', 'columnNotes'].map((key) =>
          t(`priceList.${key}`),
        ),
      );
    });

    test('lists every row of src/data/price-list.yaml under its category, localised, with "on request" for null prices', async ({
      page,
    }) => {
      const expected = priceGroups.flatMap(({ category, rows }) => [
        [t(categoryKey(category))],
        ...rows.map((row) => expectedCells(locale, row)),
      ]);
      const shown = await page
        .getByRole('table')
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (cell) => cell.textContent)),
        );
      expect(shown.map((cells) => cells.map(squash))).toEqual(expected);
    });

    test('shows the disclaimer below the table', async ({ page }) => {
      const disclaimer = page.getByText(t('priceList.disclaimer'), { exact: true });
      await expect(disclaimer).toBeVisible();
      const tableBox = (await page.getByRole('table').boundingBox())!;
      expect((await disclaimer.boundingBox())!.y).toBeGreaterThanOrEqual(tableBox.y + tableBox.height);
    });

    test('the quote link ("Küsi pakkumist" in Estonian) leads to the contact form in the same language', async ({
      page,
    }) => {
      const quote = page.getByRole('link', { name: t('priceList.cta'), exact: true });
      await expect(quote).toHaveAttribute('href', `${sitePath(locale, 'contacts')}#contact-form`);
      await quote.click();
      await expect(page).toHaveURL(`${sitePath(locale, 'contacts')}#contact-form`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        page.locator('#contact-form').getByRole('button', { name: t('contactForm.submit'), exact: true }),
      ).toBeVisible();
    });
  });
}

for (const locale of localeCodes) {
  for (const width of [390, 1280]) {
    test.describe(`services page in ${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('each price with VAT is on screen beside its price, and nothing scrolls sideways', async ({ page }) => {
        await page.goto(sitePath(locale, 'services'));
        const header = translate(locale, 'priceList.columnPriceVat');
        for (const group of priceGroups) {
          for (const row of group.rows) {
            const cents = row.price === null ? null : toCents(row.price);
            const cell = page.locator(`tr[data-row-id="${row.id}"] td[data-label="${header}"]`);
            await cell.scrollIntoViewIfNeeded();
            await expect(cell).toBeInViewport();
            expect(squash(await cell.textContent())).toBe(
              squash(priceText(locale, cents === null ? null : withVat(cents, vatRatePercent))),
            );
            if (width < 576) {
              // On a phone: the price's second line, right under it, smaller.
              const price = cell.locator('xpath=preceding-sibling::td[1]');
              const [priceBox, vatBox] = [(await price.boundingBox())!, (await cell.boundingBox())!];
              expect(vatBox.y).toBeCloseTo(priceBox.y + priceBox.height, 0);
              const fontSize = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
              expect(await cell.evaluate(fontSize)).toBeLessThan(await price.evaluate(fontSize));
            }
          }
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    });
  }
}
