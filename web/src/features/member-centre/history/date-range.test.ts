import { describe, expect, it } from 'vitest';
import { dateRangeProblem } from '@portal/contracts';
import { datePresets, presetOf, presetRange } from './date-range';

const now = Date.UTC(2026, 10, 22, 13, 0);

describe('the date presets', () => {
  it('cover the previous 7 and 30 days up to today, and the next 7 and 30 from today', () => {
    expect(presetRange('previous7', now)).toEqual({ startDate: '2026-11-16', endDate: '2026-11-22' });
    expect(presetRange('previous30', now)).toEqual({ startDate: '2026-10-24', endDate: '2026-11-22' });
    expect(presetRange('next7', now)).toEqual({ startDate: '2026-11-22', endDate: '2026-11-28' });
    expect(presetRange('next30', now)).toEqual({ startDate: '2026-11-22', endDate: '2026-12-21' });
  });

  it('name the preset a range is, and none for a range typed by hand', () => {
    expect(presetOf({ startDate: '2026-10-24', endDate: '2026-11-22' }, now)).toBe('previous30');
    expect(presetOf({ startDate: '2026-10-01', endDate: '2026-11-22' }, now)).toBeUndefined();
  });

  it("stay inside the contract's date rule, on any day of the year", () => {
    for (let day = 0; day < 366; day++)
      for (const preset of datePresets) expect(dateRangeProblem(presetRange(preset, Date.UTC(2024, 0, 1) + day * 86_400_000))).toBeNull();
  });
});
