/**
 * Whether and how a visitor sees the firm's earliest start (the company
 * fact `earliestStart`, docs/behaviour.md, "When and how long"). Runs in
 * the browser, which knows the visitor's today; no imports.
 */

/** The visitor's today in their own time zone, as `2026-11-28`. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The day `earliestStart` (`2027-01-11`) as the language writes it in a
 * sentence (`dateOptions` of `locales.ts` in `numberLocale`: "11.01.2027",
 * "11 January 2027"), or undefined when it is before `today` (a past date is
 * never offered) or not set.
 */
export function offeredStart(
  earliestStart: string | undefined,
  today: string,
  numberLocale: string,
  dateOptions: Intl.DateTimeFormatOptions,
): string | undefined {
  if (!earliestStart || earliestStart < today) return undefined;
  return new Intl.DateTimeFormat(numberLocale, { ...dateOptions, timeZone: 'UTC' }).format(
    new Date(`${earliestStart}T00:00:00Z`),
  );
}
