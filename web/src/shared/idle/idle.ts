import { useEffect, useState } from 'react';

/** How long start-up work waits for an idle moment at most: a busy phone still gets it within this. */
export const IDLE_TIMEOUT_MS = 1500;

/**
 * Calls `run` once the browser has an idle moment (requestIdleCallback, at most IDLE_TIMEOUT_MS later), or on the
 * next task where there is no such call (jsdom, older Safari). Returns the cancel. Start-up work that the first
 * screen does not show (secondary reads, overlays, the carousel) waits for it, so the first paint and hydration go first.
 */
export function onIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'undefined') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(id);
}

/** onIdle as a promise, for a saga (`yield call(idle)`). */
export const idle = (): Promise<void> => new Promise((resolve) => void onIdle(resolve));

/** False until `ready` is true and the browser then had an idle moment; true for good after that. */
export function useIdleAfter(ready = true): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready || settled) return;
    return onIdle(() => setSettled(true));
  }, [ready, settled]);
  return settled;
}
