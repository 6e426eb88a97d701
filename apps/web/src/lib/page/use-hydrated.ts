import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration of a server-rendered page, true otherwise: what the
 * browser alone knows (the car saved on this device) is read once it is true, so the first render
 * in the browser matches the server's HTML and the stored choices apply right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
