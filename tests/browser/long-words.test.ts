import type { Page } from '@playwright/test';
import { dump, load as parseYaml } from 'js-yaml';
import { expect } from '../support/fixtures';
import { fixtureSiteTest } from '../support/fixture-site';
import type { ProjectCopy } from '../support/project-copy';
import { localeCodes, sitePages } from '../support/site-pages';
import { priceFileRows } from '../../src/lib/prices/price-list-file';

/**
 * A 60-letter word in a service name, a note, a company fact or a text
 * wraps instead of widening the page: at 390 px no page scrolls sideways,
 * and every such word stays inside the viewport. One build of the site with
 * such words put into a copy of the data, the company facts and the
 * locale files serves every check.
 */

/** A 60-letter word with no hyphen or space to break at, starting with `start`. */
const longWord = (start: string) => `${start}${'pahteldusvärvimistapeetimine'.repeat(3)}`.slice(0, 60);

const words = {
  service: longWord('Teenus'),
  note: longWord('Märkus'),
  name: longWord('Firma'),
  streetAddress: longWord('Aadress'),
  email: `${'tellimusedjapäringud'.repeat(3).replaceAll('ä', 'a').slice(0, 49)}@example.ee`,
  text: longWord('Jalus'),
};

async function putLongWords(copy: ProjectCopy) {
  const priceFile = 'src/data/price-list.yaml';
  const [first, ...rest] = priceFileRows(parseYaml(await copy.read(priceFile))) as Record<string, unknown>[];
  const everyLanguage = (text: string) => ({ et: text, en: text, ru: text });
  const changed = { ...first, service: everyLanguage(words.service), note: everyLanguage(words.note) };
  await copy.write(priceFile, dump([changed, ...rest]));

  const companyFile = 'src/data/company.yaml';
  const facts = parseYaml(await copy.read(companyFile)) as Record<string, unknown>;
  for (const field of ['name', 'streetAddress', 'email'] as const) facts[field] = words[field];
  await copy.write(companyFile, dump(facts));

  for (const code of localeCodes) {
    const file = `locales/${code}.json`;
    const messages = JSON.parse(await copy.read(file)) as { footer: Record<string, string> };
    messages.footer.trademark = `${messages.footer.trademark} ${words.text}`;
    await copy.write(file, JSON.stringify(messages, null, 2));
  }
}

const test = fixtureSiteTest(putLongWords);

test.use({ viewport: { width: 390, height: 800 } });

/**
 * The long words shown on the page and those of them that stick out of the
 * viewport sideways (`word: box`, in px).
 */
async function longWordBoxes(page: Page, viewportWidth: number) {
  const overflowing: string[] = [];
  let shown = 0;
  for (const word of Object.values(words)) {
    for (const element of await page.getByText(word).all()) {
      if (!(await element.isVisible())) continue;
      shown += 1;
      const box = (await element.boundingBox())!;
      if (box.x < 0 || box.x + box.width > viewportWidth + 0.5) overflowing.push(`${word}: ${JSON.stringify(box)}`);
    }
  }
  return { shown, overflowing };
}

test.describe('at 390 px with 60-letter words in the data', () => {
  for (const { path } of sitePages) {
    test(`${path} does not scroll sideways, and every long word on it fits`, async ({ page }) => {
      await page.goto(path);
      const width = () =>
        page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
      await expect
        .poll(async () => {
          const { scrollWidth, clientWidth } = await width();
          return scrollWidth - clientWidth;
        })
        .toBeLessThanOrEqual(0);
      const { clientWidth } = await width();
      // Every page shows at least the company name (header) and the footer text.
      await expect.poll(async () => (await longWordBoxes(page, clientWidth)).shown).toBeGreaterThanOrEqual(2);
      await expect.poll(async () => (await longWordBoxes(page, clientWidth)).overflowing).toEqual([]);
    });
  }
});
