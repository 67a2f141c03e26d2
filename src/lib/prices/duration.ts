/**
 * When and how long (docs/behaviour.md, "When and how long"): the working
 * days the chosen quantities take, from each price row's `dailyOutput`
 * and the crew on one job, and the firm's earliest start, as the
 * estimator shows them and the enquiry text carries them. Runs in the
 * browser; its strings are the `estimator` group's (`island-texts.ts`).
 */
import { fillPlaceholders } from '../i18n/placeholder';
import { localToday, offeredStart } from '../company/start-offer';
import { counted } from './counted';
import type { EstimateLine } from './estimate';

/** What the build knows of when and how long, in the page's language. */
export interface Timing {
  /** The people who work on one job: the company fact `crewSize`, or 1 without it. */
  people: number;
  /** The company fact `earliestStart` (`2027-01-11`), if the owner set one. */
  earliestStart?: string;
  /** How the language writes a day in a sentence (`dateOptions` of `locales.ts`). */
  dateOptions: Intl.DateTimeFormatOptions;
}

/** The working days of an estimate, and the chosen rows its days leave out. */
export interface WorkingDays {
  /** Working days in halves (0.5, 1, 1.5 …); undefined when no chosen row has a daily output. */
  days?: number;
  /** The names of the chosen priced rows without a daily output, in row order. */
  untimed: string[];
}

/**
 * The working days `lines` take for `people`: the sum, over the priced
 * lines whose row has a `dailyOutput`, of quantity ÷ daily output (one
 * tradesperson's days), divided by `people` and rounded up to half a day.
 * A priced line without a daily output is named in `untimed`; an "on
 * request" line is left out of both, as of the total (its time, like its
 * price, is agreed at the site visit).
 */
export function workingDays(lines: readonly EstimateLine[], people: number): WorkingDays {
  let personDays = 0;
  let timed = false;
  const untimed: string[] = [];
  for (const { row, hundredths } of lines) {
    if (hundredths === undefined) continue;
    if (!row.dailyOutput) {
      untimed.push(row.name);
      continue;
    }
    timed = true;
    personDays += hundredths / 100 / row.dailyOutput;
  }
  if (!timed) return { untimed };
  // A millionth of a day absorbs the floats' error (0.1 + 0.2), so an exact half stays a half.
  const halves = Math.max(1, Math.ceil((personDays / people) * 2 - 1e-6));
  return { days: halves / 2, untimed };
}

/**
 * The duration in words, "umbes 3 tööpäeva (2 viimistlejat)": the plural
 * key `duration_*` of `strings` for `days` (`{{count}}` in the page's
 * numbers; the crew already filled in at build time).
 */
export function durationText(days: number, strings: Record<string, string>, numberLocale: string): string {
  return counted(strings, 'duration', days, new Intl.NumberFormat(numberLocale).format(days), numberLocale);
}

/** The names of untimed rows as the language lists them: "krohvimine ja tapeetimine". */
export const listOf = (names: readonly string[], numberLocale: string) =>
  new Intl.ListFormat(numberLocale, { type: 'conjunction' }).format(names);

/**
 * The enquiry text's lines for when and how long: the duration
 * (`messageDuration`), the rows it leaves out (`untimed`) and the
 * earliest start while it is `today` or later (`messageStart`); each only
 * when there is something to say. `today` is the visitor's (`localToday`).
 */
export function timingLines(
  lines: readonly EstimateLine[],
  timing: Timing,
  strings: Record<string, string>,
  numberLocale: string,
  today = localToday(),
): string[] {
  const { days, untimed } = workingDays(lines, timing.people);
  const start = offeredStart(timing.earliestStart, today, numberLocale, timing.dateOptions);
  return [
    days !== undefined &&
      fillPlaceholders(strings.messageDuration, { duration: durationText(days, strings, numberLocale) }),
    days !== undefined &&
      untimed.length > 0 &&
      fillPlaceholders(strings.untimed, { services: listOf(untimed, numberLocale) }),
    start && fillPlaceholders(strings.messageStart, { date: start }),
  ].filter((line): line is string => Boolean(line));
}
