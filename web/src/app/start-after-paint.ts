/**
 * The id of a server's state block (server-state.ts `SERVER_STATE_ID`, the same value: a test holds them equal). Not
 * imported: the entry shares no module with the app, or the app's first chunk would join the first paint.
 */
export const SERVER_PAGE_MARK = 'server-state';

/** Whether the page is one a server rendered (it carries its state block). */
export const isServerPage = (doc: Document = document) => doc.getElementById(SERVER_PAGE_MARK) !== null;

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
  if (!isServerPage(doc) || doc.readyState === 'complete') return start();
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

/** Whether React has hydrated the element (it keeps the element's props on it: `__reactProps$…`, React 17 to 19). */
export const reactOwns = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** How many frames a held tap waits for its button to be hydrated before it is tapped anyway (about 10 s). */
export const HELD_TAP_FRAMES = 600;

/**
 * Holds the taps on buttons of a server's page that come before the app can answer them: the page is painted and
 * looks ready, but its buttons do nothing until hydration. The last button tapped is tapped again once `release` has
 * been called (the app has started) and React has hydrated that button (`owned`; parts of a page hydrate after the
 * app's first commit), if it is still on the page; the held tap does nothing else (a button in a form does not submit
 * it the browser's way). Links are not held: they work without the app. Returns `release`.
 */
export function holdEarlyTaps(doc: Document = document, owned: (element: Element) => boolean = reactOwns): () => void {
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const target = event.target as Element | null;
    const button = typeof target?.closest === 'function' ? target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
  };
  const tap = (button: HTMLElement, frames: number) => {
    if (!button.isConnected) return;
    if (owned(button) || frames <= 0) return button.click();
    (doc.defaultView ?? window).requestAnimationFrame(() => tap(button, frames - 1));
  };
  doc.addEventListener('click', hold, true);
  return () => {
    doc.removeEventListener('click', hold, true);
    const button = held;
    held = null;
    if (button) tap(button, HELD_TAP_FRAMES);
  };
}
