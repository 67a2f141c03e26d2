import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { withErrorBoundary } from './IslandErrorBoundary';
import PriceTable from './PriceTable';
import RoomHelper, { newRoom, type RoomEntry } from './RoomHelper';
import { formatMoney, formatQuantity, withVat } from '../lib/prices/money';
import {
  decodeEstimate,
  decodeRooms,
  encodeEstimate,
  estimateLines,
  parseQuantity,
  parseRoom,
  roomText,
  totalCents,
  totalFigures,
  type EstimateRow,
  type ParsedQuantity,
  type QuantityError,
  withEstimate,
} from '../lib/prices/estimate';
import { composeEnquiry } from '../lib/prices/enquiry-message';
import type { EstimateGroup } from '../lib/prices/localised-price-list';
import type { EstimatorTexts, PriceListTexts } from '../lib/prices/price-list-texts';
import { useEstimateUrl } from '../lib/prices/use-estimate-url';
import { useHydrated } from '../lib/use-hydrated';
import styles from './PriceList.module.scss';

interface Props {
  /** The price list's rows by category, in the page's language (`estimateGroups`). */
  groups: EstimateGroup[];
  /** The locale file's `priceList` group (`priceListTexts`). */
  priceList: PriceListTexts;
  /** The locale file's `estimator` group, the build's numbers filled in (`estimatorTexts`). */
  texts: EstimatorTexts;
  /** `Intl` locale of the page's numbers and euros (`et-EE`, `en-IE`, `ru-RU`). */
  numberLocale: string;
  /** VAT rate in percent (`vatRatePercent` of `company/company.ts`). */
  vatRatePercent: number;
  /** What the disclaimer adds in the page's language: the date the prices are valid from and the warranty. */
  terms?: string;
  /** The same language's contact form: `/en/contacts/#contact-form`. */
  quoteUrl: string;
  /** The company's `https://wa.me/…` link (`company.ts`, `whatsappUrl`); without it no WhatsApp link shows. */
  whatsappUrl?: string;
}

/** What the visitor changed, by row id: a quantity field's text, or an "on request" row's tick. */
type Edits = Record<string, string | boolean>;

/** How far copying the link went: not tried, copied, or the clipboard refused and the link is shown to select. */
type Share = 'idle' | 'copied' | 'select';

const noSubscription = () => () => {};

/** The message of each refused quantity (`estimator.error*`). */
const errorKeys: Record<QuantityError, keyof EstimatorTexts> = {
  notNumber: 'errorNotNumber',
  notPositive: 'errorNotPositive',
  tooLarge: 'errorTooLarge',
  tooManyDecimals: 'errorTooManyDecimals',
};

/**
 * The services page's price list, which is also the quote estimator: the
 * price table (service, unit, price from excl. and incl. VAT, notes, by
 * category) with a quantity field or tick box per row, the room-size
 * helper above it and the running total with its actions beside it.
 * Rendered on the server as the plain table; without JavaScript the
 * fields, the intro asking for quantities, the quantity column's heading,
 * the total and the buttons are hidden (`data-requires-script`), and
 * before hydration they keep their place, unseen, so hydration moves
 * nothing. What it does: docs/behaviour.md, "Quote estimator".
 */
