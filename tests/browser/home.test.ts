import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openSitePage, useBuiltSite } from '../support/browser';
import { localeCodes, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';
import type { Locale } from '../../src/lib/i18n/locales';
import { company, siteMaker } from '../../src/lib/site';

/** The home page (docs/behaviour.md, "Home page"), in each language. */

const built = useBuiltSite();

/** The gallery has 22 photos. */
const photoCount = 22;

/** Alt text of photo N (`gallery.photoAlt`: 'Tehtud töö N' in Estonian). */
const photoAlt = (locale: Locale, n: number) => translate(locale, 'gallery.photoAlt', { n });

describe.each(localeCodes)('home page in %s', (locale) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openSitePage(built.browser, built.server.origin));
    await page.goto(built.server.origin + sitePath(locale, 'home'));
  });

  afterAll(async () => {
    await context?.close();
  });

  const gallery = () => page.locator('#projects');

  test('loads the hero image eagerly, with high priority and a srcset', async () => {
    const hero = page.getByRole('img', { name: translate(locale, 'home.heroAlt'), exact: true });
    expect(await hero.getAttribute('loading')).toBe('eager');
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('srcset')).toMatch(/\S+ \d+w/);
  });

  test('has the #projects section with its translated title', async () => {
    const heading = gallery().getByRole('heading', { level: 2 });
    expect(await heading.textContent()).toBe(translate(locale, 'home.projectsTitle'));
  });

  test(`shows ${photoCount} lazily loaded photos with the alt text "${photoAlt(locale, 1)}" … "${photoAlt(locale, photoCount)}"`, async () => {
    const photos = gallery().getByRole('img');
    const alts = Array.from({ length: photoCount }, (_, i) => photoAlt(locale, i + 1));
    expect(await photos.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(alts);
    expect(await photos.evaluateAll((images) => images.map((image) => image.getAttribute('loading')))).toEqual(
      alts.map(() => 'lazy'),
    );
  });

  test('links each photo to its full-size image, which answers with an image', async () => {
    const links = await gallery().getByRole('link').all();
    expect(links).toHaveLength(photoCount);
    for (const [index, link] of links.entries()) {
      expect(await link.getByRole('img').getAttribute('alt')).toBe(photoAlt(locale, index + 1));
      const image = await page.request.get(new URL((await link.getAttribute('href'))!, built.server.origin).href);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\//);
    }
  });

  test('shows the contact form below the grid, then the call to action', async () => {
    const grid = await gallery().getByRole('list').boundingBox();
    const form = await page.locator('#contact form').boundingBox();
    const cta = await page.getByText(translate(locale, 'home.ctaText'), { exact: true }).boundingBox();
    const website = await page.getByText(translate(locale, 'home.ctaWebsite'), { exact: true }).boundingBox();
    expect(grid!.y + grid!.height).toBeLessThanOrEqual(form!.y);
    expect(form!.y + form!.height).toBeLessThanOrEqual(cta!.y);
    expect(cta!.y).toBeLessThan(website!.y);
  });

  test("sets the website maker's offer apart from the contractor's call to action, with the maker's e-mail", async () => {
    const offer = page.getByText(translate(locale, 'home.ctaWebsite'), { exact: true });
    expect(await page.locator('#contact').getByText(translate(locale, 'home.ctaWebsite')).count()).toBe(0);
    expect(await offer.getByRole('link', { name: siteMaker.email }).getAttribute('href')).toBe(
      `mailto:${siteMaker.email}`,
    );
    expect(await offer.textContent()).not.toContain(company.email);
  });
});
