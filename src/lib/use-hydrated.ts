import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from an
 * island's first render in the browser on (React renders the server
 * snapshot while hydrating, then the browser's). What an island shows only
 * once it works is keyed to it: the contact form's Send is enabled, the
 * navigation toggle and the language button stop being `aria-disabled`,
 * the estimator's fields and buttons show (docs/behaviour.md, "Islands").
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
