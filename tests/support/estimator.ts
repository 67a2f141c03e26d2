import type { Locator, Page } from '@playwright/test';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { company, crewPeople, vatRatePercent } from '../../src/lib/company/company';
import { toCents } from '../../src/lib/prices/money';
import { translate } from './translations';
import type { Measure } from '../../src/lib/prices/measures';
import { estimateRow, samplePriceRows, type PriceFileRow } from './price-rows';

/** A room as a test measures it: sides in metres, doors and windows. */
export interface TestRoom {
  length: number;
  width: number;
  height: number;
  doors: number;
  windows: number;
  /** The counts left as the helper filled them in, which the message says are assumed. */
  assumed?: readonly ('doors' | 'windows')[];
}

/**
 * What a test selects: a priced row and a quantity in units (12.5), with
 * the units per surface when the room helper filled it (`surfaces`), or an
 * "on request" row to tick.
 */
export type EstimatePick =
  | { row: PriceFileRow; units: number; surfaces?: Partial<Record<Measure, number>> }
  | { row: PriceFileRow; units?: undefined };

/** A number as the language writes it in the estimator and the message: `12,5` (et, ru), `12.5` (en). */
export const localNumber = (locale: Locale, value: number) =>
  new Intl.NumberFormat(localeInfo(locale).numberLocale, { maximumFractionDigits: 2, useGrouping: false }).format(
    value,
  );

/** An amount in euros as the language writes it: whole euros without decimals, otherwise two. */
export const localMoney = (locale: Locale, cents: number) =>
  new Intl.NumberFormat(localeInfo(locale).numberLocale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 ? 2 : 0,
  }).format(cents / 100);

/** The VAT rate as the language writes a percentage (24% / 24 %). */
const localRate = (locale: Locale) =>
  new Intl.NumberFormat(localeInfo(locale).numberLocale, { style: 'percent' }).format(vatRatePercent / 100);

/** Subtotal in cents of `units` of a priced row: quantity × price from, half a cent up. */
export const subtotalCents = (row: PriceFileRow, units: number) => Math.round(toCents(row.price!) * units);

/** Total in cents excl. VAT of the priced picks, and incl. VAT at the site's rate. */
export function totals(picks: EstimatePick[]): { net: number; gross: number } {
  const net = picks.reduce(
    (sum, pick) => sum + (pick.units === undefined ? 0 : subtotalCents(pick.row, pick.units)),
    0,
  );
  return { net, gross: Math.round((net * (100 + vatRatePercent)) / 100) };
}

/** The price list that is the quote estimator: the services page's `#estimate` section. */
export const estimator = (page: Page) => page.locator('section#estimate');

/** A priced row's quantity field, by its name: the service name and its unit (the row's header and unit cells). */
export function quantityField(page: Page, locale: Locale, row: PriceFileRow): Locator {
  const { name, unit } = estimateRow(row, locale);
  return page.getByRole('textbox', { name: `${name} ${unit}`, exact: true });
}

/** An "on request" row's tick box, by its label: the service name and "on request". */
export function onRequestBox(page: Page, locale: Locale, row: PriceFileRow): Locator {
  const { name } = estimateRow(row, locale);
  return page.getByRole('checkbox', { name: `${name} ${translate(locale, 'priceList.onRequest')}`, exact: true });
}

/**
 * A selection of the price file: three priced rows (12.5, 20 and 3 of their
 * units) and its first "on request" row, as a visitor or a link picks them.
 */
export function samplePicks(): EstimatePick[] {
  const { priced, onRequest } = samplePriceRows(3);
  return [
    { row: priced[0], units: 12.5 },
    { row: priced[1], units: 20 },
    { row: priced[2], units: 3 },
    { row: onRequest },
  ];
}

/** Enters the picks as a visitor would: each quantity typed with the language's decimal separator, each box ticked. */
export async function choose(page: Page, locale: Locale, picks: EstimatePick[]): Promise<void> {
  for (const pick of picks) {
    if (pick.units === undefined) await onRequestBox(page, locale, pick.row).check();
    else await quantityField(page, locale, pick.row).fill(localNumber(locale, pick.units));
  }
}

/** Text with every kind of space as a plain space, trimmed. */
export const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The total's live region as a visitor should read it for `chosen` in
 * `locale`: with VAT, then without, then (with an "on request" pick) the
 * note that such work is not in the total; a dash for each amount before
 * any priced quantity.
 */
