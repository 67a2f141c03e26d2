/**
 * What the quote estimator and the contact form's prefill receive from the
 * build, in one language: the price rows of `src/data/price-list.yaml` (no
 * other list of prices exists) and the texts they need, resolved here so
 * that no translation code or other language reaches the browser.
 * Build-time only.
 */
import type { Locale } from '../i18n/locales';
import { localeInfo } from '../i18n/locales';
import { useTranslations } from '../i18n/translations';
import { getOrderedCollection } from '../content/ordered-collection';
import { company, vatRatePercent } from '../site';
import { formatQuantity, toCents } from './money';
import { groupByCategory, localisedText, priceCategoryKeys, priceUnitKeys } from './price-list';
import {
  maxOpenings,
  maxQuantity,
  maxRoomMetres,
  openings,
  type EstimateRow,
  type QuantityError,
  type RoomError,
} from './estimate';
import type { EnquiryPrefill, EnquiryStrings } from './enquiry-message';

/** A category of the price list with its translated heading and its rows, in table order. */
export interface EstimateGroup {
  heading: string;
  rows: EstimateRow[];
}

/** The price rows grouped by category as the price table shows them, in `locale`. */
export async function estimateGroups(locale: Locale): Promise<EstimateGroup[]> {
  const t = useTranslations(locale);
  const rows = (await getOrderedCollection('priceList')).map((entry) => entry.data);
  return groupByCategory(rows).map((group) => ({
    heading: t(priceCategoryKeys[group.category]),
    rows: group.rows.map((row) => ({
      id: row.id,
      name: localisedText(row.service, locale),
      unit: t(priceUnitKeys[row.unit]),
      priceCents: row.price === null ? null : toCents(row.price),
      ...(row.measure && { measure: row.measure }),
    })),
  }));
}

/** The VAT rate as the language writes a percentage: `24%` (et, en), `24 %` (ru). */
function vatRateText(locale: Locale): string {
  return new Intl.NumberFormat(localeInfo(locale).numberLocale, { style: 'percent' }).format(vatRatePercent / 100);
}

/**
 * The message templates (`estimator.message*`) in `locale`, with the VAT
 * rate filled in and the other `{{placeholders}}` left for the browser.
 */
function enquiryStrings(locale: Locale): EnquiryStrings {
  const t = useTranslations(locale);
  const rate = vatRateText(locale);
  // i18next would fill `{{count}}`: keep it for the browser.
  const count = '{{count}}';
  return {
    intro: t('estimator.messageIntro'),
    line: t('estimator.messageLine'),
    lineOnRequest: t('estimator.messageLineOnRequest'),
    total: t('estimator.messageTotal', { rate }),
    note: t('estimator.messageNote'),
    room: t('estimator.messageRoom'),
    roomName: t('estimator.roomName'),
    doors: {
      one: t('estimator.doorsOne', { count }),
      few: t('estimator.doorsFew', { count }),
      many: t('estimator.doorsMany', { count }),
    },
    windows: {
      one: t('estimator.windowsOne', { count }),
      few: t('estimator.windowsFew', { count }),
      many: t('estimator.windowsMany', { count }),
    },
  };
}

/** The contact form's prefill data in `locale`: every price row, flat, in table order. */
export async function enquiryPrefill(locale: Locale): Promise<EnquiryPrefill> {
  return {
    rows: (await estimateGroups(locale)).flatMap((group) => group.rows),
    strings: enquiryStrings(locale),
    numberLocale: localeInfo(locale).numberLocale,
    vatRatePercent,
  };
}

/**
 * The estimator's own texts in `locale` (`estimator.*`, `priceList.onRequest`,
 * `.disclaimer`, `.cta`), the room-size helper's (`rooms`) and the
 * enquiry's templates (`enquiry`, for the WhatsApp link's text).
 * `total` and `totalWithVat` are shown with the amount after them ("Kokku
 * km-ta alates" 330 €): the amount ends the line, so a longer amount moves
 * nothing before it.
 */
export function estimatorStrings(locale: Locale) {
  const t = useTranslations(locale);
  const { numberLocale } = localeInfo(locale);
  const max = new Intl.NumberFormat(numberLocale).format(maxQuantity);
  const errors: Record<QuantityError, string> = {
    notNumber: t('estimator.errorNotNumber'),
    notPositive: t('estimator.errorNotPositive'),
    tooLarge: t('estimator.errorTooLarge', { max }),
    tooManyDecimals: t('estimator.errorTooManyDecimals'),
  };
  const roomErrors: Record<RoomError, string> = {
    notNumber: errors.notNumber,
    tooManyDecimals: errors.tooManyDecimals,
    notPositive: t('estimator.roomErrorNotPositive'),
    tooLarge: t('estimator.roomErrorTooLarge', { max: maxRoomMetres }),
    notCount: t('estimator.roomErrorNotCount', { max: maxOpenings }),
  };
  const metres = (hundredths: number) => formatQuantity(hundredths, numberLocale);
  const rooms = {
    summary: t('estimator.roomsSummary'),
    intro: t('estimator.roomsIntro', {
      doorArea: metres(openings.doorArea),
      doorWidth: metres(openings.doorWidth),
      windowArea: metres(openings.windowArea),
    }),
    /** `{{n}}`: the room's number. */
    name: t('estimator.roomName'),
    fields: {
      length: t('estimator.roomLength'),
      width: t('estimator.roomWidth'),
      height: t('estimator.roomHeight'),
      doors: t('estimator.roomDoors'),
      windows: t('estimator.roomWindows'),
    },
    /** `{{walls}}`, `{{floor}}`, `{{skirting}}`: a room's or all rooms' figures. */
    figures: t('estimator.roomFigures'),
    total: t('estimator.roomsTotal'),
    add: t('estimator.addRoom'),
    remove: t('estimator.removeRoom'),
    apply: t('estimator.applyRooms'),
    errors: roomErrors,
  };
  return {
    unitPrice: t('estimator.unitPrice'),
    onRequest: t('priceList.onRequest'),
    total: t('estimator.total'),
    totalWithVat: t('estimator.totalWithVat', { rate: vatRateText(locale) }),
    onRequestExcluded: t('estimator.onRequestExcluded'),
    disclaimer: t('priceList.disclaimer'),
    cta: t('priceList.cta'),
    errors,
    rooms,
    whatsapp: t('estimator.whatsapp'),
    whatsappTitle: t('estimator.whatsappTitle'),
    copyLink: t('estimator.copyLink'),
    copied: t('estimator.copied'),
    linkLabel: t('estimator.linkLabel'),
    print: t('estimator.print'),
    enquiry: enquiryStrings(locale),
  };
}

/** The estimator's texts, as `estimatorStrings` returns them. */
export type EstimatorStrings = ReturnType<typeof estimatorStrings>;

/**
 * The `https://wa.me/` link to the company's WhatsApp (the number's digits
 * only), or `undefined` when `site.ts` sets no `whatsapp` fact; the
 * estimator adds the estimate as `?text=`.
 */
export function whatsappUrl(): string | undefined {
  const number: string | undefined = 'whatsapp' in company ? company.whatsapp : undefined;
  return number ? `https://wa.me/${number.replace(/\D/g, '')}` : undefined;
}
