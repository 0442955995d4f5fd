import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, idle, onIdle, useIdleAfter, yieldToMain } from './idle';

describe('idle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for requestIdleCallback, bounded by its timeout, and can be cancelled', () => {
    const callbacks = new Map<number, () => void>();
    const requestIdleCallback = vi.fn((run: () => void) => (callbacks.set(callbacks.size + 1, run), callbacks.size));
    const cancelIdleCallback = vi.fn((id: number) => callbacks.delete(id));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const run = vi.fn();
    const cancel = onIdle(run);
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: IDLE_TIMEOUT_MS });
    expect(run).not.toHaveBeenCalled();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
    expect(callbacks.size).toBe(0);
  });

  it('falls back to the next task without requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const run = vi.fn();
    onIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    const settled = vi.fn();
    void idle().then(settled);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('useIdleAfter turns true only once ready and idle, and stays true', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ ready }) => useIdleAfter(ready), { initialProps: { ready: false } });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});

describe('yieldToMain', () => {
  it("resumes in a later task, not among the current one's microtasks", async () => {
    let resumed = false;
    const done = yieldToMain().then(() => (resumed = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resumed).toBe(false);
    await done;
    expect(resumed).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    try {
      await yieldToMain();
      expect(yielded).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
