import { memo } from 'react';
import type { EstimateRow } from '../lib/prices/estimate';
import type { EstimateGroup } from '../lib/prices/price-list-props';
import type { PriceListTexts } from '../lib/prices/island-texts';
import type { RowEstimate } from '../lib/prices/use-estimate';
import UnitText from './UnitText';
import styles from './PriceTable.module.scss';

interface Props {
  /** The price list's rows by category, in the page's language, prices written (`estimateGroups`). */
  groups: EstimateGroup[];
  /** The locale file's `priceList` group. */
  priceListTexts: PriceListTexts;
  /**
   * The estimator's quantity column (it needs JavaScript): its heading, a
   * row's part of the estimate (`useEstimate`'s `row`: the field's text or
   * the tick, its subtotal or error, whether it is selected; an unselected
   * row does not print) and what a change of a field or a tick calls.
   * Without it, the plain price table.
   */
  quantity?: {
    heading: string;
    row: (row: EstimateRow) => RowEstimate;
    edit: (row: EstimateRow, value: string | boolean) => void;
  };
}

/**
 * The price table: columns service, unit, price from (EUR excl. VAT),
 * price from incl. VAT (the consumer's final price: docs/decisions.md,
 * "Prices with VAT, written once") and notes, one row group per category,
 * rows in the price file's order; "on request" for a row without a price,
 * the shared note ("Depends on details") for a row without its own. Named
 * by the page's `#price-list-heading`. On a phone each row is its name
 * and one line of prices (`PriceTable.module.scss`), the unit in the form it
 * takes after a price (`alates 30 €/h`, `from €6.20 per metre`:
 * `unitAfterPrice`), and the shared
 * note is said once, above the table.
 */
export default function PriceTable({ groups, priceListTexts, quantity }: Props) {
  const isSelected = (row: EstimateRow) => quantity?.row(row).selected ?? false;
  /** The first row priced per running metre, where "jm" / "пог. м" is spelled out (`<abbr>`). */
  const firstRunningMetre = groups.flatMap((group) => group.rows).find((row) => row.amountKey === 'amountJm');
  return (
    <>
      <p className={styles.sharedNote} aria-hidden="true">
        {priceListTexts.columnNotes}: {priceListTexts.defaultNote}
      </p>
      <table className={styles.table} aria-labelledby="price-list-heading">
        <thead>
          <tr>
            <th scope="col">{priceListTexts.columnService}</th>
            <th scope="col" className={styles.unit}>
              {priceListTexts.columnUnit}
            </th>
            <th scope="col" className={styles.number}>
              {priceListTexts.columnPrice}
            </th>
            <th scope="col" className={styles.number}>
              {priceListTexts.columnPriceVat}
            </th>
            <th scope="col" className={styles.notes}>
              {priceListTexts.columnNotes}
            </th>
            {quantity && (
              <th scope="col" className={styles.quantity} data-requires-script="">
                {/* Unseen until the fields are there; the cell's colour is the header row's. */}
                <span>{quantity.heading}</span>
              </th>
            )}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.heading} data-empty={group.rows.some(isSelected) ? undefined : ''}>
            <tr className={styles.category}>
              <th scope="rowgroup" colSpan={5}>
                {group.heading}
              </th>
              {quantity && <td data-requires-script="" />}
            </tr>
            {group.rows.map((row) => (
              <PriceTableRow
                key={row.id}
                row={row}
                priceListTexts={priceListTexts}
                unitTitle={row === firstRunningMetre ? priceListTexts.unitJmTitle : undefined}
                estimate={quantity?.row(row)}
                edit={quantity?.edit}
              />
            ))}
          </tbody>
        ))}
      </table>
    </>
  );
}

/**
 * One row of the table, with its quantity cell when the estimator's
 * `estimate` and `edit` are given. Memoised on its props (`estimate`'s
 * parts compared one by one): a keystroke renders again only the row it
 * changed (docs/performance.md, "Taps").
 */
