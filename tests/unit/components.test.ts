import { readFileSync } from 'node:fs';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { load as parseYaml } from 'js-yaml';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import PriceList from '../../src/components/PriceList';
import Footer from '../../src/components/Footer.astro';
import ContactSection from '../../src/components/ContactSection.astro';
import { localeInfo, locales, type Locale } from '../../src/lib/i18n/locales';
import { company, phoneHref, vatRatePercent, whatsappUrl } from '../../src/lib/company/company';
import { estimateGroups, timing } from '../../src/lib/prices/price-list-props';
import { estimatorTexts, priceListTexts } from '../../src/lib/prices/island-texts';
import { priceCategories } from '../support/price-data';
import { localisedText } from '../../src/lib/content/localised-text';
import type { PriceRow } from '../../src/lib/prices/price-rows';
import { translate } from '../support/translations';

/**
 * Under Vitest, `astro:content` reads the dev data store, which `astro build`
 * does not write, so collections are empty: the price list gets the rows of
 * tests/fixtures/price-list/valid.yaml instead (in file order, as the loader
 * gives them).
 */
/** The price file's header (its categories and their headings) in place of the `priceListHeader` collection. */
vi.mock('astro:content', async (original) => ({
  ...(await original<object>()),
  getEntry: async () => ({ data: { categories: (await import('../support/price-data')).priceCategories } }),
}));

vi.mock('../../src/lib/content/ordered-collection', () => ({
  getOrderedCollection: async () => {
    const text = readFileSync(new URL('../fixtures/price-list/valid.yaml', import.meta.url), 'utf-8');
    return (parseYaml(text) as { id: string }[]).map((row, index) => ({
      id: row.id,
      data: { ...row, order: index + 1 },
    }));
  },
}));

/** A row of the fixture price file the price list renders, by id. */
const fixtureRow = (id: string) =>
  (parseYaml(readFileSync(new URL('../fixtures/price-list/valid.yaml', import.meta.url), 'utf-8')) as PriceRow[]).find(
    (row) => row.id === id,
  )!;

let container: AstroContainer;

beforeAll(async () => {
  container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    // The container knows only Astro's built-in directives; register the
    // site's `client:after-paint` (astro.config.mjs). Its script is not
    // under test here, so a comment stands in for it.
    manifest: { clientDirectives: new Map([['after-paint', '/* client:after-paint */']]) } as never,
  });
});

/** Text of an element with whitespace (incl. no-break spaces) collapsed. */
const text = (element: HTMLElement | null) => element?.textContent.replace(/\s+/g, ' ').trim();

/** Texts of a row's header and data cells, without the quantity cell (which needs JavaScript). */
const cells = (row: HTMLElement) => row.querySelectorAll('th, td:not([data-requires-script])').map(text);

/** The price list as the server renders it (what a visitor without JavaScript reads), its phone-only words left out. */
async function renderPriceList(locale: Locale): Promise<HTMLElement> {
  const html = renderToString(
    createElement(PriceList, {
      groups: await estimateGroups(locale),
      priceListTexts: priceListTexts(locale),
      texts: estimatorTexts(locale),
      numberLocale: localeInfo(locale).numberLocale,
      vatRatePercent,
      quoteUrl: '/contacts/#contact-form',
      timing: timing(locale),
      errorText: translate(locale, 'error.islandFailed'),
    }),
  );
  const root = parse(html);
  for (const word of root.querySelectorAll('[class*="phoneOnly"]')) word.remove();
  return root;
}

