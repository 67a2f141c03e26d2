import type { ReactNode } from 'react';
import type { EstimatorTexts } from '../lib/prices/island-texts';
import { durationText, listOf, type Timing, type WorkingDays } from '../lib/prices/duration';
import { fillPlaceholders } from '../lib/i18n/placeholder';
import { EarliestStart } from './EarliestStart';
import styles from './EstimateTiming.module.scss';

interface Props {
  /** The chosen work's working days and untimed rows (`workingDays`). */
  duration: WorkingDays;
  /** The crew, the earliest start and how the language writes a day. */
  timing: Timing;
  /** Whether any price row has a daily output: without one the duration line is left out altogether. */
  timed: boolean;
  texts: EstimatorTexts;
  numberLocale: string;
  /** Who the firm is in one line (`FirmFacts.astro`, the page's slot). */
  facts?: ReactNode;
}

/**
 * Under the estimate's total (docs/behaviour.md, "When and how long"):
 * the working days for the chosen quantities ("Kestus: umbes 3 tööpäeva
 * (2 viimistlejat)", a dash before a timed row is chosen), the chosen rows
 * the figure leaves out, the earliest start, and who the firm is. The
 * duration's line is there from the start, so a figure arriving moves
 * nothing below it.
 */
export default function EstimateTiming({ duration, timing, timed, texts, numberLocale, facts }: Props) {
  const strings = texts as unknown as Record<string, string>;
  return (
    <div className={styles.timing}>
      {timed && (
        <p data-requires-script="" data-duration="">
          {texts.durationLabel}{' '}
          <strong>{duration.days === undefined ? '–' : durationText(duration.days, strings, numberLocale)}</strong>
        </p>
      )}
      {duration.days !== undefined && duration.untimed.length > 0 && (
        <p className={styles.untimed}>
          {fillPlaceholders(texts.untimed, { services: listOf(duration.untimed, numberLocale) })}
        </p>
      )}
      {timing.earliestStart && (
        <EarliestStart
          date={timing.earliestStart}
          texts={texts}
          numberLocale={numberLocale}
          dateOptions={timing.dateOptions}
        />
      )}
      {facts}
    </div>
  );
}
