import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatQuantity } from '../lib/prices/money';
import { type EstimateRow } from '../lib/prices/estimate';
import {
  newRoom,
  parseRoom,
  isOpening,
  roomFields,
  roomFigures,
  totalFigures,
  typedRoom,
  type Room,
  type RoomEntry,
  type RoomField,
  type RoomFigures,
} from '../lib/prices/rooms';
import { measures, type Measure } from '../lib/prices/measures';
import { surfaceKeys, surfaceRows, surfaceWork, workSummary, type SurfaceChoices } from '../lib/prices/surfaces';
import { fillPlaceholders } from '../lib/i18n/placeholder';
import { maxEstimateRooms } from '../lib/prices/estimate-url';
import type { EstimatorTexts } from '../lib/prices/island-texts';
import styles from './RoomHelper.module.scss';

interface Props {
  /** The rooms as typed, in order (room 1 first). */
  rooms: RoomEntry[];
  /** The complete rooms of `rooms`, as `parseRoom` reads them. */
  complete: Room[];
  /** Called with the rooms after each edit, added or removed room. */
  onChange: (rooms: RoomEntry[]) => void;
  /** Every price row, in table order: each surface offers those whose `measures` name it. */
  rows: readonly EstimateRow[];
  /** The work chosen per surface. */
  choices: SurfaceChoices;
  /** Called with the choices after a tick box changes. */
  onChoicesChange: (choices: SurfaceChoices) => void;
  /** "Fill in quantities from the rooms": puts the chosen work's figures (`surfaceWork`) into its rows. */
  onApply: () => void;
  texts: EstimatorTexts;
  /** `Intl` locale of the figures (`et-EE`: `4,2`). */
  numberLocale: string;
}

/**
 * The price list's room-size helper: "Calculate from room size", closed at
 * first (its fields are rendered only once opened, which keeps the page
 * small; opening it puts the focus in the first field), then per room
 * length, width, height, doors and windows (Enter, a phone keyboard's
 * "Next", goes to the next field, after the last to the apply button), each
 * room's and all rooms' figures, "Add room", "Remove room", the work to
 * do on each surface (a tick box per offered price row), the line saying
 * what applying adds and the button that fills the rows. Behaviour:
 * docs/behaviour.md, "Quote estimator". Memoised: a quantity typed in the
 * table does not render it again (docs/performance.md, "Taps").
 */
