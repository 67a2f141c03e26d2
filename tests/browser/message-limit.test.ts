import { expect, test } from '../support/fixtures';
import { island } from '../support/islands';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { counterFrom, maxMessageBytes } from '../../src/lib/form/message-limit';

/**
 * The message's length limit as a visitor meets it, in Russian (2 bytes a
 * letter, where the limit comes soonest): no counter far from it; from
 * `counterFrom` of it the characters left, which a polite live region says
 * once typing pauses; past it the characters over, and Send refused with
 * the error under the field. The counting itself: the message-limit unit tests.
 */
test.use({ locale: 'ru-RU' });

test('the message counter shows near the limit, says it politely, and Send refuses a message over it', async ({
  page,
  emailApi,
}) => {
  const t = (key: string, values?: Record<string, string>) => translate('ru', key, values);
  await page.goto(pagePath('ru', 'contacts'));
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  const message = form.getByRole('textbox', { name: t('contactForm.messageLabel') });
  const counter = form.locator('[data-message-counter]');
  const spoken = form.locator('[aria-live="polite"]').filter({ hasNotText: /^$/ });
  const letters = (count: number) => 'ж'.repeat(count);
  const limitLetters = maxMessageBytes / 2;
  const near = limitLetters * counterFrom;

  await message.fill(letters(near - 1));
  await expect(counter).toHaveCount(0);

  await message.fill(letters(near));
  const left = t('contactForm.messageCounter.left', { n: String(limitLetters - near) });
  await expect(counter).toHaveText(left);
  await expect(form.getByText(left).and(form.locator('[aria-live="polite"]'))).toHaveCount(1);

  await message.fill(letters(limitLetters + 3));
  const over = t('contactForm.messageCounter.over', { n: '3' });
  await expect(counter).toHaveText(over);
  await expect(spoken.filter({ hasText: over })).toHaveCount(1);

  await form.getByRole('textbox', { name: t('contactForm.phoneLabel') }).fill('+372 5123 4567');
  await form.getByRole('button', { name: t('contactForm.submit') }).click();
  await expect(message).toHaveAccessibleDescription(t('contactForm.errors.messageTooLong'));
  await expect(message).toBeFocused();
  expect(emailApi.sends).toEqual([]);

  await message.fill(letters(limitLetters));
  await expect(counter).toHaveText(t('contactForm.messageCounter.left', { n: '0' }));
});
