/**
 * The interaction probe of `npm run bench` (docs/performance.md, "Taps"):
 * how long the page takes to answer a tap or a key, as Event Timing
 * measures it (the source of INP: from the input to the next paint, the
 * longest event of the interaction, rounded to 8 ms by the browser), in a
 * 390 × 844 window with the CPU slowed down four times (Chrome DevTools
 * Protocol `Emulation.setCPUThrottlingRate`), as Lighthouse's mobile runs.
 * Measured beside the baseline page's button in the same run, so that the
 * machine's load weighs on both; each interaction `runs` times, in rounds.
 */
import { chromium, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium.ts';

/** One interaction's latencies in ms, and their median. */
export interface InteractionResult {
  label: string;
  latencies: number[];
  median: number;
}

/** An interaction: where it happens, how to get there, and the act measured. */
interface Interaction {
  label: string;
  /** `baseline` or `site`: which server the path is on. */
  on: 'baseline' | 'site';
  path: string;
  /** Brings the page to the moment before the act (hydrated, fields filled). */
  prepare: (page: Page) => Promise<void>;
  /** The act whose latency is measured; `run` counts from 0. */
  act: (page: Page, run: number) => Promise<void>;
}

/** Scrolls to an island, by its component's file name, and waits until it has hydrated (Astro then removes `ssr`). */
async function hydrated(page: Page, component: string) {
  const island = `astro-island[component-url*="/${component}."]`;
  await page.locator(island).first().scrollIntoViewIfNeeded();
  await page.locator(`${island}:not([ssr])`).first().waitFor({ state: 'attached' });
}

const interactions: Interaction[] = [
  {
    label: "baseline page's button",
    on: 'baseline',
    path: '/',
    prepare: (page) => hydrated(page, 'Counter'),
    act: (page) => page.getByRole('button').click(),
  },
  {
    // A digit in an empty field: the row joins the estimate, the totals and the enquiry text change.
    label: 'a quantity typed in the price list (/services/)',
    on: 'site',
    path: '/services/',
    prepare: (page) => hydrated(page, 'PriceList'),
    act: async (page, run) => {
      const field = page.locator('td input[id^="estimate-"][type="text"]').nth(run);
      await field.focus();
      await page.keyboard.press('5');
    },
  },
  {
    label: 'a figure typed in the room helper (/services/)',
    on: 'site',
    path: '/services/',
    prepare: async (page) => {
      await hydrated(page, 'PriceList');
      await page
        .locator('details summary')
        .filter({ has: page.locator('span') })
        .first()
        .click();
      await page.locator('#room-1-length').waitFor();
    },
    act: async (page, run) => {
      await page.locator(`#room-1-${['length', 'width', 'height', 'doors', 'windows'][run % 5]}`).focus();
      await page.keyboard.press(['4', '3', '2', '1', '1'][run % 5]);
    },
  },
  {
    label: 'Send on a filled contact form (/contacts/)',
    on: 'site',
    path: '/contacts/',
    prepare: async (page) => {
      await hydrated(page, 'ContactForm');
      await page.locator('textarea[name="message"]').fill('Vaja värvida kaks tuba, kokku umbes 60 m² seinu.');
      await page.locator('input[name="from_email"]').fill('mari@example.ee');
    },
    act: (page) => page.locator('button[type="submit"]').click(),
  },
];

/**
 * The longest Event Timing entry of the interactions that started after
 * `since` (ms, page time), once the browser has reported it; 16 ms (the
 * lowest threshold it reports at) when it reports none within a second.
 */
async function latencySince(page: Page, since: number): Promise<number> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const longest = await page.evaluate(
      (start) =>
        Math.max(
          0,
          ...(window as unknown as { eventEntries: PerformanceEventTiming[] }).eventEntries
            .filter((entry) => entry.interactionId && entry.startTime >= start)
            .map((entry) => entry.duration),
        ),
      since,
    );
    if (longest > 0) return longest;
    if (Date.now() > deadline) return 16;
    await page.waitForTimeout(50);
  }
}

/** Runs every interaction `runs` times (a fresh page each time), in rounds; the baseline's first. */
export async function probeInteractions(
  origins: { site: string; baseline: string },
  runs: number,
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const latencies = new Map(interactions.map((interaction) => [interaction.label, [] as number[]]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const interaction of interactions) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'et-EE' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await page.addInitScript(() => {
          const entries: PerformanceEventTiming[] = [];
          (window as unknown as { eventEntries: PerformanceEventTiming[] }).eventEntries = entries;
          new PerformanceObserver((list) => entries.push(...(list.getEntries() as PerformanceEventTiming[]))).observe({
            type: 'event',
            durationThreshold: 16,
            buffered: true,
          } as PerformanceObserverInit);
        });
        await page.goto(`${origins[interaction.on]}${interaction.path}`);
        await interaction.prepare(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const since = await page.evaluate(() => performance.now());
        await interaction.act(page, run);
        latencies.get(interaction.label)!.push(await latencySince(page, since));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return interactions.map(({ label }) => {
    const values = latencies.get(label)!;
    return { label, latencies: values, median: [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] };
  });
}