function PriceList({ groups, priceList, texts, numberLocale, vatRatePercent, quoteUrl, whatsappUrl, terms }: Props) {
  const url = useEstimateUrl();
  const [edits, setEdits] = useState<Edits>({});
  const [roomEdits, setRoomEdits] = useState<RoomEntry[]>();
  const [share, setShare] = useState<Share>('idle');
  const totalBox = useRef<HTMLDivElement>(null);
  const linkBox = useRef<HTMLInputElement>(null);
  const ready = useHydrated();
  const today = useSyncExternalStore(
    noSubscription,
    () => new Date().toLocaleDateString(numberLocale),
    () => '',
  );
  const rows = useMemo(() => groups.flatMap((group) => group.rows), [groups]);
  const fromUrl = useMemo(() => decodeEstimate(rows, url.value), [rows, url.value]);
  const urlRooms = useMemo(() => decodeRooms(url.value), [url.value]);
  const roomEntries =
    roomEdits ??
    (urlRooms.length
      ? urlRooms.map((room, index) => ({ key: index + 1, text: roomText(room, numberLocale) }))
      : [{ key: 1, text: newRoom }]);
  const rooms = roomEntries.flatMap(({ text }) => parseRoom(text).room ?? []);

  useEffect(() => {
    if (share === 'select') linkBox.current?.select();
  }, [share]);

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
  const priced = lines.some((line) => line.cents !== undefined);
  const money = (cents: number) => formatMoney(cents, numberLocale);
  const selected = (row: EstimateRow) => lines.some((line) => line.row === row);

  /** Records changes of rows and writes the estimate they leave into the URL. */
  const change = (changed: Edits) => {
    const changes = { ...edits, ...changed };
    setEdits(changes);
    setShare('idle');
    url.write(encodeEstimate(estimate(changes).lines, rooms));
  };

  /** Records the rooms as typed and writes the complete ones into the URL. */
  const changeRooms = (next: RoomEntry[]) => {
    setRoomEdits(next);
    setShare('idle');
    url.write(
      encodeEstimate(
        lines,
        next.flatMap(({ text }) => parseRoom(text).room ?? []),
      ),
    );
  };

  /** Puts all rooms' figures into the rows that follow a measure (empty where the figure is 0). */
  const applyRooms = () => {
    const figures = totalFigures(rooms);
    const changed: Edits = {};
    for (const row of rows) {
      if (row.measure && row.priceCents !== null)
        changed[row.id] = figures[row.measure] ? formatQuantity(figures[row.measure], numberLocale) : '';
    }
    change(changed);
  };

  /** Copies the page's URL, which holds the estimate; where the clipboard is refused, shows it selected. */
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      setShare('copied');
    } catch {
      setShare('select');
    }
  };

  /** On a phone the total stays at the bottom of the screen: scrolls a focused field that it hides above it. */
  const keepClearOfTotal = ({ target }: FocusEvent) => {
    // After the browser's own scrolling to the focused field.
    requestAnimationFrame(() => {
      const bar = totalBox.current?.getBoundingClientRect();
      const field = target.getBoundingClientRect();
      // Only where the bar covers the field: on a wide screen the total is a column beside the rows.
      const covers =
        bar && field.bottom > bar.top && field.top < bar.bottom && field.right > bar.left && field.left < bar.right;
      if (covers) scrollBy(0, field.bottom - bar.top + 8);
    });
  };

  /** A priced row's quantity field, its subtotal (the field's description) or its error. */
  const quantityField = (row: EstimateRow, id: string) => {
    const quantity = parsed[row.id];
    const error = quantity && 'error' in quantity ? quantity.error : undefined;
    const line = lines.find((candidate) => candidate.row === row);
    const value = valueOf(row) as string;
    return (
      <>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => change({ [row.id]: event.target.value })}
          aria-labelledby={`${id}-name ${id}-unit`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : line ? `${id}-subtotal` : undefined}
        />
        <span hidden data-print="">
          {value}
        </span>
        <span id={`${id}-subtotal`} className={styles.subtotal}>
          {line?.cents === undefined ? '' : money(line.cents)}
        </span>
        {error && (
          <span id={`${id}-error`} className={styles.error}>
            {texts[errorKeys[error]]}
          </span>
        )}
      </>
    );
  };

  /** A row's quantity cell: a field for a priced row, a tick box for an "on request" one. */
  const quantityCell = (row: EstimateRow, id: string) =>
    row.priceCents === null ? (
      // The label makes a 44 px target of the box; the name comes from the row.
      <label className={styles.tick}>
        <input
          id={id}
          type="checkbox"
          checked={valueOf(row) === true}
          onChange={(event) => change({ [row.id]: event.target.checked })}
          aria-labelledby={`${id}-name ${id}-price`}
        />
      </label>
    ) : (
      quantityField(row, id)
    );

  const message = composeEnquiry(lines, texts, numberLocale, vatRatePercent, rooms);

  return (
    <div className={styles.layout} data-ready={ready ? '' : undefined} onFocus={keepClearOfTotal}>
      <div className={styles.list}>
        <p hidden data-print="">
          {today}
        </p>
        <div className={styles.tools} data-requires-script="">
          <p className={styles.intro}>{texts.intro}</p>
          <RoomHelper
            rooms={roomEntries}
            complete={rooms}
            onChange={changeRooms}
            onApply={applyRooms}
            texts={texts}
            numberLocale={numberLocale}
          />
        </div>
        <p className={styles.sharedNote} aria-hidden="true">
          {priceList.columnNotes}: {priceList.defaultNote}
        </p>
        <PriceTable
          groups={groups}
          priceList={priceList}
          numberLocale={numberLocale}
          vatRatePercent={vatRatePercent}
          quantity={{ heading: texts.columnQuantity, field: quantityCell, selected }}
        />
      </div>
      <div className={styles.side}>
        <div className={styles.total} role="status" ref={totalBox} data-requires-script="">
          <p className={styles.gross}>
            {texts.totalWithVat} <strong>{priced ? money(withVat(total, vatRatePercent)) : '–'}</strong>
          </p>
          <p className={styles.net}>
            {texts.total} <strong>{priced ? money(total) : '–'}</strong>
          </p>
          {lines.some((line) => line.cents === undefined) && (
            <p className={styles.onRequestNote}>{texts.onRequestExcluded}</p>
          )}
        </div>
        <Disclaimer text={priceList.disclaimer} terms={terms} />
        <p className={styles.buttons} data-noprint="">
          <a className="button" href={withEstimate(quoteUrl, encodeEstimate(lines, rooms))}>
            {priceList.cta}
          </a>
          {whatsappUrl && (
            <a
              className={`button ${styles.secondary}`}
              href={message ? `${whatsappUrl}?text=${encodeURIComponent(message)}` : whatsappUrl}
              title={texts.whatsappTitle}
              data-requires-script=""
            >
              {texts.whatsapp}
            </a>
          )}
          <button type="button" className={`button ${styles.secondary}`} onClick={copyLink} data-requires-script="">
            {texts.copyLink}
          </button>
          <button
            type="button"
            className={`button ${styles.secondary}`}
            onClick={() => print()}
            data-requires-script=""
          >
            {texts.print}
          </button>
          <span role="status" data-requires-script="">
            {share === 'copied' && texts.copied}
          </span>
        </p>
        {share === 'select' && (
          <p data-noprint="">
            <label htmlFor="estimate-link">{texts.linkLabel}</label>{' '}
            <input id="estimate-link" ref={linkBox} readOnly value={location.href} className={styles.link} />
          </p>
        )}
      </div>
    </div>
  );
}

/** What stays should the list fail: the plain price table, the disclaimer and the quote link. */
function PlainPriceList({ groups, priceList, numberLocale, vatRatePercent, quoteUrl, terms }: Props) {
  return (
    <>
      <PriceTable groups={groups} priceList={priceList} numberLocale={numberLocale} vatRatePercent={vatRatePercent} />
      <Disclaimer text={priceList.disclaimer} terms={terms} />
      <p>
        <a className="button" href={quoteUrl}>
          {priceList.cta}
        </a>
      </p>
    </>
  );
}

export default withErrorBoundary(PriceList, PlainPriceList);

/** The disclaimer, then the price list's terms (valid from, warranty) in the same small print. */
function Disclaimer({ text, terms }: { text: string; terms?: string }) {
  return (
    <p className={styles.disclaimer}>
      <span>{text}</span>
      {terms && (
        <>
          {' '}
          <span>{terms}</span>
        </>
      )}
    </p>
  );
}
