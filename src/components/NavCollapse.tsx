import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import styles from './NavCollapse.module.scss';

interface Props {
  /** Accessible name of the toggle button (`nav.toggle`). */
  toggleLabel: string;
  /** The navigation links, rendered by Astro as static HTML. */
  children?: ReactNode;
}

/** Id of the collapsible region; `public/no-js.css` shows it without JavaScript. */
export const navCollapseId = 'site-nav-links';

/**
 * Collapsing navigation (spec §2, DESIGN "Islands"): below the lg breakpoint
 * (992 px) a toggle button shows and hides the links with a 300 ms collapse
 * (none under `prefers-reduced-motion`). Choosing a link or pressing Escape
 * closes it. At lg and wider the links are always shown by CSS and this
 * island is never hydrated (`client:media`).
 */
export default function NavCollapse({ toggleLabel, children }: Props) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        document.querySelector<HTMLButtonElement>(`[aria-controls="${navCollapseId}"]`)?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={navCollapseId}
        aria-label={toggleLabel}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <div id={navCollapseId} className={styles.collapse} data-open={open} onClick={closeOnLink}>
        <div className={styles.inner}>{children}</div>
      </div>
    </>
  );
}
