import type { InputHTMLAttributes, ReactNode } from 'react';
import { maxLineLength } from '../lib/form/message-limit';
import styles from './FormField.module.scss';

/** A field's props: the `<input>`'s own, and these. */
export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The control's `name`, and the stem of its hint's and error's ids. */
  name: string;
  /** Prefix of the ids, unique in the page (`useId`). */
  idPrefix: string;
  label: string;
  /** A visible hint under the label (an example of what to write). */
  hint?: string;
  /** The error text shown under this control, when it shows one. */
  error?: string;
  /** The field whose error text describes this control, when it is wrong (itself, or a field that shares its text). */
  errorAt?: string;
  /** Rows of a `<textarea>`; without, an `<input>`. */
  rows?: number;
  /** Shown under the field, after its error (the message's counter). */
  after?: ReactNode;
}

/** The id of the error text shown under the field `name`. */
const errorId = (idPrefix: string, name: string) => `${idPrefix}-${name}-error`;

/**
 * One field of a form: its label around the control, an optional hint, and
 * the error shown under it. A wrong field (`errorAt` given) is
 * `aria-invalid`, and described by its hint and the error text, which may
 * show under another field (one text for two fields); `after` follows. Other props go to
 * the `<input>` (at most `maxLineLength` characters unless they say
 * otherwise) or the `<textarea>`, with `rows`.
 */
export function FormField({ name, idPrefix, label, hint, error, errorAt, rows, after, ...control }: FormFieldProps) {
  const hintId = hint ? `${idPrefix}-${name}-hint` : undefined;
  const describedBy = [hintId, errorAt && errorId(idPrefix, errorAt)].filter(Boolean).join(' ') || undefined;
  const shared = { name, 'aria-invalid': errorAt ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className={styles.field}>
      <label className={styles.label}>
        <span>{label}</span>
        {rows ? (
          <textarea
            {...shared}
            rows={rows}
            placeholder={control.placeholder}
            aria-required={control['aria-required']}
          />
        ) : (
          <input maxLength={maxLineLength} {...shared} {...control} />
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(idPrefix, name)} className={styles.error}>
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
