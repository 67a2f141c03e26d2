import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { island } from '../support/islands';
import { priceGroups, type PriceFileRow } from '../support/price-data';
import { estimateValue, estimator, expectedTotalText, samplePicks, squash } from '../support/estimator';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { formatMoney, toCents, withVat } from '../../src/lib/prices/money';
import { pricePerUnitKeys, priceUnitKeys } from '../../src/lib/prices/price-rows';
import { vatRatePercent } from '../../src/lib/company/company';
import { serviceTextKeys } from '../../src/lib/prices/service-blocks';
import { readFileSync } from 'node:fs';
import { load as parseYaml } from 'js-yaml';

/** The services of `src/data/services.yaml`, in its order. */
const serviceIds = (
  parseYaml(readFileSync(new URL('../../src/data/services.yaml', import.meta.url), 'utf-8')) as { id: string }[]
).map(({ id }) => id);

/**
 * The services page in each language: service blocks, the price list from
 * src/data/price-list.yaml (the plain table without JavaScript, and before
 * the estimator has hydrated), the quote link, the list's layout on a
 * phone and a desktop, and its hydration, which moves nothing (CLS 0).
 */

/** An amount in cents as the language writes euros, through the site's formatter. */
const money = (locale: Locale, cents: number) => formatMoney(cents, localeInfo(locale).numberLocale);

/**
 * The cells a visitor should see for a row of the price file: service, unit,
 * price from and the same with VAT at the site's rate (the file's amount
 * through the site's formatter), or "on request" once across both, notes;
 * names and notes fall back to Estonian.
 */
function expectedCells(locale: Locale, row: PriceFileRow): string[] {
  const cents = row.price === null ? null : toCents(row.price);
  return [
    row.service[locale] ?? row.service.et,
    translate(locale, priceUnitKeys[row.unit]),
    ...(cents === null
      ? [translate(locale, 'priceList.onRequest')]
      : [money(locale, cents), money(locale, withVat(cents, vatRatePercent))]),
    row.note ? (row.note[locale] ?? row.note.et) : translate(locale, 'priceList.defaultNote'),
  ].map(squash);
}

/** The price list's page budget at 390 px with the room helper closed: fixed parts plus each service block, row and category. */
const phoneBudget = { fixed: 1240, block: 230, row: 90, category: 50 };

/** At 390 × 844 the price list's heading starts within a screen and a half (four blocks), under the service blocks. */
const phoneHeadingTop = { fixed: 330, block: 230 };

for (const locale of localeCodes) {
  test.describe(`services page in ${locale}`, () => {
    const t = (key: string) => translate(locale, key);

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('reads as the price table at 1280 and 390 px: heading, five columns, every row of src/data/price-list.yaml under its category, the disclaimer, the quote link; no input', async ({
        page,
      }) => {
        await page.goto(`${pagePath(locale, 'services')}?estimate=${priceGroups[0].rows[0].id}:5`);
        const table = page.getByRole('table', { name: t('priceList.heading') });
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 844 });
          await expect(
            page.getByRole('heading', { level: 2, name: t('priceList.heading'), exact: true }),
          ).toBeVisible();
          // On a phone the header row is there for a screen reader, not drawn.
          const headers = table.getByRole('columnheader');
          await expect(width === 390 ? headers : headers.filter({ visible: true })).toHaveText(
            ['columnService', 'columnUnit', 'columnPrice', 'columnPriceVat', 'columnNotes'].map((key) =>
              t(`priceList.${key}`),
            ),
          );
          // A phone draws a row as its name, then its price line and its own note (the shared one is said once).
          const expected = priceGroups.flatMap(({ category, rows }) => [
            [category.label[locale] ?? category.label.et],
            ...rows.map((row) =>
              width === 390
                ? [squash(row.service[locale] ?? row.service.et), ...phoneCells(locale, row), ...ownNote(locale, row)]
                : expectedCells(locale, row),
            ),
          ]);
          const shown = await table.locator('tbody tr').evaluateAll((trs) =>
            trs.map((tr) =>
              Array.from((tr as HTMLTableRowElement).cells)
                .filter((cell) => cell.checkVisibility())
                .map((cell) => cell.innerText),
            ),
          );
          expect(
            shown.map((cells) => cells.map(squash)),
            `${width} px`,
          ).toEqual(expected);
          await expect(page.locator('input, button, textarea, select').filter({ visible: true })).toHaveCount(0);
          if (width === 390) {
            await expect(
              page.getByText(t('priceList.defaultNote'), { exact: false }).filter({ visible: true }),
            ).toHaveCount(1);
          }
        }
        // Read in this order: the table, the disclaimer, the quote link to the same language's form.
        const disclaimer = page.getByText(t('priceList.disclaimer'), { exact: true });
        const quote = page.getByRole('link', { name: t('priceList.cta'), exact: true });
        await expect(disclaimer).toBeVisible();
        await expect(quote).toBeVisible();
        await expect(quote).toHaveAttribute('href', `${pagePath(locale, 'contacts')}#contact-form`);
        const follows = (first: Element, second: Element) =>
          Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
        expect(await table.evaluate(follows, await disclaimer.elementHandle())).toBe(true);
        expect(await disclaimer.evaluate(follows, await quote.elementHandle())).toBe(true);
        await quote.click();
        await expect(page).toHaveURL(`${pagePath(locale, 'contacts')}#contact-form`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      });
    });
  });
}

