import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import { expect, test, type EmailApi } from '../support/fixtures';
import { island } from '../support/islands';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { priceTableRows, samplePriceRows } from '../support/price-rows';
import { emailjsTestIds } from '../support/sending-build';
import {
  choose,
  estimateValue,
  estimator,
  expectedMessage,
  expectedTotalText,
  localMoney,
  localNumber,
  measureRoom,
  quantityField,
  roomGroup,
  subtotalCents,
  totals,
  type EstimatePick,
  type TestRoom,
  samplePicks,
} from '../support/estimator';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { totalFigures } from '../../src/lib/prices/rooms';
import { company } from '../../src/lib/company/company';

/**
 * The quote estimator on the services page: quantities, subtotals and totals
 * read against the price file, refused values, the selection in the URL
 * (reload, language switch), the room helper, and "Ask for a quote" filling
 * the contact form's message, sent through the intercepted EmailJS endpoint.
 * The logic behind them (quantities, totals, rooms, the address, the message
 * text) is the unit tests' (tests/unit/estimate-*.test.ts): here it runs in
 * one language, and in each language only what shows its words or amounts.
 */

// The site of this file is the sending build (`dist/` has no EmailJS ids), so that the form sends.
test.use({ sendingBuild: true });
// Its tests are independent of each other: they share out over the workers.
test.describe.configure({ mode: 'parallel' });

/** Three priced rows of the price file and its first "on request" row, and a selection of them. */
const { priced, onRequest } = samplePriceRows(3);
const picks = samplePicks();

/** Brings the estimator into view (it hydrates when visible) and waits until it has hydrated. */
async function hydrateEstimator(page: Page): Promise<void> {
  await page.locator('#estimate table').scrollIntoViewIfNeeded();
  await expect(island(page, 'PriceList')).toBeHydrated();
}

/** The services page at `path` (default the plain page) with the estimator hydrated. */
async function openEstimator(page: Page, locale: Locale, path = pagePath(locale, 'services')): Promise<void> {
  await page.goto(path);
  await hydrateEstimator(page);
}

/**
 * The total's live region (the first; the second says "copied"): incl. VAT,
 * excl. VAT and, when chosen, the "on request" note, once typing pauses;
 * or the last changed field's error.
 */
const total = (page: Page) => estimator(page).getByRole('status').first();

/** The running total as drawn: the labelled amounts (from md up), or the phone's bar with its request button. */
const totalBox = (page: Page) => estimator(page).locator('[data-total]');

/** Waits until the live region reads what a visitor should read for `chosen` in `locale`. */
async function expectTotal(page: Page, locale: Locale, chosen: EstimatePick[]): Promise<void> {
  await expect(total(page)).toHaveText(expectedTotalText(locale, chosen), { useInnerText: true });
}

/** Waits until each priced pick's quantity field shows its quantity as `locale` writes it. */
async function expectQuantities(page: Page, locale: Locale, chosen: EstimatePick[]): Promise<void> {
  for (const pick of chosen) {
    if (pick.units !== undefined) {
      await expect(quantityField(page, locale, pick.row)).toHaveValue(localNumber(locale, pick.units));
    }
  }
}

/**
 * The element a field names as its description (`aria-describedby`: its
 * subtotal, or its error), once the description reads `text`: what the
 * field points to changes a frame after its value (the subtotal and the
 * error follow the field's text in a deferred render).
 */
async function describedAs(field: Locator, text: string): Promise<Locator> {
  await expect(field).toHaveAccessibleDescription(text);
  return field.page().locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
}

/** The multipart fields of a send request. */
async function postedFields(request: Request): Promise<Record<string, string>> {
  const body = new Response(new Uint8Array(request.postDataBuffer() ?? []), {
    headers: { 'content-type': request.headers()['content-type'] },
  });
  return Object.fromEntries([...(await body.formData())].map(([name, value]) => [name, String(value)]));
}

/** Whether `url` carries the selection `chosen` in `?estimate=`, in any order. */
const selects = (url: URL, chosen: EstimatePick[]) =>
  (url.searchParams.get('estimate') ?? '').split(',').sort().join() === estimateValue(chosen).split(',').sort().join();