export default memo(function RoomHelper({
  rooms,
  complete,
  onChange,
  rows,
  choices,
  onChoicesChange,
  onApply,
  texts,
  numberLocale,
}: Props) {
  const [open, setOpen] = useState(false);
  /** The id of the field to focus after the helper opens or a room is added or removed (it is rendered by then). */
  const focusNext = useRef<string>(undefined);
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const metres = (hundredths: number) => formatQuantity(hundredths, numberLocale);
  const figuresText = (figures: RoomFigures) =>
    fillPlaceholders(texts.roomFigures, {
      walls: metres(figures.walls),
      floor: metres(figures.floor),
      skirting: metres(figures.skirting),
    });

  /** Enter in a room's field goes on to the next field, as Tab does; after the last one, to the apply button. */
  const next = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const fields = [...(event.currentTarget.closest('details')?.querySelectorAll('input[type="text"]') ?? [])];
    const after = fields[fields.indexOf(event.currentTarget) + 1] ?? document.getElementById('rooms-apply');
    (after as HTMLElement | null)?.focus();
  };

  /** Room `index` with `field` typed as `value` (`typedRoom`: a count typed is the visitor's). */
  const type = (index: number, field: RoomField, value: string) =>
    onChange(rooms.map((old, at) => (at === index ? typedRoom(old, field, value) : old)));

  /** Adds a room (`newRoom`: the height of the room before it) and puts the focus in its first field. */
  const add = () => {
    const room = newRoom(rooms);
    focusNext.current = `room-${room.key}-${roomFields[0]}`;
    onChange([...rooms, room]);
  };

  /** Removes room `index`; the focus goes to the room before it, or to "Add room" when it was the first. */
  const remove = (index: number) => {
    const before = rooms[index - 1];
    focusNext.current = before ? `room-${before.key}-${roomFields[0]}` : 'room-add';
    onChange(rooms.filter((_, at) => at !== index));
  };

  const work = surfaceWork(rows, choices, totalFigures(complete));

  /** Ticks or unticks `row` on `surface`. */
  const choose = (surface: Measure, id: string, on: boolean) =>
    onChoicesChange({
      ...choices,
      [surface]: on ? [...choices[surface], id] : choices[surface].filter((chosen) => chosen !== id),
    });

  return (
    <details
      className={styles.rooms}
      data-noprint=""
      onToggle={(event) => {
        const opened = event.currentTarget.open;
        if (opened && rooms[0]) focusNext.current = `room-${rooms[0].key}-${roomFields[0]}`;
        setOpen(opened);
      }}
    >
      <summary>
        <span>{texts.roomsSummary}</span>
      </summary>
      {open && (
        <>
          <p>{texts.roomsIntro}</p>
          {rooms.map((entry, index) => {
            const { key, text } = entry;
            const { room, errors } = parseRoom(text);
            return (
              <fieldset key={key} className={styles.room}>
                <legend>{fillPlaceholders(texts.roomName, { n: String(index + 1) })}</legend>
                {roomFields.map((field) => {
                  const id = `room-${key}-${field}`;
                  const error = errors[field];
                  const label = {
                    length: texts.roomLength,
                    width: texts.roomWidth,
                    height: texts.roomHeight,
                    doors: texts.roomDoors,
                    windows: texts.roomWindows,
                  }[field];
                  return (
                    <span key={field} className={styles.roomField}>
                      <label htmlFor={id}>{label}</label>
                      <input
                        id={id}
                        type="text"
                        inputMode={isOpening(field) ? 'numeric' : 'decimal'}
                        enterKeyHint="next"
                        autoComplete="off"
                        value={text[field]}
                        onChange={(event) => type(index, field, event.target.value)}
                        // Typing the value the field already holds ("1" over the assumed 1) is no change to
                        // React, but it is the visitor's count now.
                        onInput={(event) => {
                          if (event.currentTarget.value === text[field]) type(index, field, text[field]);
                        }}
                        onKeyDown={next}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                      />
                      {error && (
                        <span id={`${id}-error`} className={styles.error}>
                          {roomErrorText(texts, error)}
                        </span>
                      )}
                    </span>
                  );
                })}
                <p className={styles.figures}>{room && figuresText(roomFigures(room))}</p>
                <button type="button" className={`button ${styles.secondary}`} onClick={() => remove(index)}>
                  {texts.removeRoom}
                </button>
              </fieldset>
            );
          })}
          <p className={styles.roomButtons}>
            {rooms.length < maxEstimateRooms ? (
              <button id="room-add" type="button" className={`button ${styles.secondary}`} onClick={add}>
                {texts.addRoom}
              </button>
            ) : (
              texts.roomsLimit
            )}
          </p>
          {complete.length > 0 && (
            <p className={styles.figures}>
              {texts.roomsTotal}: {figuresText(totalFigures(complete))}
            </p>
          )}
          <fieldset className={styles.surfaces}>
            <legend>{texts.surfacesIntro}</legend>
            {measures.map((surface) => {
              const offered = surfaceRows(rows, surface);
              return (
                offered.length > 0 && (
                  <fieldset key={surface} className={styles.surface}>
                    <legend>{texts[surfaceKeys[surface]]}</legend>
                    {offered.map((row) => (
                      <label key={row.id} className={styles.choice}>
                        <input
                          type="checkbox"
                          checked={choices[surface].includes(row.id)}
                          onChange={(event) => choose(surface, row.id, event.target.checked)}
                        />{' '}
                        {row.name}
                      </label>
                    ))}
                  </fieldset>
                )
              );
            })}
          </fieldset>
          {complete.length > 0 && (
            <p id="rooms-preview" className={styles.figures}>
              {workSummary(work, texts, numberLocale)}
            </p>
          )}
          <p className={styles.roomButtons}>
            <button
              id="rooms-apply"
              type="button"
              className={`button ${styles.apply}`}
              onClick={onApply}
              disabled={!work.length}
              aria-describedby={complete.length > 0 ? 'rooms-preview' : undefined}
            >
              {texts.applyRooms}
            </button>
          </p>
        </>
      )}
    </details>
  );
});

/** A room field's error as the page says it (`estimator.roomError*`, or the quantity's wording where they agree). */
function roomErrorText(texts: EstimatorTexts, error: NonNullable<ReturnType<typeof parseRoom>['errors']['length']>) {
  return {
    notNumber: texts.errorNotNumber,
    tooManyDecimals: texts.errorTooManyDecimals,
    notPositive: texts.roomErrorNotPositive,
    tooLarge: texts.roomErrorTooLarge,
    notCount: texts.roomErrorNotCount,
  }[error];
}
