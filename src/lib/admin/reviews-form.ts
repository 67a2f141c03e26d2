import { locales } from '../i18n/locales';
import { maxReviewLength, reviewMonthPattern, reviewsFile } from '../reviews/review-schema';
import { estonianNumber, idRule } from './cms-fields';

/** The CMS's reviews form (`src/data/reviews.yaml`), from the review schema's limits (docs/editing.md). */

/** The reviews' form: a list of reviews, each shown only with the client's consent. */
export function reviewsFileConfig() {
  return {
    name: 'reviews',
    label: 'Klientide tagasiside',
    file: reviewsFile,
    fields: [
      {
        name: 'reviews',
        label: 'Tagasiside',
        label_singular: 'tagasiside',
        widget: 'list',
        root: true,
        summary: '{{fields.name}}, {{fields.district}} ({{fields.month}})',
        fields: [
          { name: 'id', label: 'Tunnus', widget: 'string', pattern: idRule, hint: 'Nt mari-2026-05; ei kordu.' },
          { name: 'name', label: 'Kliendi eesnimi või initsiaalid', widget: 'string' },
          { name: 'district', label: 'Linnaosa või asula', widget: 'string' },
          {
            name: 'month',
            label: 'Kuu',
            widget: 'string',
            pattern: [reviewMonthPattern.source, 'Aasta ja kuu, nt 2026-05.'],
          },
          {
            name: 'language',
            label: 'Keel, milles klient kirjutas',
            widget: 'select',
            options: locales.map(({ code, label }) => ({ value: code, label })),
          },
          {
            name: 'source',
            label: 'Aadress, kus klient tagasiside algselt andis (https://)',
            widget: 'string',
            type: 'url',
            required: false,
            hint: 'Nt link arvustusele Google’is või Facebookis; lehel näidatakse selle nime („Google“). Võib jääda tühjaks.',
          },
          {
            name: 'text',
            label: 'Tekst',
            widget: 'text',
            pattern: [`^[\\s\\S]{1,${maxReviewLength}}$`, `Kuni ${estonianNumber(maxReviewLength)} märki.`],
          },
          {
            name: 'consent',
            label: 'Klient on andnud nõusoleku',
            widget: 'boolean',
            hint: 'Ilma kliendi kirjaliku nõusolekuta tagasisidet ei avaldata (muidu ei saa veebilehte avaldada).',
          },
        ],
      },
    ],
  };
}
