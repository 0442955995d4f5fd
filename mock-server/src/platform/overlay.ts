import * as z from 'zod/mini';

/**
 * A world's overlay (README "Record and replay"): answers of the real backend, recorded per call and request
 * (platform/recordings.ts), that answer those calls in the world before its domains do. Apart from recordings.ts
 * so that world.ts holds one without importing what imports it.
 */

/** At most this many answers a world's overlay holds (a save that would pass it is refused). */
export const OVERLAY_CAPACITY = 2000;
/** An answer longer than this is not recorded (a cut answer could not be replayed): it is counted as skipped. */
export const RECORDED_ANSWER_CHARS = 256 * 1024;
/** One answer of the real backend as recorded: the call, the request's identifying fields, and the answer, masked. */
export const recordedAnswerSchema = z.strictObject({
  /** The catalogue call, or "METHOD /path" for a path the catalogue does not have. */
  call: z.string().check(z.minLength(1), z.maxLength(300)),
  method: z.string().check(z.maxLength(10)),
  path: z.string().check(z.minLength(1), z.maxLength(2048)),
  /** What told this request apart (query or body, volatile and secret fields left out), as stable JSON. */
  key: z.string().check(z.maxLength(RECORDED_ANSWER_CHARS)),
  status: z.int().check(z.minimum(100), z.maximum(599)),
  contentType: z.optional(z.string().check(z.maxLength(200))),
  /** The answer's body as text, secrets masked when it is JSON. */
  body: z.string().check(z.maxLength(RECORDED_ANSWER_CHARS)),
  /** The recording world's time when it came (ms). */
  at: z.number(),
});
export type RecordedAnswer = z.infer<typeof recordedAnswerSchema>;

/** A world's overlay: recorded answers by call, the exact request first, else the call's latest answer. */
export class Overlay {
  private answers: RecordedAnswer[] = [];
  private byCall = new Map<string, { exact: Map<string, RecordedAnswer>; latest: RecordedAnswer }>();

  /** Adds answers (a later answer to the same call and request replaces the earlier); throws past OVERLAY_CAPACITY, changing nothing. */
  add(answers: readonly RecordedAnswer[]) {
    const next = [...this.answers];
    for (const answer of answers) {
      const same = next.findIndex((a) => a.call === answer.call && a.key === answer.key);
      if (same >= 0) next.splice(same, 1);
      next.push(answer);
    }
    if (next.length > OVERLAY_CAPACITY)
      throw new RangeError(`an overlay holds at most ${OVERLAY_CAPACITY} answers; this one would hold ${next.length}`);
    this.answers = next;
    this.index();
  }

  /** The answer for a request: the one recorded for this exact request, else the call's latest; undefined when the call has none. */
  find(call: string, key: string): RecordedAnswer | undefined {
    const answers = this.byCall.get(call);
    return answers && (answers.exact.get(key) ?? answers.latest);
  }

  has(call: string) {
    return this.byCall.has(call);
  }

  /** Per call: how many answers and the requests they were recorded for. */
  summary() {
    return [...this.byCall.entries()].map(([call, { exact }]) => ({ call, answers: exact.size, requests: [...exact.keys()] }));
  }

  /** Drops one call's answers, or all; returns how many went. */
  remove(call?: string): number {
    const before = this.answers.length;
    this.answers = call === undefined ? [] : this.answers.filter((a) => a.call !== call);
    this.index();
    return before - this.answers.length;
  }

  get size() {
    return this.answers.length;
  }

  /** The answers as a bundle carries them, oldest first. */
  toJSON(): RecordedAnswer[] {
    return this.answers.map((a) => ({ ...a }));
  }

  private index() {
    this.byCall = new Map();
    for (const answer of this.answers) {
      const entry = this.byCall.get(answer.call) ?? { exact: new Map(), latest: answer };
      entry.exact.set(answer.key, answer);
      entry.latest = answer;
      this.byCall.set(answer.call, entry);
    }
  }
}
