import { describe, expect, test } from 'vitest';
import { durationText, timingLines, workingDays, type Timing } from '../../src/lib/prices/duration';
import { composeEnquiry, type EnquiryStrings } from '../../src/lib/prices/enquiry-message';
import { estimateLines, type EstimateRow } from '../../src/lib/prices/estimate';
import { offeredStart } from '../../src/lib/company/start-offer';
import { estimatorTexts } from '../../src/lib/prices/island-texts';
import { localeCodes, localeInfo, type Locale } from '../../src/lib/i18n/locales';
import { company, crewPeople, vatRatePercent } from '../../src/lib/company/company';
import { messages, translate } from '../support/translations';
import { estimateRows } from '../support/price-rows';

/**
 * The working days of an estimate (docs/behaviour.md, "When and how
 * long"): Σ quantity ÷ daily output ÷ people, rounded up to half a day; the
 * rows without a daily output named; the words in each language's plural
 * forms; the earliest start never offered once past; all of it in the
 * enquiry text.
 */

/** A priced row of `unit`s with `dailyOutput` (or none), as the estimator reads it. */
const row = (id: string, dailyOutput?: number, priceCents: number | null = 500): EstimateRow => ({
  id,
  name: id,
  unit: 'm²',
  unitAfterPrice: '/m²',
  amountKey: 'amountM2',
  priceCents,
  ...(dailyOutput !== undefined && { dailyOutput }),
});

/** The lines of `rows` with quantities in units (`true` ticks an "on request" row). */
const linesOf = (picks: [EstimateRow, number | true][]) =>
  estimateLines(
    picks.map(([r]) => r),
    new Map(picks.map(([r, quantity]) => [r.id, quantity === true ? true : Math.round(quantity * 100)])),
  );

describe('workingDays', () => {
  const painting = row('painting', 40);
  const filling = row('filling', 20);

  test('sums quantity ÷ daily output over the rows, divided by the people', () => {
    // 80 m² at 40 a day and 40 m² at 20 a day: 4 person-days, 2 days for two people.
    const lines = linesOf([
      [painting, 80],
      [filling, 40],
    ]);
    expect(workingDays(lines, 2).days).toBe(2);
    expect(workingDays(lines, 1).days).toBe(4);
  });

  test.each([
    [41, 1, 1.5], // 1.025 days → 1.5
    [60, 1, 1.5], // exactly 1.5
    [61, 1, 2],
    [1, 1, 0.5], // a little work is half a day, never 0
    [20, 1, 0.5], // exactly half a day
    [100, 3, 1], // 2.5 person-days ÷ 3 = 0.83 → 1
    [120, 3, 1], // exactly 1
  ])('%d m² at 40 a day for %d people: %d days, rounded up to half a day', (quantity, people, days) => {
    expect(workingDays(linesOf([[painting, quantity]]), people).days).toBe(days);
  });

  test('an exact half stays a half despite the floats (0.1 + 0.2)', () => {
    const tenth = row('tenth', 10);
    // 1 + 2 units at 10 a day: 0.3 person-days; ×5/3 people → 0.5 exactly.
    expect(
      workingDays(
        linesOf([
          [tenth, 1],
          [row('fifth', 10), 2],
        ]),
        0.6,
      ).days,
    ).toBe(0.5);
  });

  test('rows without a daily output are named, in row order, and add no time', () => {
    const plastering = row('plastering');
    const doors = row('doors');
    const result = workingDays(
      linesOf([
        [plastering, 10],
        [painting, 40],
        [doors, 2],
      ]),
      1,
    );
    expect(result).toEqual({ days: 1, untimed: ['plastering', 'doors'] });
  });

  test('no duration when no chosen row has a daily output; "on request" rows are neither timed nor named', () => {
    expect(workingDays(linesOf([[row('plastering'), 10]]), 2).days).toBeUndefined();
    const decorative = row('decorative', 30, null);
    expect(
      workingDays(
        linesOf([
          [decorative, true],
          [painting, 40],
        ]),
        1,
      ),
    ).toEqual({ days: 1, untimed: [] });
    expect(workingDays([], 2)).toEqual({ untimed: [] });
  });

  test('the people are the crew on one job: crewSize, at most teamSize, one without it', () => {
    expect(crewPeople).toBe(company.crewSize ?? 1);
    if (company.teamSize !== undefined) expect(crewPeople).toBeLessThanOrEqual(company.teamSize);
  });
});

