import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the client hydrates its page, true afterwards (and from the start on a
 * page the client renders itself): what only the browser knows (its storage) is read once it is true, so the
 * hydrated tree matches the server's.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
