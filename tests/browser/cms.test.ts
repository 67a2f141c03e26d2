import { join } from 'node:path';
import { load as parseYaml } from 'js-yaml';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect as fixtureExpect, test } from '../support/fixtures';
import { changedLines, changesInCms, openLocalCms } from '../support/cms';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { startStaticServer, type StaticServer } from '../../scripts/static-server';
import { galleryPhoto } from '../support/gallery';
import { translate } from '../support/translations';
import { quantityField } from '../support/estimator';
import type { PriceFileRow } from '../support/price-data';
import { priceLabel, priceLimits, wholeCents } from '../../src/lib/admin/price-list-form';
import { companyFactLabels } from '../../src/lib/company/fact-labels';
import { textFields } from '../../src/lib/admin/texts-form';
import { flattenMessages } from '../../src/lib/i18n/locale-files';
import { formatMoney, toCents } from '../../src/lib/prices/money';
import { localeInfo } from '../../src/lib/i18n/locales';
import { priceFileRows } from '../../src/lib/prices/price-file';

/**
 * An editor's work at /admin in local mode (`npm run admin`), end to end and
 * offline: the CMS edits a copy of the repository's data files in Chromium
 * (`tests/support/cms.ts`), what it saves is written into a throwaway copy
 * of the project, and that copy's build shows the change. Bad values are
 * refused in the form, with a message at the field, and nothing is written.
 * The second test builds the copy with the first one's saves.
 */

test.use({ hostingHeaders: true });
// The CMS is a large app that reads every photo through the File System
// Access API: on a loaded two-core machine a click on "Browse" has taken
// over 10 s to be handled, so its waits are three times the suite's.
test.use({ actionTimeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });
const expect = fixtureExpect.configure({ timeout: 30_000 });

const priceFile = 'src/data/price-list.yaml';
const galleryFile = 'src/data/gallery.yaml';
const companyFile = 'src/data/company.yaml';
const localeFile = (code: 'et' | 'ru') => `locales/${code}.json`;

let copy: ProjectCopy;
let rowsBefore: PriceFileRow[];
let photosBefore: number;
/** The first priced row, with the price the editor saves. */
let changedRow: PriceFileRow;
const newPhone = '+372 5123 4567';
/** The text the editor changes in Estonian and Russian: the home page's heading. */
const textGroup = 'home';
const textName = 'welcomeHeading';
const textKey = `${textGroup}.${textName}`;
const newTexts = { et: 'Siseviimistlus, mis peab aastaid', ru: 'Отделка, которая служит годами' };
const photoName = 'cms-upload';

test.beforeAll(async () => {
  copy = await copyProject();
  rowsBefore = priceFileRows(parseYaml(await copy.read(priceFile))) as PriceFileRow[];
  photosBefore = (parseYaml(await copy.read(galleryFile)) as unknown[]).length;
  const first = rowsBefore.find((row) => typeof row.price === 'number')!;
  changedRow = { ...first, price: first.price! + 1.25 };
});

test.afterAll(async () => {
  await copy?.remove();
});

/** The text of `key` in a locale file of the copy. */
const textOf = async (code: 'et' | 'ru', key: string) =>
  flattenMessages(JSON.parse(await copy.read(localeFile(code))) as Record<string, unknown>)[key] as string;

const priceField = (page: Page) => page.getByRole('spinbutton', { name: priceLabel }).first();
const fieldGroup = (page: Page, label: string) =>
  page.getByRole('group', { name: new RegExp(`${label}.*Field`) }).first();

/** The CMS's files by their labels (`src/lib/admin/`), with the collection each is in. */
const cmsFiles = {
  Hinnakiri: 'data',
  Galerii: 'data',
  'Ettevõtte andmed': 'data',
  'Lehtede tekstid': 'texts',
} as const;

/**
 * Opens a file of the CMS from its collection's list, reached through the
 * CMS's own router: the CMS is not loaded again. (A file left with unsaved
 * values keeps them in the CMS's draft backup, which it offers to restore
 * when the file is opened again: each step leaves its file saved or as it was.)
 */
