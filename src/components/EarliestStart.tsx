import { useSyncExternalStore } from 'react';
import { fillPlaceholders } from '../lib/i18n/placeholder';
import { localToday, offeredStart } from '../lib/company/start-offer';
import { withErrorBoundary } from './IslandErrorBoundary';
import styles from './EarliestStart.module.scss';

interface Props {
  /** The company fact `earliestStart`, `2027-01-11`. */
  date: string;
  /** `estimator.startOffer` ("Saame alustada alates {{date}}.") and `estimator.startAsk`, in the page's language. */
  texts: { startOffer: string; startAsk: string };
  /** `Intl` locale of the page's dates (`et-EE`) and how the language writes a day (`dateOptions` of `locales.ts`). */
  numberLocale: string;
  dateOptions: Intl.DateTimeFormatOptions;
}

const noSubscription = () => () => {};

/**
 * The firm's earliest start, as the visitor's browser judges it against
 * its own today (docs/behaviour.md, "When and how long"): "Saame alustada
 * alates 11.01.2027." while the day has not passed, else "Küsi meilt
 * järgmist vaba algusaega."; never a past date. The server's HTML holds
 * an empty line in its place, so nothing moves when it fills and no date
 * stands in the static page; without JavaScript it is not shown.
 */
export function EarliestStart({ date, texts, numberLocale, dateOptions }: Props) {
  const today = useSyncExternalStore(noSubscription, localToday, () => '');
  const offered = today ? offeredStart(date, today, numberLocale, dateOptions) : undefined;
  return (
    <p className={styles.start} data-shown={today ? '' : undefined} data-requires-script="">
      {today ? (offered ? fillPlaceholders(texts.startOffer, { date: offered }) : texts.startAsk) : '\u00a0'}
    </p>
  );
}

/** The same as an island of its own, above the contact form. */
export default withErrorBoundary(EarliestStart);
