import type { ReactNode } from 'react';
import { formatMoney, withVat } from '../lib/prices/money';
import type { EstimateRow } from '../lib/prices/estimate';
import type { EstimateGroup } from '../lib/prices/price-list-props';
import type { PriceListTexts } from '../lib/prices/island-texts';
import UnitText from './UnitText';
import styles from './PriceList.module.scss';

interface Props {
  /** The price list's rows by category, in the page's language (`estimateGroups`). */
  groups: EstimateGroup[];
  /** The locale file's `priceList` group. */
  priceList: PriceListTexts;
  /** `Intl` locale of the euros (`et-EE`, `en-IE`, `ru-RU`). */
  numberLocale: string;
  /** VAT rate in percent, for the column with VAT. */
  vatRatePercent: number;
  /**
   * The estimator's quantity column (it needs JavaScript): its heading, a
   * row's cell (`id` is the row's field id, `estimate-<row id>`; the row's
   * name is `<id>-name`, its unit `<id>-unit`, its price `<id>-price`) and
   * whether a row is selected (an unselected one does not print). Without
   * it, the plain price table.
   */
  quantity?: {
    heading: string;
    field: (row: EstimateRow, id: string) => ReactNode;
    selected: (row: EstimateRow) => boolean;
  };
}

/**
 * The price table: columns service, unit, price from (EUR excl. VAT),
 * price from incl. VAT (the consumer's final price: docs/decisions.md,
 * "Prices with VAT, written once") and notes, one row group per category,
 * rows in the price file's order; "on request" for a row without a price,
 * the shared note ("Depends on details") for a row without its own. Named
 * by the page's `#price-list-heading`. On a phone each row is its name
 * and one line of prices (`PriceList.module.scss`), the unit in the form it
 * takes after a price (`alates 30 €/h`, `from €6.20 per metre`: `unitAfterPrice`).
 */
export default function PriceTable({ groups, priceList, numberLocale, vatRatePercent, quantity }: Props) {
  /** A price in cents as the table writes it, plus VAT when `vat`. */
  const price = (cents: number, vat = false) => formatMoney(vat ? withVat(cents, vatRatePercent) : cents, numberLocale);
  const isSelected = (row: EstimateRow) => quantity?.selected(row) ?? false;
  /** The first row priced per running metre, where "jm" / "пог. м" is spelled out (`<abbr>`). */
  const firstRunningMetre = groups.flatMap((group) => group.rows).find((row) => row.amountKey === 'amountJm');
  return (
    <table className={styles.table} aria-labelledby="price-list-heading">
      <thead>
        <tr>
          <th scope="col">{priceList.columnService}</th>
          <th scope="col" className={styles.unit}>
            {priceList.columnUnit}
          </th>
          <th scope="col" className={styles.number}>
            {priceList.columnPrice}
          </th>
          <th scope="col" className={styles.number}>
            {priceList.columnPriceVat}
          </th>
          <th scope="col" className={styles.notes}>
            {priceList.columnNotes}
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
          {group.rows.map((row) => {
            const id = `estimate-${row.id}`;
            return (
              <tr
                key={row.id}
                className={row.priceCents === null ? styles.onRequest : undefined}
                data-empty={isSelected(row) ? undefined : ''}
              >
                <th scope="row" id={`${id}-name`}>
                  {row.name}
                </th>
                <td className={styles.unit}>
                  {/* The field's name reads the column's unit ("tund") at any width; a phone reads the price line's ("/h", " per metre"). */}
                  <span id={`${id}-unit`} className={styles.columnOnly}>
                    <UnitText unit={row.unit} title={row === firstRunningMetre ? priceList.unitJmTitle : undefined} />
                  </span>
                  <span className={styles.phoneOnly}>{row.unitAfterPrice}</span>
                </td>
                {row.priceCents === null ? (
                  // Once across both price columns: it fits there on one line.
                  <td id={`${id}-price`} className={`${styles.number} ${styles.price}`} colSpan={2}>
                    {priceList.onRequest}
                  </td>
                ) : (
                  <>
                    <td id={`${id}-price`} className={`${styles.number} ${styles.price}`}>
                      <span className={styles.phoneOnly}>{priceList.from} </span>
                      {price(row.priceCents)}
                    </td>
                    <td className={`${styles.number} ${styles.vat}`}>
                      {price(row.priceCents, true)}
                      <span className={styles.phoneOnly}> {priceList.withVat}</span>
                    </td>
                  </>
                )}
                <td className={row.note ? styles.notes : `${styles.notes} ${styles.shared}`}>
                  {row.note ?? priceList.defaultNote}
                </td>
                {quantity && (
                  <td className={styles.quantity} data-requires-script="">
                    {quantity.field(row, id)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}
