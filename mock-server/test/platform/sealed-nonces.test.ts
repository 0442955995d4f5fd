import { describe, expect, it } from 'vitest';
import { SEAL_WINDOW_MS } from '@portal/contracts';
import { SealedNonces } from '../../src/platform/sealed-nonces';

const T = 1_790_000_000_000;
const nonce = (i: number) => `nonce-${String(i).padStart(16, '0')}`;

describe('the store of sealed nonces', () => {
  it('takes a nonce once, whatever timestamp a second copy claims', () => {
    const store = new SealedNonces();
    expect(store.accept({ nonce: nonce(1), timestamp: T }, T)).toBe('accepted');
    expect(store.accept({ nonce: nonce(1), timestamp: T }, T + 1_000)).toBe('replayed');
    expect(store.accept({ nonce: nonce(1), timestamp: T + 120_000 }, T + 120_000)).toBe('replayed');
  });

  it('forgets nonces once their requests are past the window, and only then', () => {
    const store = new SealedNonces();
    store.accept({ nonce: nonce(1), timestamp: T }, T);
    store.accept({ nonce: nonce(2), timestamp: T + 3 * 60_000 }, T + 3 * 60_000);
    expect(store.accept({ nonce: nonce(3), timestamp: T + SEAL_WINDOW_MS }, T + SEAL_WINDOW_MS)).toBe('accepted');
    expect(store.size).toBe(3);
    store.accept({ nonce: nonce(4), timestamp: T + SEAL_WINDOW_MS + 2 * 60_000 }, T + SEAL_WINDOW_MS + 2 * 60_000);
    expect(store.size).toBe(3);
    expect(store.accept({ nonce: nonce(2), timestamp: T + 3 * 60_000 }, T + SEAL_WINDOW_MS + 2 * 60_000)).toBe('replayed');
  });

  it('refuses new requests rather than forget a live nonce when full', () => {
    const store = new SealedNonces(3);
    for (let i = 0; i < 3; i += 1) expect(store.accept({ nonce: nonce(i), timestamp: T }, T)).toBe('accepted');
    expect(store.accept({ nonce: nonce(9), timestamp: T }, T)).toBe('full');
    expect(store.accept({ nonce: nonce(0), timestamp: T }, T)).toBe('replayed');
    expect(store.accept({ nonce: nonce(9), timestamp: T + 2 * SEAL_WINDOW_MS }, T + 2 * SEAL_WINDOW_MS)).toBe('accepted');
  });
});
