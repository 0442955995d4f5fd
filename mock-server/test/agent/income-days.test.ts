import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { cents, DAY_MS, isoDay } from './days';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

type Row = { txCode: string; amount: number; reference: string; txTime: number };
type Figures = { salaryIn: number; salaryOut: number; dividendIn: number; dividendOut: number; net: number };
type Income = { list: (Figures & { day: string })[]; footer: Figures };
const figureOf = { SALARY_IN: 'salaryIn', SALARY_OUT: 'salaryOut', DIVIDEND_IN: 'dividendIn', DIVIDEND_OUT: 'dividendOut' } as const;

/**
 * The day a ledger row's payout pays for, read from its reference (contract-settlement.ts, salary-settlement.ts):
 * DS-<id>-<day>, HS-<id>-<day>T<hour>, RT-<id>-<day>T<hh:mm>, DV-<id>-<first day>..<last day>.
 */
const periodDay = (reference: string) => {
  const label = reference.split('-').slice(2).join('-');
  return reference.startsWith('DV-') ? label.split('..')[1]! : label.slice(0, 10);
};

async function session(world: string, username: string, password: string) {
  const client = clientFor(app, world);
  const token = (await client.login(username, password)).body?.value.token as string;
  const get = async (url: string) => (await client.get(url, client.auth(token))).body?.value;
  return {
    get,
    /** Every ledger row of mine with this code, posted in the period. */
    rows: async (period: string, txCode: string) => {
      const rows: Row[] = [];
      for (let pageNo = 1; ; pageNo++) {
        const page = await get(`/wps/relay/ODSFE2_MemTransDet?${period}&txCode=${txCode}&pageSize=100&pageNo=${pageNo}`);
        rows.push(...(page.list as Row[]));
        if (pageNo >= page.totalPages) return rows;
      }
    },
  };
}

describe('my income through days of contracts: agent01 → a01m1 → a01m1s1', () => {
  it('counts each payout on the day it pays for, whatever the filter, salary and dividend apart, as the overview does', async () => {
    const world = 'income-days';
    const qa = clientFor(app, world);
    const contracts = [
      { upline: 'agent01', downline: 'a01m1', kind: 'DAILY_SALARY', rate: 1, daysAgo: 3 },
      { upline: 'agent01', downline: 'a01m1', kind: 'HOURLY_SALARY', rate: 0.5, daysAgo: 1 },
      { upline: 'agent01', downline: 'a01m1', kind: 'DIVIDEND', rate: 10, daysAgo: 10 },
      { upline: 'a01m1', downline: 'a01m1s1', kind: 'DAILY_SALARY', rate: 0.5, daysAgo: 3 },
      { upline: 'a01m1', downline: 'a01m1s1', kind: 'REALTIME_SALARY', rate: 0.2, daysAgo: 1 },
      { upline: 'a01m1', downline: 'a01m1s1', kind: 'DIVIDEND', rate: 5, daysAgo: 10 },
    ];
    for (const params of contracts)
      expect((await qa.post('/__admin/pact-state', { state: 'the agent has a contract with its upline', params })).status).toBe(200);
    // A few days of the world's clock, settled as they pass (each agent call settles what is due).
    const start = Date.now();
    for (const advance of ['1d', '1d', '7h', '30m']) {
      expect((await qa.post('/__admin/clock', { advance })).status).toBe(200);
      await session(world, 'a01m1', 'Team2026');
    }
    const now = start + 2 * DAY_MS + 7.5 * 3_600_000;
    const me = await session(world, 'a01m1', 'Team2026');
    const period = `startDate=${isoDay(start - 14 * DAY_MS)}&endDate=${isoDay(now)}`;
    const income: Income = await me.get(`/wps/agent/income?${period}`);

    // The ledger's payout rows, grouped by the day their reference names (posted up to the day after the period).
    const posted = `startDate=${isoDay(start - 14 * DAY_MS)}&endDate=${isoDay(now + DAY_MS)}`;
    const expected = new Map<string, Figures>();
    for (const [code, figure] of Object.entries(figureOf)) {
      for (const row of await me.rows(posted, code)) {
        const day = periodDay(row.reference);
        const sums = expected.get(day) ?? { salaryIn: 0, salaryOut: 0, dividendIn: 0, dividendOut: 0, net: 0 };
        sums[figure] = cents(sums[figure] + Math.abs(row.amount));
        sums.net = cents(sums.net + row.amount);
        expected.set(day, sums);
      }
    }
    const kinds = new Set(
      income.list.flatMap((d) => (Object.keys(figureOf) as (keyof typeof figureOf)[]).filter((c) => d[figureOf[c]] > 0)),
    );
    // Received from agent01 (salary and dividend) and paid to a01m1s1: every figure has money in it.
    expect(kinds).toEqual(new Set(Object.keys(figureOf)));
    expect(income.list.map((d) => d.day)).toEqual([...expected.keys()].sort().reverse());
    for (const { day, ...figures } of income.list) expect(figures, day).toEqual(expected.get(day));

    // A day asked alone shows the same row as within the longer period; the day after does not show it.
    for (const row of income.list) {
      const alone: Income = await me.get(`/wps/agent/income?startDate=${row.day}&endDate=${row.day}`);
      expect(alone.list).toEqual([row]);
      const next = isoDay(Date.parse(`${row.day}T00:00:00Z`) + DAY_MS);
      const after: Income = await me.get(`/wps/agent/income?startDate=${next}&endDate=${next}`);
      expect(after.list.every((d) => d.day === next)).toBe(true);
    }

    // The overview of the same period counts the same pay, and its team is a01m1 and everyone below it.
    const overview = await me.get(`/wps/agent/team/overview?${period}`);
    expect(overview.income).toEqual(income.footer);
    expect(overview.totalProfitSharing).toBe(income.footer.dividendOut);
    const below = await me.get('/wps/agent/downlines?pageSize=100');
    expect(overview.teamSize).toBe(below.total + 1);
  });
});
