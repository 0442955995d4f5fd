import { SEAL_WINDOW_MS, type Seal } from '@portal/contracts';

const BUCKET_MS = 60_000;
/** About 170 sealed requests a second for five minutes: far above a person, so only a flood reaches it. */
export const SEALED_NONCE_LIMIT = 50_000;

export type NonceVerdict = 'accepted' | 'replayed' | 'full';

/**
 * The nonces of the sealed requests a world took, grouped by the minute they were sealed in. A group is
 * forgotten once every timestamp in it is older than the window, since such a request is refused as expired
 * anyway; so the store holds at most the last 11 minutes, and never more than `limit` nonces. When full it
 * refuses rather than forgets a live nonce, which would let that request be replayed.
 */
export class SealedNonces {
  private readonly byMinute = new Map<number, Set<string>>();
  private count = 0;

  constructor(private readonly limit = SEALED_NONCE_LIMIT) {}

  /** Takes the seal's nonce once: "replayed" when it was taken before within the window. Check and record are one step. */
  accept(seal: Seal, now: number): NonceVerdict {
    this.forget(now);
    for (const nonces of this.byMinute.values()) if (nonces.has(seal.nonce)) return 'replayed';
    if (this.count >= this.limit) return 'full';
    const minute = Math.floor(seal.timestamp / BUCKET_MS);
    const nonces = this.byMinute.get(minute) ?? new Set<string>();
    this.byMinute.set(minute, nonces.add(seal.nonce));
    this.count += 1;
    return 'accepted';
  }

  get size() {
    return this.count;
  }

  private forget(now: number) {
    for (const [minute, nonces] of this.byMinute) {
      if ((minute + 1) * BUCKET_MS + SEAL_WINDOW_MS < now) {
        this.byMinute.delete(minute);
        this.count -= nonces.size;
      }
    }
  }
}
