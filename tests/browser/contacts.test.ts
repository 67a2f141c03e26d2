import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openSitePage, useBuiltSite } from '../support/browser';
import { localeCodes, sitePath } from '../support/site-pages';
import { translate } from '../support/translations';
import { company, companyInterpolation } from '../../src/lib/site';

/** The contacts page (docs/behaviour.md, "Contacts page"), in each language. */

const built = useBuiltSite();

describe.each(localeCodes)('contacts page in %s', (locale) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await openSitePage(built.browser, built.server.origin));
    await page.goto(built.server.origin + sitePath(locale, 'contacts'));
  });

  afterAll(async () => {
    await context?.close();
  });

  const form = () => page.locator('#contact-form form');
  const visibleText = (text: string) => page.getByText(text, { exact: true }).isVisible();

  test('shows the translated title and intro texts', async () => {
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(translate(locale, 'contacts.heading'));
    expect(await visibleText(translate(locale, 'contacts.intro'))).toBe(true);
    expect(await visibleText(translate(locale, 'contacts.introDetails'))).toBe(true);
  });

  test('gives the company’s e-mail as a mailto link and as text', async () => {
    const mailto = page.getByRole('link', { name: translate(locale, 'company.mailtoText'), exact: true });
    expect(await mailto.getAttribute('href')).toBe(`mailto:${company.email}`);
    const email = page.getByRole('link', { name: company.email, exact: true });
    expect(await email.getAttribute('href')).toBe(`mailto:${company.email}`);
  });

  test('gives the phone as a tel: link with its digits', async () => {
    const phone = page.getByRole('link', { name: company.phone, exact: true });
    expect(await phone.getAttribute('href')).toBe(`tel:${company.phone.replaceAll(' ', '')}`);
  });

  test('shows the registration code and the address with their labels', async () => {
    for (const [label, value] of [
      ['company.registrationCodeLabel', company.registrationCode],
      ['company.addressLabel', companyInterpolation.address],
    ]) {
      expect(await visibleText(translate(locale, label))).toBe(true);
      expect(await visibleText(value)).toBe(true);
    }
  });

  test('has the form under #contact-form with labelled from_name, from_email and message fields', async () => {
    const name = form().getByLabel(translate(locale, 'contactForm.nameLabel'), { exact: true });
    expect(await name.getAttribute('name')).toBe('from_name');
    expect(await name.getAttribute('type')).toBe('text');
    expect(await name.getAttribute('placeholder')).toBe(translate(locale, 'contactForm.namePlaceholder'));

    const email = form().getByLabel(translate(locale, 'contactForm.emailLabel'), { exact: true });
    expect(await email.getAttribute('name')).toBe('from_email');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('placeholder')).toBe(translate(locale, 'contactForm.emailPlaceholder'));

    const message = form().getByLabel(translate(locale, 'contactForm.messageLabel'), { exact: true });
    expect(await message.evaluate((element) => element.tagName)).toBe('TEXTAREA');
    expect(await message.getAttribute('name')).toBe('message');
    expect(await message.getAttribute('rows')).toBe('3');
    expect(await message.getAttribute('placeholder')).toBe(translate(locale, 'contactForm.messagePlaceholder'));
  });

  test('has a submit button', async () => {
    const submit = form().getByRole('button', { name: translate(locale, 'contactForm.submit'), exact: true });
    expect(await submit.getAttribute('type')).toBe('submit');
  });
});
