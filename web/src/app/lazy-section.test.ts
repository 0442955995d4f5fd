import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazySection } from './lazy-section';

afterEach(() => vi.useRealTimers());

describe('lazySection', () => {
  it('resolves with the module', async () => {
    await expect(lazySection('x', async () => ({ Component: 1 }))()).resolves.toEqual({ Component: 1 });
  });

  it('names a chunk that could not be fetched as missing', async () => {
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    await expect(lazySection('x', load)()).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing', chunk: 'x' });
  });

  it('names any other failure as error', async () => {
    await expect(lazySection('x', () => Promise.reject(new Error('boom')))()).rejects.toMatchObject({ type: 'error' });
  });

  it('gives up after 120 s as timeout', async () => {
    vi.useFakeTimers();
    const pending = lazySection('x', () => new Promise(() => undefined))();
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(pending).rejects.toMatchObject({ type: 'timeout' });
  });
});
