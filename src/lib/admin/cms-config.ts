import { defaultLocale, localeCodes } from '../i18n/locales';
import { flattenMessages } from '../i18n/locale-files';
import type { CmsBackend } from '../config/cms-repository';
import type { PriceCategory } from '../prices/price-file';
import { priceListFileConfig } from './price-list-form';
import { galleryFileConfig } from './gallery-form';
import { companyFileConfig } from './company-form';
import { servicesFileConfig } from './services-form';
import { reviewsFileConfig } from './reviews-form';
import { textsCollection } from './texts-form';

/**
 * The configuration of the CMS at `/admin` (Sveltia CMS; docs/editing.md),
 * built from the schemas the content collections load the data with, so
 * that the forms refuse what the build would refuse: the choices of a unit
 * or a measure are the schema's own values, labelled as the Estonian locale
 * file writes them, a category's those of the price file (with their
 * Estonian headings); the patterns and the price limits
 * are the schemas'. Labels, hints and messages are in Estonian, the
 * editors' language (`text-labels.ts` for the texts). One module per form
 * (`*-form.ts`), their shared fields in `cms-fields.ts`.

/**
 * The CMS configuration as an object (written to `/admin/config.yml`).
 * `backend` names the GitHub repository; an editor on 127.0.0.1 can instead
 * work on a folder of the working copy (local mode). `estonianTexts` is
 * `locales/et.json` as parsed: its keys are the fields of the texts.
 * `categories` are the price file's, the choices of a row's or a service
 * block's category.
 */
export function cmsConfig(
  backend: CmsBackend,
  estonianTexts: Record<string, unknown>,
  categories: readonly PriceCategory[],
) {
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl && { base_url: backend.authUrl }),
      commit_messages: { update: 'Muudetud: {{collection}} / {{path}}', uploadMedia: 'Lisatud foto {{path}}' },
    },
    app_title: 'Veebilehe haldus',
    media_folder: 'src/assets/gallery',
    public_folder: '/src/assets/gallery',
    // Photos come from the editor's own files: no stock photo sites (third-party requests).
    media_libraries: { stock_assets: { providers: [] } },
    // Lists under a field unindented (`rows:` then `- id: …`), as the price file writes them.
    output: { omit_empty_optional_fields: true, yaml: { indent_sequences: false } },
    // Languages of the texts collection only: the other collections do not turn i18n on.
    i18n: { structure: 'multiple_files', locales: localeCodes, default_locale: defaultLocale },
    collections: [
      {
        name: 'data',
        label: 'Andmed',
        files: [
          priceListFileConfig(flattenMessages(estonianTexts) as Record<string, string>, categories),
          galleryFileConfig(),
          companyFileConfig(),
          servicesFileConfig(categories),
          reviewsFileConfig(),
        ],
      },
      textsCollection(estonianTexts),
    ],
  };
}
