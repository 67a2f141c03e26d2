import type { TranslationKey } from '../i18n/translations';
import type { Locale } from '../i18n/locales';
import { localisedText } from '../content/localised-text';
import { groupByCategory, type PriceRow, type PriceUnit } from '../prices/price-rows';
import { localisedRow } from '../prices/localised-row';
import type { PriceCategory } from '../prices/price-file';
import { company, placesServed } from '../company/company';

/** UN/CEFACT Common Code of each unit, schema.org's `unitCode`: m², metre, piece, hour. */
const unitCodes: Record<PriceUnit, string> = { m2: 'MTK', jm: 'MTR', tk: 'H87', tund: 'HUR' };

export interface BusinessDataInput {
  locale: Locale;
  /** Absolute URL of the home page in the page's language. */
  homeUrl: string;
  /** Absolute URL of a photo of the work (the social preview image). */
  imageUrl: string;
  /** The business described in the page's language. */
  description: string;
  /** The page's translate function: labels of the catalogue, categories, units. */
  t: (key: TranslationKey) => string;
  /**
   * What the page adds to the business about what it shows (the services
   * page: its `hasOfferCatalog`, `offerCatalog()`); the layout passes it on
   * without knowing which page it is.
   */
  extra?: Record<string, unknown>;
}

/**
 * The page's JSON-LD (docs/behaviour.md, "Head and search engines"): one schema.org
 * `HomeAndConstructionBusiness` with the company facts of `company/company.ts` (the
 * VAT number as `vatID`, the year it started as `foundingDate`, who does
 * the work as `numberOfEmployees`) and the area served, its places named in
 * the page's language; no review markup, not the average rating either
 * (docs/decisions.md, "No review markup"); then the page's `extra` (the
 * services page's offer catalogue: structured data describes what its page
 * shows, and the other pages stay within one network round trip). `@id` is
 * the same on every page and language: they all describe one business.
 */
export function buildBusinessData({ locale, homeUrl, imageUrl, description, t, extra }: BusinessDataInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': new URL('/#business', homeUrl).href,
    name: company.name,
    description,
    url: homeUrl,
    image: imageUrl,
    email: company.email,
    telephone: company.phone,
    identifier: { '@type': 'PropertyValue', name: t('company.registrationCodeLabel'), value: company.registrationCode },
    ...(company.vatNumber && { vatID: company.vatNumber }),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.streetAddress,
      postalCode: company.postalCode,
      addressLocality: company.locality,
      addressRegion: company.region,
      addressCountry: company.country,
    },
    areaServed: placesServed(locale),
    ...(company.foundedYear && { foundingDate: String(company.foundedYear) }),
    ...(company.teamSize && { numberOfEmployees: { '@type': 'QuantitativeValue', value: company.teamSize } }),
    currenciesAccepted: 'EUR',
    ...extra,
  };
}

/**
 * The price rows (in the price table's order) as a schema.org
 * `OfferCatalog`, one catalogue per category of `categories` (the price
 * file's, named by their headings in `locale`), one `Offer` per row, each
 * with `validFrom` when the price file gives the date. A priced row's
 * `minPrice` is its "from" price in EUR excluding VAT, per unit; a row
 * without a price ("on request") offers the service with no price.
 */
export function offerCatalog(
  rows: PriceRow[],
  categories: readonly PriceCategory[],
  locale: Locale,
  t: BusinessDataInput['t'],
  validFrom?: string,
) {
  return {
    '@type': 'OfferCatalog',
    name: t('priceList.heading'),
    itemListElement: groupByCategory(rows, categories).map((group) => ({
      '@type': 'OfferCatalog',
      name: localisedText(group.category.label, locale),
      itemListElement: group.rows.map((row) => {
        const shown = localisedRow(row, locale);
        return {
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name: shown.name },
          ...(validFrom && { validFrom }),
          ...(shown.priceCents === null
            ? {}
            : {
                priceSpecification: {
                  '@type': 'UnitPriceSpecification',
                  minPrice: shown.priceCents / 100,
                  priceCurrency: 'EUR',
                  valueAddedTaxIncluded: false,
                  unitCode: unitCodes[row.unit],
                  unitText: shown.unit,
                },
              }),
        };
      }),
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is written `\u003c`
 * so no text in the data can close the element.
 */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
