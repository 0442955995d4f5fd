/**
 * A world's time: real time plus an offset QA moves forward (POST /__admin/clock). Sessions, codes,
 * captchas, locks and every later time-driven rule read `now()` of their world, never Date.now().
 */
export class WorldClock {
  private offsetMs = 0;

  constructor(private readonly realNow: () => number = Date.now) {}

  readonly now = () => this.realNow() + this.offsetMs;

  /** Moves the clock forward by `ms`; it never runs backwards, so nothing issued later seems issued earlier. */
  advance(ms: number) {
    const problem = clockMoveProblem(ms, this.now());
    if (problem) throw new RangeError(problem);
    this.offsetMs += ms;
  }

  /** Sets the clock to `at` (ms since the epoch), which must not be earlier than the world's now. */
  set(at: number) {
    this.advance(at - this.now());
  }

  /**
   * Takes over a saved or imported clock's offset as it was. An imported world resumes at the moment it was
   * exported, which may be behind this machine's real time: its offset is then negative (worlds.md in README).
   */
  restoreOffset(ms: number) {
    if (!Number.isFinite(ms)) throw new RangeError('a clock offset is a finite number of milliseconds');
    if (Math.abs(ms) > MAX_CLOCK_MOVE_MS) throw new RangeError(`at most 10 years (${MAX_CLOCK_MOVE_MS} ms) from real time`);
    if (this.realNow() + ms > LATEST_WORLD_TIME) throw new RangeError(`a world's time stays before ${latestIso}`);
    this.offsetMs = ms;
  }

  /** Back to real time (a world reset does this). */
  reset() {
    this.offsetMs = 0;
  }

  get offset() {
    return this.offsetMs;
  }
}

const DAY_MS = 86_400_000;
/** The longest one move of a world's clock: ten years (a session, a season, a salary period fit many times). */
export const MAX_CLOCK_MOVE_MS = 10 * 365 * DAY_MS;
/** The latest time a world may reach: draws, reports and dates stay in a calendar every part handles. */
export const LATEST_WORLD_TIME = Date.UTC(2100, 0, 1);
const latestIso = new Date(LATEST_WORLD_TIME).toISOString();

/** Why the clock cannot move by `ms` from `now`, or null when it can (contracts/README.md, "World clock"). */
export function clockMoveProblem(ms: number, now: number): string | null {
  if (!Number.isFinite(ms) || ms < 0) return 'the clock only moves forward';
  if (ms > MAX_CLOCK_MOVE_MS) return `at most 10 years (${MAX_CLOCK_MOVE_MS} ms) in one move`;
  if (now + ms > LATEST_WORLD_TIME) return `a world's time stays before ${latestIso}`;
  return null;
}

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: DAY_MS } as const;

/** "90s", "15m", "1h30m", "2d": a duration in milliseconds, or null when it is not one. */
export function parseDuration(text: string): number | null {
  const parts = [...text.matchAll(/(\d{1,9})(ms|s|m|h|d)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return null;
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * UNIT_MS[unit as keyof typeof UNIT_MS], 0);
}
