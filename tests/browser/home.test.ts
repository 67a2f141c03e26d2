import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { load as parseYaml } from 'js-yaml';
import { expect, test, type RequestLog } from '../support/fixtures';
import { messages } from '../support/translations';
import { listText, monthsText } from '../../src/lib/i18n/fact-words';
import { pricePerUnitKeys, type PriceRow } from '../../src/lib/prices/price-rows';
import { formatMoney, toCents, withVat } from '../../src/lib/prices/money';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { readToTheEnd } from '../support/islands';
import { priceListRows } from '../support/price-data';
import { serviceTextKeys, startingRow } from '../../src/lib/prices/service-blocks';
import {
  galleryPhoto,
  homePhotoCount,
  homeShownCount,
  photoAlt,
  photoStories,
  showAllControl,
  showAllWorks,
} from '../support/gallery';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { startingPriceText } from '../support/service-blocks';
import { company, vatRatePercent } from '../../src/lib/company/company';

/** The home page's services, steps and photo stories. */
const serviceRows = (
  parseYaml(readFileSync(new URL('../../src/data/services.yaml', import.meta.url), 'utf-8')) as {
    id: string;
    categories: string[];
  }[]
).map((row) => ({ ...row, start: startingRow(priceListRows as PriceRow[], row.categories)! }));
const storyRows = photoStories.slice(0, homePhotoCount);
const pair = storyRows.find((row) => row.before)!;

/** A counted word of `key` in `locale` for `count`, by the language's plural rule (`_one`, `_few` …). */
const counted = (locale: Locale, key: string, count: number) =>
  translate(locale, `${key}_${new Intl.PluralRules(localeInfo(locale).lang).select(count)}`, { count });

/**
 * The "show all" control on the Estonian home page at 390 px: `homeShownCount` photos shown, the others (with their
 * alt texts) behind it; with JavaScript, nothing hidden is requested until shown. `requestLog` must hold this visit only.
 */
