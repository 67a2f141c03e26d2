import { describe, expect, test } from 'vitest';
import { openSitePage, useBuiltSite } from '../support/browser';
import { localeCodes, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';
import { company } from '../../src/lib/site';

/**
 * The price table and the company block on a 390 px phone, in the built
 * site: the table becomes one card per row that fits the screen, each
 * value under its column's name, and stays a table for screen readers; the
 * company block puts each label above its value, so no value breaks
 * mid-word, and the form follows it without a second gap.
 */

const built = useBuiltSite();

describe.each(localeCodes)('services page in %s at 390 px', (locale) => {
  const columns = ['columnService', 'columnUnit', 'columnPrice', 'columnNotes'].map((key) =>
    translate(locale, `priceList.${key}`),
  );

  test('shows each row as a card inside the screen, each value under its column name', async () => {
    const { page, context } = await openSitePage(built.browser, built.server.origin, { width: 390 });
    await page.goto(built.server.origin + sitePath(locale, 'services'));
    const rows = page.locator('table tbody tr[data-row-id]');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // The column name drawn before each value: the cell's own data-label, for the eye only.
    const drawnLabels = await rows
      .first()
      .evaluate((row) => Array.from(row.querySelectorAll('td'), (cell) => getComputedStyle(cell, '::before').content));
    expect(drawnLabels).toEqual(columns.slice(1).map((label) => `${JSON.stringify(label)} / ""`));
    await context.close();
  });

  test('is still a table to screen readers: Chromium’s accessibility tree has the table and its column headers', async () => {
    const { page, context } = await openSitePage(built.browser, built.server.origin, { width: 390 });
    await page.goto(built.server.origin + sitePath(locale, 'services'));
    const cdp = await context.newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    const named = (role: string) =>
      nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value);
    expect(named('table')).toEqual([translate(locale, 'priceList.heading')]);
    expect(named('columnheader')).toEqual(columns);
    // A cell is named by its value alone: the drawn column name is not read twice.
    const unit = translate(locale, 'priceList.unitM2');
    expect(named('cell')).toContain(unit);
    await context.close();
  });
});

describe('contacts page in Russian at 390 px', () => {
  test('puts each label of the company block above its value, the e-mail on one line, and the form close below', async () => {
    const { page, context } = await openSitePage(built.browser, built.server.origin, { width: 390 });
    await page.goto(built.server.origin + sitePath('ru', 'contacts'));
    const block = page.getByRole('region', { name: translate('ru', 'company.heading') });
    const labels = await block.locator('dt').all();
    const values = await block.locator('dd').all();
    expect(labels.length).toBe(values.length);
    for (const [index, label] of labels.entries()) {
      const labelBox = (await label.boundingBox())!;
      const valueBox = (await values[index].boundingBox())!;
      expect(valueBox.y).toBeGreaterThanOrEqual(labelBox.y + labelBox.height);
    }
    const email = block.getByRole('link', { name: company.email, exact: true });
    expect(await email.evaluate((link) => link.getClientRects().length)).toBe(1);

    // One section's padding (3rem, 48 px) between the block and the form's heading, not two stacked.
    const blockBox = (await block.boundingBox())!;
    const heading = page.getByRole('heading', { level: 2, name: translate('ru', 'contactForm.heading') });
    const headingBox = (await heading.boundingBox())!;
    expect(headingBox.y - (blockBox.y + blockBox.height)).toBeLessThanOrEqual(64);
    await context.close();
  });
});
