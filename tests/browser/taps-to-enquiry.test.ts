import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { island } from '../support/islands';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { expectedMessage, localNumber, roomGroup, type TestRoom } from '../support/estimator';
import { priceTableRows } from '../support/price-rows';
import { totalFigures } from '../../src/lib/prices/rooms';
import type { Measure } from '../../src/lib/prices/measures';

/**
 * From the home page to a sent enquiry with two rooms' price and only a
 * phone number, at 390 px, counted as a person on a phone does it: a tap is
 * a click, or a move of the focus that the keyboard's "Next" (Enter) cannot
 * make; typing and Enter are not taps. Each text goes into the field that
 * already has the focus, or the count would miss the tap into it. One
 * language: the steps are the same in each.
 */

// The sending build: its form sends (to the `emailApi` fixture).
test.use({ sendingBuild: true, viewport: { width: 390, height: 844 }, hasTouch: true });

/** The most taps the path may take. */
const maxTaps = 12;

const locale = 'et';
/** The two rooms, doors and windows left as the helper assumes them. */
const rooms: TestRoom[] = [
  { length: 4, width: 3.5, height: 2.6, doors: 1, windows: 1, assumed: ['doors', 'windows'] },
  { length: 3, width: 3, height: 2.6, doors: 1, windows: 1, assumed: ['doors', 'windows'] },
];

test(`two rooms priced and an enquiry sent with a phone number take at most ${maxTaps} taps at 390 px`, async ({
  page,
  emailApi,
}) => {
  let taps = 0;
  const tap = async (target: Locator) => {
    taps++;
    await target.click();
  };
  /** Types `text` into `field`, which must already have the focus (no tap moved it there). */
  const typeInto = async (field: Locator, text: string) => {
    await expect(field).toBeFocused();
    await page.keyboard.type(text);
  };
  const next = (page: Page) => page.keyboard.press('Enter');
  const roomField = (n: number, key: string) =>
    roomGroup(page, locale, n).getByRole('textbox', { name: translate(locale, key), exact: true });

  await page.goto(pagePath(locale, 'home'));
  await tap(page.getByRole('link', { name: translate(locale, 'homeActions.estimate'), exact: true }));
  await expect(island(page, 'PriceList')).toBeHydrated();
  await tap(page.getByText(translate(locale, 'estimator.roomsSummary'), { exact: true }));

  // Room 1: length, Next, width, Next, height.
  await typeInto(roomField(1, 'estimator.roomLength'), localNumber(locale, rooms[0].length));
  await next(page);
  await typeInto(roomField(1, 'estimator.roomWidth'), localNumber(locale, rooms[0].width));
  await next(page);
  await typeInto(roomField(1, 'estimator.roomHeight'), localNumber(locale, rooms[0].height));
  // Room 2 takes room 1's height.
  await tap(page.getByRole('button', { name: translate(locale, 'estimator.addRoom'), exact: true }));
  await typeInto(roomField(2, 'estimator.roomLength'), localNumber(locale, rooms[1].length));
  await next(page);
  await typeInto(roomField(2, 'estimator.roomWidth'), localNumber(locale, rooms[1].width));
  await expect(roomField(2, 'estimator.roomHeight')).toHaveValue(localNumber(locale, rooms[1].height));
  await tap(page.getByRole('button', { name: translate(locale, 'estimator.applyRooms'), exact: true }));

  // The sticky total's request link: the contact form with the message written and the phone field focused.
  await tap(page.locator('[data-total]').getByRole('link', { name: translate(locale, 'priceList.cta'), exact: true }));
  const form = page.locator('#contact-form');
  await expect(island(page, 'ContactForm')).toBeHydrated();
  const figures = totalFigures(
    rooms.map((room) => ({
      length: room.length * 100,
      width: room.width * 100,
      height: room.height * 100,
      doors: room.doors,
      windows: room.windows,
    })),
  );
  const painting = priceTableRows.find(
    (row) => row.roomDefault?.includes('walls') && row.roomDefault.includes('ceiling'),
  )!;
  const surfaces: Partial<Record<Measure, number>> = { walls: figures.walls / 100, ceiling: figures.ceiling / 100 };
  const units = (figures.walls + figures.ceiling) / 100;
  await expect(form.getByRole('textbox', { name: translate(locale, 'contactForm.messageLabel') })).toHaveValue(
    expectedMessage(locale, [{ row: painting, units, surfaces }], priceTableRows, rooms),
  );
  await typeInto(form.getByRole('textbox', { name: translate(locale, 'contactForm.phoneLabel') }), '5123 4567');
  await tap(form.getByRole('button', { name: translate(locale, 'contactForm.submit') }));
  await expect(page.getByText(translate(locale, 'contactForm.sent'), { exact: true })).toBeVisible();
  expect(emailApi.sends).toHaveLength(1);
  expect(taps).toBeLessThanOrEqual(maxTaps);
});
