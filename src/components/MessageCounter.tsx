import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ContactFormTexts } from '../lib/form/contact-form-texts';
import { messageRoom } from '../lib/form/message-limit';
import { fillPlaceholders } from '../lib/i18n/placeholder';
import { useSettled } from '../lib/use-settled';
import styles from './MessageCounter.module.scss';

/** How long typing must pause before the live region speaks the counter, in ms (as the estimator's total). */
const settleMs = 1000;

/**
 * The text of the form field `field` (its form's control of that name,
 * found from `ref`), kept up to date on each input, after the form's own
 * effects have filled it (a draft or an estimate) and after a reset.
 */
function useFieldText(ref: RefObject<HTMLElement | null>, field: string): string {
  const [text, setText] = useState('');
  useEffect(() => {
    const form = ref.current?.closest('form');
    const control = form?.elements.namedItem(field);
    if (!form || !(control instanceof HTMLTextAreaElement)) return;
    const update = () => setText(control.value);
    const later = () => queueMicrotask(update);
    later();
    form.addEventListener('input', update);
    form.addEventListener('reset', later);
    return () => {
      form.removeEventListener('input', update);
      form.removeEventListener('reset', later);
    };
  }, [ref, field]);
  return text;
}

/**
 * The counter under the enquiry's message (docs/behaviour.md, "Contact
 * form"): from `counterFrom` of `maxMessageBytes` on, the characters left,
 * then those over the limit; nothing while the message is far from it. A
 * polite live region says it once typing pauses, so it speaks only near
 * the limit. `field` is the message control's name in the same form.
 */
export function MessageCounter({ field, texts }: { field: string; texts: ContactFormTexts['messageCounter'] }) {
  const ref = useRef<HTMLDivElement>(null);
  const room = messageRoom(useFieldText(ref, field));
  const text = room.near ? fillPlaceholders(room.over ? texts.over : texts.left, { n: String(room.characters) }) : '';
  const announced = useSettled(text, settleMs);
  return (
    <div ref={ref}>
      {text && (
        <p className={`${styles.counter} ${room.over ? styles.over : ''}`} aria-hidden="true" data-message-counter="">
          {text}
        </p>
      )}
      <p className={styles.announced} aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
