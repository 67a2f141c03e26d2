import { useState } from 'react';

/** How far copying the link went: not tried, copied, or the clipboard refused and the link is shown to select. */
type Share = 'idle' | 'copied' | 'select';

/** The ref of the box that shows the address where the clipboard is refused: its text is selected as it appears. */
const selectWhenShown = (box: HTMLInputElement | null) => box?.select();

/**
 * "Copy link" for the page's address (React hook): `copy()` puts
 * `location.href` on the clipboard and `share` becomes `copied`; where the
 * clipboard is refused, `share` becomes `select`, and the input given
 * `linkBox` as its ref (showing the address) has its text selected for
 * the visitor to copy. `reset()` forgets it (the address changed since).
 */
export function useCopyLink() {
  const [share, setShare] = useState<Share>('idle');
  return {
    share,
    linkBox: selectWhenShown,
    async copy() {
      try {
        await navigator.clipboard.writeText(location.href);
        setShare('copied');
      } catch {
        setShare('select');
      }
    },
    reset: () => setShare('idle'),
  };
}
