import * as z from 'zod/mini';
import { lazy } from './lazy-schema';

/** The parts every list query is made of: dates as the contract reads them, a range in order, and paging. */

/** The longest period a report covers, both days included (a leap year). */
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: YYYY-MM-DD from 1900 on that comes back unchanged through Date (no 2026-02-30, no 0000-00-00). */
export function isCalendarDate(value: string): boolean {
  if (!DAY.test(value) || value < '1900') return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Days from start to end, both included. */
export const rangeDays = (r: { startDate: string; endDate: string }) =>
  (Date.parse(`${r.endDate}T00:00:00Z`) - Date.parse(`${r.startDate}T00:00:00Z`)) / DAY_MS + 1;

/**
 * What is wrong with a period, by the one rule every dated call applies (null when nothing): `date` a day
 * that is not a real one, `order` a start after the end, `length` more than MAX_RANGE_DAYS days.
 */
export function dateRangeProblem(r: { startDate: string; endDate: string }): 'date' | 'order' | 'length' | null {
  if (!isCalendarDate(r.startDate) || !isCalendarDate(r.endDate)) return 'date';
  if (r.startDate > r.endDate) return 'order';
  return rangeDays(r) > MAX_RANGE_DAYS ? 'length' : null;
}

export const isoDate = lazy(() =>
  z
    .string()
    .check(z.regex(DAY, { error: 'a date as YYYY-MM-DD' }), z.refine(isCalendarDate, { error: 'a real calendar date as YYYY-MM-DD' })),
);
export const dateRange = { startDate: isoDate, endDate: isoDate };

type MaybeRange = { startDate?: string; endDate?: string };
const bothReal = (r: MaybeRange): r is { startDate: string; endDate: string } =>
  r.startDate !== undefined && r.endDate !== undefined && isCalendarDate(r.startDate) && isCalendarDate(r.endDate);

/** The range's own rule, for every call with dates: start on or before end, and MAX_RANGE_DAYS days at most. */
export const rangeInOrder = [
  z.refine<MaybeRange>((r) => !bothReal(r) || dateRangeProblem(r) !== 'order', {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  }),
  z.refine<MaybeRange>((r) => !bothReal(r) || dateRangeProblem(r) !== 'length', {
    message: `a period covers ${MAX_RANGE_DAYS} days at most`,
    path: ['endDate'],
  }),
] as const;

/** A period given as both days or neither (a list that may be filtered by days). */
export const rangeBothOrNeither = lazy(() =>
  z.refine<MaybeRange>((r) => (r.startDate === undefined) === (r.endDate === undefined), {
    message: 'startDate and endDate go together',
    path: ['endDate'],
  }),
);

/** A page number from a query string (1 to 10,000). */
export const pageNoParam = lazy(() => z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))));
/** A page size from a query string, 1 to `max`. */
export const pageSizeParam = (max = 100) => z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)));
