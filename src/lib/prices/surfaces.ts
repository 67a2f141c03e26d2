/**
 * The room surfaces of the estimator's room-size helper and the work the
 * visitor chooses for each: which price rows a surface offers (those whose
 * `measure` names it, in `src/data/price-list.yaml`), which it starts with,
 * what applying the rooms puts into the rows, and the choices in the
 * `?estimate=` address. Runs in the browser: no build-time imports.
 */
import type { EstimateRow } from './estimate';
import { counted } from './counted';
import { fillPlaceholders } from '../i18n/placeholder';
import { formatQuantity } from './money';
import type { EstimatorTexts } from './island-texts';
import { measures, type Measure } from './measures';

/** The rows chosen per surface, by row id. */
export type SurfaceChoices = Record<Measure, readonly string[]>;

/** The priced rows `rows` offers for `surface`, in table order. */
export const surfaceRows = (rows: readonly EstimateRow[], surface: Measure): EstimateRow[] =>
  rows.filter((row) => row.priceCents !== null && row.measures?.includes(surface));

/**
 * What the helper starts with: on each surface the rows whose `roomDefault`
 * in the price file names it (walls and ceiling their painting row, the firm's
 * common job: docs/decisions.md, "The room-size helper"), elsewhere nothing.
 */
export function defaultChoices(rows: readonly EstimateRow[]): SurfaceChoices {
  const choices = {} as Record<Measure, readonly string[]>;
  for (const surface of measures) {
    choices[surface] = surfaceRows(rows, surface)
      .filter((row) => row.roomDefault?.includes(surface))
      .map((row) => row.id);
  }
  return choices;
}

/** One thing applying the rooms adds: a surface's chosen row and the surface's figure (hundredths). */
export interface SurfaceWork {
  surface: Measure;
  row: EstimateRow;
  hundredths: number;
}

/** The chosen work with the rooms' `figures`, surface by surface, leaving out a figure of 0. */
export function surfaceWork(
  rows: readonly EstimateRow[],
  choices: SurfaceChoices,
  figures: Record<Measure, number>,
): SurfaceWork[] {
  return measures.flatMap((surface) =>
    surfaceRows(rows, surface)
      .filter((row) => choices[surface].includes(row.id) && figures[surface] > 0)
      .map((row) => ({ surface, row, hundredths: figures[surface] })),
  );
}

/** Translation key of each surface's name (`estimator.surface*`): the helper's group and the summary say it. */
export const surfaceKeys = {
  walls: 'surfaceWalls',
  ceiling: 'surfaceCeiling',
  floor: 'surfaceFloor',
  skirting: 'surfaceSkirting',
} as const satisfies Record<Measure, keyof EstimatorTexts>;

/**
 * The one line that says what applying will add (`estimator.applyPreview`
 * with its `applyPreviewItem`s joined by `; `: "Lisatakse: seinad 35 m² –
 * Värvimine 2 korda; lagi 12 m² – …", the surface's name in lower case),
 * the amounts as counted words in `numberLocale`, held together by no-break
 * spaces; `estimator.applyNothing` without work.
 */
export function workSummary(work: readonly SurfaceWork[], texts: EstimatorTexts, numberLocale: string): string {
  if (!work.length) return texts.applyNothing;
  const strings = texts as unknown as Record<string, string>;
  const items = work.map(({ surface, row, hundredths }) =>
    fillPlaceholders(texts.applyPreviewItem, {
      surface: texts[surfaceKeys[surface]].toLocaleLowerCase(numberLocale),
      // "23 m²" never breaks between the number and its unit.
      amount: counted(
        strings,
        row.amountKey,
        hundredths / 100,
        formatQuantity(hundredths, numberLocale),
        numberLocale,
      ).replace(/ /g, '\u00a0'),
      service: row.name,
    }),
  );
  return fillPlaceholders(texts.applyPreview, { work: items.join('; ') });
}

/** Each row's quantity from `work` (hundredths): a row chosen on two surfaces gets both figures. */
export function workQuantities(work: readonly SurfaceWork[]): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const { row, hundredths } of work) quantities.set(row.id, (quantities.get(row.id) ?? 0) + hundredths);
  return quantities;
}

/** The key of a surface's choice in the address: `room.walls:painting-two-coats.wallpapering`. */
const choiceKey = (surface: Measure) => `room.${surface}`;

/**
 * The choices as address entries: only a surface whose choice differs from
 * the default, as `room.<surface>:` and its row ids joined by `.` (row ids
 * have no dot), empty for nothing. A link without them means the defaults.
 */
export function encodeChoices(rows: readonly EstimateRow[], choices: SurfaceChoices): string[] {
  const defaults = defaultChoices(rows);
  return measures
    .filter((surface) => [...choices[surface]].sort().join() !== [...defaults[surface]].sort().join())
    .map((surface) => `${choiceKey(surface)}:${choices[surface].join('.')}`);
}

/** The choices an address's value carries; a surface it does not name keeps the default, unknown rows are ignored. */
export function decodeChoices(rows: readonly EstimateRow[], value: string | null): SurfaceChoices {
  const choices: Record<Measure, readonly string[]> = { ...defaultChoices(rows) };
  for (const entry of (value ?? '').split(',')) {
    const [key, ids, ...rest] = entry.split(':');
    const surface = measures.find((candidate) => choiceKey(candidate) === key);
    if (!surface || ids === undefined || rest.length) continue;
    const offered = surfaceRows(rows, surface).map((row) => row.id);
    choices[surface] = offered.filter((id) => ids.split('.').includes(id));
  }
  return choices;
}
