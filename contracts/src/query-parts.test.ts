import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue-all';
import { dateRange, dateRangeProblem, isCalendarDate, isoDate, MAX_RANGE_DAYS, rangeInOrder } from './query-parts';

const impossible = ['0000-00-00', '2026-13-45', '2026-02-30', '2025-02-29', '2026-04-31', '2026-00-10', '0000-01-01', '2026-1-05', ''];
const period = z.strictObject(dateRange).check(...rangeInOrder);
const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.path.join('.'));

describe('a date in a report query', () => {
  it.each(impossible)('refuses %j, which is not a real calendar day', (day) => {
    expect(isCalendarDate(day)).toBe(false);
    expect(isoDate.safeParse(day).success).toBe(false);
  });

  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '1970-01-01'])('takes %s, a real day', (day) => {
    expect(isoDate.safeParse(day).success).toBe(true);
  });
});

describe('a period (startDate to endDate)', () => {
  it('names the field that holds an impossible day', () => {
    expect(pathsOf(period.safeParse({ startDate: '2026-02-30', endDate: '2026-03-01' }))).toEqual(['startDate']);
    expect(pathsOf(period.safeParse({ startDate: '2026-02-01', endDate: '0000-00-00' }))).toEqual(['endDate']);
  });

  it('refuses a start after the end, naming startDate', () => {
    expect(pathsOf(period.safeParse({ startDate: '2026-03-02', endDate: '2026-03-01' }))).toEqual(['startDate']);
  });

  it(`takes ${MAX_RANGE_DAYS} days, both included, and refuses one more, naming endDate`, () => {
    expect(period.safeParse({ startDate: '2024-01-01', endDate: '2024-12-31' }).success).toBe(true);
    expect(pathsOf(period.safeParse({ startDate: '2024-01-01', endDate: '2025-01-01' }))).toEqual(['endDate']);
    expect(dateRangeProblem({ startDate: '2024-01-01', endDate: '2025-01-01' })).toBe('length');
  });

  it('tells the client what is wrong by the same rule', () => {
    expect(dateRangeProblem({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBe('date');
    expect(dateRangeProblem({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe('order');
    expect(dateRangeProblem({ startDate: '2026-03-01', endDate: '2026-03-01' })).toBeNull();
  });
});

describe('every call of the catalogue with dates', () => {
  const dated = Object.entries(catalogue).filter(([, entry]) => hasDates((entry as { request?: z.ZodMiniType }).request));

  it('includes the reports of the player, the wallet and the agent centre', () => {
    expect(dated.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'transactions',
        'fundOrders',
        'betRecords',
        'profit',
        'bonusDetails',
        'teamOverview',
        'teamBets',
        'agentIncome',
      ]),
    );
  });

  it.each(dated)('%s refuses the impossible days and a period over the limit by the one rule', (_, entry) => {
    const request = (entry as { request: z.ZodMiniType }).request;
    for (const day of ['0000-00-00', '2026-13-45', '2026-02-30']) {
      const issues = pathsOf(request.safeParse({ username: 'a01m1', startDate: day, endDate: '2026-03-01' }));
      expect(issues).toContain('startDate');
    }
    expect(pathsOf(request.safeParse({ username: 'a01m1', startDate: '2024-01-01', endDate: '2025-01-01' }))).toContain('endDate');
    expect(pathsOf(request.safeParse({ username: 'a01m1', startDate: '2026-03-02', endDate: '2026-03-01' }))).toContain('startDate');
  });
});

/** A request is dated when its fields include startDate and endDate. */
function hasDates(request: z.ZodMiniType | undefined) {
  const shape = (request as { _zod: { def: { shape?: Record<string, unknown> } } } | undefined)?._zod.def.shape;
  return shape !== undefined && 'startDate' in shape && 'endDate' in shape;
}
