import { describe, expect, it } from 'vitest';
import { RESEND_SECONDS, resendWait } from './resend-wait';

describe('the wait before another binding code', () => {
  const sentAt = Date.UTC(2026, 10, 26, 10, 0, 0);

  it('counts down from the minute the code went out to nothing', () => {
    expect(resendWait(sentAt, sentAt)).toBe(RESEND_SECONDS);
    expect(resendWait(sentAt + 1_500, sentAt)).toBe(59);
    expect(resendWait(sentAt + 60_000, sentAt)).toBe(0);
    expect(resendWait(sentAt + 3_600_000, sentAt)).toBe(0);
  });

  it('never says more than the minute when the clock was read before the code went out', () => {
    // The page last read its clock while the player was still on the slide check.
    expect(resendWait(sentAt - 9_000, sentAt)).toBe(RESEND_SECONDS);
    expect(resendWait(sentAt - 500, sentAt)).toBe(RESEND_SECONDS);
  });
});