export function expectedTotalText(locale: Locale, chosen: EstimatePick[]): string {
  const { net, gross } = totals(chosen);
  const priced = chosen.some((pick) => pick.units !== undefined);
  return squash(
    [
      translate(locale, 'estimator.totalWithVat', { rate: localRate(locale) }),
      priced ? localMoney(locale, gross) : '–',
      translate(locale, 'estimator.total'),
      priced ? localMoney(locale, net) : '–',
      ...(chosen.some((pick) => pick.units === undefined) ? [translate(locale, 'estimator.onRequestExcluded')] : []),
    ].join(' '),
  );
}

/** The value of `?estimate=` that selects `chosen`: `id:units` for a quantity, the bare id for a ticked row. */
export const estimateValue = (chosen: EstimatePick[]) =>
  chosen.map((pick) => (pick.units === undefined ? pick.row.id : `${pick.row.id}:${pick.units}`)).join(',');

/**
 * A count with its word as `locale` writes it, from the locale file's
 * i18next plural keys (`estimator.doors_one` …): `1 uks`, `2 items`,
 * `5 дверей`; `word` is `doors`, `windows` or a unit code (`tk` reads
 * `estimator.amountTk_*`).
 */
export function countedWord(locale: Locale, word: string, value: number): string {
  const key = ['doors', 'windows'].includes(word) ? word : `amount${word[0].toUpperCase()}${word.slice(1)}`;
  const category = new Intl.PluralRules(localeInfo(locale).numberLocale).select(value);
  return translate(locale, `estimator.${key}_${category}`, { count: localNumber(locale, value) });
}

/**
 * A room's line in the message: `Ruum 1: 4,2 × 3,1 × 2,6 m, 1 uks, 2 akent`,
 * the counts left as the helper assumed them after the typed ones
 * (`2 ust; 1 aken – eeldatud`); `index` from 0.
 */
function roomLine(locale: Locale, room: TestRoom, index: number): string {
  const counts = (assumed: boolean) =>
    (['doors', 'windows'] as const)
      .filter((field) => (room.assumed?.includes(field) ?? false) === assumed)
      .map((field) => countedWord(locale, field, room[field]))
      .join(', ');
  const [typed, assumed] = [counts(false), counts(true)];
  return translate(locale, 'estimator.messageRoom', {
    room: translate(locale, 'estimator.roomName', { n: index + 1 }),
    side1: localNumber(locale, room.length),
    side2: localNumber(locale, room.width),
    height: localNumber(locale, room.height),
    openings: [typed, assumed && translate(locale, 'estimator.messageAssumed', { counts: assumed })]
      .filter(Boolean)
      .join('; '),
  });
}

/** The message's name of each surface (`estimator.messageWalls_*` …), by the number of rooms. */
const surfaceNames: Record<Measure, string> = {
  walls: 'messageWalls',
  ceiling: 'messageCeiling',
  floor: 'messageFloor',
  skirting: 'messageSkirting',
};

/** A pick's quantity in the message: with the surfaces the room helper filled it from, `87 m² (seinad 64 m², laed 23 m²)`. */
function pickQuantity(locale: Locale, pick: EstimatePick & { units: number }, rooms: number): string {
  const amount = (units: number) => countedWord(locale, pick.row.unit, units);
  if (!pick.surfaces) return amount(pick.units);
  const category = new Intl.PluralRules(localeInfo(locale).numberLocale).select(rooms);
  const surfaces = Object.entries(pick.surfaces).map(([surface, units]) =>
    translate(locale, `estimator.${surfaceNames[surface as Measure]}_${category}`, { amount: amount(units) }),
  );
  return translate(locale, 'estimator.messageSurfaces', {
    quantity: amount(pick.units),
    surfaces: surfaces.join(', '),
  });
}

/** The fields of the room-size helper's room `n` (from 1), by its legend ("Ruum 1"). */
export const roomGroup = (page: Page, locale: Locale, n: number) =>
  page.getByRole('group', { name: translate(locale, 'estimator.roomName', { n }), exact: true });

/** Types `room` into room `n` of the helper as a visitor of `locale` would (decimal comma in et and ru). */
export async function measureRoom(page: Page, locale: Locale, n: number, room: TestRoom): Promise<void> {
  const group = roomGroup(page, locale, n);
  const field = (key: string) => group.getByRole('textbox', { name: translate(locale, key), exact: true });
  await field('estimator.roomLength').fill(localNumber(locale, room.length));
  await field('estimator.roomWidth').fill(localNumber(locale, room.width));
  await field('estimator.roomHeight').fill(localNumber(locale, room.height));
  await field('estimator.roomDoors').fill(String(room.doors));
  await field('estimator.roomWindows').fill(String(room.windows));
}

