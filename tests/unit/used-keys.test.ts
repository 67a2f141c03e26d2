import { expect, test } from 'vitest';
import { usedKeyMistakes, usedKeys } from '../../src/lib/i18n/used-keys';

/** The Estonian file by dotted key, as the check receives it: a text, a counted text and a group. */
const messages = {
  'nav.home': 'Avaleht',
  'companyFacts.team_one': '{{count}} viimistleja',
  'companyFacts.team_other': '{{count}} viimistlejat',
  'priceList.heading': 'Hinnakiri',
};

test('the written keys of translate calls are found, in every quoting, and a built key is not', () => {
  const source = [
    "<h1>{t('nav.home')}</h1>",
    't("nav.contacts", { count: 2 })',
    't(`nav.services`)',
    "useTranslations(locale)('priceList', { returnObjects: true })",
    't(\n  "privacy.heading",\n)',
    't(`privacy.rights.${right}`)',
    "format('nav.ignored')",
  ].join('\n');
  expect(usedKeys(source)).toEqual(['nav.home', 'nav.contacts', 'nav.services', 'priceList', 'privacy.heading']);
});

test('a key the Estonian file has as a text, a counted text or a group is no mistake', () => {
  const source = { name: 'src/a.astro', text: "t('nav.home'); t('companyFacts.team', { count }); t('priceList')" };
  expect(usedKeyMistakes([source], messages, 'locales/et.json')).toEqual([]);
});

test('each key a source file uses that the Estonian file lacks is named with the file and the key', () => {
  const sources = [
    { name: 'src/components/Footer.astro', text: "t('footer.credit'); t('nav.home')" },
    { name: 'src/pages/x.astro', text: "t('nav.homes')" },
  ];
  expect(usedKeyMistakes(sources, messages, 'locales/et.json')).toEqual([
    'src/components/Footer.astro: uses the key "footer.credit", which locales/et.json lacks; expected it in every ' +
      'locale file (without it the page shows the raw key).',
    'src/pages/x.astro: uses the key "nav.homes", which locales/et.json lacks; expected it in every ' +
      'locale file (without it the page shows the raw key).',
  ]);
});
