import { describe, expect, it } from 'vitest';
import { earnedAt, earnedDayOf } from '../../src/agent/team-reports';

const at = (iso: string) => Date.parse(iso);

describe('the day a payout was earned', () => {
  it('is the day before for a payout posted at 00:00, the settle time of a day, the last hour or 5 minutes, or a dividend period', () => {
    expect(earnedDayOf(at('2026-11-21T00:00:00.000Z'))).toBe('2026-11-20');
    expect(earnedAt(at('2026-11-21T00:00:00.000Z'))).toBe(at('2026-11-20T23:59:59.999Z'));
  });

  it('is its own day for a payout posted during the day: 23:59:59, 00:05, 01:00', () => {
    expect(earnedDayOf(at('2026-11-20T23:59:59.000Z'))).toBe('2026-11-20');
    expect(earnedDayOf(at('2026-11-21T00:05:00.000Z'))).toBe('2026-11-21');
    expect(earnedDayOf(at('2026-11-21T01:00:00.000Z'))).toBe('2026-11-21');
  });
});
