import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { withErrorBoundary } from './IslandErrorBoundary';
import PriceTable from './PriceTable';
import RoomHelper, { newRoom, type RoomEntry } from './RoomHelper';
import { formatMoney, formatQuantity, withVat } from '../lib/prices/money';
import {
  decodeEstimate,
  decodeRoomFields,
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
import { decodeChoices, encodeChoices, surfaceWork, workQuantities, type SurfaceChoices } from '../lib/prices/surfaces';
import type { EstimateGroup } from '../lib/prices/price-list-props';
import type { EstimatorTexts, PriceListTexts } from '../lib/prices/island-texts';
import { useEstimateUrl } from '../lib/prices/use-estimate-url';
import { useHydrated } from '../lib/use-hydrated';
import { useSettled } from '../lib/use-settled';
import { fillPlaceholders } from '../lib/i18n/placeholder';
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

/** How long typing pauses before the total (or the field's error) is spoken, in milliseconds. */
const announceAfter = 1000;

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
  const [choiceEdits, setChoiceEdits] = useState<SurfaceChoices>();
  const [share, setShare] = useState<Share>('idle');
  /** The row whose field changed last: its error, if any, is what the live region says. */
  const [lastChanged, setLastChanged] = useState<string>();
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
  const urlRooms = useMemo(() => decodeRoomFields(url.value), [url.value]);
  const choices = choiceEdits ?? decodeChoices(rows, url.value);
  const roomEntries =
    roomEdits ??
    (urlRooms.length
      ? urlRooms.map((room, index) => ({ key: index + 1, text: roomText(room, numberLocale) }))
      : [{ key: 1, text: newRoom }]);
  const rooms = roomEntries.flatMap(({ text }) => parseRoom(text).room ?? []);
  /** The estimate in the address: `lines`, every room's valid fields (a bad field keeps the others) and the choices. */
  const encode = (
    estimateLinesNow: typeof lines,
    entries: RoomEntry[] = roomEntries,
    surfaceChoices: SurfaceChoices = choices,
  ) =>
    encodeEstimate(
      estimateLinesNow,
      entries.map(({ text }) => parseRoom(text).values),
      encodeChoices(rows, surfaceChoices),
    );

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
    const ids = Object.keys(changed);
    setLastChanged(ids.length === 1 ? ids[0] : undefined);
    setShare('idle');
    url.write(encode(estimate(changes).lines));
  };

  /** Records the rooms as typed and writes the complete ones into the URL. */
  const changeRooms = (next: RoomEntry[]) => {
    setRoomEdits(next);
    setShare('idle');
    url.write(encode(lines, next));
  };

  /** Records the work chosen per surface and writes it into the URL. */
  const changeChoices = (next: SurfaceChoices) => {
    setChoiceEdits(next);
    setShare('idle');
    url.write(encode(lines, roomEntries, next));
  };

  /** Puts the chosen work's figures into its rows; no other row changes (docs/behaviour.md, "Quote estimator"). */
  const applyRooms = () => {
    const quantities = workQuantities(surfaceWork(rows, choices, totalFigures(rooms)));
    change(
      Object.fromEntries([...quantities].map(([id, hundredths]) => [id, formatQuantity(hundredths, numberLocale)])),
    );
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

  const grossCents = withVat(total, vatRatePercent);
  const lastError = lastChanged ? parsed[lastChanged] : undefined;
  /** What the live region says once typing pauses: the last changed field's error, else the total. */
  const announcement = useSettled(
    lastError && 'error' in lastError
      ? texts[errorKeys[lastError.error]]
      : [
          texts.totalWithVat,
          priced ? money(grossCents) : '–',
          texts.total,
          priced ? money(total) : '–',
          ...(lines.some((line) => line.cents === undefined) ? [texts.onRequestExcluded] : []),
        ].join(' '),
    announceAfter,
  );

  const message = composeEnquiry(lines, texts, numberLocale, vatRatePercent, rooms);
  /** The contact form's address with the estimate: the quote link's and the phone bar's. */
  const requestUrl = withEstimate(quoteUrl, encodeEstimate(lines, rooms));

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
            rows={rows}
            choices={choices}
            onChoicesChange={changeChoices}
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
        <div className={styles.total} ref={totalBox} data-total="" data-requires-script="">
          <p className={styles.gross}>
            {texts.totalWithVat} <strong>{priced ? money(grossCents) : '–'}</strong>
          </p>
          <p className={styles.net}>
            {texts.total} <strong>{priced ? money(total) : '–'}</strong>
          </p>
          {lines.some((line) => line.cents === undefined) && (
            <p className={styles.onRequestNote}>{texts.onRequestExcluded}</p>
          )}
          {priced && (
            <p className={styles.barTotal} aria-hidden="true">
              {fillPlaceholders(texts.barTotal, { total: money(grossCents) })}
            </p>
          )}
          <a className={`button ${styles.barRequest}`} href={requestUrl} data-noprint="">
            {priceList.cta}
          </a>
        </div>
        <p className={styles.announcement} role="status" data-requires-script="">
          {announcement}
        </p>
        <Disclaimer text={priceList.disclaimer} terms={terms} />
        <p className={styles.buttons} data-noprint="">
          <a className="button" href={requestUrl}>
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
