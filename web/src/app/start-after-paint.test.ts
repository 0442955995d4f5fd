import { describe, expect, it, vi } from 'vitest';
import { SERVER_STATE_ID } from './server-state';
import { EARLY_START_EVENTS, SERVER_PAGE_MARK, startAfterPaint } from './start-after-paint';

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
