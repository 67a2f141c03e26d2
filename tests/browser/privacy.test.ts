import { expect, test } from '../support/fixtures';
import { localeCodes } from '../support/site-pages';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { locales, localeInfo } from '../../src/lib/i18n/locales';
import { privacyTextVariables } from '../../src/lib/company/privacy-variables';
import { company } from '../../src/lib/company/company';

/**
 * The layered privacy notice (docs/behaviour.md, "Privacy notice"): the
 * first layer under the contact form on each contacts page, the privacy
 * page in each language with what GDPR Art. 13 asks for, and the page's
 * slug in each language. (The footer link on every page: pages.test.ts;
 * its head, sitemap entry, validity and accessibility: the tests that cover
 * every page.)
 */

// One visit of the browser per language: each check a step (docs/testing.md, "Writing a browser test").
for (const locale of localeCodes) {
  test(`${locale}: the first layer under each form, and the privacy page`, async ({ page }) => {
    const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, values);
    const facts = privacyTextVariables(locale);

    // The form's section on each page that has one, by its id.
    for (const [pageId, sectionId] of [
      ['contacts', 'contact-form'],
      ['home', 'contact'],
    ] as const) {
      await test.step(`the ${pageId} page has the first layer under the form, with a link to the privacy page`, async () => {
        await page.goto(pagePath(locale, pageId));
        const section = page.locator(`#${sectionId}`);
        const note = section.getByText(t('contactForm.privacyNote', facts));
        await expect(note).toBeVisible();
        // It names the receiver, the form's mail service and the period kept.
        for (const part of [
          company.name,
          company.registrationCode,
          'EmailJS',
          String(company.enquiryRetentionMonths),
        ]) {
          await expect(note).toContainText(part);
        }
        const form = section.locator('form');
        expect(
          await form.evaluate(
            (element, noteText) => {
              const paragraph = [...document.querySelectorAll('p')].find((p) => p.textContent?.startsWith(noteText));
              return Boolean(
                paragraph && element.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING,
              );
            },
            t('contactForm.privacyNote', facts),
          ),
          'the note comes after the form',
        ).toBe(true);

        const link = section.getByRole('link', { name: t('contactForm.privacyLink') });
        await expect(link).toHaveAttribute('href', pagePath(locale, 'privacy'));
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${pagePath(locale, 'privacy')}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('privacy.heading'));
      });
    }

    await test.step('the privacy page gives every point of the notice, with the facts filled in, and offers itself in each language', async () => {
      await page.goto(pagePath(locale, 'privacy'));
      const main = page.getByRole('main');
      const headings = [
        'controller',
        'purpose',
        'recipients',
        'retention',
        'rights',
        'exercise',
        'complaint',
        'browser',
      ].map((section) => t(`privacy.${section}Heading`));
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(headings);

      // The controller and how to reach it; how to use the rights.
      await expect(main).toContainText(company.name);
      await expect(main).toContainText(company.registrationCode);
      await expect(main.getByRole('link', { name: company.email })).toHaveCount(2);
      await expect(main.getByRole('link', { name: company.email }).first()).toHaveAttribute(
        'href',
        `mailto:${company.email}`,
      );
      // The form's processor, the mailbox provider, the transfer and its basis, the retention.
      await expect(main).toContainText('EmailJS');
      await expect(main.getByText(t('privacy.recipientsText', facts))).toBeVisible();
      await expect(main.getByText(t(`privacy.transfer.${company.emailjsTransferBasis}`, facts))).toBeVisible();
      await expect(main.getByText(t('privacy.retentionText', facts))).toBeVisible();
      // Both legal bases: steps before a contract (art 6(1)(b)), and legitimate interests (art 6(1)(f)) for an
      // enquiry that leads to none; their wording: privacy-facts.test.ts.
      await expect(main.getByText(t('privacy.purposeText'))).toBeVisible();
      await expect(main.getByText(t('privacy.retentionInterest'))).toBeVisible();
      // The rights, the right to object (art 21, against the processing on legitimate interests) among them.
      const rights = ['access', 'rectification', 'erasure', 'restriction', 'portability', 'object'];
      for (const right of rights) await expect(main.getByText(t(`privacy.rights.${right}`))).toBeVisible();
      // The supervisory authority, by name and with its website.
      await expect(main).toContainText('Andmekaitse Inspektsioon');
      await expect(main.getByRole('link', { name: 'www.aki.ee' })).toHaveAttribute('href', 'https://www.aki.ee');
      // What the browser keeps, and no cookie banner.
      for (const item of ['language', 'draft', 'rateLimit']) {
        await expect(main.getByText(t(`privacy.browser.${item}`))).toBeVisible();
      }
      await expect(main).toContainText('i18nextLng');
      await expect(main.getByText(t('privacy.browserIntro'))).toBeVisible();

      // The language dropdown offers the page in each language, under its own slug.
      const list = page.getByRole('list', { name: t('languageSelect.listLabel'), includeHidden: true });
      for (const other of locales) {
        await expect(list.getByRole('link', { name: other.label, exact: true, includeHidden: true })).toHaveAttribute(
          'href',
          pagePath(other.code, 'privacy'),
        );
      }
    });
  });
}

test.describe('an English-speaking visitor arriving at /privaatsus/', () => {
  test.use({ locale: 'en-GB' });

  test('is taken to the English privacy page', async ({ page }) => {
    await page.goto(pagePath('et', 'privacy'));
    await expect(page).toHaveURL(new RegExp(`${pagePath('en', 'privacy')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', localeInfo('en').lang);
  });
});
