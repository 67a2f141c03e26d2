import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useTranslations } from '../../src/lib/company/translations';
import { localeInfo } from '../../src/lib/i18n/locales';
import { company } from '../../src/lib/company/company';
import { brandMarkSvg } from '../../src/styles/brand-mark';
import { fileForPath, readBuiltPage } from '../support/built-site';
import { priceGroups } from '../support/price-data';
import { homePages, notFoundPages, sitePages } from '../support/site-pages';
import { distDir, startStaticServer, type StaticServer } from '../../scripts/static-server';

// What search engines read: robots.txt, sitemap-index.xml with the alternates of
// each page, distinct titles and descriptions, one JSON-LD block per page
// built from the price-list data file, and a localised 404 page for any
// other URL.
const read = (file: string) => readFile(`${distDir}${file}`, 'utf-8');
const { document: home } = await readBuiltPage('index.html');
const origin = new URL(home.querySelector('link[rel="canonical"]')!.getAttribute('href')!).origin;
const pageUrl = (path: string) => `${origin}${path}`;

describe('robots.txt', () => {
  test('lets every crawler in and names the sitemap by its absolute URL', async () => {
    const robots = await read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${origin}/sitemap-index\\.xml$`, 'm'));
  });
});

describe('sitemap-index.xml', () => {
  test('is an index of sitemaps that are built', async () => {
    const index = await read('sitemap-index.xml');
    expect(index).toContain('<sitemapindex');
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const url of sitemaps) {
      expect(url.origin).toBe(origin);
      expect(fileForPath(url.pathname), url.href).toBeDefined();
    }
  });

  test('lists exactly the site pages, each with its alternate in every language', async () => {
    const index = await read('sitemap-index.xml');
    const entries = new Map<string, Record<string, string>>();
    for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const sitemap = await read(new URL(loc).pathname.slice(1));
      for (const [, url] of sitemap.matchAll(/<url>(.*?)<\/url>/g)) {
        const own = /<loc>([^<]+)<\/loc>/.exec(url)![1];
        const alternates = Object.fromEntries(
          [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
        );
        entries.set(own, alternates);
      }
    }
    expect([...entries.keys()].sort()).toEqual(sitePages.map((page) => pageUrl(page.path)).sort());
    for (const page of sitePages) {
      const sameInEachLanguage = sitePages.filter((other) => other.page === page.page);
      expect(entries.get(pageUrl(page.path))).toEqual(
        Object.fromEntries(sameInEachLanguage.map((other) => [localeInfo(other.locale).lang, pageUrl(other.path)])),
      );
    }
  });

  test('every page links it', async () => {
    for (const page of sitePages) {
      const { document } = await readBuiltPage(fileForPath(page.path)!);
      expect(document.querySelector('link[rel="sitemap"]')?.getAttribute('href'), page.path).toBe('/sitemap-index.xml');
    }
  });
});

describe('icons', () => {
  const allPages = [
    ...sitePages.map((page) => ({ path: page.path, file: fileForPath(page.path)! })),
    ...notFoundPages.map(({ path, file }) => ({ path, file })),
  ];

  test.each(allPages)('$path links /favicon.svg, the brand mark', async ({ file }) => {
    const { document } = await readBuiltPage(file);
    const icon = document.querySelector('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe('/favicon.svg');
    expect(icon?.getAttribute('type')).toBe('image/svg+xml');
  });

  test('/favicon.svg is the brand mark', async () => {
    expect(await read('favicon.svg')).toBe(brandMarkSvg());
  });

  test.each(allPages)('$path links a touch icon file that search engines can fetch', async ({ file }) => {
    const { document } = await readBuiltPage(file);
    expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/apple-touch-icon.png');
  });

  test('the touch icon is a square PNG, a multiple of 48 px (what Google Search asks of a favicon)', async () => {
    const { format, width, height } = await sharp(`${distDir}apple-touch-icon.png`).metadata();
    expect(format).toBe('png');
    expect(width).toBe(height);
    expect(width! % 48).toBe(0);
  });
});

test('the pages have distinct titles and descriptions', async () => {
  const heads = await Promise.all(
    sitePages.map(async (page) => {
      const { document } = await readBuiltPage(fileForPath(page.path)!);
      return {
        title: document.querySelector('title')?.textContent,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      };
    }),
  );
  for (const field of ['title', 'description'] as const) {
    const texts = heads.map((head) => head[field]);
    expect(texts.every(Boolean), field).toBe(true);
    expect(new Set(texts).size, field).toBe(sitePages.length);
  }
});

describe('JSON-LD', () => {
  test.each(sitePages)(
    '$path has one HomeAndConstructionBusiness with the company facts, and the price list where it shows',
    async ({ locale, path, page }) => {
      const { document } = await readBuiltPage(fileForPath(path)!);
      const blocks = document.querySelectorAll('script[type="application/ld+json"]');
      expect(blocks).toHaveLength(1);
      const data = JSON.parse(blocks[0].rawText);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'HomeAndConstructionBusiness',
        name: company.name,
        email: company.email,
        telephone: company.phone,
        url: pageUrl(homePages.find((page) => page.locale === locale)!.path),
        address: {
          streetAddress: company.streetAddress,
          postalCode: company.postalCode,
          addressLocality: 'Tallinn',
          addressRegion: 'Harjumaa',
          addressCountry: 'EE',
        },
        areaServed: company.areaServed.map((place) => place[locale] ?? place.et),
      });
      if (page !== 'services') {
        expect(data).not.toHaveProperty('hasOfferCatalog');
        return;
      }
      const offers = data.hasOfferCatalog.itemListElement.flatMap(
        (category: { itemListElement: unknown[] }) => category.itemListElement,
      );
      expect(
        offers.map(
          (offer: {
            itemOffered: { name: string };
            priceSpecification?: { minPrice: number; priceCurrency: string };
          }) => [
            offer.itemOffered.name,
            offer.priceSpecification?.minPrice ?? null,
            offer.priceSpecification?.priceCurrency ?? null,
          ],
        ),
      ).toEqual(
        priceGroups
          .flatMap((group) => group.rows)
          .map((row) => [row.service[locale] ?? row.service.et, row.price, row.price === null ? null : 'EUR']),
      );
    },
  );
});

describe('404 pages', () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startStaticServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test.each(notFoundPages)('$file is in its language, not indexed, and links home', async ({ locale, file }) => {
    const t = useTranslations(locale);
    const { document } = await readBuiltPage(file);
    expect(document.querySelector('html')?.getAttribute('lang')).toBe(locale);
    expect(document.querySelector('h1')?.textContent).toBe(t('notFound.heading'));
    expect(document.querySelector('title')?.textContent).toBe(t('notFound.title'));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    const homePath = homePages.find((page) => page.locale === locale)!.path;
    expect(document.querySelector('main a')?.getAttribute('href')).toBe(homePath);
    expect(document.querySelector('main a')?.textContent).toBe(t('notFound.homeLink'));
  });

  test.each([
    ['/no-such-page', 'et'],
    ['/services/old/', 'et'],
    ['/en/no-such-page', 'en'],
    ['/en/services/old/page', 'en'],
    ['/ru/no-such-page/', 'ru'],
  ] as const)('%s answers 404 with the %s not-found page', async (path, locale) => {
    const response = await fetch(`${server.origin}${path}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(`<h1>${useTranslations(locale)('notFound.heading')}</h1>`);
  });
});