/**
 * The cells a phone shows under a row's name, in markup order: what follows
 * a price for its unit, price with "from", price with VAT and its mark
 * (`/m²`, `alates 3 €`, `3,72 € km-ga`, drawn on one line as
 * `alates 3 €/m² · 3,72 € km-ga`; `per metre`, drawn as `from €6.20 per metre`);
 * "on request" alone for a row without a price.
 */
function phoneCells(locale: Locale, row: PriceFileRow): string[] {
  if (row.price === null) return [translate(locale, 'priceList.onRequest')];
  const cents = toCents(row.price);
  return [
    translate(locale, pricePerUnitKeys[row.unit], { price: '' }),
    `${translate(locale, 'priceList.from')} ${money(locale, cents)}`,
    `${money(locale, withVat(cents, vatRatePercent))} ${translate(locale, 'priceList.withVat')}`,
  ].map(squash);
}

/** A row's own note in `locale` (else Estonian), as a phone shows it under the price line; none for the shared note. */
const ownNote = (locale: Locale, row: PriceFileRow) => (row.note ? [squash(row.note[locale] ?? row.note.et)] : []);

const rows = priceGroups.flatMap((group) => group.rows);

/** Three priced rows of the price file and its first "on request" row, as a link to the page selects them. */
const picks = samplePicks();

/**
 * The estimator's script chunk, and Astro's retries of it: holding it
 * keeps the list as the server wrote it, before hydration.
 */
const priceListChunk = /\/_astro\/PriceList\.[\w-]+\.js(\?|$)/;

/**
 * Holds the estimator's script of the next page opened. `requested` gives
 * the function that lets it through, once the page has asked for it (the
 * island asks when it comes into view).
 */
async function holdPriceListScript(page: Page): Promise<{ requested: Promise<() => Promise<void>> }> {
  let asked!: (release: () => Promise<void>) => void;
  const requested = new Promise<() => Promise<void>>((resolve) => (asked = resolve));
  await page.route(priceListChunk, (route) => asked(() => route.continue()), { times: 1 });
  return { requested };
}

/**
 * Records in `window.shifts` every layout shift from the page's first paint
 * on (`buffered`) of what the estimator can move (itself and what follows
 * it), with what moved (tag, class, top and height before → after), so
 * that a failure says where. (On a slow machine the header may still shift
 * while the page is parsed; that is not the island's doing, and the
 * page-wide CLS is the benchmark's concern.)
 */
