import * as z from 'zod/mini';

/** The parts every list query is made of: dates as the contract reads them, a range in order, and paging. */
export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date as YYYY-MM-DD' }));
export const dateRange = { startDate: isoDate, endDate: isoDate };
export const rangeInOrder = z.refine<{ startDate: string; endDate: string }>((r) => r.startDate <= r.endDate, {
  message: 'startDate must not be after endDate',
  path: ['startDate'],
});
/** A page number from a query string (1 to 10,000). */
export const pageNoParam = z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)));
/** A page size from a query string, 1 to `max`. */
export const pageSizeParam = (max = 100) => z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)));
