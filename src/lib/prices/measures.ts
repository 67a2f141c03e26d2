/**
 * The room figures a price row may follow (`measure:` in the price file),
 * which are also the surfaces the estimator's room-size helper asks about,
 * in the order it shows them: wall area, ceiling area, floor area (m²),
 * skirting length (m). No imports: the schema, the CMS and the browser
 * read the one list.
 */
export const measures = ['walls', 'ceiling', 'floor', 'skirting'] as const;
export type Measure = (typeof measures)[number];

/** A price row's `measure:` as a list (`walls` → `[walls]`); `undefined` without one. */
export const measureList = (measure?: Measure | readonly Measure[]): readonly Measure[] | undefined =>
  typeof measure === 'string' ? [measure] : measure;
