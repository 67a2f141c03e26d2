/**
 * The lightbox island's texts in one language, handed to it as props
 * (docs/decisions.md, "Strings handed to islands as props"); the island
 * imports only the type.
 */
import type et from '../../../locales/et.json';
import type { Locale } from '../i18n/locales';
import { useTranslations } from '../company/translations';

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
 * Build-time only.
 */
export function lightboxTexts(locale: Locale): LightboxTexts {
  return useTranslations(locale)('gallery.lightbox', { returnObjects: true }) as unknown as LightboxTexts;
}