/**
 * Values refused by a quantity field, as a visitor of a language would type
 * them with its decimal sign `decimal` (`,` or `.`), and the error each gets.
 */
const refused = [
  ['letters', () => '12a', 'estimator.errorNotNumber'],
  ['a negative number', () => '-3', 'estimator.errorNotPositive'],
  ['zero', () => '0', 'estimator.errorNotPositive'],
  ['more than 100 000', (decimal: string) => `100000${decimal}5`, 'estimator.errorTooLarge'],
  ['three decimals', (decimal: string) => `1${decimal}125`, 'estimator.errorTooManyDecimals'],
] as const;

/** The decimal sign `locale` writes numbers with (`Intl`): `,` in Estonian, `.` in English. */
const decimalSign = (locale: Locale) =>
  new Intl.NumberFormat(localeInfo(locale).numberLocale).formatToParts(1.5).find(({ type }) => type === 'decimal')!
    .value;

/** The language whose page runs what is the same in every language. */
const [one] = localeCodes;
/** The language the selection is taken to by the language dropdown. */
const other = localeCodes[1];

/** What a step works with: its test's page and fixtures. */
interface Visit {
  page: Page;
  consoleErrors: string[];
  emailApi: EmailApi;
  context: BrowserContext;
}

/** Quantities and totals in `locale`, a reload, and the error whose words hold a number as the language writes it. */
async function quantitiesAndTotals({ page, consoleErrors }: Visit, locale: Locale): Promise<void> {
  await openEstimator(page, locale);
  await expectTotal(page, locale, []);
  await choose(page, locale, picks);
  for (const pick of picks) {
    if (pick.units === undefined) continue;
    await describedAs(
      quantityField(page, locale, pick.row),
      translate(locale, 'estimator.subtotal', { amount: localMoney(locale, subtotalCents(pick.row, pick.units)) }),
    );
  }
  await expectTotal(page, locale, picks);
  await expect(total(page)).not.toHaveAttribute('aria-live', 'off');
  await expect(page).toHaveURL((url) => selects(url, picks));
  await page.reload();
  await hydrateEstimator(page);
  await expectQuantities(page, locale, picks);
  await expectTotal(page, locale, picks);

  // The error whose words hold a number as the language writes it (100 000, 100,000).
  const [, typed, key] = refused.find(([what]) => what === 'more than 100 000')!;
  const field = quantityField(page, locale, priced[2]);
  await field.fill(typed(decimalSign(locale)));
  const message = translate(locale, key, {
    maxQuantity: new Intl.NumberFormat(localeInfo(locale).numberLocale).format(100_000),
  });
  await describedAs(field, message);
  await expect(total(page)).toHaveText(message);
  expect(consoleErrors).toEqual([]);
}

/** Each refused value, one after the other in one visit, each corrected before the next. */
async function refusedValues({ page }: Visit): Promise<void> {
  await openEstimator(page, one);
  const valid = picks[0];
  await choose(page, one, [valid]);
  const field = quantityField(page, one, priced[2]);
  for (const [what, typed, key] of refused) {
    await test.step(what, async () => {
      await field.fill(typed(decimalSign(one)));
      const message = translate(one, key, {
        maxQuantity: new Intl.NumberFormat(localeInfo(one).numberLocale).format(100_000),
      });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(await describedAs(field, message)).toBeVisible();
      // The live region says the error (once, after typing pauses) instead of the total.
      await expect(total(page)).toHaveText(message);
      await expect(page).toHaveURL((url) => url.searchParams.get('estimate') === `${valid.row.id}:12.5`);
      // Corrected, the value counts again and its error goes.
      await field.fill(localNumber(one, 3));
      await expectTotal(page, one, [valid, { row: priced[2], units: 3 }]);
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(page.getByText(message, { exact: true })).toHaveCount(0, { timeout: 15_000 });
    });
  }
}

