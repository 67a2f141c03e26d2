import { useSyncExternalStore } from 'react';
import { estimateParam, withEstimate } from './estimate-url';

/** Calls `changed` when the history moves within the page (back, forward, a `#` link). */
function onHistoryMove(changed: () => void) {
  addEventListener('popstate', changed);
  return () => removeEventListener('popstate', changed);
}

/**
 * The page's `?estimate=` value and a function that writes a new one.
 * The value is `null` on the server and while hydrating, so the static
 * HTML shows the empty selection and hydration matches it; the address's
 * value right after, and again after back or forward. `write(encoded)`
 * replaces the address in place (no history entry; `''` removes the
 * parameter), keeping the other parameters and the hash.
 */
export function useEstimateUrl(): { value: string | null; write: (encoded: string) => void } {
  const search = useSyncExternalStore(
    onHistoryMove,
    () => location.search,
    () => '',
  );
  const write = (encoded: string) => {
    const here = location.pathname + location.search + location.hash;
    const next = withEstimate(here, encoded);
    if (next !== here) history.replaceState(history.state, '', next);
  };
  return { value: new URLSearchParams(search).get(estimateParam), write };
}
