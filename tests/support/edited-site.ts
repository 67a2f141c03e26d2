import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dump } from 'js-yaml';
import { extraBuild } from './extra-builds.ts';
import { test as siteTest } from './fixtures.ts';
import { addGeneratedPhotos } from './generated-photos.ts';
import type { ProjectCopy } from './project-copy.ts';
import { localeCodes } from './site-pages.ts';
import { parseDataFile } from '../../src/lib/content/parse-data-file.ts';
import { homePhotoLimit } from '../../src/lib/gallery/home-photos.ts';
import { priceRowSchema, type PriceRow } from '../../src/lib/prices/price-rows.ts';
import { priceListRows } from './price-data.ts';
import { priceFileRows } from '../../src/lib/prices/price-file.ts';
import { startingRow } from '../../src/lib/prices/service-blocks.ts';
import { reviewsFile, type Review } from '../../src/lib/reviews/review-schema.ts';
import { startStaticServer } from '../../scripts/static-server.ts';

/**
 * The edited copy: one build of the site from data an owner might write,
 * shared by the browser tests of what the shipped data does not show
 * (one build instead of one per file). The edits
 * leave each other's checks alone:
 * - 60-letter words in the first price row's name and note, in the company
 *   name, street address and e-mail, and in the footer text of every
 *   language (long-words.test.ts);
 * - a photo on an image host first in the gallery, so among the photos the
 *   home page shows at once (remote-photo.test.ts), answered in the browser
 *   by every test of the copy, since a test browser reaches no internet;
 * - generated photos after it until the gallery holds more than the home
 *   page shows (growing-gallery.test.ts);
 * - reviews in two languages, a reviews address and a new lowest price for
 *   the first service (reviews.test.ts).
 * The site is served with its `_headers`, as a host would.
 */

/** A data file of the repository, parsed as the build parses it (dates stay text). */
const repoData = (path: string) =>
  parseDataFile(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf-8'), path);

/** A 60-letter word with no hyphen or space to break at, starting with `start`. */
const longWord = (start: string) => `${start}${'pahteldusvärvimistapeetimine'.repeat(3)}`.slice(0, 60);

/** The long words the copy holds, by where they are. */
export const longWords = {
  service: longWord('Teenus'),
  note: longWord('Märkus'),
  name: longWord('Firma'),
  streetAddress: longWord('Aadress'),
  email: `${'tellimusedjapäringud'.repeat(3).replaceAll('ä', 'a').slice(0, 49)}@example.ee`,
  text: longWord('Jalus'),
};

/** The gallery photo on an image host: its address and its number in the gallery (from 1). */
export const remotePhoto = {
  url: 'https://photos.example.com/gallery/remote-kitchen.jpg',
  n: 1,
};

/** How many photos the copy's gallery holds: more than the home page shows. */
export const galleryTotal = homePhotoLimit + 9;

/** The reviews of the copy, in file order. */
export const reviews: Review[] = [
  {
    id: 'mari',
    name: 'Mari K.',
    district: 'Kristiine',
    month: '2026-05',
    language: 'et',
    text: 'Väga korralik töö, tulime kokkulepitud ajal.',
    consent: true,
  },
  {
    id: 'oleg',
    name: 'О. П.',
    district: 'Ласнамяэ',
    month: '2026-03',
    language: 'ru',
    text: 'Быстро и аккуратно, спасибо.',
    consent: true,
  },
];

/** The company fact `reviewsUrl` of the copy. */
export const reviewsUrl = 'https://maps.example.com/arvustused';

/** The new price, in EUR excluding VAT, of the first service's starting row. */
const newPrice = 1.5;

/** The price file of the copy, as parsed YAML, and the first service's starting row in it after the edit. */
function editedPrices() {
  const parsed = repoData('src/data/price-list.yaml');
  const rows = priceFileRows(parsed) as Record<string, unknown>[];
  const everyLanguage = (text: string) => Object.fromEntries(localeCodes.map((code) => [code, text]));
  Object.assign(rows[0], { service: everyLanguage(longWords.service), note: everyLanguage(longWords.note) });

  const [service] = repoData('src/data/services.yaml') as { id: string; categories: string[] }[];
  const start = startingRow(priceListRows as PriceRow[], service.categories)!;
  const edited = rows.find((row) => row.id === start.id)!;
  edited.price = newPrice;
  return { parsed, startingPrice: { service: service.id, row: priceRowSchema.parse(edited) as PriceRow } };
}

const prices = editedPrices();

/** The first service of `src/data/services.yaml` and its starting row in the copy, with the new price. */
export const editedStartingPrice = prices.startingPrice;

/** The edits that make the edited copy, for its build (`extra-builds.setup.ts`). */
export async function editedCopy(copy: ProjectCopy): Promise<void> {
  await copy.write('src/data/price-list.yaml', dump(prices.parsed));

  const companyFile = 'src/data/company.yaml';
  const facts = parseDataFile(await copy.read(companyFile), companyFile) as Record<string, unknown>;
  for (const field of ['name', 'streetAddress', 'email'] as const) facts[field] = longWords[field];
  await copy.write(companyFile, dump({ ...facts, reviewsUrl }));

  for (const code of localeCodes) {
    const file = `locales/${code}.json`;
    const messages = JSON.parse(await copy.read(file)) as { footer: Record<string, string> };
    messages.footer.trademark = `${messages.footer.trademark} ${longWords.text}`;
    await copy.write(file, JSON.stringify(messages, null, 2));
  }

  await copy.write(reviewsFile, dump(reviews));

  const galleryFile = 'src/data/gallery.yaml';
  const remote = { id: 'remote-kitchen', src: remotePhoto.url, width: 1600, height: 1200 };
  await copy.write(
    galleryFile,
    dump([remote, ...(parseDataFile(await copy.read(galleryFile), galleryFile) as unknown[])]),
  );
  await addGeneratedPhotos(copy, galleryTotal, { width: 640, height: 480 });
}

/** A JPEG of the repository, the image host's answer for the remote photo. */
const remoteJpeg = readFile(new URL('../../src/assets/gallery/work-01.jpg', import.meta.url));

/**
 * The site's `test` serving the edited copy with its `_headers` applied, as
 * a host would, and the image host answered in the browser.
 */
export const editedSiteTest = siteTest.extend({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startStaticServer({ dir: (await extraBuild('edited-copy')).dir, hostingHeaders: true });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    const body = await remoteJpeg;
    await context.route(remotePhoto.url, (route) => route.fulfill({ body, contentType: 'image/jpeg' }));
    await use(context);
  },
});
