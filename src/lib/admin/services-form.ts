import type { PriceCategory } from '../prices/price-file';
import { idRule } from './cms-fields';
import { textGroupLabels } from './text-labels';
import { categoryHint, categoryOptions } from './price-list-form';

/** The CMS's service blocks form (`src/data/services.yaml`), its categories the price file's (docs/editing.md). */

/**
 * The services' form (`src/data/services.yaml`): the blocks of the services
 * and home pages, in order, each with the price-list categories its
 * starting price comes from (labelled as the page writes them). A block's
 * texts are under "Tekstid" (`services.*Heading`, `homeServices.*`).
 */
export function servicesFileConfig(categories: readonly PriceCategory[]) {
  return {
    name: 'services',
    label: 'Teenused (avaleht ja teenuste leht)',
    file: 'src/data/services.yaml',
    fields: [
      {
        name: 'services',
        label: 'Teenused',
        label_singular: 'teenus',
        widget: 'list',
        root: true,
        summary: '{{fields.id}}',
        fields: [
          {
            name: 'id',
            label: 'Tunnus',
            widget: 'string',
            pattern: idRule,
            hint: `Nt small-works; lehel ei näidata. Teenuse pealkiri ja tekstid on „Tekstid“ all, rühmades „${textGroupLabels.services}“ ja „${textGroupLabels.homeServices}“.`,
          },
          {
            name: 'categories',
            label: 'Hinnakirja rühmad',
            widget: 'select',
            multiple: true,
            min: 1,
            options: categoryOptions(categories),
            hint: categoryHint,
          },
        ],
      },
    ],
  };
}