/**
 * The enquiry message the picks should give in `locale`, line by line, from
 * the locale file's templates: intro, one line per pick in table order
 * (`order` is the price table's row order), total, one line per room, note.
 */
export function expectedMessage(
  locale: Locale,
  picks: EstimatePick[],
  order: PriceFileRow[],
  rooms: TestRoom[] = [],
): string {
  const inOrder = [...picks].sort((a, b) => order.indexOf(a.row) - order.indexOf(b.row));
  const { net, gross } = totals(picks);
  const lines = inOrder.map((pick) => {
    const { name } = estimateRow(pick.row, locale);
    return pick.units === undefined
      ? translate(locale, 'estimator.messageLineOnRequest', { service: name })
      : translate(locale, 'estimator.messageLine', {
          service: name,
          quantity: pickQuantity(locale, pick, rooms.length),
          price: localMoney(locale, toCents(pick.row.price!)),
          subtotal: localMoney(locale, subtotalCents(pick.row, pick.units)),
        });
  });
  const priced = picks.some((pick) => pick.units !== undefined);
  return [
    translate(locale, 'estimator.messageIntro'),
    ...lines,
    ...(priced
      ? [
          translate(locale, 'estimator.messageTotal', {
            rate: localRate(locale),
            total: localMoney(locale, net),
            totalWithVat: localMoney(locale, gross),
          }),
        ]
      : []),
    ...timingLines(locale, picks),
    ...rooms.map((room, index) => roomLine(locale, room, index)),
    translate(locale, 'estimator.messageNote'),
  ].join('\n');
}

/** `value` in the plural form `locale` takes for it: the key `${key}_${form}` with `{{count}}` and `values`. */
const countedText = (locale: Locale, key: string, value: number, values: Record<string, string> = {}) =>
  translate(locale, `${key}_${new Intl.PluralRules(localeInfo(locale).numberLocale).select(value)}`, {
    count: localNumber(locale, value),
    ...values,
  });

/**
 * The working days of the priced `picks` whose rows have a daily output:
 * Σ units ÷ daily output ÷ the crew, rounded up to half a day (at least
 * half); undefined without such a pick.
 */
export function expectedDays(picks: EstimatePick[]): number | undefined {
  const timed = picks.filter((pick) => pick.units !== undefined && pick.row.dailyOutput);
  if (timed.length === 0) return undefined;
  const personDays = timed.reduce((sum, pick) => sum + pick.units! / pick.row.dailyOutput!, 0);
  return Math.max(0.5, Math.ceil((personDays / crewPeople) * 2 - 1e-6) / 2);
}

/** "umbes 3 tööpäeva (2 viimistlejat)" for `days` in `locale`. */
export const expectedDuration = (locale: Locale, days: number) =>
  countedText(locale, 'estimator.duration', days, { crew: countedText(locale, 'companyFacts.team', crewPeople) });

/** The earliest start as `locale` writes the day, or undefined when the fact is empty or before `today` (`2026-11-28`). */
export function expectedStart(locale: Locale, today: string): string | undefined {
  const date = company.earliestStart;
  if (!date || date < today) return undefined;
  const { numberLocale, dateOptions } = localeInfo(locale);
  return new Intl.DateTimeFormat(numberLocale, { ...dateOptions, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The machine's today in its own time zone, as the visitor's browser takes it: `2026-11-28`. */
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** The enquiry's lines for when and how long: the duration, the untimed priced picks and the earliest start. */
function timingLines(locale: Locale, picks: EstimatePick[]): string[] {
  const days = expectedDays(picks);
  const untimed = picks
    .filter((pick) => pick.units !== undefined && !pick.row.dailyOutput)
    .map((pick) => estimateRow(pick.row, locale).name);
  const start = expectedStart(locale, today());
  const list = new Intl.ListFormat(localeInfo(locale).numberLocale, { type: 'conjunction' }).format(untimed);
  return [
    ...(days === undefined
      ? []
      : [translate(locale, 'estimator.messageDuration', { duration: expectedDuration(locale, days) })]),
    ...(days !== undefined && untimed.length > 0 ? [translate(locale, 'estimator.untimed', { services: list })] : []),
    ...(start ? [translate(locale, 'estimator.messageStart', { date: start })] : []),
  ];
}
