import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './LanguageSelect.module.scss';

/** One language on offer: a link to the same page in that language. */
export interface LanguageOption {
  code: string;
  label: string;
  /** Root-relative URL of the current page in this language. */
  href: string;
  /** `/flags/{code}.png`, 48×32 px shown at 24×16. */
  flag: string;
}

interface Props {
  /** Code of the page's language (et, en or ru). */
  current: string;
  options: LanguageOption[];
  /** Accessible name of the button (`languageSelect.accessibleLabel`). */
  buttonLabel: string;
  /** Accessible name of the list (`languageSelect.listLabel`). */
  listLabel: string;
}

/** localStorage key of the saved language (spec §9). */
export const languageStorageKey = 'i18nextLng';

/**
 * Language dropdown (spec §2, DESIGN "URLs and languages"). Shows the flag
 * and name of the page's language (below sm the flag only; the visible name
 * is part of the button's accessible name, WCAG 2.5.3 "Label in Name");
 * offers every language as a real link to the same page (it works before
 * hydration and without JavaScript). Choosing one saves it
 * under `i18nextLng` and follows the link at once, keeping the URL hash.
 * Opens by click, Enter, Space or ArrowDown; Escape and an outside click
 * close it, and focus returns to the button.
 */
export default function LanguageSelect({ current, options, buttonLabel, listLabel }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const currentOption = options.find((option) => option.code === current) ?? options[0];

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      requestAnimationFrame(() => {
        const all = links();
        (event.key === 'ArrowDown' ? all[0] : all[all.length - 1])?.focus();
      });
    } else if (event.key === 'Escape' && open) {
      close();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        if (event.key === 'Escape') event.preventDefault();
        close();
        break;
    }
  };

  const choose = (option: LanguageOption) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    try {
      localStorage.setItem(languageStorageKey, option.code);
    } catch {
      // Storage may be blocked (private mode); the link still navigates.
    }
    event.preventDefault();
    window.location.assign(option.href + window.location.hash);
  };

  return (
    <div className={styles.dropdown} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <img src={currentOption.flag} alt="" width={24} height={16} />
        <span className={styles.code}>{currentOption.label}</span>
      </button>
      <ul id={listId} className={styles.menu} data-language-menu="" aria-label={listLabel} hidden={!open} onKeyDown={onListKeyDown}>
        {options.map((option) => (
          <li key={option.code}>
            <a
              href={option.href}
              lang={option.code}
              hrefLang={option.code}
              aria-current={option.code === current ? 'true' : undefined}
              className={styles.item}
              onClick={choose(option)}
            >
              <img src={option.flag} alt="" width={24} height={16} loading="lazy" />
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
