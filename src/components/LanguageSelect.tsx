import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { withErrorBoundary } from './IslandErrorBoundary';
import { useHydrated } from '../lib/use-hydrated';
import styles from './LanguageSelect.module.scss';

/** One language on offer: a link to the same page in that language. */
interface LanguageOption {
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
  /** localStorage key of the saved choice (`languageStorageKey`, `i18nextLng`). */
  storageKey: string;
}

/** True for a click the browser should handle itself (new tab or window, download). */
function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Language dropdown (docs/behaviour.md, "The language dropdown"), hydrated
 * when idle after the first paint. Input: the page's language (`current`),
 * each language's link to the same page (`options`), the button's and
 * list's labels and the storage key the choice is saved under. Every
 * language is a real link, so it works before hydration and without
 * JavaScript; until hydration the button, which does nothing yet, is
 * `aria-disabled`.
 */
function LanguageSelect({ current, options, buttonLabel, listLabel, storageKey }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const hydrated = useHydrated();
  const currentOption = options.find((option) => option.code === current) ?? options[0];

  const links = () => Array.from(listRef.current?.querySelectorAll('a') ?? []);

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
      // The list is shown on the next render; focus a language once it is.
      requestAnimationFrame(() =>
        links()
          .at(event.key === 'ArrowDown' ? 0 : -1)
          ?.focus(),
      );
    } else if (event.key === 'Escape' && open) {
      close();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const focusAt = (i: number) => all[(i + all.length) % all.length]?.focus();
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(index + 1),
      ArrowUp: () => focusAt(index - 1),
      Home: () => focusAt(0),
      End: () => focusAt(all.length - 1),
      Escape: close,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const choose = (option: LanguageOption) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    try {
      localStorage.setItem(storageKey, option.code);
    } catch {
      // Storage may be blocked; the visitor still gets the page they chose.
    }
    // The query too: it carries the quote estimator's selection (`?estimate=`).
    window.location.assign(option.href + window.location.search + window.location.hash);
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
        aria-disabled={hydrated ? undefined : true}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {/* Low priority: a decorative image, and nothing but the page itself should load before its first paint. */}
        <img src={currentOption.flag} alt="" width={24} height={16} fetchPriority="low" />
        <span className={styles.code}>{currentOption.label}</span>
        <svg className={styles.caret} viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M0 0h10L5 6z" />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={listId}
        className={styles.menu}
        data-language-menu=""
        aria-label={listLabel}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {options.map((option) => (
          <li key={option.code}>
            <a {...linkAttributes(option, current)} className={styles.item} onClick={choose(option)}>
              <img src={option.flag} alt="" width={24} height={16} loading="lazy" />
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A language's link: its page in that language, marked current for the page's own. */
function linkAttributes(option: LanguageOption, current: Props['current']) {
  return {
    href: option.href,
    lang: option.code,
    hrefLang: option.code,
    'aria-current': option.code === current ? ('true' as const) : undefined,
  };
}

/** Should the dropdown fail: each language as a plain link, as without JavaScript. */
function LanguageLinks({ current, options }: Props) {
  return (
    <ul className={styles.plain}>
      {options.map((option) => (
        <li key={option.code}>
          <a {...linkAttributes(option, current)}>{option.label}</a>
        </li>
      ))}
    </ul>
  );
}

export default withErrorBoundary(LanguageSelect, LanguageLinks);
