import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False on the server and while hydrating, true once the page is interactive. */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
