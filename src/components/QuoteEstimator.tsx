import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { withErrorBoundary } from './IslandErrorBoundary';
import { formatMoney, formatQuantity, withVat } from '../lib/prices/money';
import {
  decodeEstimate,
  decodeRooms,
  encodeEstimate,
  estimateLines,
  estimateParam,
  parseQuantity,
  parseRoom,
  roomFields,
  roomFigures,
  roomText,
  totalCents,
  totalFigures,
  withEstimate,
  type EstimateLine,
  type EstimateRow,
  type ParsedQuantity,
  type Room,
  type RoomFigures,
  type RoomText,
} from '../lib/prices/estimate';
import { composeEnquiry, fill } from '../lib/prices/enquiry-message';
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
  /** The company's `https://wa.me/…` link (`whatsappUrl()`); without it no WhatsApp link shows. */
  whatsappUrl?: string;
}

/** What the visitor changed, by row id: a quantity field's text, or an "on request" row's tick. */
type Edits = Record<string, string | boolean>;

/** How far copying the link went: not tried, copied, or the clipboard refused and the link is shown to select. */
type Share = 'idle' | 'copied' | 'select';

const fieldId = (row: EstimateRow) => `estimate-${row.id}`;

/** A new room in the helper: sides empty, one door and one window (the usual room). */
const newRoom: RoomText = { length: '', width: '', height: '', doors: '1', windows: '1' };

/** Calls `changed` when the history moves within the page (back, forward, a `#` link). */
function onHistoryMove(changed: () => void) {
  addEventListener('popstate', changed);
  return () => removeEventListener('popstate', changed);
}

const noSubscription = () => () => {};

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
 * description, or the error when there is one), and a polite live region
 * the total "from" excl. VAT and incl. VAT, in integer cents (a dash until
 * a quantity is entered), kept at the bottom of the screen while the fields
 * scroll by (a focused field is scrolled clear of it).
 *
 * Above the rows, "Calculate from room size" (closed; its content is
 * rendered only once opened, which keeps the page small): per room length,
 * width, height, doors and windows, each room's and all rooms' figures, and
 * a button that puts them in the rows with a `measure`.
 *
 * The estimate (rows and rooms) lives in the page's URL (`?estimate=`,
 * replaced in place on each change, so reload, back and a shared link show
 * it) and in the "Ask for a quote" link, whose contact form turns it into
 * the message; the same message leaves by the WhatsApp link; "Copy link"
 * copies the URL (or shows it selected where the clipboard is refused);
 * "Print" prints the estimate alone (`src/styles/print.scss`: `data-print`
 * parts show, `data-empty` and `data-noprint` parts hide).
 * Server-rendered empty, with room for the total, so hydration moves
 * nothing; without JavaScript the fields and share buttons are hidden
 * (`data-requires-script`, `public/no-js.css`) and the link goes to the
 * plain form.
 */
