import { useMemo, useState, useSyncExternalStore } from 'react';
import { withErrorBoundary } from './IslandErrorBoundary';
import { formatMoney, formatQuantity, withVat } from '../lib/prices/money';
import { parseQuantity, type ParsedQuantity } from '../lib/prices/quantity';
import { decodeEstimate, encodeEstimate, estimateLines, totalCents, type EstimateRow } from '../lib/prices/estimate';
import { estimateParam, withEstimate } from '../lib/prices/estimate-param';
import { fill } from '../lib/prices/enquiry-message';
import type { EstimateGroup, EstimatorStrings } from '../lib/prices/estimate-props';
import styles from './QuoteEstimator.module.scss';

interface Props {
  /** The price list's rows by category, in the page's language (`estimateGroups`). */
  groups: EstimateGroup[];
  strings: EstimatorStrings;
  /** `Intl` locale of the page's numbers and euros (`et-EE`, `en-IE`, `ru-RU`). */
  numberLocale: string;
  /** VAT rate in percent for the total including VAT (`vatRatePercent` of `site.ts`). */
  vatRatePercent: number;
  /** The same language's contact form: `/en/contacts/#contact-form`. */
  quoteUrl: string;
}

/** What the visitor changed, by row id: a quantity field's text, or an "on request" row's tick. */
type Edits = Record<string, string | boolean>;

const fieldId = (row: EstimateRow) => `estimate-${row.id}`;

/** Calls `changed` when the history moves within the page (back, forward, a `#` link). */
function onHistoryMove(changed: () => void) {
  addEventListener('popstate', changed);
  return () => removeEventListener('popstate', changed);
}

/**
 * The page's query: `''` on the server and while hydrating, so the static
 * HTML shows the empty selection and hydration matches it; the real query
 * right after.
 */
const useSearch = () =>
  useSyncExternalStore(
    onHistoryMove,
    () => location.search,
    () => '',
  );

/**
 * The quote estimator below the price table, hydrated when visible after
 * the first paint. A quantity field per priced row (decimal comma or point;
 * a refused value is named under its field and left out) and a tick box per
 * "on request" row; each selected line shows its subtotal (also its field's
 * description, or the error when there is one), and a polite
 * live region the total "from" excl. VAT and incl. VAT, in integer cents.
 * The selection lives in the page's URL (`?estimate=`, replaced in place on
 * each change, so reload, back and a shared link show it) and in the "Ask
 * for a quote" link, whose contact form turns it into the message.
 * Server-rendered empty, with room for the total, so hydration moves
 * nothing; without JavaScript the fields are hidden
 * (`data-requires-script`, `public/no-js.css`) and the link goes to the
 * plain form.
 */
function QuoteEstimator({ groups, strings, numberLocale, vatRatePercent, quoteUrl }: Props) {
  const [edits, setEdits] = useState<Edits>({});
  const search = useSearch();
  const rows = useMemo(() => groups.flatMap((group) => group.rows), [groups]);
  const fromUrl = useMemo(() => decodeEstimate(rows, new URLSearchParams(search).get(estimateParam)), [rows, search]);

  /** A row's field text (priced row) or tick ("on request" row): the visitor's edit, else what the URL says. */
  const valueOf = (row: EstimateRow, changes: Edits = edits) => {
    if (row.id in changes) return changes[row.id];
    const value = fromUrl.get(row.id);
    if (row.priceCents === null) return value === true;
    return typeof value === 'number' ? formatQuantity(value, numberLocale) : '';
  };

  /** The parsed fields and the lines they select, for `changes`. */
  const estimate = (changes: Edits = edits) => {
    const parsed: Record<string, ParsedQuantity> = {};
    const selection = new Map<string, number | true>();
    for (const row of rows) {
      const value = valueOf(row, changes);
      if (typeof value === 'boolean') {
        if (value) selection.set(row.id, true);
        continue;
      }
      const quantity = (parsed[row.id] = parseQuantity(value));
      if (quantity && 'hundredths' in quantity) selection.set(row.id, quantity.hundredths);
    }
    return { parsed, lines: estimateLines(rows, selection) };
  };

  const { parsed, lines } = estimate();
  const total = totalCents(lines);
  const money = (cents: number) => formatMoney(cents, numberLocale);

  /** Records a change and writes the selection it leaves into the page's URL. */
  const change = (row: EstimateRow, value: string | boolean) => {
    const changes = { ...edits, [row.id]: value };
    setEdits(changes);
    const here = location.pathname + location.search + location.hash;
    const next = withEstimate(here, encodeEstimate(estimate(changes).lines));
    if (next !== here) history.replaceState(history.state, '', next);
  };

  const quantityRow = (row: EstimateRow & { priceCents: number }) => {
    const id = fieldId(row);
    const quantity = parsed[row.id];
    const error = quantity && 'error' in quantity ? quantity.error : undefined;
    const line = lines.find((candidate) => candidate.row.id === row.id);
    return (
      <div key={row.id} className={styles.row}>
        <label htmlFor={id} className={styles.name}>
          {row.name}{' '}
          <span className={styles.unitPrice}>
            {fill(strings.unitPrice, { price: money(row.priceCents), unit: row.unit })}
          </span>
        </label>
        <span className={styles.quantity}>
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={valueOf(row) as string}
            onChange={(event) => change(row, event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : line ? `${id}-subtotal` : undefined}
          />
          <span aria-hidden="true">{row.unit}</span>
        </span>
        <span id={`${id}-subtotal`} className={styles.subtotal}>
          {line?.cents === undefined ? '' : money(line.cents)}
        </span>
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {strings.errors[error]}
          </p>
        )}
      </div>
    );
  };

  const onRequestRow = (row: EstimateRow) => (
    <div key={row.id} className={`${styles.row} ${styles.tick}`}>
      <input
        id={fieldId(row)}
        type="checkbox"
        checked={valueOf(row) === true}
        onChange={(event) => change(row, event.target.checked)}
      />
      <label htmlFor={fieldId(row)} className={styles.name}>
        {row.name} <span className={styles.unitPrice}>{strings.onRequest}</span>
      </label>
    </div>
  );

  return (
    <div className={styles.estimator}>
      <div className={styles.fields} data-requires-script="">
        {groups.map((group) => (
          <fieldset key={group.heading} className={styles.group}>
            <legend>{group.heading}</legend>
            {group.rows.map((row) =>
              row.priceCents === null ? onRequestRow(row) : quantityRow({ ...row, priceCents: row.priceCents }),
            )}
          </fieldset>
        ))}
        <div className={styles.total} role="status">
          <p>
            {strings.total} <strong>{money(total)}</strong>
          </p>
          <p>
            {strings.totalWithVat} <strong>{money(withVat(total, vatRatePercent))}</strong>
          </p>
          <p className={lines.some((line) => line.cents === undefined) ? styles.note : styles.noteHidden}>
            {strings.onRequestExcluded}
          </p>
        </div>
      </div>
      <p className={styles.disclaimer}>{strings.disclaimer}</p>
      <a className="button" href={withEstimate(quoteUrl, encodeEstimate(lines))}>
        {strings.cta}
      </a>
    </div>
  );
}

export default withErrorBoundary(QuoteEstimator);