const PriceTableRow = memo(
  function PriceTableRow({
    row,
    priceListTexts,
    unitTitle,
    estimate,
    edit,
  }: {
    row: EstimateGroup['rows'][number];
    priceListTexts: PriceListTexts;
    /** The unit's spelled-out name (`<abbr title>`), on the first row priced per running metre. */
    unitTitle: string | undefined;
    estimate: RowEstimate | undefined;
    edit: ((row: EstimateRow, value: string | boolean) => void) | undefined;
  }) {
    const id = `estimate-${row.id}`;
    return (
      <tr
        className={row.priceCents === null ? styles.onRequest : undefined}
        data-empty={estimate?.selected ? undefined : ''}
      >
        <th scope="row" id={`${id}-name`}>
          {row.name}
        </th>
        <td className={styles.unit}>
          {/* The field's name reads the column's unit ("tund") at any width; a phone reads the price line's ("/h", " per metre"). */}
          <span id={`${id}-unit`} className={styles.columnOnly}>
            <UnitText unit={row.unit} title={unitTitle} />
          </span>
          <span className={styles.phoneOnly}>{row.unitAfterPrice}</span>
        </td>
        {row.priceCents === null ? (
          // Once across both price columns: it fits there on one line.
          <td id={`${id}-price`} className={`${styles.number} ${styles.price}`} colSpan={2}>
            {priceListTexts.onRequest}
          </td>
        ) : (
          <>
            <td id={`${id}-price`} className={`${styles.number} ${styles.price}`}>
              <span className={styles.phoneOnly}>{priceListTexts.from} </span>
              {row.price}
            </td>
            <td className={`${styles.number} ${styles.vat}`}>
              {/* A line too narrow breaks before "incl. VAT", never inside it. */}
              {row.priceWithVat} <span className={styles.phoneOnly}>{priceListTexts.withVat}</span>
            </td>
          </>
        )}
        <td className={row.note ? styles.notes : `${styles.notes} ${styles.shared}`}>
          {row.note ?? priceListTexts.defaultNote}
        </td>
        {estimate && edit && (
          <td className={styles.quantity} data-requires-script="">
            <QuantityField row={row} id={id} estimate={estimate} edit={edit} />
          </td>
        )}
      </tr>
    );
  },
  (before, after) =>
    before.row === after.row &&
    before.priceListTexts === after.priceListTexts &&
    before.unitTitle === after.unitTitle &&
    before.edit === after.edit &&
    before.estimate?.text === after.estimate?.text &&
    before.estimate?.ticked === after.estimate?.ticked &&
    before.estimate?.error === after.estimate?.error &&
    before.estimate?.subtotal === after.estimate?.subtotal &&
    before.estimate?.selected === after.estimate?.selected,
);

/**
 * A row's quantity cell: for a priced row the field (named by the row's
 * name and unit, `id`), its subtotal (the field's description) or its
 * error, and its text again for print; for an "on request" row a tick box
 * (named by the row's name and "on request").
 */
function QuantityField({
  row,
  id,
  estimate,
  edit,
}: {
  row: EstimateRow;
  id: string;
  estimate: RowEstimate;
  edit: (row: EstimateRow, value: string | boolean) => void;
}) {
  const { text, ticked, error, subtotal, selected } = estimate;
  return row.priceCents === null ? (
    // The label makes a 44 px target of the box; the name comes from the row.
    <label className={styles.tick}>
      <input
        id={id}
        type="checkbox"
        checked={ticked}
        onChange={(event) => edit(row, event.target.checked)}
        aria-labelledby={`${id}-name ${id}-price`}
      />
    </label>
  ) : (
    <>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => edit(row, event.target.value)}
        aria-labelledby={`${id}-name ${id}-unit`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : selected ? `${id}-subtotal` : undefined}
      />
      <span hidden data-print="">
        {text}
      </span>
      <span id={`${id}-subtotal`} className={styles.subtotal}>
        {subtotal}
      </span>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </>
  );
}
