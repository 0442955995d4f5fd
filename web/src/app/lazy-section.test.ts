import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazySection } from './lazy-section';

afterEach(() => vi.useRealTimers());

const Page = () => null;
const thrownBy = (Component: () => unknown) => {
  try {
    Component();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('lazySection', () => {
  it('resolves with the module', async () => {
    await expect(lazySection('x', async () => ({ Component: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('renders a chunk that could not be fetched as a ChunkLoadError of type missing', async () => {
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    const { Component } = await lazySection('x', load)();
    expect(thrownBy(Component as () => unknown)).toMatchObject({ name: 'ChunkLoadError', type: 'missing', chunk: 'x' });
  });

  it('names any other failure as error', async () => {
    const { Component } = await lazySection('x', () => Promise.reject(new Error('boom')))();
    expect(thrownBy(Component as () => unknown)).toMatchObject({ type: 'error' });
  });

  it('gives up after 120 s as timeout', async () => {
    vi.useFakeTimers();
    const pending = lazySection('x', () => new Promise(() => undefined))();
    vi.advanceTimersByTime(120_000);
    const { Component } = await pending;
    const error = thrownBy(Component as () => unknown);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'timeout' });
  });
});