/** The `estimator` group as the island gets it in `locale` (the crew filled in). */
const strings = (locale: Locale) => estimatorTexts(locale) as unknown as EnquiryStrings;
const crew = (locale: Locale) =>
  translate(locale, `companyFacts.team_${pluralOf(locale, crewPeople)}`, { count: crewPeople });
const pluralOf = (locale: Locale, value: number) => new Intl.PluralRules(localeInfo(locale).numberLocale).select(value);

describe.each(localeCodes)('in %s', (locale) => {
  const { numberLocale, dateOptions } = localeInfo(locale);
  const days = (value: number) =>
    translate(locale, `estimator.duration_${pluralOf(locale, value)}`, {
      count: new Intl.NumberFormat(numberLocale).format(value),
      crew: crew(locale),
    });

  test.each([0.5, 1, 2, 2.5, 3, 5, 21, 22])('%d working days in the language’s plural form, with the crew', (value) => {
    expect(durationText(value, strings(locale), numberLocale)).toBe(days(value));
  });

  test('the plural forms differ where the language’s do', () => {
    const forms = new Set(
      [1, 2, 5, 1.5].map((value) => durationText(value, strings(locale), numberLocale).replace(/[\d.,]+/, '')),
    );
    // Estonian and English: one and other; Russian: one, few, many and other (for 1.5).
    expect(forms.size).toBe({ et: 2, en: 2, ru: 4 }[locale]);
  });

  test('the earliest start is offered from today on, never once past, and in the language’s way', () => {
    const date = '2027-01-11';
    const written = new Intl.DateTimeFormat(numberLocale, { ...dateOptions, timeZone: 'UTC' }).format(
      new Date('2027-01-11T00:00:00Z'),
    );
    expect(offeredStart(date, '2026-11-28', numberLocale, dateOptions)).toBe(written);
    expect(offeredStart(date, date, numberLocale, dateOptions)).toBe(written);
    expect(offeredStart(date, '2027-01-12', numberLocale, dateOptions)).toBeUndefined();
    expect(offeredStart(undefined, '2026-11-28', numberLocale, dateOptions)).toBeUndefined();
  });

  describe('the enquiry text', () => {
    const rows = estimateRows(locale);
    const timedRow = rows.find((candidate) => candidate.dailyOutput && candidate.priceCents !== null)!;
    const untimedRow = rows.find((candidate) => !candidate.dailyOutput && candidate.priceCents !== null)!;
    const timing: Timing = { people: 2, earliestStart: '2027-01-11', dateOptions };
    const quantity = timedRow.dailyOutput! * 3; // three person-days: 1.5 days for two
    const lines = estimateLines(
      rows,
      new Map([
        [timedRow.id, quantity * 100],
        [untimedRow.id, 1000],
      ]),
    );
    const start = offeredStart('2027-01-11', '2026-11-28', numberLocale, dateOptions)!;
    const list = new Intl.ListFormat(numberLocale, { type: 'conjunction' }).format([untimedRow.name]);

    test('says the duration, the rows it leaves out and the earliest start', () => {
      expect(timingLines(lines, timing, strings(locale), numberLocale, '2026-11-28')).toEqual([
        translate(locale, 'estimator.messageDuration', { duration: durationText(1.5, strings(locale), numberLocale) }),
        translate(locale, 'estimator.untimed', { services: list }),
        translate(locale, 'estimator.messageStart', { date: start }),
      ]);
    });

    test('no start line once the day has passed; no duration lines without a timed row', () => {
      expect(timingLines(lines, timing, strings(locale), numberLocale, '2027-01-12')).toHaveLength(2);
      const untimedOnly = estimateLines(rows, new Map([[untimedRow.id, 1000]]));
      expect(timingLines(untimedOnly, { people: 2, dateOptions }, strings(locale), numberLocale, '2026-11-28')).toEqual(
        [],
      );
    });

    test('the message (form, e-mail, WhatsApp, print) carries them after the total', () => {
      const message = composeEnquiry(lines, strings(locale), numberLocale, vatRatePercent, [], {
        ...timing,
        // Always ahead of the machine's today, so the start line is due.
        earliestStart: '2999-01-01',
      }).split('\n');
      const total = message.findIndex((line) =>
        line.startsWith(messages[locale]['estimator.messageTotal'].slice(0, 5)),
      );
      expect(message[total + 1]).toBe(
        translate(locale, 'estimator.messageDuration', { duration: durationText(1.5, strings(locale), numberLocale) }),
      );
      expect(message[total + 2]).toBe(translate(locale, 'estimator.untimed', { services: list }));
      expect(message[total + 3]).toMatch(/2999/);
    });
  });
});
