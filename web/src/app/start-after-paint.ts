/**
 * The id of a server's state block (server-state.ts `SERVER_STATE_ID`, the same value: a test holds them equal). Not
 * imported: the entry shares no module with the app, or the app's first chunk would join the first paint.
 */
export const SERVER_PAGE_MARK = 'server-state';

/** What makes the app start at once on a server's page not yet loaded: the player reaching for it. */
export const EARLY_START_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `start` once, when the page in front of the player has painted. A page the server rendered is whole before
 * any script runs: the app's scripts (about 160 KB) then wait for its load (its pictures shown, the largest among
 * them), the next frame and one task more, so on a slow network they do not take the banner's bandwidth and on a slow
 * phone their work does not hold back its paint (issue 28). A player who touches the page or presses a key before
 * that starts it at once. A page the client renders itself (no server state: the dev server, the static fallback)
 * has nothing to show yet and starts at once.
 */
export function startAfterPaint(start: () => void, doc: Document = document, win: Window = window): void {
  const serverPage = doc.getElementById(SERVER_PAGE_MARK) !== null;
  if (!serverPage || doc.readyState === 'complete') return start();
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of EARLY_START_EVENTS) win.removeEventListener(type, go, true);
    start();
  };
  for (const type of EARLY_START_EVENTS) win.addEventListener(type, go, { capture: true, passive: true, once: true });
  win.addEventListener('load', () => win.requestAnimationFrame(() => win.setTimeout(go, 0)), { once: true });
}
