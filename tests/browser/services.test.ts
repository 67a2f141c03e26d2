import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openSitePage, useBuiltSite } from '../support/browser';
import { localeCodes, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';
import type { Locale } from '../../src/lib/i18n/locales';

/** The services page (docs/behaviour.md, "Services page"), in each language. */

const built = useBuiltSite();

interface DataRow {
  service: Record<string, string>;
  unit: 'm2' | 'jm' | 'tk' | 'tund';
  price: number | null;
  note?: Record<string, string>;
}

/** The rows of the real price list, in file order. */
const dataRows = parseYaml(
  readFileSync(new URL('../../src/data/price-list.yaml', import.meta.url), 'utf-8'),
) as DataRow[];

const unitKeys = { m2: 'priceList.unitM2', jm: 'priceList.unitJm', tk: 'priceList.unitTk', tund: 'priceList.unitTund' };

/** A whole-euro price as each language writes it: `3 €` in et and ru, `€3` in en. */
const euros = { et: (n: number) => `${n} €`, en: (n: number) => `€${n}`, ru: (n: number) => `${n} €` };

/** Cells a visitor should see for a data row: service, unit, price from, notes (names fall back to et). */
function expectedCells(locale: Locale, row: DataRow): string[] {
  return [
    row.service[locale] ?? row.service.et,
    translate(locale, unitKeys[row.unit]),
    row.price === null ? translate(locale, 'priceList.onRequest') : euros[locale](row.price),
    row.note ? (row.note[locale] ?? row.note.et) : translate(locale, 'priceList.defaultNote'),
  ];
}

/** Text with runs of whitespace (no-break spaces included) as one space. */
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe.each(localeCodes)('services page in %s', (locale) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openSitePage(built.browser, built.server.origin));
    await page.goto(built.server.origin + sitePath(locale, 'services'));
  });

  afterAll(async () => {
    await context?.close();
  });

  const quoteLink = () => page.getByRole('link', { name: translate(locale, 'priceList.cta'), exact: true });

  test('shows the four service blocks with their headings and texts', async () => {
    for (const service of ['painting', 'walls', 'interior', 'smallWorks']) {
      const heading = page.getByRole('heading', { level: 2, name: translate(locale, `services.${service}Heading`) });
      expect(await heading.isVisible()).toBe(true);
      expect(await page.getByText(translate(locale, `services.${service}Text`)).isVisible()).toBe(true);
    }
  });

  test('heads the price table with the translated heading and columns', async () => {
    const heading = translate(locale, 'priceList.heading');
    expect(await page.getByRole('heading', { level: 2, name: heading, exact: true }).isVisible()).toBe(true);
    const columns = page.getByRole('table').getByRole('columnheader');
    expect((await columns.allTextContents()).map(squash)).toEqual(
      ['columnService', 'columnUnit', 'columnPrice', 'columnNotes'].map((key) => translate(locale, `priceList.${key}`)),
    );
  });

  test('lists all rows of src/data/price-list.yaml in order, localised, with "on request" for null prices', async () => {
    const rows = page
      .getByRole('table')
      .locator('tbody tr')
      .filter({ has: page.locator('td') });
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (cell) => cell.textContent)),
    );
    expect(shown.map((cells) => cells.map(squash))).toEqual(dataRows.map((row) => expectedCells(locale, row)));
  });

  test('shows the disclaimer below the table', async () => {
    const table = await page.getByRole('table').boundingBox();
    const disclaimer = await page.getByText(translate(locale, 'priceList.disclaimer')).boundingBox();
    expect(disclaimer!.y).toBeGreaterThanOrEqual(table!.y + table!.height);
  });

  test('links "Küsi pakkumist" (translated) to the same language’s contact form', async () => {
    expect(await quoteLink().getAttribute('href')).toBe(`${sitePath(locale, 'contacts')}#contact-form`);
  });

  test('following the quote link lands on the contact form', async () => {
    await quoteLink().click();
    await page.waitForURL(`${built.server.origin}${sitePath(locale, 'contacts')}#contact-form`);
    expect(await page.locator('html').getAttribute('lang')).toBe(locale);
    expect(
      await page
        .locator('#contact-form')
        .getByRole('button', { name: translate(locale, 'contactForm.submit') })
        .isVisible(),
    ).toBe(true);
  });
});
