import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { island } from '../support/islands';
import { pagePath } from '../../src/lib/i18n/routes';
import { translate } from '../support/translations';
import { priceTableRows } from '../support/price-rows';
import {
  choose,
  estimator,
  expectedDays,
  expectedDuration,
  expectedStart,
  type EstimatePick,
} from '../support/estimator';
import { company } from '../../src/lib/company/company';

/**
 * When and how long, in Estonian (docs/behaviour.md, "When and how long"):
 * quantities give the working days beside the total, with the rows left
 * untimed and the earliest start; a start date the visitor's today has
 * passed is not offered; the duration reaches the contact form's message.
 * The words and the arithmetic in every language are unit-tested
 * (tests/unit/duration.test.ts).
 */

const locale = 'et';
const t = (key: string, values?: Record<string, string>) => translate(locale, key, values);

/** A row with a daily output and a priced one without: a painting job and some plastering. */
const timedRow = priceTableRows.find((row) => row.price !== null && row.dailyOutput)!;
const untimedRow = priceTableRows.find((row) => row.price !== null && !row.dailyOutput)!;
const picks: EstimatePick[] = [
  { row: timedRow, units: timedRow.dailyOutput! * 3 },
  { row: untimedRow, units: 5 },
];

/** The day `days` before or after the earliest start, at noon in the visitor's zone. */
const aroundStart = (days: number) => {
  const date = new Date(`${company.earliestStart}T12:00:00`);
  date.setDate(date.getDate() + days);
  return date;
};

/** The services page with the estimator hydrated, the visitor's clock at `now`. */
async function openEstimator(page: Page, now: Date) {
  await page.clock.setFixedTime(now);
  await page.goto(pagePath(locale, 'services'));
  await page.locator('#estimate table').scrollIntoViewIfNeeded();
  await expect(island(page, 'PriceList')).toBeHydrated();
}

test('quantities give the working days and the start date beside the total; the duration reaches the message', async ({
  page,
}) => {
  const before = aroundStart(-10);
  await openEstimator(page, before);
  const side = estimator(page);
  // Before a timed row is chosen: a dash, no figure.
  await expect(side.getByText(`${t('estimator.durationLabel')} –`, { exact: true })).toBeVisible();
  await choose(page, locale, picks);
  const duration = expectedDuration(locale, expectedDays(picks)!);
  await expect(side.getByText(`${t('estimator.durationLabel')} ${duration}`, { exact: true })).toBeVisible();
  await expect(
    side.getByText(t('estimator.untimed', { services: untimedRow.service.et }), { exact: true }),
  ).toBeVisible();
  const start = expectedStart(locale, company.earliestStart!)!;
  await expect(side.getByText(t('estimator.startOffer', { date: start }), { exact: true })).toBeVisible();
  await expect(side.getByRole('list', { name: t('companyFacts.label') })).toBeVisible();

  await page.getByRole('link', { name: t('priceList.cta'), exact: true }).click();
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  // Above the form, the same start date and who the firm is.
  await expect(form.getByText(t('estimator.startOffer', { date: start }), { exact: true })).toBeVisible();
  await expect(form.getByRole('list', { name: t('companyFacts.label') })).toBeVisible();
  const message = form.getByRole('textbox', { name: t('contactForm.messageLabel') });
  await expect(message).toHaveValue(new RegExp(`^${escape(t('estimator.messageDuration', { duration }))}$`, 'm'));
  await expect(message).toHaveValue(new RegExp(`^${escape(t('estimator.messageStart', { date: start }))}$`, 'm'));
});

test('a start date the visitor’s today has passed is not offered, on the services page nor above the form', async ({
  page,
}) => {
  await openEstimator(page, aroundStart(1));
  await choose(page, locale, picks);
  const side = estimator(page);
  await expect(side.getByText(t('estimator.startAsk'), { exact: true })).toBeVisible();
  const offer = t('estimator.startOffer', { date: '' }).replace(/\.$/, '').trim();
  await expect(page.getByText(offer)).toHaveCount(0);
  await page.getByRole('link', { name: t('priceList.cta'), exact: true }).click();
  const form = page.locator('#contact-form');
  await form.scrollIntoViewIfNeeded();
  await expect(island(page, 'ContactForm')).toBeHydrated();
  await expect(form.getByText(t('estimator.startAsk'), { exact: true })).toBeVisible();
  await expect(page.getByText(offer)).toHaveCount(0);
  const message = form.getByRole('textbox', { name: t('contactForm.messageLabel') });
  await expect(message).toHaveValue(new RegExp(escape(t('estimator.messageDuration', { duration: '' }))));
  await expect(message).not.toHaveValue(new RegExp(escape(t('estimator.messageStart', { date: '' }))));
});

/** `text` as a regular expression matching it literally. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
