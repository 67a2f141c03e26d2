/**
 * A price row's `dailyOutput`: how much of the row's unit one
 * tradesperson does in a working day (m² a day, jm a day, items a day,
 * hours a day), from which the estimator tells how long the chosen work
 * takes (`duration.ts`). Its limits per unit are here once: the schema,
 * the CMS's form and the tests import them. Build-time only (Zod).
 */
import { z } from 'astro/zod';
import { englishList } from '../i18n/english-list';

/**
 * The most one tradesperson can do in a working day, per unit: above it
 * the figure is almost certainly a typo (an extra zero) or in the wrong
 * unit. A roller does about 150 m² of one coat a day; 500 leaves room for
 * spraying. An hour row's day has at most 12 hours.
 */
export const dailyOutputLimits = { m2: 500, jm: 300, tk: 50, tund: 12 } as const;

/** A unit of the price file (`price-rows.ts`, whose rows' check holds every unit to a limit here). */
type Unit = keyof typeof dailyOutputLimits;

/** The smallest daily output: a tenth of a unit (a door that takes ten days is 0.1 a day). */
export const minDailyOutput = 0.1;

/** At most one decimal, with a point or (as an editor may type it) a comma: `40`, `12.5`. The CMS's pattern. */
export const dailyOutputPattern = /^\d+([.,]\d)?$/;

/** True when `value` has at most one decimal, however the float is stored. */
const oneDecimal = (value: number) => Number(value.toFixed(1)) === value;

/** The limits of every unit as the messages write them: `500 m2, 300 jm, 50 tk, 12 tund`. */
const limitsText = Object.entries(dailyOutputLimits)
  .map(([unit, limit]) => `${limit} ${unit}`)
  .join(', ');

/**
 * The field's schema: a number above 0 with at most one decimal, at most
 * the largest unit's limit (the row's own unit's limit is checked with the
 * row: `dailyOutputIssue`). YAML's `.inf` and `.nan` are not numbers here.
 */
export const dailyOutputSchema = z
  .number({ error: 'how much of the row’s unit one tradesperson does in a working day, a number such as 40' })
  .min(minDailyOutput, { error: `a daily output of at least ${minDailyOutput} of the row’s unit` })
  .max(Math.max(...Object.values(dailyOutputLimits)), {
    error: `a daily output of at most ${limitsText} a day per tradesperson: a higher one is almost certainly a typo`,
  })
  .refine(oneDecimal, { error: 'a daily output with at most one decimal, such as 40 or 12.5' })
  .optional();

/**
 * What the build expects of a row's `dailyOutput` in its `unit` when it is
 * above that unit's limit, or undefined when it is within it or not set.
 */
export function dailyOutputIssue(unit: Unit, dailyOutput: number | undefined): string | undefined {
  const limit: number = dailyOutputLimits[unit];
  if (dailyOutput === undefined || dailyOutput <= limit) return undefined;
  return `at most ${limit} ${unit} a day per tradesperson for a row in ${unit}: a higher daily output is almost certainly a typo or in another unit`;
}

/**
 * The daily outputs the sample price list ships with, by row id: common
 * trade figures for one tradesperson's day (docs/decisions.md, "Working
 * days from the owner's daily outputs"), which the owner replaces with his own; a row that still holds
 * its sample figure warns at build time.
 */
export const sampleDailyOutputs: Record<string, number> = {
  'wallpaper-removal': 40,
  'wall-priming': 120,
  'filling-one-coat': 20,
  'filling-two-coats': 12,
  'painting-one-coat': 60,
  'painting-two-coats': 35,
  wallpapering: 25,
  'paintable-wallpaper': 15,
};

/** The ids of `rows` (the price file's rows as parsed) whose daily output is still its sample figure. */
export function rowsWithSampleOutput(rows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: { id?: unknown; dailyOutput?: unknown }) =>
    typeof row?.id === 'string' && row.dailyOutput !== undefined && sampleDailyOutputs[row.id] === row.dailyOutput
      ? [row.id]
      : [],
  );
}

/** The one-line warning naming the rows whose daily output is still the sample's, or undefined when none is. */
export function sampleOutputsWarning(ids: string[], file: string): string | undefined {
  if (ids.length === 0) return undefined;
  const rows = `${ids.length === 1 ? 'row' : 'rows'} ${englishList(ids)}`;
  return (
    `The price ${rows} still ${ids.length === 1 ? 'holds' : 'hold'} the sample daily output: the estimator's working days ` +
    `come from it. Set your own (or leave it empty) in ${file} (or at /admin, "Hinnakiri"; docs/editing.md).`
  );
}
