import { z } from 'astro/zod';

/** What a date field expects, as the build's messages say it. */
const aDate = 'a date as year-month-day, such as 2027-01-01';

/**
 * A calendar date as a data file writes it, `2027-01-01`, quoted or not
 * (the parser keeps it as text): a day that exists, so `2027-02-30` is
 * refused rather than read as 2 March. The price list's `validFrom` and
 * the company fact `earliestStart` use it.
 */
export const isoDate = z
  .string({ error: aDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: aDate })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    },
    { error: aDate },
  );

/** Today in UTC as `2026-11-28`, the form the build compares data files' dates in. */
export const todayIso = () => new Date().toISOString().slice(0, 10);
