import { expect, test } from 'vitest';
import { daysText, listText, monthsText } from '../../src/lib/i18n/fact-words';

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

// Estonian: CLDR's "ööpäev", the calendar day of legal texts (the privacy notice's register).
test.each([
  ['et', '90 ööpäeva'],
  ['en', '90 days'],
  ['ru', '90 дней'],
] as const)('%s: 90 days are "%s"', (locale, expected) => {
  expect(daysText(90, locale)).toBe(expected);
});

test.each([
  ['et', 'Tallinn ja Harjumaa'],
  ['en', 'Tallinn and Harjumaa'],
  ['ru', 'Tallinn и Harjumaa'],
] as const)('%s joins places as "%s"', (locale, expected) => {
  expect(listText(['Tallinn', 'Harjumaa'], locale)).toBe(expected);
});
