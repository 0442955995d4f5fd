import { MOCK_NOW_HEADER } from '@portal/contracts';

/**
 * The client's "now". The fake backend says its world's time on every answer (X-Mock-Now, ms since the
 * epoch); the client keeps the offset from the device's clock to it, as of the last answer, so "today"
 * (the date filters' default ranges) and every countdown follow a world whose clock QA moved. The real
 * backend sends no such header: the offset stays 0 and the device's clock is the client's clock.
 * Accurate to the answer's trip time, which is far below the second the countdowns show.
 */
let offsetMs = 0;

/** The time the client goes by: the device's clock, plus the fake world's offset when there is one. */
export const clockNow = () => Date.now() + offsetMs;

const HEADER = MOCK_NOW_HEADER.toLowerCase();

/** Takes the world's time from an answer's headers, if it carries one (http-client.ts calls this on every answer, errors included). */
export function followAnswerClock(headers: unknown, receivedAt = Date.now()) {
  const read = (headers as { get?: (name: string) => unknown } | undefined)?.get;
  const raw = typeof read === 'function' ? read.call(headers, HEADER) : (headers as Record<string, unknown> | undefined)?.[HEADER];
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return;
  offsetMs = Number(raw) - receivedAt;
}

/** Back to the device's clock (tests). */
export function resetClock() {
  offsetMs = 0;
}
