import { describe, expect, it } from 'vitest';
import { detailsRange } from './details-range';

describe('the points details range', () => {
  it('covers the last 30 UTC days, today included', () => {
    expect(detailsRange(Date.UTC(2026, 10, 22, 23, 59))).toEqual({ startDate: '2026-10-24', endDate: '2026-11-22' });
  });
});
