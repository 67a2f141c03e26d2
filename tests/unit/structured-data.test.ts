import { describe, expect, test } from 'vitest';
import { useTranslations } from '../../src/lib/company/translations';
import type { PriceRow } from '../../src/lib/prices/price-rows';
import { company } from '../../src/lib/company/company';
import { buildBusinessData, offerCatalog, serialiseJsonLd } from '../../src/lib/head/structured-data';
import { priceCategories } from '../support/price-data';

const rows: PriceRow[] = [
  {
    id: 'hourly',
    category: 'hourly',
    service: { et: 'Tunnitöö', en: 'Hourly work' },
    unit: 'tund',
    price: 30,
  },
  {
    id: 'walls',
    category: 'preparation',
    service: { et: 'Seinad', en: 'Walls', ru: 'Стены' },
    unit: 'm2',
    price: 3.5,
  },
  { id: 'decor', category: 'painting', service: { et: 'Dekoor' }, unit: 'm2', price: null },
  {
    id: 'skirting',
    category: 'preparation',
    service: { et: 'Liistud', en: 'Skirting' },
    unit: 'jm',
    price: 5,
  },
];

const inputs = (locale: 'et' | 'en' | 'ru') => ({
  locale,
  homeUrl: locale === 'et' ? 'https://example.ee/' : `https://example.ee/${locale}/`,
  imageUrl: 'https://example.ee/_astro/og.jpg',
  description: 'Painting in Tallinn',
  t: useTranslations(locale),
});
const build = (locale: 'et' | 'en' | 'ru') => buildBusinessData(inputs(locale));

/** The offer catalogue of `rows` in `locale`, as the services page hands it to the layout. */
const catalogueIn = (locale: 'et' | 'en' | 'ru', validFrom?: string) =>
  offerCatalog(rows, priceCategories, locale, useTranslations(locale), validFrom);

/** The heading of the price file's category `id` in `locale`. */
const heading = (id: string, locale: 'et' | 'en' | 'ru') => {
  const { label } = priceCategories.find((category) => category.id === id)!;
  return label[locale] ?? label.et;
};

describe('JSON-LD of the business', () => {
  test('is one HomeAndConstructionBusiness with the company facts of company.ts, the same @id in every language', () => {
    const data = build('en');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HomeAndConstructionBusiness',
      '@id': 'https://example.ee/#business',
      name: company.name,
      url: 'https://example.ee/en/',
      email: company.email,
      telephone: company.phone,
      identifier: { value: company.registrationCode, name: useTranslations('en')('company.registrationCodeLabel') },
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Tallinn',
        addressRegion: 'Harjumaa',
        addressCountry: 'EE',
      },
      areaServed: company.areaServed.map((place) => place.en ?? place.et),
    });
    // Each place by its name in the page's language, Estonian where the file gives none.
    for (const locale of ['et', 'ru'] as const)
      expect(build(locale).areaServed).toEqual(company.areaServed.map((place) => place[locale] ?? place.et));
    expect(data).toHaveProperty('vatID', company.vatNumber);
    expect(data).toHaveProperty('foundingDate', String(company.foundedYear));
    expect(data).toHaveProperty('numberOfEmployees', { '@type': 'QuantitativeValue', value: company.teamSize });
    expect(build('ru')['@id']).toBe(data['@id']);
  });

  test('has no review markup: Google ignores self-serving reviews of a local business', () => {
    expect(serialiseJsonLd(build('et'))).not.toMatch(/"(Review|AggregateRating)"|"review"|"aggregateRating"/);
  });

  test("gives each offer the price list's validFrom date, when the price file has one", () => {
    const offers = (validFrom?: string) =>
      catalogueIn('et', validFrom).itemListElement.flatMap((catalogue) => catalogue.itemListElement);
    expect(offers('2027-01-01').map((offer) => offer.validFrom)).toEqual(rows.map(() => '2027-01-01'));
    expect(offers().every((offer) => !('validFrom' in offer))).toBe(true);
  });

  test('takes what the page adds (the services page’s catalogue) as it is', () => {
    const hasOfferCatalog = catalogueIn('en');
    expect(buildBusinessData({ ...inputs('en'), extra: { hasOfferCatalog } })).toMatchObject({ hasOfferCatalog });
  });

  test('without price rows (a page that shows no prices) has no offer catalogue', () => {
    const data = buildBusinessData({
      locale: 'en',
      homeUrl: 'https://example.ee/en/',
      imageUrl: 'https://example.ee/_astro/og.jpg',
      description: 'Painting in Tallinn',
      t: useTranslations('en'),
    });
    expect(data).not.toHaveProperty('hasOfferCatalog');
    expect(data.name).toBe(company.name);
  });

  test('has the price list as one offer catalogue per category, in the table’s category order', () => {
    const t = useTranslations('en');
    const catalogue = catalogueIn('en');
    expect(catalogue.name).toBe(t('priceList.heading'));
    expect(
      catalogue.itemListElement.map((category) => [
        category.name,
        category.itemListElement.map((o) => o.itemOffered.name),
      ]),
    ).toEqual([
      [heading('preparation', 'en'), ['Walls', 'Skirting']],
      [heading('painting', 'en'), ['Dekoor']],
      [heading('hourly', 'en'), ['Hourly work']],
    ]);
  });

  test('gives a priced row its "from" price in EUR excl. VAT per unit, and an unpriced row no price', () => {
    const offers = catalogueIn('ru').itemListElement.flatMap((category) => category.itemListElement);
    expect(offers[0]).toEqual({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: 'Стены' },
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        minPrice: 3.5,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
        unitCode: 'MTK',
        unitText: useTranslations('ru')('priceList.unitM2'),
      },
    });
    expect(offers[1].itemOffered.name).toBe('Liistud');
    expect(offers[1].priceSpecification?.unitCode).toBe('MTR');
    expect(offers[2]).toEqual({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'Dekoor' } });
    expect(offers[3].priceSpecification?.unitCode).toBe('HUR');
  });

  test('serialises so that no text can close its <script> element', () => {
    expect(serialiseJsonLd({ name: 'a</script><script>alert(1)</script>' })).toBe(
      '{"name":"a\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
  });
});
