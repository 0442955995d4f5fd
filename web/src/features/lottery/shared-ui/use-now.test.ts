import { describe, expect, it } from 'vitest';
import { countdown } from './use-now';

describe('a countdown', () => {
  it('shows hours, minutes and seconds left, rounding up a part of a second', () => {
    expect(countdown(3_723_400, 0)).toBe('01:02:04');
  });
  it('stops at zero once the moment has passed', () => {
    expect(countdown(1000, 5000)).toBe('00:00:00');
  });
});
