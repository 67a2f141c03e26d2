/**
 * i18next's types for this site (build time; types only): the Estonian file
 * is the list of keys, so a misspelled key passed to `t` in a page or
 * component fails `astro check` (and so `npm run check`). The files nest
 * keys by page and `t` takes them dotted (`nav.home`), i18next's default
 * key separator, as `lib/i18n/translations.ts` configures the instance (no
 * namespace separator); the company facts of `lib/company/company.ts` are
 * default variables (`lib/company/translations.ts`), so `{{email}}` … need
 * not be passed.
 * That en and ru have every Estonian key is a unit test
 * (`tests/unit/translations.test.ts`).
 */
import type et from '../locales/et.json';
import type { textVariables } from './lib/company/company';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof et };
    nsSeparator: false;
    defaultVariables: typeof textVariables;
  }
}
