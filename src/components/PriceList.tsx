import { useMemo, useRef, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { withErrorBoundary } from './IslandErrorBoundary';
import EstimateTotal from './EstimateTotal';
import EstimateTiming from './EstimateTiming';
import PriceTable from './PriceTable';
import RoomHelper from './RoomHelper';
import type { EstimateGroup } from '../lib/prices/price-list-props';
import type { EstimatorTexts, PriceListTexts } from '../lib/prices/island-texts';
import { useEstimate } from '../lib/prices/use-estimate';
import type { Timing } from '../lib/prices/duration';
import { useCopyLink } from '../lib/use-copy-link';
import { useHydrated } from '../lib/use-hydrated';
import styles from './PriceList.module.scss';

interface Props {
  /** The price list's rows by category, in the page's language (`estimateGroups`). */
  groups: EstimateGroup[];
  /** The locale file's `priceList` group (`priceListTexts`). */
  priceListTexts: PriceListTexts;
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
  /** The crew on one job, the earliest start and how the language writes a day (`timing` of `price-list-props.ts`). */
  timing: Timing;
  /** Who the firm is in one line, the page's `facts` slot (`FirmFacts.astro`), shown under the total. */
  facts?: ReactNode;
}

const noSubscription = () => () => {};

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
function PriceList({
  groups,
  priceListTexts,
  texts,
  numberLocale,
  vatRatePercent,
  quoteUrl,
  whatsappUrl,
  terms,
  timing,
  facts,
}: Props) {
  const rows = useMemo(() => groups.flatMap((group) => group.rows), [groups]);
  const { share, copy, reset, linkBox } = useCopyLink();
  const estimate = useEstimate({ rows, texts, numberLocale, vatRatePercent, quoteUrl, onEdit: reset, timing });
  const timed = rows.some((row) => row.dailyOutput);
  const { totals, requestUrl, message } = estimate;
  const totalBox = useRef<HTMLDivElement>(null);
  const ready = useHydrated();
  /** The day the page is printed, for the printed estimate (empty in the server's HTML). */
  const today = useSyncExternalStore(
    noSubscription,
    () => new Date().toLocaleDateString(numberLocale),
    () => '',
  );

  /**
   * On a phone the total stays at the bottom of the screen: scrolls a
   * focused field that it hides above it, once the browser's own scrolling
   * to the field (smooth where motion is allowed) has settled, and only if
   * the field still has the focus. The bar's own controls are never under
   * it, and scrolling for them would push the bar off the screen.
   */
  const keepClearOfTotal = ({ target }: FocusEvent) => {
    if (!(target instanceof HTMLElement) || totalBox.current?.contains(target)) return;
    whileFocused(target, () => {
      const bar = totalBox.current?.getBoundingClientRect();
      const field = target.getBoundingClientRect();
      // Only where the bar covers the field: on a wide screen the total is a column beside the rows.
      const covers =
        bar && field.bottom > bar.top && field.top < bar.bottom && field.right > bar.left && field.left < bar.right;
      if (covers) scrollBy(0, field.bottom - bar.top + 8);
      return Boolean(covers);
    });
  };

  return (
    <div className={styles.layout} data-ready={ready ? '' : undefined} onFocus={keepClearOfTotal}>
      <div className={styles.list}>
        <p hidden data-print="">
          {today}
        </p>
        <div className={styles.tools} data-requires-script="">
          <p className={styles.intro}>{texts.intro}</p>
          <RoomHelper
            rooms={estimate.rooms}
            complete={estimate.complete}
            onChange={estimate.changeRooms}
            rows={rows}
            choices={estimate.choices}
            onChoicesChange={estimate.changeChoices}
            onApply={estimate.applyRooms}
            texts={texts}
            numberLocale={numberLocale}
          />
        </div>
        <PriceTable
          groups={groups}
          priceListTexts={priceListTexts}
          quantity={{ heading: texts.columnQuantity, row: estimate.row, edit: estimate.edit }}
        />
      </div>
      <div className={styles.side}>
        <EstimateTotal
          totals={totals}
          texts={texts}
          request={{ label: priceListTexts.cta, url: requestUrl }}
          ref={totalBox}
        />
        <EstimateTiming
          duration={estimate.duration}
          timing={timing}
          timed={timed}
          texts={texts}
          numberLocale={numberLocale}
          facts={facts}
        />
        <p className={styles.announcement} role="status" data-requires-script="">
          {estimate.announcement}
        </p>
        <Disclaimer text={priceListTexts.disclaimer} terms={terms} />
        <p className={styles.buttons} data-noprint="">
          <a className="button" href={requestUrl}>
            {priceListTexts.cta}
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
          <button type="button" className={`button ${styles.secondary}`} onClick={copy} data-requires-script="">
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

/**
 * Runs `check` each time the page's scrolling has come to rest (the same
 * `scrollY` in two frames) while `target` keeps the focus, for 60 frames
 * (`check` answers whether it scrolled, and waits then for that scroll):
 * the browser's own smooth scrolling to a focused field may start a few
 * frames late on a busy phone, and a field it then brings under the total
 * must still be moved clear (docs/behaviour.md, "Quote estimator").
 */
function whileFocused(target: HTMLElement, check: () => boolean) {
  let last = NaN;
  // After a correction, until its own scrolling has begun: no second one.
  let correctedAt: number | undefined;
  const frame = (left: number) => {
    if (document.activeElement !== target) return;
    if (correctedAt !== undefined && scrollY !== correctedAt) correctedAt = undefined;
    if (scrollY === last && correctedAt === undefined && check()) correctedAt = scrollY;
    last = scrollY;
    if (left > 0) requestAnimationFrame(() => frame(left - 1));
  };
  requestAnimationFrame(() => frame(60));
}

/** What stays should the list fail: the plain price table, the disclaimer and the quote link. */
function PlainPriceList({ groups, priceListTexts, quoteUrl, terms }: Props) {
  return (
    <>
      <PriceTable groups={groups} priceListTexts={priceListTexts} />
      <Disclaimer text={priceListTexts.disclaimer} terms={terms} />
      <p>
        <a className="button" href={quoteUrl}>
          {priceListTexts.cta}
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
