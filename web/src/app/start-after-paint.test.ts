import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_STATE_ID } from './server-state';
import { EARLY_START_EVENTS, HELD_TAP_FRAMES, holdEarlyTaps, SERVER_PAGE_MARK, startAfterPaint } from './start-after-paint';

/** A page as the entry sees it: with or without the server's state block, loading or loaded. */
function page({ server, readyState }: { server: boolean; readyState: DocumentReadyState }) {
  const doc = { readyState, getElementById: (id: string) => (server && id === SERVER_PAGE_MARK ? {} : null) } as unknown as Document;
  const win = new EventTarget() as EventTarget & Window;
  const frames: FrameRequestCallback[] = [];
  const timers: (() => void)[] = [];
  Object.assign(win, {
    requestAnimationFrame: (run: FrameRequestCallback) => frames.push(run),
    setTimeout: (run: () => void) => timers.push(run),
  });
  return {
    doc,
    win,
    /** The browser paints the next frame, then runs the tasks queued by then. */
    paint() {
      frames.splice(0).forEach((run) => run(0));
      timers.splice(0).forEach((run) => run());
    },
  };
}

describe('startAfterPaint', () => {
  it('looks for the block the server writes its state in', () => {
    expect(SERVER_PAGE_MARK).toBe(SERVER_STATE_ID);
  });

  it('starts at once on a page the client renders itself (no server state), loaded or not', () => {
    const { doc, win } = page({ server: false, readyState: 'loading' });
    const start = vi.fn();
    startAfterPaint(start, doc, win);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a server page already loaded', () => {
    const { doc, win } = page({ server: true, readyState: 'complete' });
    const start = vi.fn();
    startAfterPaint(start, doc, win);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('on a server page still loading, waits for the load, the next frame and a task; then starts once', () => {
    const { doc, win, paint } = page({ server: true, readyState: 'interactive' });
    const start = vi.fn();
    startAfterPaint(start, doc, win);
    paint();
    expect(start).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    paint();
    expect(start).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(EARLY_START_EVENTS)('a %s before the load starts the app at once, and the load does not start it again', (type) => {
    const { doc, win, paint } = page({ server: true, readyState: 'loading' });
    const start = vi.fn();
    startAfterPaint(start, doc, win);
    win.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
    win.dispatchEvent(new Event('load'));
    paint();
    for (const other of EARLY_START_EVENTS) win.dispatchEvent(new Event(other));
    expect(start).toHaveBeenCalledTimes(1);
  });
});

/** What a test adds to the shared document (the unit project shares it between files): taken away after each test. */
const added: ((e: Event) => void)[] = [];
const listen = (run: (e: Event) => void) => {
  added.push(run);
  document.addEventListener('click', run);
};
afterEach(() => {
  added.splice(0).forEach((run) => document.removeEventListener('click', run));
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('holdEarlyTaps', () => {
  function buttons() {
    document.body.innerHTML = `<form><button type="submit" id="a">A</button></form><button id="b">B</button><button id="c">C</button><a id="l" href="#x">L</a>`;
    const clicks: string[] = [];
    listen((e) => clicks.push((e.target as Element).id));
    const submits = vi.fn((e: Event) => e.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submits);
    const el = (id: string) => document.getElementById(id) as HTMLElement;
    return { clicks, submits, el };
  }

  it('holds a tap on a button (no handler, no form submit) and taps the last one again on release', () => {
    const { clicks, submits, el } = buttons();
    const release = holdEarlyTaps(document, () => true);
    el('a').click();
    el('b').click();
    expect(clicks).toEqual([]);
    expect(submits).not.toHaveBeenCalled();
    release();
    expect(clicks).toEqual(['b']);
    // Released: taps pass as they always do, and a second release taps nothing.
    el('a').click();
    release();
    expect(clicks).toEqual(['b', 'a']);
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('lets links be (they work without the app); a held button gone from the page is not tapped', () => {
    const { clicks, el } = buttons();
    const release = holdEarlyTaps(document, () => true);
    el('l').click();
    expect(clicks).toEqual(['l']);
    el('b').click();
    el('b').remove();
    release();
    expect(clicks).toEqual(['l']);
  });
});

describe('a held tap waits for its button to be hydrated', () => {
  it('taps once React owns the button, or after HELD_TAP_FRAMES frames at the most', () => {
    document.body.innerHTML = '<button id="b">B</button><button id="c">C</button>';
    const clicks: string[] = [];
    listen((e) => clicks.push((e.target as Element).id));
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => frames.push(run));
    const frame = () => frames.splice(0).forEach((run) => run(0));
    let hydrated = false;
    const release = holdEarlyTaps(document, () => hydrated);
    document.getElementById('b')!.click();
    release();
    frame();
    frame();
    expect(clicks).toEqual([]);
    hydrated = true;
    frame();
    expect(clicks).toEqual(['b']);

    const never = holdEarlyTaps(document, () => false);
    document.getElementById('c')!.click();
    never();
    for (let i = 0; i < HELD_TAP_FRAMES - 1; i++) frame();
    expect(clicks).toEqual(['b']);
    frame();
    expect(clicks).toEqual(['b', 'c']);
  });
});
