import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while the server HTML is being hydrated (and on the server), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