/** "Ask for a quote" to the contact form, its message filled with the selection, sent. */
async function askForQuote({ page, emailApi, consoleErrors }: Visit): Promise<void> {
  await openEstimator(page, one);
  await choose(page, one, picks);
  await expectTotal(page, one, picks);
  await page.getByRole('link', { name: translate(one, 'priceList.cta'), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === pagePath(one, 'contacts') && url.hash === '#contact-form');
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  const submit = form.getByRole('button', { name: translate(one, 'contactForm.submit') });
  // Send is enabled once the form's first render in the browser, which fills the message, has run.
  await expect(submit).toBeEnabled();
  const message = form.getByRole('textbox', { name: translate(one, 'contactForm.messageLabel') });
  const expected = expectedMessage(one, picks, priceTableRows);
  await expect(message).toHaveValue(expected);

  await form.getByRole('textbox', { name: translate(one, 'contactForm.nameLabel') }).fill('Mari Maasikas');
  await form.getByRole('textbox', { name: translate(one, 'contactForm.emailLabel') }).fill('mari@example.ee');
  await submit.click();
  await expect(page.getByText(translate(one, 'contactForm.sent'), { exact: true })).toBeVisible();
  expect(emailApi.sends).toHaveLength(1);
  expect(await postedFields(emailApi.sends[0])).toMatchObject({
    from_name: 'Mari Maasikas',
    from_email: 'mari@example.ee',
    message: expected.replace(/\n/g, '\r\n'), // form data carries line breaks as CRLF
    service_id: emailjsTestIds.PUBLIC_EMAILJS_SERVICE_ID,
  });
  expect(consoleErrors).toEqual([]);
}

/** The selection taken to `other` by the language dropdown. */
async function switchLanguage({ page }: Visit): Promise<void> {
  await openEstimator(page, one);
  await choose(page, one, picks);
  await expectTotal(page, one, picks);
  await expect(page).toHaveURL((url) => selects(url, picks));
  const query = new URL(page.url()).search;
  await expect(island(page, 'LanguageSelect')).toBeHydrated();
  await page
    .getByRole('button', {
      name: translate(one, 'languageSelect.accessibleLabel', { language: localeInfo(one).label }),
    })
    .click();
  await page.getByRole('link', { name: localeInfo(other).label, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === pagePath(other, 'services') && url.search === query);
  await hydrateEstimator(page);
  await expectQuantities(page, other, picks);
  await expectTotal(page, other, picks);
}

/** A tampered shared link: what it can show, and no error. */
async function tamperedLink({ page, consoleErrors }: Visit): Promise<void> {
  const value = `no-such-service:5,${priced[0].id}:abc,${priced[1].id}:20,${priced[2].id}:-1,${onRequest.id}:9`;
  await openEstimator(page, one, `${pagePath(one, 'services')}?estimate=${value}`);
  await expectTotal(page, one, [{ row: priced[1], units: 20 }]);
  await expect(quantityField(page, one, priced[0])).toHaveValue('');
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
}

/** Two rooms as a homeowner measures them. */
const rooms: TestRoom[] = [
  { length: 4.2, width: 3.1, height: 2.6, doors: 1, windows: 2 },
  { length: 5, width: 3.55, height: 2.5, doors: 2, windows: 1 },
];

/** The rooms' figures in hundredths, from the site's own arithmetic (its unit tests check it by hand). */
const figures = totalFigures(
  rooms.map((room) => ({
    length: Math.round(room.length * 100),
    width: Math.round(room.width * 100),
    height: Math.round(room.height * 100),
    doors: room.doors,
    windows: room.windows,
  })),
);

/** Opens "Calculate from room size" and waits for its first room. */
async function openRooms(page: Page, locale: Locale): Promise<void> {
  await page.getByText(translate(locale, 'estimator.roomsSummary'), { exact: true }).click();
  await expect(roomGroup(page, locale, 1)).toBeVisible();
}

type Surface = keyof typeof figures;

/** The priced rows of the price file a surface offers (its `measure:` names the surface), in table order. */
const offered = (surface: Surface) =>
  priceTableRows.filter((row) => row.price !== null && [row.measure ?? []].flat().includes(surface));

/** The surface's row whose `roomDefault` in the price file names it (painting): what walls and ceiling start with. */
const paintingRow = (surface: Surface) => offered(surface).find((row) => row.roomDefault?.includes(surface))!;

/** A surface's tick box for `row` in the room helper, inside the surface's group. */
const workBox = (page: Page, locale: Locale, surface: Surface, row: (typeof priceTableRows)[number]) =>
  page
    .getByRole('group', {
      name: translate(locale, `estimator.surface${surface[0].toUpperCase()}${surface.slice(1)}`),
      exact: true,
    })
    .getByRole('checkbox', { name: row.service[locale] ?? row.service.et, exact: true });

/** Waits until each measured row holds what `picks` gives it, and every other measured row is empty. */
async function expectMeasuredRows(page: Page, locale: Locale, picks: EstimatePick[]): Promise<void> {
  const measured = priceTableRows.filter((row) => row.price !== null && row.measure);
  expect(measured.length).toBeGreaterThan(0);
  for (const row of measured) {
    const pick = picks.find((candidate) => candidate.row === row);
    await expect(quantityField(page, locale, row)).toHaveValue(pick?.units ? localNumber(locale, pick.units) : '');
  }
}

/**
 * The room helper in `locale` at the page's width: two rooms measured, the
 * defaults applied, then the chosen work changed and a quantity typed over;
 * with `reload`, the rooms and choices read back after a reload (their
 * address is the unit tests', tests/unit/estimate-rooms.test.ts and
 * estimate-surfaces.test.ts); at last "Ask for a quote" takes them to the
 * message.
 */
async function roomHelper({ page, consoleErrors }: Visit, locale: Locale, { reload }: { reload: boolean }) {
  await openEstimator(page, locale);
  /** The price list's top in the page (not the viewport, which a click may scroll). */
  const headingTop = () =>
    page.locator('#estimate').evaluate((section) => section.getBoundingClientRect().top + scrollY);
  const before = await headingTop();
  await openRooms(page, locale);
  // Opening it moves nothing above it.
  expect(await headingTop()).toBe(before);
  await measureRoom(page, locale, 1, rooms[0]);
  await page.getByRole('button', { name: translate(locale, 'estimator.addRoom'), exact: true }).click();
  await measureRoom(page, locale, 2, rooms[1]);
  const apply = page.getByRole('button', { name: translate(locale, 'estimator.applyRooms'), exact: true });

  // The defaults: walls and ceiling painted, nothing else.
  const painting = paintingRow('walls');
  expect(paintingRow('ceiling')).toBe(painting);
  for (const surface of ['floor', 'skirting'] as const) {
    for (const row of offered(surface)) await expect(workBox(page, locale, surface, row)).not.toBeChecked();
  }
  await apply.click();
  const defaults: EstimatePick[] = [{ row: painting, units: (figures.walls + figures.ceiling) / 100 }];
  await expectMeasuredRows(page, locale, defaults);
  await expectTotal(page, locale, defaults);

  // Changed: the ceiling left out, the floor's first row chosen.
  const floorRow = offered('floor')[0];
  await workBox(page, locale, 'ceiling', painting).uncheck();
  await workBox(page, locale, 'floor', floorRow).check();
  await apply.click();
  const applied: EstimatePick[] = [
    { row: painting, units: figures.walls / 100 },
    { row: floorRow, units: figures.floor / 100, surfaces: { floor: figures.floor / 100 } },
  ];
  await expectMeasuredRows(page, locale, applied);
  await expectTotal(page, locale, applied);
  // Quantities stay the visitor's to change.
  const [changed, ...others] = applied;
  await quantityField(page, locale, changed.row).fill(localNumber(locale, 7));
  const final: EstimatePick[] = [{ row: changed.row, units: 7 }, ...others];
  await expectTotal(page, locale, final);

  if (reload) {
    await page.reload();
    await hydrateEstimator(page);
    await expectQuantities(page, locale, final);
    await openRooms(page, locale);
    const length = roomGroup(page, locale, 2).getByRole('textbox', {
      name: translate(locale, 'estimator.roomLength'),
    });
    await expect(length).toHaveValue(localNumber(locale, rooms[1].length));
    await expect(workBox(page, locale, 'ceiling', painting)).not.toBeChecked();
    await expect(workBox(page, locale, 'floor', floorRow)).toBeChecked();
  }

  // On a phone the first is the sticky total's; on a wide screen the only one.
  await page
    .getByRole('link', { name: translate(locale, 'priceList.cta'), exact: true })
    .first()
    .click();
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  await expect(form.getByRole('textbox', { name: translate(locale, 'contactForm.messageLabel') })).toHaveValue(
    expectedMessage(locale, final, priceTableRows, rooms),
  );
  expect(consoleErrors).toEqual([]);
}

/** The room helper's title with and without the reload. */
const roomHelperTitle = (reload: boolean) =>
  `the room helper adds only the chosen work; rooms and choices ${reload ? 'survive a reload and ' : ''}reach the message`;

/** Bad room sizes, each named at its field. */
async function badRoomSize({ page }: Visit): Promise<void> {
  const locale = one;
  await openEstimator(page, locale);
  await openRooms(page, locale);
  await measureRoom(page, locale, 1, rooms[0]);
  const field = (key: string) =>
    roomGroup(page, locale, 1).getByRole('textbox', { name: translate(locale, key), exact: true });
  const apply = page.getByRole('button', { name: translate(locale, 'estimator.applyRooms'), exact: true });
  for (const [typed, key, values] of [
    ['0', 'estimator.roomErrorNotPositive', {}],
    ['-3', 'estimator.roomErrorNotPositive', {}],
    [localNumber(locale, 50.5), 'estimator.roomErrorTooLarge', { maxMetres: 50 }],
    ['neli', 'estimator.errorNotNumber', {}],
  ] as const) {
    await field('estimator.roomWidth').fill(typed);
    await expect(field('estimator.roomWidth')).toHaveAttribute('aria-invalid', 'true');
    await describedAs(field('estimator.roomWidth'), translate(locale, key, values));
    await expect(apply).toBeDisabled();
  }
  await field('estimator.roomDoors').fill('1,5');
  await describedAs(
    field('estimator.roomDoors'),
    translate(locale, 'estimator.roomErrorNotCount', { maxOpenings: 20 }),
  );
  await field('estimator.roomWidth').fill(localNumber(locale, rooms[0].width));
  await field('estimator.roomDoors').fill(String(rooms[0].doors));
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(apply).toBeEnabled();
}

/** The WhatsApp link: the estimate's text, and its title. */
async function whatsappLink({ page }: Visit): Promise<void> {
  const locale = one;
  await openEstimator(page, locale);
  const link = estimator(page).getByRole('link', { name: translate(locale, 'estimator.whatsapp') });
  const number = company.whatsapp ?? company.phone;
  await choose(page, locale, picks);
  await expectTotal(page, locale, picks);
  await expect(link).toHaveAttribute('title', translate(locale, 'estimator.whatsappTitle'));
  await expect(link).toHaveAttribute(
    'href',
    `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(expectedMessage(locale, picks, priceTableRows))}`,
  );
}

/** "Copy link" with the clipboard, then in a browser that refuses it. */
async function copyLink({ page, context }: Visit): Promise<void> {
  const locale = one;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openEstimator(page, locale);
  await choose(page, locale, picks);
  await expect(page).toHaveURL((url) => selects(url, picks));
  const copy = page.getByRole('button', { name: translate(locale, 'estimator.copyLink'), exact: true });
  await copy.click();
  await expect(estimator(page).getByRole('status').last()).toHaveText(translate(locale, 'estimator.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // A browser that refuses the clipboard (plain HTTP, a denied permission).
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
  });
  await quantityField(page, locale, priced[0]).fill(localNumber(locale, 2));
  await copy.click();
  const address = page.getByRole('textbox', { name: translate(locale, 'estimator.linkLabel'), exact: true });
  await expect(address).toHaveValue(page.url());
  await expect(address).toBeFocused();
  expect(
    await address.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart!, input.selectionEnd!)),
  ).toBe(page.url());
}