async function openFile(page: Page, label: keyof typeof cmsFiles) {
  await page.evaluate((hash) => (location.hash = hash), `#/collections/${cmsFiles[label]}`);
  await page.getByRole('row', { name: label }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

/** Saves the open file and waits for the CMS to say so (after the last save's notice has gone). */
async function saveEntry(page: Page) {
  const saved = page.getByRole('status').filter({ hasText: 'Entry saved' });
  await expect(saved).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(saved).toBeVisible();
}

/** The fields of a group of texts, as the CMS configuration builds them from the copy's Estonian file. */
async function textGroupFields(name: string) {
  const estonian = JSON.parse(await copy.read(localeFile('et'))) as Record<string, unknown>;
  return textFields(estonian).find((field) => field.name === name) as {
    label: string;
    fields: { name: string; label: string; pattern?: [string, string] }[];
  };
}

/**
 * Opens the texts in the CMS with Estonian on the left and Russian on the
 * right, and the group labelled `groupLabel` open; resolves the pane of a
 * language (`Estonian`, `Russian`), its fields drawn.
 */
async function openTexts(page: Page, groupLabel: string) {
  await openFile(page, 'Lehtede tekstid');
  const pane = (language: string) => page.getByRole('group', { name: new RegExp(`^Edit\\W*${language}\\W*Content$`) });
  const groupIn = (language: string) =>
    pane(language).getByRole('group', { name: new RegExp(`^\\W*${groupLabel}\\W*Field$`) });
  await page
    .getByRole('group', { name: /^Preview\W*Estonian\W*Content$/ })
    .getByRole('radio', { name: 'Russian' })
    .click();
  // Opening the group in one pane opens it in both; each pane draws the fields it shows.
  await groupIn('Estonian').getByRole('button', { name: 'Expand' }).click();
  for (const language of ['Estonian', 'Russian']) await groupIn(language).scrollIntoViewIfNeeded();
  // The CMS's own "Translate" buttons, which would send the text to an outside service, are hidden.
  await expect(page.getByRole('button', { name: /^Translate/ })).toHaveCount(0);
  return pane;
}

// One page for every step: the CMS is a 2 MB app, loaded once. Each step's saves are written into the
// copy, so the next step's "exactly that line" compares against them.
test('an editor saves a price, a photo, a phone number and two texts; bad values are refused at the field', async ({
  page,
}, testInfo) => {
  test.setTimeout(600_000);
  await openLocalCms(page, copy.dir);

  await test.step('one price saved changes exactly that line of the price list', async () => {
    await openFile(page, 'Hinnakiri');
    const index = rowsBefore.findIndex((row) => row.id === changedRow.id);
    await page.getByRole('spinbutton', { name: priceLabel }).nth(index).fill(String(changedRow.price));
    await saveEntry(page);

    const changes = await changesInCms(page, copy.dir);
    expect(changes.changed).toEqual([priceFile]);
    const before = rowsBefore.find((row) => row.id === changedRow.id)!;
    expect(changedLines(await copy.read(priceFile), changes.text(priceFile))).toEqual([
      `-  price: ${before.price}`,
      `+  price: ${changedRow.price}`,
    ]);
    await changes.writeTo(copy.dir);
  });

  await test.step('a price of 0, a price of 12.345 and a missing Estonian name are refused at the field; nothing is written', async () => {
    await openFile(page, 'Hinnakiri');
    const save = page.getByRole('button', { name: 'Save' });
    const name = page.getByRole('textbox', { name: 'Teenus eesti keeles' }).first();
    const [priceBefore, nameBefore] = [await priceField(page).inputValue(), await name.inputValue()];

    await priceField(page).fill('0');
    await save.click();
    await expect(fieldGroup(page, priceLabel).getByRole('alert')).toContainText(String(priceLimits.min));

    await priceField(page).fill('12.345');
    await save.click();
    await expect(fieldGroup(page, priceLabel).getByRole('alert')).toContainText(wholeCents.message);

    await priceField(page).fill(priceBefore);
    await name.fill('');
    await save.click();
    await expect(fieldGroup(page, 'Teenus eesti keeles').getByRole('alert')).toBeVisible();

    expect((await changesInCms(page, copy.dir)).changed).toEqual([]);
    // Put back, so that the file is left without an unsaved change.
    await name.fill(nameBefore);
  });

  await test.step('an uploaded photo lands in src/assets/gallery/ with a new row in the gallery file', async () => {
    const photo = testInfo.outputPath(`${photoName}.jpg`);
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a6d4b' } })
      .jpeg()
      .toFile(photo);
    await openFile(page, 'Galerii');
    // The CMS draws a row's fields only once the row scrolls into view, so the
    // rows are counted by their wrappers and the new one is scrolled to.
    const rows = page.locator('.item-wrapper');
    await expect(rows).toHaveCount(photosBefore);
    await page.getByRole('button', { name: /^Add.*foto/ }).click();
    await expect(rows).toHaveCount(photosBefore + 1);
    const newRow = rows.last();
    await newRow.scrollIntoViewIfNeeded();
    const newId = newRow.getByRole('textbox', { name: 'Tunnus' });
    await expect(newId).toHaveValue('');
    await newId.fill(photoName);
    // The row's first Browse button is the photo's; the second is the "before" photo's.
    await newRow.getByRole('button', { name: 'Browse' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Select Image' });
    const chooser = page.waitForEvent('filechooser');
    await picker.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(photo);
    await picker.getByRole('button', { name: 'Insert' }).click();
    // The form names the photo once the CMS has taken it; saving before that saves a row without it.
    await expect(page.getByText(`../assets/gallery/${photoName}.jpg`, { exact: true })).toBeVisible();
    await saveEntry(page);

    const changes = await changesInCms(page, copy.dir);
    const newFile = `src/assets/gallery/${photoName}.jpg`;
    expect(changes.added).toEqual([newFile]);
    expect(changes.changed.sort()).toEqual([galleryFile, newFile].sort());
    expect(changes.text(galleryFile)).toBe(
      `${await copy.read(galleryFile)}- id: ${photoName}\n  image: ../assets/gallery/${photoName}.jpg\n`,
    );
    await changes.writeTo(copy.dir);
  });

  await test.step('a phone number saved changes exactly that line of the company facts', async () => {
    await openFile(page, 'Ettevõtte andmed');
    const phone = page.getByRole('textbox', { name: companyFactLabels.phone, exact: true });
    const oldPhone = await phone.inputValue();
    await phone.fill(newPhone);
    await saveEntry(page);

    const changes = await changesInCms(page, copy.dir);
    expect(changes.changed).toEqual([companyFile]);
    expect(changedLines(await copy.read(companyFile), changes.text(companyFile))).toEqual([
      `-phone: ${oldPhone}`,
      `+phone: ${newPhone}`,
    ]);
    await changes.writeTo(copy.dir);
  });

  const group = await textGroupFields(textGroup);
  const pane = await openTexts(page, group.label);

  await test.step('a Russian text without one of its {{variables}} is refused at the field; nothing is written', async () => {
    const withVariable = group.fields.find((field) => field.pattern)!;
    const key = `${textGroup}.${withVariable.name}`;
    const field = pane('Russian').getByRole('textbox', { name: withVariable.label, exact: true });
    const text = await textOf('ru', key);
    await expect(field).toHaveValue(text);
    await field.fill(text.replace(/\{\{\s*\w+\s*\}\}/, ''));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      pane('Russian')
        .getByRole('group', { name: new RegExp(`^\\W*${withVariable.label}\\W*Field$`) })
        .getByRole('alert'),
    ).toContainText(withVariable.pattern![1]);
    expect((await changesInCms(page, copy.dir)).changed).toEqual([]);
    // Put back, so that the next step's save changes only its own lines.
    await field.fill(text);
  });

  await test.step('one text changed in Estonian and in Russian changes exactly that line of each locale file', async () => {
    const label = group.fields.find((field) => field.name === textName)!.label;
    for (const [code, language] of [
      ['et', 'Estonian'],
      ['ru', 'Russian'],
    ] as const) {
      const field = pane(language).getByRole('textbox', { name: label, exact: true });
      await expect(field).toHaveValue(await textOf(code, textKey));
      await field.fill(newTexts[code]);
    }
    await saveEntry(page);

    const changes = await changesInCms(page, copy.dir);
    expect(changes.changed.sort()).toEqual([localeFile('et'), localeFile('ru')]);
    for (const code of ['et', 'ru'] as const) {
      const before = await copy.read(localeFile(code));
      const old = `"${textName}": ${JSON.stringify(await textOf(code, textKey))}`;
      const line = before.split('\n').find((candidate) => candidate.trimStart().startsWith(old))!;
      expect(changedLines(before, changes.text(localeFile(code))), code).toEqual([
        `-${line}`,
        `+${line.replace(old, `"${textName}": ${JSON.stringify(newTexts[code])}`)}`,
      ]);
    }
    await changes.writeTo(copy.dir);
  });
});

test.describe('the copy with the four saves builds, and its pages show them', () => {
  let built: StaticServer;
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    const { code, output } = await copy.build();
    expect(code, output).toBe(0);
    built = await startStaticServer({ dir: join(copy.dir, 'dist'), hostingHeaders: true });
  });
  test.afterAll(async () => {
    await built?.close();
  });

  /** The page's JSON-LD business. */
  const business = async (page: Page) =>
    JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      telephone: string;
      hasOfferCatalog?: {
        itemListElement: {
          itemListElement: { itemOffered: { name: string }; priceSpecification?: { minPrice: number } }[];
        }[];
      };
    };

  // One browser context for the four pages' checks, each a step named as its own test was.
  test('the new price, photo, texts and phone number show on the built pages', async ({ page }) => {
    await test.step('the new price: in the price table, the estimator and the JSON-LD offer', async () => {
      await page.goto(`${built.origin}/services/`);
      const row = page.getByRole('row', { name: new RegExp(`^${changedRow.service.et}`) });
      await expect(row).toContainText(formatMoney(toCents(changedRow.price!), localeInfo('et').numberLocale));
      await expect(quantityField(page, 'et', changedRow)).toHaveCount(1);
      const offers = (await business(page)).hasOfferCatalog!.itemListElement.flatMap((group) => group.itemListElement);
      const offer = offers.find((candidate) => candidate.itemOffered.name === changedRow.service.et)!;
      expect(offer.priceSpecification?.minPrice).toBe(changedRow.price);
    });

    await test.step('the uploaded photo: the home page shows one photo more than before', async () => {
      await page.goto(`${built.origin}/`);
      // The new photo is the last, behind the "show all" control, which counts it.
      await page.getByText(translate('et', 'gallery.showAll', { total: photosBefore + 1 }), { exact: true }).click();
      await expect(galleryPhoto(page, 'et', photosBefore + 1)).toHaveCount(1);
      await expect(galleryPhoto(page, 'et', photosBefore + 2)).toHaveCount(0);
      await expect(galleryPhoto(page, 'et', photosBefore + 1).locator('img')).toHaveAttribute(
        'src',
        new RegExp(photoName),
      );
    });

    await test.step('the new texts: the home page’s heading in Estonian and in Russian', async () => {
      await page.goto(`${built.origin}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTexts.et);
      await page.goto(`${built.origin}/ru/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTexts.ru);
    });

    await test.step('the new phone number: on the contacts page, in its tel: link and in the JSON-LD', async () => {
      await page.goto(`${built.origin}/contacts/`);
      // The contact details and the reply promise above the form both give it.
      const links = page.getByRole('link', { name: newPhone, exact: true });
      await expect(links.first()).toBeVisible();
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', `tel:${newPhone.replaceAll(' ', '')}`);
      }
      expect((await business(page)).telephone).toBe(newPhone);
    });
  });
});
