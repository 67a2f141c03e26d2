import { expect, test } from '../support/fixtures';
import { galleryPhoto, homePhotoCount, photoAlt } from '../support/gallery';
import { localeCodes, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';
import { company, siteMaker } from '../../src/lib/site';

/** The home page in each language: hero, gallery (as many photos as src/data/gallery.yaml lists), form, call to action. */
for (const locale of localeCodes) {
  test.describe(`home page in ${locale}`, () => {
    const t = (key: string) => translate(locale, key);

    test.beforeEach(async ({ page }) => {
      await page.goto(sitePath(locale, 'home'));
    });

    test('loads the hero image eagerly, with high priority and a srcset', async ({ page }) => {
      const hero = page.getByRole('img', { name: t('home.heroAlt'), exact: true });
      await expect(hero).toHaveAttribute('loading', 'eager');
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).toHaveAttribute('srcset', /\S+ \d+w/);
    });

    test('has the #projects section with its translated title', async ({ page }) => {
      await expect(page.locator('#projects').getByRole('heading', { level: 2 })).toHaveText(t('home.projectsTitle'));
    });

    test(`shows the gallery file's photos in order (the first ${homePhotoCount}), lazily loaded, with the alt text "${photoAlt(locale, 1)}" …`, async ({
      page,
    }) => {
      const photos = page.locator('#projects').getByRole('img');
      const alts = Array.from({ length: homePhotoCount }, (_, i) => photoAlt(locale, i + 1));
      await expect(photos).toHaveCount(alts.length);
      expect(await photos.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(alts);
      expect(await photos.evaluateAll((images) => images.map((image) => image.getAttribute('loading')))).toEqual(
        alts.map(() => 'lazy'),
      );
    });

    test('shows the thumbnails as AVIF files sized for their slot, at 390 and 1280 px', async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.reload();
        const thumbnail = galleryPhoto(page, locale, 1).getByRole('img');
        await thumbnail.scrollIntoViewIfNeeded();
        await expect(thumbnail).toHaveJSProperty('complete', true);
        // The file's own width: `naturalWidth` is scaled by the srcset candidate's density.
        const { source, fileWidth, slotWidth } = await thumbnail.evaluate(async (image: HTMLImageElement) => ({
          source: image.currentSrc,
          fileWidth: (await createImageBitmap(await (await fetch(image.currentSrc)).blob())).width,
          slotWidth: image.getBoundingClientRect().width * devicePixelRatio,
        }));
        expect(source, `at ${width} px`).toMatch(/\.avif$/);
        expect(fileWidth, `${source} at ${width} px`).toBeLessThanOrEqual(2 * slotWidth);
      }
    });

    test('links each photo to its full-size image, which answers with an image', async ({ page }) => {
      await expect(page.locator('#projects').getByRole('listitem').getByRole('link')).toHaveCount(homePhotoCount);
      for (let n = 1; n <= homePhotoCount; n++) {
        const href = await galleryPhoto(page, locale, n).getAttribute('href');
        const image = await page.request.get(href!);
        expect(image.status(), href!).toBe(200);
        expect(image.headers()['content-type']).toMatch(/^image\//);
      }
    });

    test('shows the contact form below the grid, then the call to action', async ({ page }) => {
      const grid = await page.locator('#projects').getByRole('list').boundingBox();
      const form = await page.locator('#contact form').boundingBox();
      const cta = await page.getByText(t('home.ctaText'), { exact: true }).boundingBox();
      const website = await page.getByText(t('home.ctaWebsite'), { exact: true }).boundingBox();
      expect(grid!.y + grid!.height).toBeLessThanOrEqual(form!.y);
      expect(form!.y + form!.height).toBeLessThanOrEqual(cta!.y);
      expect(cta!.y).toBeLessThan(website!.y);
    });

    test("sets the website maker's offer apart from the contractor's call to action, with the maker's e-mail", async ({
      page,
    }) => {
      const offer = page.getByText(t('home.ctaWebsite'), { exact: true });
      await expect(offer).toBeVisible();
      await expect(page.locator('#contact').getByText(t('home.ctaWebsite'))).toHaveCount(0);
      await expect(offer.getByRole('link', { name: siteMaker.email })).toHaveAttribute(
        'href',
        `mailto:${siteMaker.email}`,
      );
      await expect(offer).not.toContainText(company.email);
    });
  });
}