/** The estimate printed at the page's width; the screen media set back after. */
async function printed({ page }: Visit): Promise<void> {
  const locale = one;
  await openEstimator(page, locale);
  await choose(page, locale, picks);
  await expectTotal(page, locale, picks);
  await page.emulateMedia({ media: 'print' });
  const navigations = await page.getByRole('navigation', { includeHidden: true }).all();
  expect(navigations.length).toBeGreaterThan(0);
  for (const navigation of navigations) {
    await expect(navigation).toBeHidden();
  }
  for (const fact of [company.name, company.phone, company.email]) {
    await expect(estimator(page).getByText(fact, { exact: false })).toBeVisible();
  }
  await expect(estimator(page).locator('input:visible, button:visible, details:visible')).toHaveCount(0);
  const rowHeader = (row: (typeof priceTableRows)[number]) =>
    estimator(page).getByRole('rowheader', { name: row.service[locale] ?? row.service.et, exact: true });
  for (const pick of picks) {
    await expect(rowHeader(pick.row)).toBeVisible();
    if (pick.units !== undefined) {
      await expect(estimator(page).getByText(localNumber(locale, pick.units), { exact: true })).toBeVisible();
    }
  }
  // A row not chosen does not print.
  const unchosen = priceTableRows.find((row) => !picks.some((pick) => pick.row === row))!;
  await expect(rowHeader(unchosen)).toBeHidden();
  // Both totals, the amount with VAT first: read first, and drawn before (left of, or above) the one without.
  await expect(totalBox(page)).toBeVisible();
  await expect(totalBox(page)).toHaveText(expectedTotalText(locale, picks), { useInnerText: true });
  const amounts = totalBox(page).locator('strong');
  await expect(amounts).toHaveText([localMoney(locale, totals(picks).gross), localMoney(locale, totals(picks).net)]);
  const [gross, net] = [(await amounts.nth(0).boundingBox())!, (await amounts.nth(1).boundingBox())!];
  expect(net.x >= gross.x + gross.width || net.y >= gross.y + gross.height).toBe(true);
  await expect(page.getByText(translate(locale, 'priceList.disclaimer'), { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(rowHeader(unchosen)).toBeVisible();
}

const printedTitle =
  'printed, the estimate holds the company, the chosen rows with quantities, both totals and the disclaimer; no input, button or navigation';

/** At 1280 px, with reduced motion (scrolls are instant): a field level with the side-column total stays put when focused. */
async function totalColumn({ page }: Visit): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openEstimator(page, 'et');
  const pricedRows = priceTableRows.filter((row) => row.price !== null);
  const field = quantityField(page, 'et', pricedRows[Math.floor(pricedRows.length / 2)]);
  // Scroll the field level with the total, which stays on screen (a sticky column).
  const bar = (await totalBox(page).boundingBox())!;
  const box = (await field.boundingBox())!;
  await page.evaluate((by) => scrollBy({ top: by, behavior: 'instant' }), box.y - bar.y);
  const level = (await field.boundingBox())!;
  expect(Math.abs(level.y - (await totalBox(page).boundingBox())!.y), 'the field is level with the total').toBeLessThan(
    2,
  );
  expect(level.x + level.width, 'the field is left of the total').toBeLessThanOrEqual(bar.x);
  const before = await page.evaluate(() => scrollY);
  await field.focus();
  // The page answers a focus in the next animation frame (after the browser's own scrolling);
  // a frame requested after the focus runs after that answer.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  expect(await page.evaluate(() => scrollY)).toBe(before);
}

/** At 390 × 700 px: the running total at the bottom of the screen, never over the focused field. */
async function stickyTotal({ page }: Visit): Promise<void> {
  await page.setViewportSize({ width: 390, height: 700 });
  await openEstimator(page, 'et');
  // A row in the middle of the estimator, in the middle of the screen.
  const pricedRows = priceTableRows.filter((row) => row.price !== null);
  const middle = pricedRows[Math.floor(pricedRows.length / 2)];
  await quantityField(page, 'et', middle).evaluate((field) =>
    field.scrollIntoView({ block: 'center', behavior: 'instant' }),
  );
  await quantityField(page, 'et', middle).fill(localNumber('et', 3));
  await expectTotal(page, 'et', [{ row: middle, units: 3 }]);
  const height = await page.evaluate(() => innerHeight);
  await expect
    .poll(async () => {
      const box = (await totalBox(page).boundingBox())!;
      return Math.round(box.y + box.height);
    })
    .toBe(height);
  // A field wholly under the total (on screen, so the browser would not scroll) is scrolled clear of it when it gets the focus.
  const field = quantityField(page, 'et', pricedRows[pricedRows.indexOf(middle) + 1]);
  await field.evaluate((element) =>
    scrollBy({ top: element.getBoundingClientRect().bottom - innerHeight + 4, behavior: 'instant' }),
  );
  const bar = (await totalBox(page).boundingBox())!;
  expect((await field.boundingBox())!.y).toBeGreaterThan(bar.y);
  await field.focus();
  await expect
    .poll(async () => (await field.boundingBox())!.y + (await field.boundingBox())!.height)
    .toBeLessThanOrEqual((await totalBox(page).boundingBox())!.y);
}

const quantitiesTitle =
  'quantities show each subtotal and the total "from" excl. and incl. VAT, from the price file; a reload keeps them; a refused value is named in the language';

/**
 * The tests: one per browser language and width, each check a step, each
 * step after the first starting as a new browser would (`freshStep`;
 * docs/testing.md, "Writing a browser test"). Each step keeps the suite's time limit for itself.
 */
const stepTimeout = (steps: number) => test.setTimeout(steps * test.info().timeout);

test.describe(`the estimator in ${one}`, () => {
  test.use({ locale: localeInfo(one).lang });

  test('at 1280 px: the selection, its refused values, its address and its language', async ({
    page,
    consoleErrors,
    emailApi,
    context,
    freshStep,
  }) => {
    // The refused values wait five times for the live region's pause: three steps' time.
    stepTimeout(7);
    const visit = { page, consoleErrors, emailApi, context };
    await freshStep(quantitiesTitle, () => quantitiesAndTotals(visit, one));
    await freshStep(
      `each refused value (${refused.map(([what]) => what).join(', ')}) is named at its field and left out of the total; corrected, it counts again`,
      () => refusedValues(visit),
    );
    await freshStep('a shared link with unknown ids and bad numbers shows what it can, without an error', () =>
      tamperedLink(visit),
    );
    await freshStep(`switching to ${other} keeps the selection, shown in ${other}`, () => switchLanguage(visit));
    await freshStep(
      '"Copy link" copies the estimate’s address and says so; without the clipboard it shows the address selected',
      () => copyLink(visit),
    );
  });

  test('at 1280 px: the quote asked for, the room helper, the printout and the side-column total', async ({
    page,
    consoleErrors,
    emailApi,
    context,
    freshStep,
  }) => {
    stepTimeout(4);
    const visit = { page, consoleErrors, emailApi, context };
    await freshStep(
      '"Ask for a quote" fills the contact form’s message with the selection; it is sent as `message`',
      () => askForQuote(visit),
    );
    await freshStep(roomHelperTitle(true), () => roomHelper(visit, one, { reload: true }));
    await freshStep(printedTitle, () => printed(visit));
    await freshStep('the total is a column beside the rows: focusing a field level with it scrolls nothing', () =>
      totalColumn(visit),
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('at 390 px: the room helper, bad room sizes, WhatsApp, the printout and the running total', async ({
      page,
      consoleErrors,
      emailApi,
      context,
      freshStep,
    }) => {
      stepTimeout(5);
      const visit = { page, consoleErrors, emailApi, context };
      await freshStep(roomHelperTitle(true), () => roomHelper(visit, one, { reload: true }));
      await freshStep('a bad room size is named at its field and leaves the room out', () => badRoomSize(visit));
      await freshStep(
        'the WhatsApp link carries the estimate’s text and says it is sent from the visitor’s own account',
        () => whatsappLink(visit),
      );
      await freshStep(printedTitle, () => printed(visit));
      await freshStep(
        'the running total stays at the bottom of the screen while the fields scroll by, and never covers the focused field',
        () => stickyTotal(visit),
      );
    });
  });
});

// In each other language what shows its words and amounts: the selection at 1280 px, the room helper on a
// phone. The reload of the rooms is the same in every language: Estonian's, above.
for (const locale of localeCodes.filter((code) => code !== one)) {
  test.describe(`the estimator in ${locale}`, () => {
    test.use({ locale: localeInfo(locale).lang });

    test('at 1280 px the selection, at 390 px the room helper', async ({
      page,
      consoleErrors,
      emailApi,
      context,
      freshStep,
    }) => {
      stepTimeout(2);
      const visit = { page, consoleErrors, emailApi, context };
      await freshStep(quantitiesTitle, () => quantitiesAndTotals(visit, locale));
      await freshStep(`at 390 px: ${roomHelperTitle(false)}`, async () => {
        await page.setViewportSize({ width: 390, height: 800 });
        await roomHelper(visit, locale, { reload: false });
      });
    });
  });
}
