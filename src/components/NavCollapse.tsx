import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { withErrorBoundary } from './IslandErrorBoundary';
import { useHydrated } from '../lib/use-hydrated';
import styles from './NavCollapse.module.scss';

interface Props {
  /** Accessible name of the toggle button (`nav.toggle`). */
  toggleLabel: string;
  /** The navigation links, rendered by Astro as static HTML. */
  children?: ReactNode;
}

/** Id of the collapsible region; `public/no-js.css` shows it without JavaScript. */
const navCollapseId = 'site-nav-links';

/**
 * Collapsing navigation (docs/behaviour.md, "Islands"): below the lg breakpoint
 * a toggle button shows and hides the links with a collapse animation
 * (`--duration-collapse`, 0 under `prefers-reduced-motion`). Choosing a link
 * closes it; so does Escape, returning focus to the toggle. At lg and wider
 * CSS shows the links and hides the toggle, and Astro never loads this
 * island (`client:after-paint={tokens.mediaDownLg}`: `client:media`, after
 * the first paint). Until it has hydrated the toggle does nothing, and says
 * so: it is `aria-disabled`.
 */
function NavCollapse({ toggleLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
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
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={navCollapseId}
        aria-label={toggleLabel}
        aria-disabled={hydrated ? undefined : true}
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

export default withErrorBoundary(NavCollapse);
