import { companyFile } from './company-schema';
import { companyFactLabels } from './fact-labels';

/**
 * The company fact `earliestStart` at build time: its label at `/admin`
 * (the CMS's form and the build's warning name it so) and the warning
 * when it has passed. The browser's side, which decides whether a
 * visitor sees it: `start-offer.ts`.
 */

/** The fact's label in the CMS's company form. */
export const earliestStartLabel = companyFactLabels.earliestStart;

/**
 * The one-line warning when `earliestStart` (`2027-01-11`) is before
 * `today` (the same form), or undefined when it is today or later or not
 * set. The site then shows no start date (the visitor's browser compares
 * it with its own today), so the owner is told to change it.
 */
export function pastStartWarning(earliestStart: string | undefined, today: string): string | undefined {
  if (!earliestStart || earliestStart >= today) return undefined;
  return (
    `The company fact earliestStart, ${earliestStart}, is before today (${today}): the site shows no start date ` +
    `until it is changed. Set the next day you can start a new job in ${companyFile} ` +
    `(or at /admin, "Ettevõtte andmed", "${earliestStartLabel}"), or leave it empty.`
  );
}