describe.each(locales.map((l) => l.code))('PriceList in %s, as the server renders it', (locale: Locale) => {
  let table: HTMLElement;
  const rowOf = (id: string) => table.querySelector(`tr:has(#estimate-${id}-name)`)!;
  /** A price in cents as the language writes euros: whole euros without cents, else both decimals. */
  const euros = (cents: number) =>
    new Intl.NumberFormat(localeInfo(locale).numberLocale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    })
      .format(cents / 100)
      .replace(/\s+/g, ' ');
  /** A price in cents with VAT at the site's rate, half a cent up, as the language writes euros. */
  const withVat = (cents: number) =>
    new Intl.NumberFormat(localeInfo(locale).numberLocale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
    })
      .format(Math.round((cents * (100 + vatRatePercent)) / 100) / 100)
      .replace(/\s+/g, ' ');

  beforeAll(async () => {
    table = (await renderPriceList(locale)).querySelector('table')!;
  });

  test('has the five translated column headers, then the quantity column that needs JavaScript', () => {
    const expected = ['columnService', 'columnUnit', 'columnPrice', 'columnPriceVat', 'columnNotes'].map((key) =>
      translate(locale, `priceList.${key}`),
    );
    const headers = table.querySelectorAll('thead th[scope="col"]');
    expect(headers.map(text)).toEqual([...expected, translate(locale, 'estimator.columnQuantity')]);
    expect(headers.map((header) => header.hasAttribute('data-requires-script'))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  test('shows a priced row with its name, unit, price in euros, price with VAT and note', () => {
    const { service, note } = fixtureRow('wall-priming');
    expect(cells(rowOf('wall-priming'))).toEqual([
      localisedText(service, locale),
      translate(locale, 'priceList.unitM2'),
      euros(300),
      withVat(300),
      localisedText(note!, locale),
    ]);
  });

  test('shows "on request" once across both price columns for a null price, and the default note', () => {
    const row = rowOf('decorative-painting');
    expect(cells(row).slice(2)).toEqual([
      translate(locale, 'priceList.onRequest'),
      translate(locale, 'priceList.defaultNote'),
    ]);
    expect(row.querySelectorAll('td')[1].getAttribute('colspan')).toBe('2');
  });

  test('localises every unit, falls back to the Estonian name and shows cents', () => {
    expect(cells(rowOf('skirting'))).toEqual([
      fixtureRow('skirting').service.et,
      translate(locale, 'priceList.unitJm').replace(/\s+/g, ' '),
      euros(550),
      withVat(550),
      translate(locale, 'priceList.defaultNote'),
    ]);
    expect(cells(rowOf('interior-door'))[1]).toBe(translate(locale, 'priceList.unitTk'));
    expect(cells(rowOf('hourly-rate'))[1]).toBe(translate(locale, 'priceList.unitTund'));
  });

  test('groups the rows under the translated category headings, in the category order', () => {
    const groups = table.querySelectorAll('tbody').map((body) => ({
      category: text(body.querySelector('th[scope="rowgroup"]')),
      rows: body.querySelectorAll('th[scope="row"]').map((name) => name.id.replace(/^estimate-|-name$/g, '')),
    }));
    const heading = (id: string) => priceCategories.find((category) => category.id === id)!.label[locale];
    expect(groups).toEqual([
      { category: heading('preparation'), rows: ['wall-priming'] },
      { category: heading('painting'), rows: ['decorative-painting'] },
      { category: heading('ceilings'), rows: ['plasterboard-ceiling'] },
      { category: heading('floors'), rows: ['skirting', 'interior-door'] },
      { category: heading('hourly'), rows: ['hourly-rate'] },
    ]);
  });
});

describe.each(locales.map((l) => l.code))('Footer in %s', (locale: Locale) => {
  let footer: HTMLElement;

  beforeAll(async () => {
    footer = parse(await container.renderToString(Footer, { props: { locale } })).querySelector('footer')!;
  });

  test('shows the current year and the company domain', () => {
    expect(text(footer)).toContain(String(new Date().getFullYear()));
    expect(text(footer)).toContain(company.domain);
  });

  test('shows the rights-reserved and trademark lines', () => {
    expect(text(footer)).toContain(translate(locale, 'footer.rightsReserved'));
    expect(text(footer)).toContain(translate(locale, 'footer.trademark'));
  });
});

describe.each(locales.map((l) => l.code))('ContactSection in %s', (locale: Locale) => {
  let section: HTMLElement;

  beforeAll(async () => {
    const html = await container.renderToString(ContactSection, {
      props: {
        locale,
        id: 'contact-form',
        heading: translate(locale, 'contactForm.heading'),
        promise: translate(locale, 'contacts.replyTime'),
      },
    });
    section = parse(html).querySelector('section#contact-form')!;
  });

  test('renders its heading and, before hydration, the form with labelled fields', () => {
    expect(text(section.querySelector('h2'))).toBe(translate(locale, 'contactForm.heading'));
    const fields = section.querySelectorAll('form label').map((label) => {
      const control = label.querySelector('input, textarea')!;
      return [
        text(label),
        control.tagName.toLowerCase(),
        control.getAttribute('name'),
        control.getAttribute('type') ?? control.getAttribute('rows'),
      ];
    });
    expect(fields).toEqual([
      [translate(locale, 'contactForm.nameLabel'), 'input', 'from_name', 'text'],
      [translate(locale, 'contactForm.emailLabel'), 'input', 'from_email', 'email'],
      [translate(locale, 'contactForm.phoneLabel'), 'input', 'from_phone', 'tel'],
      [translate(locale, 'contactForm.messageLabel'), 'textarea', 'message', '3'],
      [translate(locale, 'contactForm.locationLabel'), 'input', 'job_location', 'text'],
      [translate(locale, 'contactForm.visitLabel'), 'input', 'visit_time', 'text'],
    ]);
    // The site's own rules and errors, not the browser's bubble.
    expect(section.querySelector('form')!.hasAttribute('novalidate')).toBe(true);
    expect(text(section.querySelector('form button[type="submit"]'))).toBe(translate(locale, 'contactForm.submit'));
  });

  test('promises a reply above the form, with the phone and WhatsApp as links', () => {
    const promise = section.querySelector('h2 + p')!;
    expect(text(promise)!.startsWith(translate(locale, 'contacts.replyTime'))).toBe(true);
    expect(section.innerHTML.indexOf(promise.outerHTML)).toBeLessThan(section.innerHTML.indexOf('<form'));
    const links = promise.querySelectorAll('a').map((link) => [text(link), link.getAttribute('href')]);
    expect(links).toEqual([
      [company.phone, phoneHref],
      [translate(locale, 'contactForm.whatsappLink'), whatsappUrl],
    ]);
  });
});
