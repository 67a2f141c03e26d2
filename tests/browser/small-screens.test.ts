import { expect, test } from '../support/fixtures';
import { hydrateIslands } from '../support/islands';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';

/**
 * What a visitor sees on the smallest screens and in forced colours: without
 * JavaScript at 320 × 256 (400 % zoom) the header leaves at least half the
 * screen to the page, and the contact form's first field shows under it;
 * in forced colours (Windows high contrast) every `.button` keeps a border,
 * and the language dropdown's caret is drawn in the system's text colour.
 */

test.describe('without JavaScript at 320 × 256', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 256 } });

  test('the header leaves at least half the screen to the page, and a field scrolled to shows whole under it', async ({
    page,
  }) => {
    await page.goto(pagePath('et', 'contacts'));
    const header = page.locator('header');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(256 / 2);
    const name = page.getByRole('textbox', { name: translate('et', 'contactForm.nameLabel') });
    await name.scrollIntoViewIfNeeded();
    await expect(name).toBeInViewport({ ratio: 1 });
    const [field, bar] = [await name.boundingBox(), await header.boundingBox()];
    // The field lies below whatever of the header is still on screen.
    expect(field!.y).toBeGreaterThanOrEqual(Math.max(0, bar!.y + bar!.height));
  });
});

test.describe('in forced colours', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every .button keeps a visible border, and the language caret is an SVG in the text colour', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    for (const pageId of ['services', 'contacts'] as const) {
      await page.goto(pagePath('et', pageId));
      await hydrateIslands(page);
      const borderless = await page.locator('.button').evaluateAll((buttons) =>
        buttons
          .filter((button) => button.checkVisibility())
          .filter((button) => {
            const style = getComputedStyle(button);
            return style.borderTopStyle === 'none' || parseFloat(style.borderTopWidth) < 1;
          })
          .map((button) => button.textContent?.trim()),
      );
      expect(borderless).toEqual([]);
    }
    const caret = page.getByRole('button', { name: translate('et', 'languageSelect.accessibleLabel') }).locator('svg');
    const colours = await caret.evaluate((svg) => ({
      caret: getComputedStyle(svg).fill,
      text: getComputedStyle(svg.closest('button')!).color,
    }));
    expect(colours.caret).toBe(colours.text);
  });
});
