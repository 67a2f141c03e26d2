import type et from '../../../locales/et.json';

/**
 * The types of the locale file's groups the price list's island receives
 * (`i18n/island-texts.ts` fills them for one language). Types only: the
 * island and the enquiry message import them without the build's modules.
 */

/** The locale file's `priceList` group, as the page's language writes it. */
export type PriceListTexts = (typeof et)['priceList'];

/** The locale file's `estimator` group, with the build's numbers filled in (`estimatorTexts`). */
export type EstimatorTexts = (typeof et)['estimator'];
