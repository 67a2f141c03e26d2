import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import ContactSection from '../../src/components/ContactSection.astro';
import PrivacyPage from '../../src/pages/[...locale]/[privacySlug].astro';
import { locales, type Locale } from '../../src/lib/i18n/locales';
import { pagePaths } from '../../src/lib/i18n/routes';
import { company } from '../../src/lib/company/company';
import { translate } from '../support/translations';
import { monthsText } from '../../src/lib/i18n/fact-words';

/**
 * An editor's change to a privacy fact in `src/data/company.yaml` shows in the
 * texts with no other edit: here the retention period, changed to 3 months
 * (a number whose Russian form differs from the sample's 12: «3 месяца»),
 * in the note under the contact form and on the privacy page, and the
 * transfer basis, switched to an adequacy decision.
 */
vi.mock('../../src/lib/company/company', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lib/company/company')>();
  return {
    ...original,
    company: { ...original.company, enquiryRetentionMonths: 3, emailjsTransferBasis: 'adequacyDecision' },
  };
});
vi.mock('../../src/lib/content/ordered-collection', () => ({ getOrderedCollection: async () => [] }));

/** The retention the texts must show for 3 months, as each language writes it (`fact-words.test.ts`). */
const threeMonths = (locale: Locale) => monthsText(3, locale);

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create({
    renderers: await loadRenderers([getContainerRenderer()]),
    // The layout builds absolute URLs (og:image) from the site's origin.
    astroConfig: { site: 'https://example.ee' },
    manifest: { clientDirectives: new Map([['after-paint', '/* client:after-paint */']]) } as never,
  });
});

const squash = (text: string | undefined) => text?.replace(/\s+/g, ' ').trim();

test('the mock stands for an edited fact', () => {
  expect(company.enquiryRetentionMonths).toBe(3);
});

describe.each(locales.map((l) => l.code))('in %s', (locale) => {
  test('the note under the contact form gives the edited retention period', async () => {
    const html = await container.renderToString(ContactSection, {
      props: { locale, heading: 'x', promise: 'y', id: 'contact-form' },
    });
    const note = parse(html).querySelector('.privacy-note');
    expect(squash(note?.textContent)).toBe(
      `${translate(locale, 'contactForm.privacyNote', { retention: threeMonths(locale) })} ${translate(locale, 'contactForm.privacyLink')}`,
    );
  });

  test('the privacy page gives the edited retention period and transfer basis', async () => {
    // A page with `getStaticPaths` but no props is typed as taking `never`.
    const html = await container.renderToString(PrivacyPage as never, {
      params: { locale: locale === 'et' ? undefined : locale, privacySlug: pagePaths.privacy[locale] },
      partial: false,
    });
    const main = squash(parse(html).querySelector('main')?.textContent);
    expect(main).toContain(translate(locale, 'privacy.retentionText', { retention: threeMonths(locale) }));
    const country = new Intl.DisplayNames([locale], { type: 'region' }).of(company.formServiceCountry)!;
    expect(main).toContain(translate(locale, 'privacy.transfer.adequacyDecision', { formServiceCountry: country }));
    expect(main).not.toContain(translate(locale, 'privacy.transfer.standardContractualClauses'));
    expect(main).toContain(company.name);
  });
});

/**
 * How each language's text of the GDPR cites the legal bases and names the
 * interest and the right to object (docs/glossary.md): the steps before a
 * contract (Art. 6(1)(b)) for answering an enquiry, legitimate interests
 * (Art. 6(1)(f)) for keeping one that led to no contract, and the right to
 * object (Art. 21) to the latter.
 */
const legalWords: Record<Locale, { contract: string; interests: RegExp; object: RegExp }> = {
  et: {
    contract: 'art 6 lg 1 p b',
    interests: /õigustatud huvi.*art 6 lg 1 p f/,
    object: /^esitada vastuväide.*art 21/,
  },
  en: {
    contract: 'Article 6(1)(b)',
    interests: /legitimate interests.*Art\. 6\(1\)\(f\)/,
    object: /^object to.*Art\. 21/,
  },
  ru: { contract: 'ст. 6(1)(b)', interests: /законного интереса.*ст\. 6\(1\)\(f\)/, object: /^возразить.*ст\. 21/ },
};

describe.each(locales.map((l) => l.code))('the privacy page in %s', (locale) => {
  test('names both legal bases, the interest, and the right to object, in the words of the language’s GDPR', async () => {
    const html = await container.renderToString(PrivacyPage as never, {
      params: { locale: locale === 'et' ? undefined : locale, privacySlug: pagePaths.privacy[locale] },
      partial: false,
    });
    const main = parse(html).querySelector('main')!;
    const paragraphs = main.querySelectorAll('p').map((p) => squash(p.textContent)!);
    const items = main.querySelectorAll('li').map((li) => squash(li.textContent)!);
    const words = legalWords[locale];
    expect(paragraphs).toContain(translate(locale, 'privacy.purposeText'));
    expect(translate(locale, 'privacy.purposeText')).toContain(words.contract);
    expect(paragraphs).toContain(translate(locale, 'privacy.retentionInterest'));
    expect(translate(locale, 'privacy.retentionInterest')).toMatch(words.interests);
    expect(items).toContain(translate(locale, 'privacy.rights.object'));
    expect(translate(locale, 'privacy.rights.object')).toMatch(words.object);
  });
});
