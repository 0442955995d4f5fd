import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * A value only the browser knows (its storage, its features), rendered as `server` while the server renders and the
 * client hydrates, and as `read()` afterwards (from the start on a page the client renders itself). The component
 * renders again after hydration only when the two differ: a synchronous render React must do before the player can
 * use the page (issue 28). `read` returns a stable value (a string, a number, a boolean, null).
 */
export const useBrowserValue = <T extends string | number | boolean | null>(read: () => T, server: T): T =>
  useSyncExternalStore(never, read, () => server);

const always = () => true;

/**
 * False while the server renders and while the client hydrates its page, true afterwards: what only the browser
 * knows (its storage) is read once it is true, so the hydrated tree matches the server's. It always renders again
 * after hydration; `useBrowserValue` with the value itself renders again only when it differs.
 */
export const useHydrated = (): boolean => useBrowserValue(always, false);
