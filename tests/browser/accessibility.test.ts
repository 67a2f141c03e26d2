import type { Page } from '@playwright/test';
import { violations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { focusedControl } from '../support/focus';
import { openLightbox, photoStories } from '../support/gallery';
import { hydrateIslands, island } from '../support/islands';
import { expectEveryControlReached, tabTo } from '../support/keyboard-walk';
import { homePages, localeCodes, notFoundPages, sitePages } from '../support/site-pages';
import { translate } from '../support/translations';
import { localeInfo, type Locale } from '../../src/lib/i18n/locales';

/**
 * Every page as assistive technology and a keyboard meet it, in one visit
 * of the page with the islands hydrated: axe-core, with every rule it
 * enables by default (WCAG 2 A/AA, colour contrast included, and best
 * practices); then keyboard-only use, which reaches every control, the
 * focused control always showing a focus ring that nothing (the sticky
 * header included) covers. At 390 px on every page in every language and
 * the three not-found pages, where longer words change the layout most; at
 * 1280 px, where the layout differs (the desktop navigation, the services
 * page's side-column total) but the markup is each language's same, on
 * each page in Estonian; axe also on the Estonian home page with the
 * mobile navigation, the language dropdown and the lightbox open. A few
 * controls are operated by keyboard; the dropdown's and the lightbox's own
 * keys are tested with them: language.test.ts and lightbox.test.ts.
 */

test.use({ reducedMotion: 'reduce' });
// The longest file: its tests share out over the workers.
test.describe.configure({ mode: 'parallel' });

/** Opens `path` with every island that hydrates at the page's width hydrated. */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await hydrateIslands(page);
}

const [home] = homePages.filter((page) => page.locale === 'et');

/** What happens when the skip link, the first stop of /en/services/ at 1280 px, is followed. */
async function skipLinkStep(page: Page) {
  await test.step('the skip link comes first, shows on screen and moves focus to the main content', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/en/services/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: translate('en', 'layout.skipToContent') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
}

/** The Estonian home page at 390 px: the menu opened by keyboard, one of its links reached and followed. */
async function navToggleStep(page: Page) {
  await test.step('the nav toggle opens the menu, whose links are then reached and followed', async () => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: translate('et', 'nav.toggle') });
    await expect(island(page, 'NavCollapse')).toBeHydrated();
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const services = page.getByRole('link', { name: translate('et', 'nav.services') });
    await expect(services).toBeVisible();
    await tabTo(page, services, 5);
    await expect.poll(() => focusedControl(page)).toMatchObject({ ring: true, inSight: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/services/');
  });
}

/** The Russian contacts page at 390 px: every field typed into, in the order Tab takes. */
async function contactFormStep(page: Page) {
  await test.step('the contact form fields take typed text, and Tab leads on to the send button', async () => {
    const t = (key: string) => translate('ru', key);
    await openPage(page, '/ru/contacts/');
    // In the form's order, as Tab goes through it.
    const typed = [
      ['contactForm.nameLabel', 'Мария'],
      ['contactForm.emailLabel', 'maria@example.ee'],
      ['contactForm.phoneLabel', '+372 5123 4567'],
      ['contactForm.messageLabel', 'Покраска кухни'],
      ['contactForm.locationLabel', 'Мустамяэ'],
      ['contactForm.visitLabel', 'в пятницу после 16'],
    ] as const;
    await tabTo(page, page.getByRole('textbox', { name: t(typed[0][0]) }));
    for (const [, text] of typed) {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    for (const [label, text] of typed) await expect(page.getByRole('textbox', { name: t(label) })).toHaveValue(text);
    await expect(page.getByRole('button', { name: t('contactForm.submit') })).toBeFocused();
  });
}

/** The controls operated at 390 px in each language's test, after its pages (the form's draft is typed last). */
const operated: Partial<Record<Locale, (page: Page) => Promise<void>>> = {
  et: navToggleStep,
  en: skipLinkStep,
  ru: contactFormStep,
};

/** The time a page's axe scan, and its Tab walk, each took at most as a test of its own. */
const pageCheckTimeout = 40_000;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    // One test per language, each page one visit with a step for axe and one for the walk (docs/testing.md,
    // "Writing a browser test").
    const pages = [...sitePages, ...notFoundPages].filter((page) => width === 390 || page.locale === 'et');
    for (const locale of localeCodes.filter((code) => pages.some((page) => page.locale === code))) {
      const paths = pages.filter((page) => page.locale === locale).map(({ path }) => path);
      const operate = width === 390 ? operated[locale] : undefined;
      test(`${paths.join(', ')} have no axe violation, and every control is reached with a visible focus ring${operate ? '; a control operated' : ''}`, async ({
        page,
      }) => {
        test.setTimeout((paths.length * 2 + (operate ? 1 : 0)) * pageCheckTimeout);
        for (const path of paths) {
          await openPage(page, path);
          // The Estonian home page's scan is the open states' test's, below.
          if (path !== home.path) {
            await test.step(`${path} has no axe violation`, async () => {
              expect(await violations(page)).toEqual([]);
            });
          }
          await test.step(`${path}: every control is reached, with a visible, uncovered focus ring`, () =>
            expectEveryControlReached(page));
        }
        await operate?.(page);
      });
    }

    // One visit for the Estonian home page and its open states: the open dropdown, menu and lightbox
    // are the same markup in each language, but for their names (every page in every language is
    // checked closed at 390 px, above). Each state is scanned once, the lightbox with a caption.
    test(`${home.path} has no axe violation, closed and with the language dropdown${width === 390 ? ', the navigation' : ''} and the lightbox open, and a "before" photo chosen`, async ({
      page,
    }) => {
      // Five scans in one visit (each about what a page's single scan takes): twice a page's time.
      test.setTimeout(120_000);
      const { locale } = home;
      await openPage(page, home.path);
      await test.step('closed', async () => {
        expect(await violations(page)).toEqual([]);
      });
      await test.step('with the language dropdown open', async () => {
        const button = page.getByRole('button', {
          name: translate(locale, 'languageSelect.accessibleLabel', { language: localeInfo(locale).label }),
        });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('list', { name: translate(locale, 'languageSelect.listLabel') })).toBeVisible();
        expect(await violations(page)).toEqual([]);
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      });
      if (width === 390) {
        await test.step('with the navigation open', async () => {
          const toggle = page.getByRole('button', { name: translate(locale, 'nav.toggle') });
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
          await expect(page.getByRole('link', { name: translate(locale, 'nav.services') })).toBeVisible();
          expect(await violations(page)).toEqual([]);
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        });
      }
      const pair = photoStories.find((story) => story.before)!;
      await test.step('with a "before" photo chosen', async () => {
        await page
          .getByRole('radio', { name: translate(locale, 'gallery.before') })
          .first()
          .check();
        expect(await violations(page)).toEqual([]);
      });
      await test.step('with the "before" photo open in the lightbox, with its caption', async () => {
        await openLightbox(page.getByRole('link', { name: translate(locale, 'gallery.beforeAlt', { n: pair.n }) }));
        expect(await violations(page)).toEqual([]);
      });
    });
  });
}
