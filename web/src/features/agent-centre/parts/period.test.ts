import { describe, expect, it } from 'vitest';
import { DEFAULT_PRESET, defaultPeriod, periodPresets, presetOf, presetPeriod } from './period';

const at = (iso: string) => Date.parse(iso);

describe('the default period', () => {
  it('is the last 7 days, today included, as UTC days', () => {
    expect(defaultPeriod(at('2026-11-26T12:00:00Z'))).toEqual({ startDate: '2026-11-20', endDate: '2026-11-26' });
  });

  it("follows the world's (UTC) day, not the device's: a minute either side of midnight UTC", () => {
    expect(defaultPeriod(at('2026-11-26T23:59:00Z'))).toEqual({ startDate: '2026-11-20', endDate: '2026-11-26' });
    expect(defaultPeriod(at('2026-11-27T00:01:00Z'))).toEqual({ startDate: '2026-11-21', endDate: '2026-11-27' });
  });

  it('crosses months and years', () => {
    expect(defaultPeriod(at('2027-01-03T08:00:00Z'))).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
  });

  it('is one of the picker presets, so that preset shows as chosen when a page opens', () => {
    expect(periodPresets).toContain(DEFAULT_PRESET);
    const now = at('2026-11-26T12:00:00Z');
    expect(defaultPeriod(now)).toEqual(presetPeriod('previous7', now));
    expect(presetOf(defaultPeriod(now), now)).toBe('previous7');
  });
});
