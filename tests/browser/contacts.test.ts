import { expect, test } from '../support/fixtures';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { company, textVariables, phoneHref } from '../../src/lib/company/company';

/**
 * The contacts page in each language: texts, the company's facts as links,
 * the form's fields. One visit per language, each check a step.
 */
for (const locale of localeCodes) {
  test(`contacts page in ${locale}: texts, facts as links and the form's fields`, async ({ page }) => {
    const t = (key: string) => translate(locale, key);
    await page.goto(pagePath(locale, 'contacts'));

    await test.step('shows the translated title and intro texts', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('contacts.heading'));
      await expect(page.getByText(t('contacts.intro'), { exact: true })).toBeVisible();
      await expect(page.getByText(t('contacts.introDetails'), { exact: true })).toBeVisible();
    });

    await test.step('gives the e-mail as a mailto link and as text, and the phone as a tel: link', async () => {
      const mailto = `mailto:${company.email}`;
      await expect(page.getByRole('link', { name: t('company.mailtoText'), exact: true })).toHaveAttribute(
        'href',
        mailto,
      );
      await expect(page.getByRole('link', { name: company.email, exact: true })).toHaveAttribute('href', mailto);
      // The company block's, and the one beside the reply promise above the form.
      const phoneLinks = page.getByRole('link', { name: company.phone, exact: true });
      await expect(phoneLinks).toHaveCount(2);
      for (const link of await phoneLinks.all()) await expect(link).toHaveAttribute('href', phoneHref);
    });

    await test.step('shows the registration code and the address with their labels', async () => {
      for (const text of [
        t('company.registrationCodeLabel'),
        company.registrationCode,
        t('company.addressLabel'),
        textVariables.address,
      ]) {
        await expect(page.getByText(text, { exact: true })).toBeVisible();
      }
    });

    await test.step('has the form under #contact-form with labelled from_name, from_email and message fields', async () => {
      const form = page.locator('#contact-form form');
      const name = form.getByRole('textbox', { name: t('contactForm.nameLabel'), exact: true });
      await expect(name).toHaveAttribute('name', 'from_name');
      await expect(name).toHaveAttribute('type', 'text');
      await expect(name).toHaveAttribute('placeholder', t('contactForm.namePlaceholder'));

      const email = form.getByRole('textbox', { name: t('contactForm.emailLabel'), exact: true });
      await expect(email).toHaveAttribute('name', 'from_email');
      await expect(email).toHaveAttribute('type', 'email');
      await expect(email).toHaveAttribute('placeholder', t('contactForm.emailPlaceholder'));

      const message = form.getByRole('textbox', { name: t('contactForm.messageLabel'), exact: true });
      await expect(message).toHaveJSProperty('tagName', 'TEXTAREA');
      await expect(message).toHaveAttribute('name', 'message');
      await expect(message).toHaveAttribute('rows', '3');
      await expect(message).toHaveAttribute('placeholder', t('contactForm.messagePlaceholder'));

      await expect(form.getByRole('button', { name: t('contactForm.submit'), exact: true })).toHaveAttribute(
        'type',
        'submit',
      );
    });
  });
}
