import { describe, expect, test } from 'vitest';
import { type EstimateRow } from '../../src/lib/prices/estimate';
import { encodeEstimate } from '../../src/lib/prices/estimate-url';
import { totalFigures } from '../../src/lib/prices/rooms';
import {
  decodeChoices,
  defaultChoices,
  encodeChoices,
  surfaceKeys,
  surfaceRows,
  surfaceWork,
  workQuantities,
  workSummary,
} from '../../src/lib/prices/surfaces';
import { measures, type Measure } from '../../src/lib/prices/measures';
import { localeCodes, localeInfo } from '../../src/lib/i18n/locales';
import { estimatorTexts } from '../../src/lib/prices/island-texts';
import { estimateRows, priceTableRows } from '../support/price-rows';
import { room } from '../support/rooms';
import { translate } from '../support/translations';

/**
 * The room-size helper's surfaces: which rows each offers (the price
 * file's `measure:`), what it starts with, what applying adds (rooms →
 * m² per surface → rows), the one line saying so, and the choices in the URL.
 */

const rows = estimateRows('et');
/** 4 × 3 m, 2.5 m high: walls 35 m², ceiling and floor 12 m², skirting 14 m. */
const figures = totalFigures([room(400, 300, 250)]);
/** The price file's rows a surface starts with: those whose `roomDefault` names it. */
const startsWith = (surface: Measure) =>
  priceTableRows.filter((row) => [row.roomDefault ?? []].flat().includes(surface)).map((row) => row.id);
/** The walls' one starting row (the firm's common job: painting), which the ceiling starts with too. */
const painting = () => startsWith('walls')[0];

describe('surfaces and their rows', () => {
  test('each surface offers the priced rows whose measure names it, in table order', () => {
    for (const surface of measures) {
      expect(surfaceRows(rows, surface).map((row) => row.id)).toEqual(
        priceTableRows
          .filter((row) => row.price !== null && [row.measure ?? []].flat().includes(surface))
          .map((row) => row.id),
      );
    }
  });

  test('an editor’s new row with a measure is offered without code', () => {
    const extra: EstimateRow = { ...rows[0], id: 'venetian-plaster', measures: ['walls'], priceCents: 2500 };
    expect(surfaceRows([...rows, extra], 'walls').map((row) => row.id)).toContain('venetian-plaster');
  });

  test('each surface starts with the rows whose roomDefault names it: walls and ceiling one, floor and skirting none', () => {
    expect(defaultChoices(rows)).toEqual(Object.fromEntries(measures.map((surface) => [surface, startsWith(surface)])));
    // The owner's default (docs/decisions.md, "The room-size helper"): walls and ceiling painted, nothing else.
    expect(startsWith('walls')).toHaveLength(1);
    expect(startsWith('ceiling')).toEqual(startsWith('walls'));
    expect(startsWith('floor')).toEqual([]);
    expect(startsWith('skirting')).toEqual([]);
  });

  test('the mark, not a category, sets the start: moved to another row, the default moves with it', () => {
    const other = surfaceRows(rows, 'walls').find((row) => !row.roomDefault && row.measures?.length === 1)!;
    const moved = rows.map((row) => ({ ...row, roomDefault: row.id === other.id ? other.measures : undefined }));
    expect(defaultChoices(moved)).toMatchObject({ walls: [other.id], ceiling: [], floor: [], skirting: [] });
  });
});

describe('what applying adds', () => {
  test('the defaults add the walls’ and the ceiling’s m² to their one painting row, nothing else', () => {
    const work = surfaceWork(rows, defaultChoices(rows), figures);
    expect(work.map(({ surface, row, hundredths }) => [surface, row.id, hundredths])).toEqual([
      ['walls', painting(), 3500],
      ['ceiling', painting(), 1200],
    ]);
    // One row on two surfaces gets both areas.
    expect(workQuantities(work)).toEqual(new Map([[painting(), 4700]]));
  });

  test('a chosen floor and skirting add the floor area and the skirting length to their rows', () => {
    const [floorRow] = surfaceRows(rows, 'floor');
    const [skirtingRow] = surfaceRows(rows, 'skirting');
    const choices = { walls: [], ceiling: [], floor: [floorRow.id], skirting: [skirtingRow.id] };
    expect(workQuantities(surfaceWork(rows, choices, figures))).toEqual(
      new Map([
        [floorRow.id, 1200],
        [skirtingRow.id, 1400],
      ]),
    );
  });

  test('nothing chosen adds nothing; a figure of 0 adds nothing', () => {
    const none = { walls: [], ceiling: [], floor: [], skirting: [] };
    expect(surfaceWork(rows, none, figures)).toEqual([]);
    expect(surfaceWork(rows, defaultChoices(rows), totalFigures([]))).toEqual([]);
  });
});

describe('the line that says what applying adds', () => {
  test.each(localeCodes)('%s: each surface, its amount as a counted word and the row’s name', (locale) => {
    const texts = estimatorTexts(locale);
    const { numberLocale } = localeInfo(locale);
    const localRows = estimateRows(locale);
    const work = surfaceWork(
      localRows,
      defaultChoices(localRows),
      totalFigures([room(400, 300, 250), room(101, 100, 200)]),
    );
    const item = (surface: 'walls' | 'ceiling', count: number) => {
      const row = work.find((entry) => entry.surface === surface)!.row;
      const category = new Intl.PluralRules(numberLocale).select(count);
      return translate(locale, 'estimator.applyPreviewItem', {
        surface: translate(locale, `estimator.${surfaceKeys[surface]}`).toLocaleLowerCase(numberLocale),
        amount: translate(locale, `estimator.${row.amountKey}_${category}`, {
          count: new Intl.NumberFormat(numberLocale).format(count),
        }).replace(/ /g, '\u00a0'),
        service: row.name,
      });
    };
    // Walls 35 + 8.04 m², ceiling 12 + 1.01 m²; an amount and its unit held together.
    expect(workSummary(work, texts, numberLocale)).toBe(
      translate(locale, 'estimator.applyPreview', { work: `${item('walls', 43.04)}; ${item('ceiling', 13.01)}` }),
    );
    expect(workSummary([], texts, numberLocale)).toBe(translate(locale, 'estimator.applyNothing'));
  });
});

describe('choices in the URL', () => {
  test('the defaults write nothing; a link without choices means the defaults', () => {
    expect(encodeChoices(rows, defaultChoices(rows))).toEqual([]);
    expect(decodeChoices(rows, null)).toEqual(defaultChoices(rows));
  });

  test('a changed choice is written after the rooms and reads back the same', () => {
    const [floorRow] = surfaceRows(rows, 'floor');
    const choices = { ...defaultChoices(rows), ceiling: [], floor: [floorRow.id] };
    const value = encodeEstimate([], [room(400, 300, 250)], encodeChoices(rows, choices));
    expect(value).toBe(`room:4x3x2.5x0x0,room.ceiling:,room.floor:${floorRow.id}`);
    expect(decodeChoices(rows, value)).toEqual(choices);
  });

  test('rows a surface does not offer, and unknown surfaces, are ignored', () => {
    expect(decodeChoices(rows, 'room.floor:wallpaper-removal.nonsense,room.roof:x').floor).toEqual([]);
  });
});
