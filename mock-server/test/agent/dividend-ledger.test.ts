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

const period = `startDate=${isoDay(Date.now() - 40 * DAY_MS)}&endDate=${isoDay(Date.now())}`;
type Row = { txCode: string; amount: number; reference: string };
const sum = (rows: Row[]) => cents(rows.reduce((s, r) => s + r.amount, 0));

async function session(world: string, username: string, password: string) {
  const client = clientFor(app, world);
  const token = (await client.login(username, password)).body?.value.token as string;
  return {
    get: async (url: string) => (await client.get(url, client.auth(token))).body?.value,
    post: async (url: string, body: object) => (await client.post(url, body, client.auth(token))).body?.value,
  };
}

describe('a dividend in the ledger', () => {
  it('is paid as DIVIDEND_OUT by the upline and DIVIDEND_IN to the downline, never as a salary, and sums to the records', async () => {
    const world = 'dividend-ledger';
    const admin = clientFor(app, world);
    // A weekly dividend of 10 % of the team's net loss, in force for 30 days of the seeded history.
    const made = await admin.post('/__admin/pact-state', {
      state: 'the agent has a contract with its upline',
      params: { upline: 'agent01', downline: 'a01m1', kind: 'DIVIDEND', rate: 10, daysAgo: 30 },
    });
    expect(made.status).toBe(200);
    const upline = await session(world, 'agent01', 'Agent2026');
    const downline = await session(world, 'a01m1', 'Team2026');
    const records: { list: { amount: number; status: string }[] } = await upline.post('/wps/relay/ODSFE2_PayoutDividend', { pageSize: 50 });
    const paid = cents(records.list.filter((r) => r.status === 'PAID').reduce((s, r) => s + r.amount, 0));
    expect(paid).toBeGreaterThan(0);

    const received: Row[] = (await downline.get(`/wps/relay/ODSFE2_MemTransDet?${period}&txCode=DIVIDEND_IN&pageSize=100`)).list;
    const given: Row[] = (await upline.get(`/wps/relay/ODSFE2_MemTransDet?${period}&txCode=DIVIDEND_OUT&pageSize=100`)).list;
    expect(received.every((r) => r.reference.startsWith('DV-'))).toBe(true);
    expect(sum(received)).toBe(paid);
    expect(sum(given)).toBe(-paid);
    const salaries: Row[] = (await downline.get(`/wps/relay/ODSFE2_MemTransDet?${period}&txCode=SALARY_IN&pageSize=100`)).list;
    expect(salaries.filter((r) => r.reference.startsWith('DV-'))).toEqual([]);

    // The codes are listed with their names, for the account record's filter.
    const codes = (await upline.get('/wps/relay/GLS2_TxCodeList')) as { txCode: string; txName: string }[];
    expect(codes).toEqual(
      expect.arrayContaining([
        { txCode: 'DIVIDEND_IN', txName: 'Dividend received' },
        { txCode: 'DIVIDEND_OUT', txName: 'Dividend paid' },
      ]),
    );
    // My income counts the dividend I paid as a dividend, not as a salary.
    const income = await upline.get(`/wps/agent/income?${period}`);
    expect(income.footer).toMatchObject({ dividendOut: paid, salaryOut: 0 });
  });
});
