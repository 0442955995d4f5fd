import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { cents, DAY_MS, isoDay } from './days';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

type Row = {
  kind: string;
  day: string;
  periodStart: number;
  periodEnd: number;
  upline: string;
  downline: string;
  betVolume: number;
  netLoss: number;
  activeMembers: number;
  lostStakes: number;
  wonStakes: number;
  tier: number | null;
  rateType: string | null;
  rate: number | null;
  lossRate: number | null;
  profitRate: number | null;
  amount: number;
  status: string;
  paidAt: number | null;
};
type Page = { list: Row[]; total: number; totalPages: number; nothingDue: number };

/** A world where agent01 has given a01m1 a contract of `kind` at `rate` %, in force for `daysAgo` days of the seeded play. */
async function inForce(kind: string, rate: number, daysAgo: number) {
  const world = `records-${++n}`;
  const admin = clientFor(app, world);
  const made = await admin.post('/__admin/pact-state', {
    state: 'the agent has a contract with its upline',
    params: { upline: 'agent01', downline: 'a01m1', kind, rate, daysAgo },
  });
  expect(made.status).toBe(200);
  const client = clientFor(app, world);
  const token = (await client.login('agent01', 'Agent2026')).body?.value.token as string;
  const ask = (relay: string, body: object) => client.post(`/wps/relay/${relay}`, body, client.auth(token));
  return { ask, read: async (relay: string, body: object = {}) => (await ask(relay, { pageSize: 50, ...body })).body?.value as Page };
}

describe('settlement records keep what the rule used', () => {
  it('a daily salary: the day, the team figures, the tier’s rate, the amount and when it was paid', async () => {
    const { read } = await inForce('DAILY_SALARY', 1, 30);
    const all = await read('ODSFE2_QueryDailySalary', { showNothingDue: true });
    expect(all.total).toBe(30);
    for (const r of all.list) {
      expect(r.periodEnd - r.periodStart).toBe(DAY_MS);
      expect(r.day).toBe(isoDay(r.periodStart));
      expect(r).toMatchObject({ kind: 'DAILY_SALARY', upline: 'agent01', downline: 'a01m1', lostStakes: 0, wonStakes: 0, lossRate: null });
      if (r.tier === null) expect(r).toMatchObject({ rateType: null, rate: null, amount: 0, status: 'NOTHING_DUE', paidAt: null });
      else expect(r).toMatchObject({ rateType: 'P', rate: 1, amount: cents(r.betVolume / 100) });
      expect(r.paidAt).toBe(r.status === 'PAID' ? r.periodEnd : null);
    }
    // Newest first.
    expect(all.list.map((r) => r.periodStart)).toEqual([...all.list.map((r) => r.periodStart)].sort((a, b) => b - a));
  });

  it('a real-time salary: each 5-minute window with the lost and won stakes it counted and both rates, no tier', async () => {
    const { read } = await inForce('REALTIME_SALARY', 0.5, 1);
    const all = await read('ODSFE2_QueryRealTimeSalary', { showNothingDue: true });
    expect(all.total).toBeGreaterThanOrEqual(288);
    for (const r of all.list) {
      expect(r.periodEnd - r.periodStart).toBe(5 * 60_000);
      expect(r).toMatchObject({ tier: null, rateType: null, rate: null, lossRate: 0.5, profitRate: 0.5 });
      expect(r.amount).toBe(cents((r.lostStakes * 0.5 + r.wonStakes * 0.5) / 100));
      expect(r.lostStakes + r.wonStakes).toBeLessThanOrEqual(r.betVolume);
    }
    const paid = await read('ODSFE2_QueryRealTimeSalary', { status: 'PAID' });
    expect(paid.total).toBeGreaterThan(0);
    expect(paid.list.every((r) => r.amount > 0 && r.lostStakes + r.wonStakes > 0 && r.paidAt === r.periodEnd)).toBe(true);
  });

  it('a dividend: its rate as a percentage of the net loss, nothing when the team won', async () => {
    const { read } = await inForce('DIVIDEND', 10, 30);
    const all = await read('ODSFE2_PayoutDividend', { showNothingDue: true });
    expect(all.total).toBeGreaterThan(0);
    for (const r of all.list) {
      expect(r.periodEnd - r.periodStart).toBe(7 * DAY_MS);
      if (r.netLoss <= 0) expect(r.amount).toBe(0);
      if (r.tier !== null) expect(r).toMatchObject({ rateType: 'P', rate: 10 });
      if (r.status === 'PAID') expect(r.amount).toBe(cents(r.netLoss * 0.1));
    }
  });
});

