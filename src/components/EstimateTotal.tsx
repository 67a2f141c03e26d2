import type { Ref } from 'react';
import type { EstimateTotals } from '../lib/prices/use-estimate';
import type { EstimatorTexts } from '../lib/prices/island-texts';
import { fillPlaceholders } from '../lib/i18n/placeholder';
import styles from './EstimateTotal.module.scss';

interface Props {
  /** The totals as the page writes them (`useEstimate`'s `totals`). */
  totals: EstimateTotals;
  texts: EstimatorTexts;
  /** The request link's words (`priceList.cta`) and address (the contact form with the estimate). */
  request: { label: string; url: string };
  /** The box, for the price list to keep a focused field clear of it on a phone. */
  ref: Ref<HTMLDivElement>;
}

/**
 * The estimate's running total: the amount with VAT (what a consumer
 * pays) and without, and that "on request" rows are left out; on a phone
 * a bar at the bottom of the screen with the amount with VAT and the
 * request link (docs/behaviour.md, "Quote estimator"). Hidden without
 * JavaScript (`data-requires-script`); `data-total` names it for the
 * print sheet and the tests.
 */
export default function EstimateTotal({ totals, texts, request, ref }: Props) {
  return (
    <div className={styles.total} ref={ref} data-total="" data-requires-script="">
      <p className={styles.gross}>
        {texts.totalWithVat} <strong>{totals.gross}</strong>
      </p>
      <p className={styles.net}>
        {texts.total} <strong>{totals.net}</strong>
      </p>
      {totals.onRequest && <p className={styles.onRequestNote}>{texts.onRequestExcluded}</p>}
      {totals.priced && (
        <p className={styles.barTotal} aria-hidden="true">
          {fillPlaceholders(texts.barTotal, { total: totals.gross })}
        </p>
      )}
      <a className={`button ${styles.barRequest}`} href={request.url} data-noprint="">
        {request.label}
      </a>
    </div>
  );
}
