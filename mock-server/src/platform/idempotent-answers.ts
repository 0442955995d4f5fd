import { IDEMPOTENCY_WINDOW_MS } from '@portal/contracts';

/** About 7 money actions a minute for a day in one world: far above the players of a test or a QA session. */
export const IDEMPOTENT_ANSWER_LIMIT = 10_000;

type Taken = { fingerprint: string; at: number; answer?: unknown };
export type KeyVerdict = { kind: 'new' } | { kind: 'replay'; answer: unknown } | { kind: 'reused' } | { kind: 'in-progress' };

/**
 * The Idempotency-Keys a world took, each with the request it came with and, once given, its answer; keyed by
 * player, call and key. A key is remembered for IDEMPOTENCY_WINDOW_MS; at most `limit` keys, the oldest answered
 * one forgotten first (forgetting a day-old key only lets that action be sent again; a live key is never dropped).
 */
export class IdempotentAnswers {
  private readonly taken = new Map<string, Taken>();

  constructor(private readonly limit = IDEMPOTENT_ANSWER_LIMIT) {}

  /** Takes a key, or says why not. Check and record are one step: two copies sent together cannot both be new. */
  take(scope: string, fingerprint: string, now: number): KeyVerdict {
    this.forget(now);
    const seen = this.taken.get(scope);
    if (seen) {
      if (seen.fingerprint !== fingerprint) return { kind: 'reused' };
      return 'answer' in seen ? { kind: 'replay', answer: seen.answer } : { kind: 'in-progress' };
    }
    if (this.taken.size >= this.limit) this.dropOldestAnswered();
    this.taken.set(scope, { fingerprint, at: now });
    return { kind: 'new' };
  }

  /** The answer a taken key gives from now on. */
  answered(scope: string, answer: unknown) {
    const seen = this.taken.get(scope);
    if (seen) seen.answer = answer;
  }

  /** The request failed before it had an answer (an error thrown): the key may be sent again. */
  release(scope: string) {
    const seen = this.taken.get(scope);
    if (seen && !('answer' in seen)) this.taken.delete(scope);
  }

  get size() {
    return this.taken.size;
  }

  private forget(now: number) {
    // Insertion order is time order, so the first key still in the window ends the walk.
    for (const [scope, seen] of this.taken) {
      if (seen.at + IDEMPOTENCY_WINDOW_MS >= now) break;
      this.taken.delete(scope);
    }
  }

  private dropOldestAnswered() {
    for (const [scope, seen] of this.taken) {
      if ('answer' in seen) {
        this.taken.delete(scope);
        return;
      }
    }
  }
}
