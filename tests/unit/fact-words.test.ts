import { expect, test } from 'vitest';
import { listText, monthsText } from '../../src/lib/i18n/fact-words';
import { useTranslations } from '../../src/lib/company/translations';

// The forms a native reader expects, one grammatical number each (Russian 1 / 2–4 / 5–20).
test.each([
  ['et', 3, '3 kuud'],
  ['en', 3, '3 months'],
  ['ru', 1, '1 месяц'],
  ['ru', 3, '3 месяца'],
  ['ru', 12, '12 месяцев'],
] as const)('%s: %i months are "%s"', (locale, months, expected) => {
  expect(monthsText(months, locale)).toBe(expected);
});

test.each([
  ['et', 'Tallinn ja Harjumaa'],
  ['en', 'Tallinn and Harjumaa'],
  ['ru', 'Tallinn и Harjumaa'],
] as const)('%s joins places as "%s"', (locale, expected) => {
  expect(listText(['Tallinn', 'Harjumaa'], locale)).toBe(expected);
});

// The photos' retention period, in the locale files' plural forms: Estonian "päev" (not CLDR's "ööpäev").
test.each([
  ['et', 90, '90 päeva'],
  ['et', 1, '1 päev'],
  ['en', 90, '90 days'],
  ['ru', 90, '90 дней'],
  ['ru', 21, '21 день'],
  ['ru', 3, '3 дня'],
] as const)('%s: %i days are "%s"', (locale, days, expected) => {
  expect(useTranslations(locale)('units.days', { count: days })).toBe(expected);
});
