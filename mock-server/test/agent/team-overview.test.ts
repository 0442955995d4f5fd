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

const periodOf = (from: number, to: number) => `startDate=${isoDay(from)}&endDate=${isoDay(to)}`;
type TeamTx = { username: string; txCode: string; amount: number; txTime: number };

async function session(world: string, username: string, password: string) {
  const client = clientFor(app, world);
  const token = (await client.login(username, password)).body?.value.token as string;
  return {
    get: async (url: string) => (await client.get(url, client.auth(token))).body?.value,
    post: async (url: string, body: object) => (await client.post(url, body, client.auth(token))).body?.value,
  };
}
const teamRows = async (agent: Awaited<ReturnType<typeof session>>, period: string, txCode?: string): Promise<TeamTx[]> =>
  (await agent.get(`/wps/agent/team/transactions?${period}${txCode ? `&txCode=${txCode}` : ''}&pageSize=100&pageNo=1`)).list;

describe('the team overview', () => {
  it('counts the logins of the seeded history: a day a member bet, deposited or withdrew, the agent among them', async () => {
    const world = 'overview-logins';
    const agent = await session(world, 'agent01', 'Agent2026');
    const period = periodOf(Date.now() - 29 * DAY_MS, Date.now());
    const overview = await agent.get(`/wps/agent/team/overview?${period}`);
    const own = ['BET', 'DEPOSIT', 'WITHDRAW'];
    const pairs = new Set<string>();
    for (const code of own) {
      for (let pageNo = 1; ; pageNo++) {
        const page = await agent.get(`/wps/agent/team/transactions?${period}&txCode=${code}&pageSize=100&pageNo=${pageNo}`);
        for (const t of page.list as TeamTx[]) pairs.add(`${t.username} ${isoDay(t.txTime)}`);
        if (pageNo >= page.totalPages) break;
      }
    }
    // The agent's own: a day for each of its seeded days, and this test's login.
    const mine = new Set<string>();
    for (const code of own) {
      for (let pageNo = 1; ; pageNo++) {
        const page = await agent.get(`/wps/relay/ODSFE2_MemTransDet?${period}&txCode=${code}&pageSize=100&pageNo=${pageNo}`);
        for (const t of page.list as TeamTx[]) mine.add(isoDay(t.txTime));
        if (pageNo >= page.totalPages) break;
      }
    }
    expect(overview.totalLoginCount).toBeGreaterThan(0);
    expect(overview.totalLoginCount).toBe(pairs.size + mine.size + 1);

    // A real login on a day the member already acted on is one more: its seeded day stays counted.
    const acted = [...pairs].map((p) => p.split(' ') as [string, string]);
    const [member] = acted.find(([, day]) => day === isoDay(Date.now())) ?? acted[0]!;
    await session(world, member, 'Team2026');
    expect((await agent.get(`/wps/agent/team/overview?${period}`)).totalLoginCount).toBe(pairs.size + mine.size + 2);
  });

  it("counts every login of the login log, two on one day as two, the agent's own among them", async () => {
    const world = 'overview-login-log';
    let agent = await session(world, 'agent01', 'Agent2026');
    // The team's seeded history reaches today; three days later nobody of the team has done anything.
    expect((await agent.get(`/wps/agent/team/overview?${periodOf(Date.now(), Date.now())}`)).teamSize).toBeGreaterThan(0);
    await clientFor(app, world).post('/__admin/clock', { advance: '3d' });
    const today = periodOf(Date.now() + 3 * DAY_MS, Date.now() + 3 * DAY_MS);
    const yesterday = periodOf(Date.now() + 2 * DAY_MS, Date.now() + 2 * DAY_MS);
    // The agent is of its team: its own login today is the first.
    agent = await session(world, 'agent01', 'Agent2026');
    expect((await agent.get(`/wps/agent/team/overview?${today}`)).totalLoginCount).toBe(1);
    await session(world, 'a01m4', 'Team2026');
    expect((await agent.get(`/wps/agent/team/overview?${today}`)).totalLoginCount).toBe(2);
    // The same member logs in again the same day: another login.
    await session(world, 'a01m4', 'Team2026');
    expect((await agent.get(`/wps/agent/team/overview?${today}`)).totalLoginCount).toBe(3);
    // Another member's login adds one more; a day without logins has none.
    await session(world, 'a01m1', 'Team2026');
    expect((await agent.get(`/wps/agent/team/overview?${today}`)).totalLoginCount).toBe(4);
    expect((await agent.get(`/wps/agent/team/overview?${yesterday}`)).totalLoginCount).toBe(0);
  });

  it('counts the dividend I paid my team in the period as its profit sharing, as My income does', async () => {
    const world = 'overview-dividend';
    const before = await session(world, 'agent01', 'Agent2026');
    const period = periodOf(Date.now() - 40 * DAY_MS, Date.now());
    expect((await before.get(`/wps/agent/team/overview?${period}`)).totalProfitSharing).toBe(0);
    await clientFor(app, world).post('/__admin/pact-state', {
      state: 'the agent has a contract with its upline',
      params: { upline: 'agent01', downline: 'a01m1', kind: 'DIVIDEND', rate: 10, daysAgo: 30 },
    });
    const agent = await session(world, 'agent01', 'Agent2026');
    const records = await agent.post('/wps/relay/ODSFE2_PayoutDividend', { pageSize: 50 });
    const paid = cents(
      (records.list as { amount: number; status: string }[]).filter((r) => r.status === 'PAID').reduce((s, r) => s + r.amount, 0),
    );
    expect(paid).toBeGreaterThan(0);
    const overview = await agent.get(`/wps/agent/team/overview?${period}`);
    expect(overview.totalProfitSharing).toBe(paid);
    expect(overview.income.dividendOut).toBe(paid);
    expect((await agent.get(`/wps/agent/income?${period}`)).footer).toEqual(overview.income);
    const received = await teamRows(agent, period, 'DIVIDEND_IN');
    expect(received.every((t) => t.username === 'a01m1')).toBe(true);
    expect(cents(received.reduce((s, t) => s + t.amount, 0))).toBe(paid);
  });

  it('counts only the daily salary as my daily salary, not the hourly or real-time salary also paid as SALARY_IN', async () => {
    const world = 'overview-daily-income';
    const qa = clientFor(app, world);
    const contract = { upline: 'agent01', downline: 'a01m1', daysAgo: 2 };
    await qa.post('/__admin/pact-state', {
      state: 'the agent has a contract with its upline',
      params: { ...contract, kind: 'HOURLY_SALARY' },
    });
    await qa.post('/__admin/pact-state', { state: 'a daily salary has been paid', params: contract });
    const agent = await session(world, 'a01m1', 'Team2026');
    type SalaryRecord = { amount: number; status: string; downline: string };
    const paidTo = async (relay: string) => {
      let paid = 0;
      for (let pageNo = 1; ; pageNo++) {
        const list = (await agent.post(`/wps/relay/${relay}`, { pageNo, pageSize: 50 })).list as SalaryRecord[];
        if (list.length === 0) return cents(paid);
        paid += list.filter((r) => r.status === 'PAID' && r.downline === 'a01m1').reduce((s, r) => s + r.amount, 0);
      }
    };
    const daily = await paidTo('ODSFE2_QueryDailySalary');
    const hourly = await paidTo('ODSFE2_QueryHourSalary');
    expect(daily).toBe(50);
    expect(hourly).toBeGreaterThan(0);
    const period = periodOf(Date.now() - 3 * DAY_MS, Date.now());
    const overview = await agent.get(`/wps/agent/team/overview?${period}`);
    expect(overview.totalDailyIncome).toBe(daily);
    // Both kinds reached a01m1's wallet as SALARY_IN.
    const income = await agent.get(`/wps/agent/income?${period}`);
    expect(income.footer.salaryIn).toBe(cents(daily + hourly));
  });
});
