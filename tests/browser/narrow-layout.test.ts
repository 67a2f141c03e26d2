import { expect, test } from '../support/fixtures';
import { island } from '../support/islands';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { company } from '../../src/lib/company/company';

/**
 * The price table and the company block on a 390 px phone, in the built
 * site: the table, drawn as short rows (tests/browser/services.test.ts),
 * stays a table for screen readers; the
 * company block puts each label above its value, so no value breaks
 * mid-word, and the form follows it without a second gap.
 */

test.use({ viewport: { width: 390, height: 800 } });

for (const locale of localeCodes) {
  test.describe(`services page in ${locale} at 390 px`, () => {
    const columns = ['columnService', 'columnUnit', 'columnPrice', 'columnPriceVat', 'columnNotes'].map((key) =>
      translate(locale, `priceList.${key}`),
    );

    test.beforeEach(async ({ page }) => {
      await page.goto(pagePath(locale, 'services'));
    });

    test('is still a table to screen readers: Chromium’s accessibility tree has the table and its column headers', async ({
      page,
    }) => {
      const table = page.getByRole('table', { name: translate(locale, 'priceList.heading') });
      await expect(table).toBeVisible();
      const devTools = await page.context().newCDPSession(page);
      const { nodes } = (await devTools.send('Accessibility.getFullAXTree')) as {
        nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
      };
      const named = (role: string) =>
        nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value);
      expect(named('table')).toEqual([translate(locale, 'priceList.heading')]);
      // The quantity column's heading is there, unnamed (unseen) until the estimator has hydrated:
      // the island waits to be scrolled into view (its heading once hydrated: services.test.ts).
      await expect(island(page, 'PriceList')).not.toBeHydrated();
      expect(named('columnheader')).toEqual([...columns, '']);
      // A unit cell, named as a phone shows it after the price ("/m²").
      expect(named('cell')).toContain(translate(locale, 'priceList.pricePerM2', { price: '' }));
    });
  });
}

test.describe('contacts page in Russian at 390 px', () => {
  test('puts each label of the company block above its value, the e-mail on one line, and the form close below', async ({
    page,
  }) => {
    await page.goto(pagePath('ru', 'contacts'));
    const block = page.getByRole('region', { name: translate('ru', 'company.heading') });
    await expect(block).toBeVisible();
    const labels = await block.locator('dt').all();
    const values = await block.locator('dd').all();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.length).toBe(values.length);
    for (const [index, label] of labels.entries()) {
      const labelBox = (await label.boundingBox())!;
      const valueBox = (await values[index].boundingBox())!;
      expect(valueBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height);
    }
    const email = block.getByRole('link', { name: company.email, exact: true });
    await expect.poll(() => email.evaluate((link) => link.getClientRects().length)).toBe(1);

    // One section's padding (3rem, 48 px) between the block and the form's heading, not two stacked.
    const heading = page.getByRole('heading', { level: 2, name: translate('ru', 'contactForm.heading') });
    await expect(heading).toBeVisible();
    const blockBox = (await block.boundingBox())!;
    const headingBox = (await heading.boundingBox())!;
    expect(headingBox.y - (blockBox.y + blockBox.height)).toBeLessThanOrEqual(64);
  });
});