describe('settlement records answer their filters', () => {
  it('fold periods that paid nothing unless asked, and count them', async () => {
    const { read } = await inForce('REALTIME_SALARY', 0.5, 1);
    const all = await read('ODSFE2_QueryRealTimeSalary', { showNothingDue: true });
    const folded = await read('ODSFE2_QueryRealTimeSalary');
    const zero = all.list.length === all.total ? all.list.filter((r) => r.status === 'NOTHING_DUE').length : folded.nothingDue;
    expect(folded.nothingDue).toBeGreaterThan(0);
    expect(folded.nothingDue).toBe(zero);
    expect(folded.total).toBe(all.total - folded.nothingDue);
    expect(folded.list.some((r) => r.status === 'NOTHING_DUE')).toBe(false);
    // Asking for that status shows them, folded or not.
    const nothing = await read('ODSFE2_QueryRealTimeSalary', { status: 'NOTHING_DUE' });
    expect(nothing.total).toBe(folded.nothingDue);
    expect(nothing.list.every((r) => r.status === 'NOTHING_DUE')).toBe(true);
  });

  it('filter by status, downline (any case) and the days the periods began, and page', async () => {
    const { read } = await inForce('DAILY_SALARY', 1, 30);
    const paid = await read('ODSFE2_QueryDailySalary', { status: 'PAID' });
    expect(paid.total).toBeGreaterThan(0);
    expect(paid.list.every((r) => r.status === 'PAID' && r.paidAt !== null)).toBe(true);
    expect((await read('ODSFE2_QueryDailySalary', { downline: 'A01M1', showNothingDue: true })).total).toBe(30);
    expect(await read('ODSFE2_QueryDailySalary', { downline: 'nobody', showNothingDue: true })).toMatchObject({
      list: [],
      total: 0,
      nothingDue: 0,
    });
    const startDate = isoDay(Date.now() - 9 * DAY_MS);
    const endDate = isoDay(Date.now() - 3 * DAY_MS);
    const days = await read('ODSFE2_QueryDailySalary', { startDate, endDate, showNothingDue: true });
    expect(days.list.map((r) => r.day).sort()).toEqual(
      Array.from({ length: 7 }, (_, i) => isoDay(Date.parse(`${startDate}T00:00:00Z`) + i * DAY_MS)),
    );
    const page2 = await read('ODSFE2_QueryDailySalary', { showNothingDue: true, pageNo: 2, pageSize: 7 });
    expect(page2).toMatchObject({ total: 30, totalPages: 5 });
    expect(page2.list).toHaveLength(7);
  });

  it('refuse bad filters with 400 and change nothing', async () => {
    const { ask, read } = await inForce('DAILY_SALARY', 1, 30);
    const before = await read('ODSFE2_QueryDailySalary', { showNothingDue: true });
    const today = isoDay(Date.now());
    for (const bad of [
      { status: 'LOST' },
      { downline: '' },
      { downline: 'x'.repeat(33) },
      { startDate: today },
      { startDate: '2026-02-30', endDate: today },
      { startDate: today, endDate: isoDay(Date.now() - DAY_MS) },
      { startDate: '2024-01-01', endDate: '2026-01-01' },
      { showNothingDue: 'yes' },
      { pageNo: 0 },
      { kind: 'DIVIDEND' },
    ]) {
      const answer = await ask('ODSFE2_QueryDailySalary', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await read('ODSFE2_QueryDailySalary', { showNothingDue: true })).toEqual(before);
  });
});