async function checkShowAll(page: Page, requestLog: RequestLog, javaScriptEnabled: boolean) {
  await page.goto('/');
  const hidden = photoStories.slice(homeShownCount, homePhotoCount);
  /** The files of photo `n`'s thumbnail and full-size image, as the page names them. */
  const files = (n: number) =>
    page
      .locator('#projects a:not(.before)')
      .nth(n - 1)
      .evaluate((link: HTMLAnchorElement) => [
        link.href,
        ...[...link.querySelectorAll('img, source')].flatMap((element) =>
          (element.getAttribute('srcset') ?? element.getAttribute('src') ?? '')
            .split(',')
            .map((candidate) => new URL(candidate.trim().split(' ')[0], location.href).href),
        ),
      ]);
  const hiddenFiles = (await Promise.all(hidden.map(({ n }) => files(n)))).flat();
  await expect(page.locator('#projects').getByRole('img')).toHaveCount(homeShownCount);
  // Every photo is in the page, with its alt text, hidden or not.
  expect(
    await page
      .locator('#projects a:not(.before) img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
  ).toEqual(photoStories.slice(0, homePhotoCount).map(({ n }) => photoAlt('et', n)));
  // Scrolled through, nothing hidden is requested. Without JavaScript Chromium loads every image
  // at once (lazy loading needs scripting, by the HTML standard), so only the control is checked there.
  if (javaScriptEnabled) {
    await readToTheEnd(page, requestLog);
    expect(requestLog.urls.filter((url) => hiddenFiles.includes(url))).toEqual([]);
  }
  await showAllWorks(page, 'et');
  const first = galleryPhoto(page, 'et', hidden[0].n).getByRole('img');
  await first.scrollIntoViewIfNeeded();
  await expect(first).toHaveJSProperty('complete', true);
  await expect.poll(() => requestLog.urls.filter((url) => hiddenFiles.includes(url)).length).toBeGreaterThan(0);
  await expect(page.locator('#projects').getByRole('img')).toHaveCount(homePhotoCount);
  await expect(showAllControl(page, 'et')).toBeHidden();
}

const showAllTitle = (javaScriptEnabled: boolean) =>
  `the home page's "show all" control ${javaScriptEnabled ? 'with' : 'without'} JavaScript: shows ${homeShownCount} photos, the others (each with its alt text) behind it${javaScriptEnabled ? ', requested only once shown' : ''}`;

// The tests of each language need the same browser options: steps of one test (a new browser context
// costs a Chromium renderer, about what a step does), each named as its own test was; widths set per step.
// Its tests are independent of each other: they share out over the workers.
test.describe.configure({ mode: 'parallel' });

for (const locale of localeCodes) {
  test(`home page in ${locale}: hero, gallery, call to action, services, how a job goes, the top at each width`, async ({
    page,
    requestLog,
  }) => {
    test.setTimeout(180_000);
    const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, values);

    // First, while nothing of the site is cached or logged: it checks which photos are requested.
    if (locale === 'et') {
      await test.step(showAllTitle(true), async () => {
        await page.setViewportSize({ width: 390, height: 844 });
        await checkShowAll(page, requestLog, true);
      });
    }

    // One visit for what the page holds and in which order (a page load is most of a test's time).
    await test.step(`shows the hero, the #projects section with the gallery file's photos (the first ${homePhotoCount}), the call to action, the form and the maker's offer`, async () => {
      await page.setViewportSize({ width: 1280, height: 720 }); // Playwright's default
      await page.goto(pagePath(locale, 'home'));
      await test.step('loads the hero image eagerly, with high priority and a srcset', async () => {
        const hero = page.getByRole('img', { name: t('home.heroAlt'), exact: true });
        await expect(hero).toHaveAttribute('loading', 'eager');
        await expect(hero).toHaveAttribute('fetchpriority', 'high');
        await expect(hero).toHaveAttribute('srcset', /\S+ \d+w/);
      });
      await test.step('has the #projects section with its translated title', async () => {
        await expect(page.locator('#projects').getByRole('heading', { level: 2 })).toHaveText(t('home.projectsTitle'));
      });
      await test.step(`shows the photos in order, lazily loaded, with the alt text "${photoAlt(locale, 1)}" …, the first ${homeShownCount} before "show all"`, async () => {
        const photos = page.locator('#projects').getByRole('img');
        await expect(photos).toHaveCount(homeShownCount);
        await showAllWorks(page, locale);
        const alts = Array.from({ length: homePhotoCount }, (_, i) => photoAlt(locale, i + 1));
        await expect(photos).toHaveCount(alts.length);
        expect(await photos.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(alts);
        expect(await photos.evaluateAll((images) => images.map((image) => image.getAttribute('loading')))).toEqual(
          alts.map(() => 'lazy'),
        );
      });
      await test.step('shows the call to action (a reply promise) above the contact form, below the grid', async () => {
        const grid = await page.locator('#projects').getByRole('list').last().boundingBox();
        const form = await page.locator('#contact form').boundingBox();
        const cta = await page.getByText(t('home.ctaText')).boundingBox();
        const website = await page.getByText(t('home.ctaWebsite'), { exact: true }).boundingBox();
        expect(grid!.y + grid!.height).toBeLessThanOrEqual(cta!.y);
        expect(cta!.y + cta!.height).toBeLessThanOrEqual(form!.y);
        expect(form!.y).toBeLessThan(website!.y);
      });
      await test.step("sets the website maker's offer apart from the contractor's call to action, with the maker's e-mail", async () => {
        const offer = page.getByText(t('home.ctaWebsite'), { exact: true });
        await expect(offer).toBeVisible();
        await expect(page.locator('#contact').getByText(t('home.ctaWebsite'))).toHaveCount(0);
        await expect(offer.getByRole('link', { name: company.siteMakerEmail })).toHaveAttribute(
          'href',
          `mailto:${company.siteMakerEmail}`,
        );
        await expect(offer).not.toContainText(company.email);
      });
    });

    // The same images and links in every language: on the Estonian page.
    if (locale === 'et') {
      await test.step('shows the thumbnails as AVIF files sized for their slot, at 390 and 1280 px', async () => {
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await page.goto(pagePath(locale, 'home'));
          const thumbnail = galleryPhoto(page, locale, 1).getByRole('img');
          await thumbnail.scrollIntoViewIfNeeded();
          await expect(thumbnail).toHaveJSProperty('complete', true);
          // The file's own width: `naturalWidth` is scaled by the srcset candidate's density.
          const { source, fileWidth, slotWidth } = await thumbnail.evaluate(async (image: HTMLImageElement) => ({
            source: image.currentSrc,
            fileWidth: (await createImageBitmap(await (await fetch(image.currentSrc)).blob())).width,
            slotWidth: image.getBoundingClientRect().width * devicePixelRatio,
          }));
          expect(source, `at ${width} px`).toMatch(/\.avif$/);
          expect(fileWidth, `${source} at ${width} px`).toBeLessThanOrEqual(2 * slotWidth);
        }
      });

      await test.step('links each photo to its full-size image, which answers with an image', async () => {
        await page.goto(pagePath(locale, 'home'));
        await showAllWorks(page, locale);
        await expect(page.locator('#projects').getByRole('listitem').getByRole('link')).toHaveCount(homePhotoCount);
        for (let n = 1; n <= homePhotoCount; n++) {
          const href = await galleryPhoto(page, locale, n).getAttribute('href');
          const image = await page.request.get(href!);
          expect(image.status(), href!).toBe(200);
          expect(image.headers()['content-type']).toMatch(/^image\//);
        }
      });
    }

    // Every language at 390 px, where longer words must fit; at 1280 px in Estonian (the layout is each language's same).
    for (const width of [390, 1280].filter((width) => width === 390 || locale === 'et')) {
      await test.step(`at ${width} px: shows the four services, each with its line, its starting price with and without VAT (the unit as it is written after a price, the first running metre explained), and a link to its place on the services page`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(pagePath(locale, 'home'));
        const section = page.getByRole('region', { name: t('homeServices.heading') });
        await expect(section.getByRole('listitem')).toHaveCount(serviceRows.length);
        for (const [index, { id, start }] of serviceRows.entries()) {
          const block = section.getByRole('listitem').nth(index);
          await expect(block.getByRole('heading', { level: 3 })).toHaveText(t(serviceTextKeys(id).heading));
          await expect(block).toContainText(t(serviceTextKeys(id).line));
          await expect(block).toContainText(startingPriceText(locale, start));
          await expect(block.getByRole('link')).toHaveAttribute('href', `${pagePath(locale, 'services')}#${id}`);
        }
        // As in the price table: the first "jm" / "пог. м" in an <abbr> with the unit spelled out, the others plain;
        // none where the language writes it out after a price ("per metre").
        const abbreviated = t('priceList.pricePerJm', { price: '' }).includes(t('priceList.unitJm'));
        const metre = abbreviated ? serviceRows.findIndex(({ start }) => start.unit === 'jm') : -1;
        await expect(section.locator('abbr')).toHaveCount(metre === -1 ? 0 : 1);
        if (metre !== -1) {
          const abbr = section.getByRole('listitem').nth(metre).locator('abbr');
          await expect(abbr).toHaveText(t('priceList.unitJm'));
          await expect(abbr).toHaveAttribute('title', t('priceList.unitJmTitle'));
        }
        const last = serviceRows.at(-1)!;
        await section.getByRole('link', { name: t(serviceTextKeys(last.id).heading), exact: true }).click();
        await expect(page.locator(`#${last.id}`)).toBeInViewport();
        await expect(page.locator(`#${last.id}`).getByRole('heading')).toHaveText(t(serviceTextKeys(last.id).heading));
      });

      // One visit for the parts below the services (a page load is most of a test's time); the switch last, as it changes the page.
      await test.step(`at ${width} px: shows how a job goes, the captions and the reviews part; switches a photo to its "before" photo and back`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(pagePath(locale, 'home'));
        await test.step('shows how a job goes in numbered steps, with the warranty and the area served', async () => {
          const section = page.getByRole('region', { name: t('howWeWork.heading') });
          const warranty = monthsText(company.warrantyMonths, locale);
          const steps = section.getByRole('listitem');
          const count = Object.keys(messages[locale]).filter((key) => /^howWeWork\.step\d+Heading$/.test(key)).length;
          await expect(steps).toHaveCount(count);
          for (let n = 1; n <= count; n++) {
            await expect(steps.nth(n - 1).getByRole('heading', { level: 3 })).toHaveText(
              t(`howWeWork.step${n}Heading`),
            );
            await expect(steps.nth(n - 1)).toContainText(t(`howWeWork.step${n}Text`, { warranty }));
          }
          await expect(section).toContainText(warranty);
          await expect(section).toContainText(
            t('contacts.areaServed', {
              areas: listText(
                company.areaServed.map((place) => place[locale] ?? place.et),
                locale,
              ),
            }),
          );
          const services = await page.getByRole('region', { name: t('homeServices.heading') }).boundingBox();
          const gallery = await page.locator('#projects').boundingBox();
          const box = await section.boundingBox();
          expect(services!.y).toBeLessThan(box!.y);
          expect(box!.y + box!.height).toBeLessThanOrEqual(gallery!.y);
        });
        await test.step('shows each caption under its photo in the language of the page, else Estonian', async () => {
          for (const { caption, n } of storyRows.filter((row) => row.caption)) {
            const item = page
              .locator('#projects')
              .getByRole('listitem')
              .filter({ has: galleryPhoto(page, locale, n) });
            await expect(item.getByText(caption![locale] ?? caption!.et, { exact: true })).toBeVisible();
          }
        });
        await test.step('shows the reviews part only when src/data/reviews.yaml has reviews or a reviews address is set', async () => {
          const reviews = parseYaml(readFileSync(new URL('../../src/data/reviews.yaml', import.meta.url), 'utf-8'));
          const shown = (Array.isArray(reviews) && reviews.length > 0) || Boolean(company.reviewsUrl);
          await expect(page.getByRole('heading', { name: t('reviews.heading') })).toHaveCount(shown ? 1 : 0);
        });
        await test.step('switches a photo to its "before" photo and back, by keyboard and by pointer, without dragging', async () => {
          // The list item by position: its photo's link is hidden while the "before" photo shows.
          const item = page
            .locator('#projects')
            .getByRole('list')
            .first()
            .getByRole('listitem')
            .nth(pair.n - 1);
          const group = item.getByRole('radiogroup', { name: t('gallery.compare') });
          const after = group.getByRole('radio', { name: t('gallery.after') });
          const before = group.getByRole('radio', { name: t('gallery.before') });
          const beforePhoto = item.getByRole('link', { name: t('gallery.beforeAlt', { n: pair.n }), exact: true });
          await expect(after).toBeChecked();
          await expect(beforePhoto).toBeHidden();
          // Each choice's target, its whole label, is at least 44 × 44 CSS px.
          for (const label of [t('gallery.after'), t('gallery.before')]) {
            const box = await group.getByText(label, { exact: true }).boundingBox();
            expect(box!.width, label).toBeGreaterThanOrEqual(44);
            expect(box!.height, label).toBeGreaterThanOrEqual(44);
          }
          await after.focus();
          await page.keyboard.press('ArrowRight');
          await expect(before).toBeChecked();
          await expect(beforePhoto).toBeVisible();
          await expect(galleryPhoto(page, locale, pair.n)).toBeHidden();
          await item.getByText(t('gallery.after'), { exact: true }).click();
          await expect(after).toBeChecked();
          await expect(galleryPhoto(page, locale, pair.n)).toBeVisible();
          await expect(beforePhoto).toBeHidden();
        });
      });
    }

    await test.step('the top of the home page at 390 px: says the main work’s starting price with VAT and who the firm is in one line, from the data', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(pagePath(locale, 'home'));
      const [main] = serviceRows;
      const cents = toCents(main.start.price!);
      const { numberLocale } = localeInfo(locale);
      await expect(
        page.getByText(
          t('home.startingPrice', {
            service: t(serviceTextKeys(main.id).heading),
            priceWithUnit: t(pricePerUnitKeys[main.start.unit], {
              price: formatMoney(withVat(cents, vatRatePercent), numberLocale),
            }),
          }),
          { exact: true },
        ),
      ).toBeInViewport();
      const facts = page.getByRole('list', { name: t('companyFacts.label') });
      await expect(facts.getByRole('listitem')).toHaveText([
        t('companyFacts.since', { year: company.foundedYear! }),
        counted(locale, 'companyFacts.team', company.teamSize!),
        t('companyFacts.insured'),
        counted(locale, 'companyFacts.warranty', company.warrantyMonths),
      ]);
    });
  });
}

// Its own browser context: JavaScript off.
test.describe('the home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test(showAllTitle(false), async ({ page, requestLog }) => {
    await checkShowAll(page, requestLog, false);
  });
});
