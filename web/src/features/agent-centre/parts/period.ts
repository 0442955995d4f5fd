import { dateRangeProblem } from '@portal/contracts';
import type { Period } from '../types';
import { clockNow } from '../../../shared/clock/world-time';

const DAY_MS = 86_400_000;

/** A UTC day as the team calls take it (YYYY-MM-DD). */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Spec 02 section 9: the date picker's presets, next and previous 7 and 30 days, today included. */
export const periodPresets = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export function presetPeriod(preset: PeriodPreset, now = clockNow()): Period {
  const span = ((preset.endsWith('30') ? 30 : 7) - 1) * DAY_MS;
  return preset.startsWith('previous')
    ? { startDate: isoDay(now - span), endDate: isoDay(now) }
    : { startDate: isoDay(now), endDate: isoDay(now + span) };
}

/**
 * The one period every page opens on (README, "Default period"): the last 7 days, today included, as UTC days
 * (the world's day, which the team calls and the settlements count in: shared/clock follows the fake world's time).
 */
export const DEFAULT_PRESET: PeriodPreset = 'previous7';
export const defaultPeriod = (now = clockNow()): Period => presetPeriod(DEFAULT_PRESET, now);

export const presetOf = (period: Period, now = clockNow()) =>
  periodPresets.find((p) => {
    const r = presetPeriod(p, now);
    return r.startDate === period.startDate && r.endDate === period.endDate;
  });

/** What a period filter may ask, by the contract's one date rule (real days, forwards, MAX_RANGE_DAYS at most). */
export function periodProblem(period: Period): 'order' | 'length' | 'missing' | null {
  const problem = dateRangeProblem(period);
  return problem === 'date' ? 'missing' : problem;
}
