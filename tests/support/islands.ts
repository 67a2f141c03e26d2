import {
  expect,
  type ExpectMatcherState,
  type Locator,
  type MatcherReturnType,
  type Page,
  type Request,
} from '@playwright/test';
import { translate } from './translations.ts';
import { locales } from '../../src/lib/i18n/locales.ts';

/**
 * How a visitor tells that an island has hydrated, and nothing of Astro's
 * own markup (docs/behaviour.md, "Islands"): the island's control, found by
 * role and name, and what changes on it once React has taken it over.
 */
interface Sign {
  /** The island's one control, by role and name in any of the site's languages, hidden or not. */
  control: (page: Page) => Locator;
  /** Passes once the control shows the island hydrated. */
  hydrated: (control: Locator, options?: { timeout?: number }) => Promise<void>;
  /** Passes while the control is still the server's HTML. */
  waiting: (control: Locator, options?: { timeout?: number }) => Promise<void>;
  /**
   * True when the island hydrates at the page's width: the nav toggle shows
   * only below 992 px, the one width its island hydrates at. Default: the
   * control is on the page.
   */
  hydratesHere?: (control: Locator) => Promise<boolean>;
}

/** `^(et|en|ru)$` of `key`'s text in every locale, for a role locator's `name`. */
function inAnyLanguage(key: string, values?: Record<string, string | number>): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = locales.map(({ code }) => escape(translate(code, key, values)));
  return new RegExp(`^(?:${names.join('|')})$`);
}

/** A button that is `aria-disabled` (or `disabled`) until its island has hydrated. */
function enabledOnceHydrated(key: string): Pick<Sign, 'control' | 'hydrated' | 'waiting'> {
  return {
    control: (page) => page.getByRole('button', { name: inAnyLanguage(key), includeHidden: true }),
    hydrated: (control, options) => expect(control).toBeEnabled(options),
    waiting: (control, options) => expect(control).toBeDisabled(options),
  };
}

/** Each island's sign, by its component's name. */
const signs = {
  // The dropdown's button: `aria-disabled` until hydrated.
  LanguageSelect: enabledOnceHydrated('languageSelect.accessibleLabel'),
  // The nav toggle: `aria-disabled` until hydrated; at 992 px and wider it is hidden and never hydrates.
  NavCollapse: { ...enabledOnceHydrated('nav.toggle'), hydratesHere: (control) => control.isVisible() },
  // The first photo's link: a plain link to the image until hydrated, then it says it opens a dialog.
  GalleryLightbox: {
    control: (page) =>
      page.getByRole('link', { name: inAnyLanguage('gallery.photoAlt', { n: 1 }), includeHidden: true }),
    hydrated: (control, options) => expect(control).toHaveAttribute('aria-haspopup', 'dialog', options),
    waiting: (control, options) => expect(control).not.toHaveAttribute('aria-haspopup', options),
  },
  // The form's Send: disabled in the server's HTML, enabled once React renders the form.
  ContactForm: enabledOnceHydrated('contactForm.submit'),
  // The estimator's "Copy link": in its place but unseen until hydrated, like the quantity fields.
  PriceList: {
    control: (page) => page.getByRole('button', { name: inAnyLanguage('estimator.copyLink'), includeHidden: true }),
    hydrated: (control, options) => expect(control).toBeVisible(options),
    waiting: (control, options) => expect(control).toBeHidden(options),
  },
} satisfies Record<string, Sign>;

/** The name of an island's component: `LanguageSelect`, `ContactForm` … */
export type IslandName = keyof typeof signs;

/** The sign of each locator `island()` returned, for `toBeHydrated()`. */
const signOf = new WeakMap<Locator, Sign>();

/**
 * The visitor-facing control of `component`'s island (the dropdown's
 * button, the nav toggle, the first photo's link, the form's Send, the
 * estimator's "Copy link"), for `expect(…).toBeHydrated()`; hidden ones
 * included, so that a control still waiting is found too.
 */
export function island(page: Page, component: IslandName): Locator {
  const sign: Sign = signs[component];
  const control = sign.control(page);
  signOf.set(control, sign);
  return control;
}

/**
 * The matcher `toBeHydrated()` of `expect` (`fixtures.ts`): the one control
 * `island()` names shows its island hydrated; `.not.toBeHydrated()`: it is
 * there and shows the island still waiting (the server's HTML).
 */
export async function toBeHydrated(
  this: ExpectMatcherState,
  control: Locator,
  options?: { timeout?: number },
): Promise<MatcherReturnType> {
  const sign = signOf.get(control);
  if (!sign) throw new Error('toBeHydrated() takes the locator island(page, component) returns');
  const hydrated = !this.isNot;
  try {
    await expect(control, `${control} is on the page`).toHaveCount(1, options);
    await (hydrated ? sign.hydrated : sign.waiting)(control, options);
    return { pass: hydrated, name: 'toBeHydrated', message: () => `${control} is ${hydrated ? '' : 'not '}hydrated` };
  } catch (error) {
    return {
      pass: !hydrated,
      name: 'toBeHydrated',
      message: () => `expected ${control} ${hydrated ? '' : 'not '}to be hydrated: ${(error as Error).message}`,
    };
  }
}

/**
 * Brings each island of the page that hydrates at its width into view in
 * turn (some hydrate when visible) and waits until it has hydrated. An
 * island whose control is not on the page (another page's island, or one
 * that failed and shows its error box) is left alone, and so is the nav
 * toggle at 992 px and wider.
 */
async function hydrateEach(page: Page): Promise<void> {
  for (const component of Object.keys(signs) as IslandName[]) {
    const control = island(page, component);
    const sign: Sign = signs[component];
    if ((await control.count()) === 0) continue;
    if (sign.hydratesHere && !(await sign.hydratesHere(control))) continue;
    await control.evaluateAll(([element]) => element?.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await sign.hydrated(control);
  }
}

/**
 * Hydrates every island that hydrates at the page's width (`hydrateEach`),
 * then scrolls back to the top. After it the dropdown and the toggle work,
 * the form's Send is enabled and the estimator's fields show.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  await hydrateEach(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Reads the page as a visitor who scrolls to its end (each scroll instant,
 * not the page's smooth scrolling, so that it has settled when the next
 * step measures): brings every visible
 * image and island into view, then waits until the visible images have
 * loaded, the islands have hydrated and every request the page started
 * (`log`, the `requestLog` fixture) has been answered or has failed. After
 * it the page has loaded and run everything such a visit loads.
 */
export async function readToTheEnd(page: Page, log: { pending: Set<Request> }): Promise<void> {
  for (const image of await page.locator('img:visible').all()) await image.scrollIntoViewIfNeeded();
  await hydrateEach(page);
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.checkVisibility())
      .every((image) => image.complete),
  );
  await expect
    .poll(() => [...log.pending].map((request) => request.url()), { message: 'requests still in flight' })
    .toEqual([]);
}
