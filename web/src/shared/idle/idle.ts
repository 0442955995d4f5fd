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

type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer the player in between: the
 * app's start is a series of steps each shorter than a phone's 50 ms "long task" (issue 28: TBT), not one block.
 * `scheduler.yield()` where the browser has it (the continuation goes first), else a task of its own (a message on a
 * MessageChannel, which no timer clamps), else a timer (jsdom).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') return void setTimeout(resolve, 0);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