function recordShifts() {
  const log: string[] = [];
  (window as unknown as { shifts: string[] }).shifts = log;
  type Shift = {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Shift[]) {
      if (entry.hadRecentInput) continue;
      // The price list's section, by the anchor a visitor links to (`services#estimate`).
      const section = document.getElementById('estimate');
      const sources = (entry.sources ?? []).filter(
        ({ node }) =>
          !section ||
          !node ||
          section.contains(node) ||
          Boolean(section.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
      if (sources.length === 0) continue;
      const moved = sources.map(({ node, previousRect, currentRect }) => {
        const element = node instanceof Element ? node : node?.parentElement;
        const [before, after] = [previousRect, currentRect].map((rect) => [rect.top, rect.height].map(Math.round));
        return `${element?.tagName}.${element?.className} top ${before[0]}→${after[0]}, height ${before[1]}→${after[1]}`;
      });
      log.push(`${entry.value.toFixed(4)} at ${Math.round(performance.now())} ms: ${moved.join(', ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const width of [390, 1280]) {
  test.describe(`services page at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test(`in each language: the service blocks; before hydration the plain table; a selection from the link shown without a shift (CLS 0); every row once with its prices, the total ${width < 1200 ? 'at the bottom of the screen' : 'beside the rows'}, 44 px targets, nothing sideways`, async ({
      page,
    }) => {
      // Each language a visit with its checks: the suite's limit for each.
      test.setTimeout(localeCodes.length * test.info().timeout);
      await page.addInitScript(recordShifts);
      /** The whole page's height with the room helper closed, within the phone's budget. */
      const expectPhoneHeight = async (locale: Locale, when: string) => {
        const budget =
          phoneBudget.fixed +
          phoneBudget.block * serviceIds.length +
          phoneBudget.row * rows.length +
          phoneBudget.category * priceGroups.length;
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(height, `${locale}, ${when}`).toBeLessThanOrEqual(budget);
      };
      for (const locale of localeCodes) {
        const t = (key: string, values?: Record<string, string>) => translate(locale, key, values);
        const held = await holdPriceListScript(page);
        await page.goto(`${pagePath(locale, 'services')}?estimate=${estimateValue(picks)}`);
        for (const keys of serviceIds.map(serviceTextKeys)) {
          await expect(page.getByRole('heading', { level: 2, name: t(keys.heading) })).toBeVisible();
          await expect(page.getByText(t(keys.text))).toBeVisible();
        }
        if (width === 390) {
          await expectPhoneHeight(locale, 'before hydration');
          const heading = page.getByRole('heading', { level: 2, name: t('priceList.heading'), exact: true });
          const top = await heading.evaluate((element) => element.getBoundingClientRect().top + scrollY);
          expect(top, locale).toBeLessThanOrEqual(phoneHeadingTop.fixed + phoneHeadingTop.block * serviceIds.length);
        }

        // Before hydration (its script held) the list reads as the price table: nothing only the estimator uses shows.
        const table = page.getByRole('table', { name: t('priceList.heading') });
        // The running total as drawn, and its live region, which speaks once typing pauses.
        const drawnTotal = estimator(page).locator('[data-total]');
        const total = estimator(page).getByRole('status', { includeHidden: true }).first();
        await drawnTotal.evaluate((box) => box.scrollIntoView({ block: 'center', behavior: 'instant' }));
        const letThrough = await held.requested;
        await expect(table).toBeVisible();
        for (const part of [
          page.getByText(t('estimator.intro'), { exact: true }),
          table.getByText(t('estimator.columnQuantity'), { exact: true }),
          drawnTotal,
        ]) {
          await expect(part, locale).toBeHidden();
        }
        await expect(estimator(page).locator('input, button, summary').filter({ visible: true })).toHaveCount(0);
        await expect(island(page, 'PriceList')).not.toBeHydrated();
        await letThrough();
        await expect(island(page, 'PriceList')).toBeHydrated();
        await expect(total).toHaveText(expectedTotalText(locale, picks), { useInnerText: true });
        await expect(table.getByRole('columnheader', { name: t('estimator.columnQuantity'), exact: true })).toHaveCount(
          1,
        );
        // The selection is shown; the page settled (fonts and images loaded, two frames drawn since), so
        // every shift from the first paint on has been recorded.
        const shifts = await page.evaluate(async () => {
          await document.fonts.ready;
          const inView = (image: HTMLImageElement) => {
            const { top, bottom } = image.getBoundingClientRect();
            return image.checkVisibility() && bottom > 0 && top < innerHeight;
          };
          const shown = [...document.images].filter(inView);
          await Promise.all(shown.map((image) => image.decode().catch(() => {})));
          await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
          return (window as unknown as { shifts: string[] }).shifts;
        });
        expect(shifts, locale).toEqual([]);
        if (width === 390) await expectPhoneHeight(locale, 'after hydration');
        for (const row of rows) {
          const name = row.service[locale] ?? row.service.et;
          await expect(page.getByText(name, { exact: true }).filter({ visible: true })).toHaveCount(1);
          if (width === 390) {
            const line = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
            const cells = line.locator('td:not([data-requires-script])').filter({ visible: true });
            expect((await cells.allInnerTexts()).map(squash), name).toEqual(phoneCells(locale, row));
            // On one line, under the name.
            const tops = await cells.evaluateAll((tds) => tds.map((td) => Math.round(td.getBoundingClientRect().top)));
            expect(new Set(tops).size, name).toBe(1);
          }
        }
        if (width === 390) {
          // The note every row shares, said once for the table.
          await expect(
            page.getByText(translate(locale, 'priceList.defaultNote'), { exact: false }).filter({ visible: true }),
          ).toHaveCount(1);
        }
        const middle = table.getByRole('textbox').nth(8);
        await middle.scrollIntoViewIfNeeded();
        const [totalBox, fieldBox] = [(await drawnTotal.boundingBox())!, (await middle.boundingBox())!];
        if (width < 1200) {
          expect(Math.round(totalBox.y + totalBox.height)).toBe(844);
        } else {
          expect(totalBox.x).toBeGreaterThanOrEqual(fieldBox.x + fieldBox.width);
          await expect(drawnTotal).toBeInViewport();
        }
        const small = await page
          .locator('#estimate')
          .locator('input[type="text"], button, .button, input[type="checkbox"]')
          .filter({ visible: true })
          .evaluateAll((targets) =>
            targets
              .map((target) => (target.matches('[type="checkbox"]') ? target.parentElement! : target))
              .map((target) => target.getBoundingClientRect())
              .filter((box) => box.width < 44 || box.height < 44)
              .map((box) => `${box.width}×${box.height}`),
          );
        expect(small, locale).toEqual([]);
        if (width === 390) await page.setViewportSize({ width: 320, height: 844 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(
          width === 390 ? 320 : width,
        );
        if (width === 390) await page.setViewportSize({ width: 390, height: 844 });
      }
    });
  });
}
