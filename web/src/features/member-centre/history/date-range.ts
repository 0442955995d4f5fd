import { clockNow } from '../../../shared/clock/world-time';

const DAY_MS = 86_400_000;

/** A UTC day as the account record's filter takes it (YYYY-MM-DD). */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const datePresets = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type DatePreset = (typeof datePresets)[number];

/**
 * The date picker's presets (spec 02, section 9: next and previous 7 and 30 days), as a picker's
 * shortcuts are: the days up to today, or from today on, today included. Today is the client's clock's
 * (shared/clock: the fake world's day when the fake is the backend).
 */
export function presetRange(preset: DatePreset, now = clockNow()) {
  const days = preset.endsWith('30') ? 30 : 7;
  const span = (days - 1) * DAY_MS;
  return preset.startsWith('previous')
    ? { startDate: isoDay(now - span), endDate: isoDay(now) }
    : { startDate: isoDay(now), endDate: isoDay(now + span) };
}

/** Which preset a range is, if any (its button shows pressed). */
export const presetOf = (range: { startDate: string; endDate: string }, now = clockNow()) =>
  datePresets.find((p) => {
    const r = presetRange(p, now);
    return r.startDate === range.startDate && r.endDate === range.endDate;
  });