function QuoteEstimator({ groups, strings, numberLocale, vatRatePercent, quoteUrl, whatsappUrl }: Props) {
  const [edits, setEdits] = useState<Edits>({});
  const [roomEdits, setRoomEdits] = useState<RoomText[]>();
  const [roomsOpen, setRoomsOpen] = useState(false);
  const [share, setShare] = useState<Share>('idle');
  const totalBox = useRef<HTMLDivElement>(null);
  const linkBox = useRef<HTMLInputElement>(null);
  const search = useSearch();
  const today = useSyncExternalStore(
    noSubscription,
    () => new Date().toLocaleDateString(numberLocale),
    () => '',
  );
  const rows = useMemo(() => groups.flatMap((group) => group.rows), [groups]);
  const urlValue = new URLSearchParams(search).get(estimateParam);
  const fromUrl = useMemo(() => decodeEstimate(rows, urlValue), [rows, urlValue]);
  const urlRooms = useMemo(() => decodeRooms(urlValue), [urlValue]);
  const roomTexts = roomEdits ?? (urlRooms.length ? urlRooms.map((room) => roomText(room, numberLocale)) : [newRoom]);
  const parsedRooms = roomTexts.map(parseRoom);
  const rooms = parsedRooms.flatMap(({ room }) => (room ? [room] : []));

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
  const metres = (hundredths: number) => formatQuantity(hundredths, numberLocale);
  const figuresText = (figures: RoomFigures) =>
    fill(strings.rooms.figures, {
      walls: metres(figures.walls),
      floor: metres(figures.floor),
      skirting: metres(figures.skirting),
    });

  /** Writes the estimate `nextLines` and `nextRooms` leave into the page's URL, in place. */
  const writeUrl = (nextLines: EstimateLine[], nextRooms: Room[]) => {
    setShare('idle');
    const here = location.pathname + location.search + location.hash;
    const next = withEstimate(here, encodeEstimate(nextLines, nextRooms));
    if (next !== here) history.replaceState(history.state, '', next);
  };

  /** Records changes of rows and writes the estimate they leave into the URL. */
  const change = (changed: Edits) => {
    const changes = { ...edits, ...changed };
    setEdits(changes);
    writeUrl(estimate(changes).lines, rooms);
  };

  /** Records the rooms as typed and writes the complete ones into the URL. */
  const changeRooms = (next: RoomText[]) => {
    setRoomEdits(next);
    writeUrl(
      lines,
      next.flatMap((text) => parseRoom(text).room ?? []),
    );
  };

  /** Puts all rooms' figures into the rows that follow a measure (empty where the figure is 0). */
  const applyRooms = () => {
    const figures = totalFigures(rooms);
    const changed: Edits = {};
    for (const row of rows) {
      if (row.measure && row.priceCents !== null)
        changed[row.id] = figures[row.measure] ? metres(figures[row.measure]) : '';
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
      if (bar && field.bottom > bar.top && field.top < bar.bottom) scrollBy(0, field.bottom - bar.top + 8);
    });
  };

  const quantityRow = (row: EstimateRow & { priceCents: number }) => {
    const id = fieldId(row);
    const quantity = parsed[row.id];
    const error = quantity && 'error' in quantity ? quantity.error : undefined;
    const line = lines.find((candidate) => candidate.row.id === row.id);
    const value = valueOf(row) as string;
    return (
      <div key={row.id} className={styles.row} data-empty={line ? undefined : ''}>
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
            value={value}
            onChange={(event) => change({ [row.id]: event.target.value })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : line ? `${id}-subtotal` : undefined}
          />
          <span hidden data-print="">
            {value}
          </span>
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
    <div key={row.id} className={`${styles.row} ${styles.tick}`} data-empty={valueOf(row) === true ? undefined : ''}>
      <input
        id={fieldId(row)}
        type="checkbox"
        checked={valueOf(row) === true}
        onChange={(event) => change({ [row.id]: event.target.checked })}
      />
      <label htmlFor={fieldId(row)} className={styles.name}>
        {row.name} <span className={styles.unitPrice}>{strings.onRequest}</span>
      </label>
    </div>
  );

  const roomsHelper = () => (
    <>
      <p>{strings.rooms.intro}</p>
      {roomTexts.map((text, index) => {
        const { room, errors } = parsedRooms[index];
        return (
          <fieldset key={index} className={styles.room}>
            <legend>{fill(strings.rooms.name, { n: String(index + 1) })}</legend>
            {roomFields.map((field) => {
              const id = `room-${index}-${field}`;
              const error = errors[field];
              return (
                <span key={field} className={styles.roomField}>
                  <label htmlFor={id}>{strings.rooms.fields[field]}</label>
                  <input
                    id={id}
                    type="text"
                    inputMode={field === 'doors' || field === 'windows' ? 'numeric' : 'decimal'}
                    autoComplete="off"
                    value={text[field]}
                    onChange={(event) =>
                      changeRooms(
                        roomTexts.map((old, at) => (at === index ? { ...old, [field]: event.target.value } : old)),
                      )
                    }
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  {error && (
                    <span id={`${id}-error`} className={styles.error}>
                      {strings.rooms.errors[error]}
                    </span>
                  )}
                </span>
              );
            })}
            <p className={styles.figures}>{room && figuresText(roomFigures(room))}</p>
            <button
              type="button"
              className={`button ${styles.secondary}`}
              onClick={() => changeRooms(roomTexts.filter((_, at) => at !== index))}
            >
              {strings.rooms.remove}
            </button>
          </fieldset>
        );
      })}
      <p className={styles.roomActions}>
        <button
          type="button"
          className={`button ${styles.secondary}`}
          onClick={() => changeRooms([...roomTexts, newRoom])}
        >
          {strings.rooms.add}
        </button>
        <button type="button" className="button" onClick={applyRooms} disabled={!rooms.length}>
          {strings.rooms.apply}
        </button>
      </p>
      {rooms.length > 0 && (
        <p className={styles.figures}>
          {strings.rooms.total}: {figuresText(totalFigures(rooms))}
        </p>
      )}
    </>
  );

  const message = composeEnquiry(lines, strings.enquiry, numberLocale, vatRatePercent, rooms);

  return (
    <div className={styles.estimator} onFocus={keepClearOfTotal}>
      <div className={styles.fields} data-requires-script="">
        <p hidden data-print="">
          {today}
        </p>
        <details className={styles.rooms} data-noprint="" onToggle={(event) => setRoomsOpen(event.currentTarget.open)}>
          <summary>{strings.rooms.summary}</summary>
          {roomsOpen && roomsHelper()}
        </details>
        {groups.map((group) => (
          <fieldset
            key={group.heading}
            className={styles.group}
            data-empty={group.rows.some((row) => lines.some((line) => line.row === row)) ? undefined : ''}
          >
            <legend>{group.heading}</legend>
            {group.rows.map((row) =>
              row.priceCents === null ? onRequestRow(row) : quantityRow({ ...row, priceCents: row.priceCents }),
            )}
          </fieldset>
        ))}
        <div className={styles.total} role="status" ref={totalBox}>
          <p>
            {strings.total} <strong>{priced ? money(total) : '–'}</strong>
          </p>
          <p>
            {strings.totalWithVat} <strong>{priced ? money(withVat(total, vatRatePercent)) : '–'}</strong>
          </p>
          <p className={lines.some((line) => line.cents === undefined) ? styles.note : styles.noteHidden}>
            {strings.onRequestExcluded}
          </p>
        </div>
      </div>
      <p className={styles.disclaimer}>{strings.disclaimer}</p>
      <p className={styles.actions} data-noprint="">
        <a className="button" href={withEstimate(quoteUrl, encodeEstimate(lines, rooms))}>
          {strings.cta}
        </a>
        {whatsappUrl && (
          <a
            className={`button ${styles.secondary}`}
            href={message ? `${whatsappUrl}?text=${encodeURIComponent(message)}` : whatsappUrl}
            title={strings.whatsappTitle}
            data-requires-script=""
          >
            {strings.whatsapp}
          </a>
        )}
        <button type="button" className={`button ${styles.secondary}`} onClick={copyLink} data-requires-script="">
          {strings.copyLink}
        </button>
        <button type="button" className={`button ${styles.secondary}`} onClick={() => print()} data-requires-script="">
          {strings.print}
        </button>
        <span role="status" data-requires-script="">
          {share === 'copied' && strings.copied}
        </span>
      </p>
      {share === 'select' && (
        <p data-noprint="">
          <label htmlFor="estimate-link">{strings.linkLabel}</label>{' '}
          <input id="estimate-link" ref={linkBox} readOnly value={location.href} className={styles.link} />
        </p>
      )}
    </div>
  );
}

export default withErrorBoundary(QuoteEstimator);
