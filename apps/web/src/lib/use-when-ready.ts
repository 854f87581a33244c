import { useCallback, useEffect, useRef } from 'react';

type Action<T> = (value: T) => void;

/**
 * Runs actions that depend on `value` once it is known (`ready`): at once if it is, else in
 * order as soon as it becomes so, with the value then. Made for who is signed in: until the
 * identity session has been read at start everyone looks signed out, and a signed-in traveller's
 * early press of Book Now (held while the page came alive, or made just after) would otherwise be
 * told "Not Logged In".
 */
export function useWhenReady<T>(ready: boolean, value: T): (action: Action<T>) => void {
  const waiting = useRef<Action<T>[]>([]);

  useEffect(() => {
    if (!ready) return;
    for (const action of waiting.current.splice(0)) action(value);
  }, [ready, value]);

  return useCallback(
    (action: Action<T>) => {
      if (ready) action(value);
      else waiting.current.push(action);
    },
    [ready, value],
  );
}
