import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { island } from '../support/islands';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { priceTableRows, samplePriceRows } from '../support/price-rows';
import { expectedMessage, type EstimatePick } from '../support/estimator';
import type { Locale } from '../../src/lib/i18n/locales';

/**
 * The typed enquiry survives a reload: it is kept in sessionStorage as the
 * visitor types, restored on the next load, and gone after a successful
 * send; an estimate brought by "Ask for a quote" fills the message
 * unless the draft was already made from that same estimate.
 */

// The site of this file is the sending build (`dist/` has no EmailJS ids), so that the form sends.
test.use({ sendingBuild: true });

const locale: Locale = 'et';
const typed = {
  name: 'Mari Maasikas',
  email: 'mari@example.ee',
  message: 'Vannituba vajab värvimist.\nMillal saate tulla?',
};
const empty = { name: '', email: '', message: '' };
const { priced } = samplePriceRows(2);
const firstEstimate: EstimatePick[] = [{ row: priced[0], units: 20 }];
const secondEstimate: EstimatePick[] = [{ row: priced[1], units: 7 }];
const estimateQuery = (picks: EstimatePick[]) =>
  `?estimate=${picks.map((pick) => `${pick.row.id}:${pick.units}`).join(',')}`;

/** The contacts page with `query`, at the form. */
const contactsPath = (query = '') => `${pagePath(locale, 'contacts')}${query}#contact-form`;

/**
 * The form's fields and submit button on `page`, once its island has
 * hydrated and Send is enabled: that happens in the form's first render in
 * the browser, after the effects of its hydration, which restore a draft.
 */
async function formOn(page: Page) {
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  const submit = form.getByRole('button', { name: translate(locale, 'contactForm.submit') });
  await expect(submit).toBeEnabled();
  const field = (key: string) => form.getByRole('textbox', { name: translate(locale, key) });
  const fields = {
    name: field('contactForm.nameLabel'),
    email: field('contactForm.emailLabel'),
    message: field('contactForm.messageLabel'),
  };
  /** Waits until the fields hold `values`. */
  const expectValues = async (values: typeof typed) => {
    await expect(fields.name).toHaveValue(values.name);
    await expect(fields.email).toHaveValue(values.email);
    await expect(fields.message).toHaveValue(values.message);
  };
  return { fields, expectValues, submit };
}

/** The confirmation a successful send shows. */
const sentNotice = (page: Page) => page.getByText(translate(locale, 'contactForm.sent'), { exact: true });

// One test; the one that blocks sessionStorage last, as its init script stays for the page's life
// (docs/testing.md, "Writing a browser test").
test('the typed enquiry as a draft, the estimate and the draft', async ({
  page,
  emailApi,
  consoleErrors,
  freshStep,
}) => {
  test.setTimeout(120_000);

  await freshStep(
    'typed text is back after a reload; after a successful send a reload shows the empty form',
    async () => {
      await page.goto(contactsPath());
      const { fields } = await formOn(page);
      await fields.name.fill(typed.name);
      await fields.email.fill(typed.email);
      await fields.message.fill(typed.message);
      await page.reload();
      const reloaded = await formOn(page);
      await reloaded.expectValues(typed);

      await reloaded.submit.click();
      await expect(sentNotice(page)).toBeVisible();
      await reloaded.expectValues(empty);
      await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(0);
      await page.reload();
      const afterSend = await formOn(page);
      await afterSend.expectValues(empty);
      expect(consoleErrors).toEqual([]);
    },
  );

  await freshStep('a failed send keeps the draft: the text is there after a reload', async () => {
    emailApi.answer = (route) => route.fulfill({ status: 400, body: 'Bad request' });
    await page.goto(contactsPath());
    const { fields, submit } = await formOn(page);
    // A way to reply: without one the form refuses to send.
    await fields.email.fill(typed.email);
    await fields.message.fill(typed.message);
    await submit.click();
    // A failed send is reported in the console only.
    await expect.poll(() => consoleErrors).toContain('Message not sent: status 400, text Bad request');
    await page.reload();
    const reloaded = await formOn(page);
    await expect(reloaded.fields.message).toHaveValue(typed.message);
  });

  await freshStep('back and forward return to the typed text', async () => {
    await page.goto(contactsPath());
    const { fields } = await formOn(page);
    await fields.message.fill(typed.message);
    await page.goto(pagePath(locale, 'services'));
    await page.goBack();
    const back = await formOn(page);
    await expect(back.fields.message).toHaveValue(typed.message);
  });

  await freshStep(
    'an estimate fills the message; an edited message survives a reload with the same estimate',
    async () => {
      await page.goto(contactsPath(estimateQuery(firstEstimate)));
      const { fields } = await formOn(page);
      await expect(fields.message).toHaveValue(expectedMessage(locale, firstEstimate, priceTableRows));
      await fields.name.fill(typed.name);
      await fields.message.fill(typed.message);
      await page.reload();
      const reloaded = await formOn(page);
      await reloaded.expectValues({ name: typed.name, email: '', message: typed.message });
    },
  );

  await freshStep(
    'a visit without an estimate restores the draft; a new estimate replaces the message and keeps the name',
    async () => {
      await page.goto(contactsPath(estimateQuery(firstEstimate)));
      const { fields } = await formOn(page);
      await fields.name.fill(typed.name);
      await fields.message.fill(typed.message);

      await page.goto(contactsPath());
      const plain = await formOn(page);
      await plain.expectValues({ name: typed.name, email: '', message: typed.message });

      await page.goto(contactsPath(estimateQuery(secondEstimate)));
      const renewed = await formOn(page);
      await renewed.expectValues({
        name: typed.name,
        email: '',
        message: expectedMessage(locale, secondEstimate, priceTableRows),
      });
    },
  );

  await freshStep(
    'with sessionStorage blocked (SecurityError) the estimate still fills the message and the form sends',
    async () => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'sessionStorage', {
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      });
      await page.goto(contactsPath(estimateQuery(firstEstimate)));
      const { fields, submit } = await formOn(page);
      await expect(fields.message).toHaveValue(expectedMessage(locale, firstEstimate, priceTableRows));
      await fields.name.fill(typed.name);
      await fields.email.fill(typed.email);
      await submit.click();
      await expect(sentNotice(page)).toBeVisible();
      expect(emailApi.sends).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    },
  );
});

test('on a phone, the message box shows the whole estimate it arrives with', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const rooms = 'room:4x3.5x2.6x1x1,room:3x3x2.6x1x1';
  await page.goto(contactsPath(`${estimateQuery([...firstEstimate, ...secondEstimate])},${rooms}`));
  const { fields } = await formOn(page);
  await expect(fields.message).toHaveValue(/\n.*\n.*\n.*\n/);
  // Nothing of it is hidden behind the box's own scrolling.
  await expect.poll(() => fields.message.evaluate((box) => box.scrollHeight - box.clientHeight)).toBeLessThanOrEqual(0);
});
