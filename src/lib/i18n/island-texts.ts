/**
 * The locale file's groups the islands receive as props, in one language,
 * with the site facts filled in: no translation code and no other language
 * reaches the browser (docs/decisions.md, "Strings handed to islands as
 * props"). Build-time only.
 */
import type { Locale } from './locales';
import { localeInfo } from './locales';
import { useTranslations } from './translations';
import { vatRatePercent } from '../company/company';
import { formatQuantity } from '../prices/money';
import { maxOpenings, maxQuantity, maxRoomMetres, openings } from '../prices/estimate';
import type { EstimatorTexts, PriceListTexts } from '../prices/price-list-texts';
import { contactSectionKeys, type ContactFormTexts } from '../form/contact-form-texts';
import { maxPhotos, photoRetentionDays } from '../photos/photo-limits';
import { daysText } from './fact-words';
import type et from '../../../locales/et.json';

/**
 * The `contactForm` group in `locale` without the keys the section shows
 * outside the island, with `{{maxPhotos}}` and `{{photoRetention}}` filled;
 * `{{file}}` (a photo's file name) stays for the browser.
 */
export function contactFormTexts(locale: Locale): ContactFormTexts {
  const group = useTranslations(locale)('contactForm', {
    returnObjects: true,
    maxPhotos,
    photoRetention: daysText(photoRetentionDays, locale),
  }) as unknown as Record<string, unknown>;
  const outside: readonly string[] = contactSectionKeys;
  return Object.fromEntries(Object.entries(group).filter(([key]) => !outside.includes(key))) as ContactFormTexts;
}

/** The VAT rate as the language writes a percentage: `24%` (et, en), `24 %` (ru). */
function vatRateText(locale: Locale): string {
  return new Intl.NumberFormat(localeInfo(locale).numberLocale, { style: 'percent' }).format(vatRatePercent / 100);
}

/**
 * The `estimator` group in `locale`, as i18next returns it
 * (`t('estimator', { returnObjects: true })`), with what the build knows
 * filled in: `{{rate}}` (the VAT rate), `{{maxQuantity}}`, `{{maxMetres}}`,
 * `{{maxOpenings}}` and the standard openings. Placeholders the browser
 * fills (`{{count}}`, `{{price}}` …) stay as they are (i18next keeps a
 * placeholder it has no value for). Plural forms stay as their keys
 * (`doors_one` … `doors_other`): the browser picks one with
 * `Intl.PluralRules`, as i18next does.
 */
export function estimatorTexts(locale: Locale): EstimatorTexts {
  const t = useTranslations(locale);
  const { numberLocale } = localeInfo(locale);
  const metres = (hundredths: number) => formatQuantity(hundredths, numberLocale);
  return t('estimator', {
    returnObjects: true,
    rate: vatRateText(locale),
    maxQuantity: new Intl.NumberFormat(numberLocale).format(maxQuantity),
    maxMetres: maxRoomMetres,
    maxOpenings,
    doorArea: metres(openings.doorArea),
    doorWidth: metres(openings.doorWidth),
    windowArea: metres(openings.windowArea),
  }) as unknown as EstimatorTexts;
}

/** The locale file's `priceList` group in `locale` (`t('priceList', { returnObjects: true })`). */
export function priceListTexts(locale: Locale): PriceListTexts {
  return useTranslations(locale)('priceList', { returnObjects: true }) as unknown as PriceListTexts;
}

/**
 * The lightbox's labels: the locale file's `gallery.lightbox` group
 * (`dialogLabel` names the dialog; `before` and `beforeCaption`, with
 * `{{caption}}` its place, caption a "before" photo without and with a
 * caption of its own).
 */
export type LightboxTexts = (typeof et)['gallery']['lightbox'];

/**
 * The `gallery.lightbox` group in `locale`. Its `{{caption}}` stays for the
 * browser to fill (i18next keeps a placeholder it has no value for).
 */
export function lightboxTexts(locale: Locale): LightboxTexts {
  return useTranslations(locale)('gallery.lightbox', { returnObjects: true }) as unknown as LightboxTexts;
}
