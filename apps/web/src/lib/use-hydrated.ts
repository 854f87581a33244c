import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates a page rendered on the server, true from then on (and at once for a
 * page rendered in the browser). What only the browser knows (the history entry's state) is shown
 * once it is true, so the first render matches the server's HTML: a difference would make React
 * throw that HTML away and render the page again, losing a press held until the app was live.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
