import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { cents, isoDay } from './days';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const period = `startDate=${isoDay(Date.now() - 61 * 86_400_000)}&endDate=${isoDay(Date.now())}`;

async function session(username: string, password: string) {
  const client = clientFor(app, `team-reports-${++n}`);
  const token = (await client.login(username, password)).body?.value.token as string;
  const get = async (url: string) => (await client.get(url, client.auth(token))).body;
  return { client, get };
}

describe('the team reports', () => {
  it('add up: the overview, the members profit and loss and the bets agree on the team bet volume', async () => {
    const agent = await session('agent01', 'Agent2026');
    const overview = (await agent.get(`/wps/agent/team/overview?${period}`))?.value;
    const pnl = (await agent.get(`/wps/agent/team/profitLoss?${period}&pageSize=100`))?.value;
    const bets = (await agent.get(`/wps/agent/team/bets?${period}&pageSize=5`))?.value;
    expect(overview.days).toHaveLength(62);
    expect(cents(overview.days.reduce((s: number, d: { bet: number }) => s + d.bet, 0))).toBe(overview.totalBet);
    // The overview's team is the agent and the 14 below it; the members' reports list the 14 below.
    let own = { bet: 0, win: 0 };
    for (const code of ['BET', 'WIN'] as const)
      for (let pageNo = 1; ; pageNo++) {
        const page = (await agent.get(`/wps/relay/ODSFE2_MemTransDet?${period}&txCode=${code}&pageSize=100&pageNo=${pageNo}`))?.value;
        const sum = (page.list as { amount: number }[]).reduce((s, t) => s + t.amount, 0);
        own = code === 'BET' ? { ...own, bet: cents(own.bet - sum) } : { ...own, win: cents(own.win + sum) };
        if (pageNo >= page.totalPages) break;
      }
    expect(overview.teamSize).toBe(15);
    expect(pnl.total).toBe(14);
    expect(cents(pnl.footer.betAmount + own.bet)).toBe(overview.totalBet);
    expect(cents(pnl.footer.profitLoss + own.win - own.bet)).toBe(overview.totalPNL);
    expect(bets.list).toHaveLength(5);
    expect(bets.footer.stake).toBe(pnl.footer.betAmount);
    expect(bets.list[0].betTime).toBeGreaterThanOrEqual(bets.list[4].betTime);
  });

  it('narrow to one member of the team, and find nobody outside it', async () => {
    const agent = await session('agent01', 'Agent2026');
    const one = (await agent.get(`/wps/agent/team/transactions?${period}&username=a01m1s1p1&pageSize=100`))?.value;
    expect(one.total).toBeGreaterThan(0);
    expect(one.list.every((r: { username: string; level: number }) => r.username === 'a01m1s1p1' && r.level === 3)).toBe(true);
    const deposits = (await agent.get(`/wps/agent/team/transactions?${period}&txCode=DEPOSIT&pageSize=100`))?.value;
    expect(deposits.list.every((r: { txCode: string }) => r.txCode === 'DEPOSIT')).toBe(true);
    const stranger = (await agent.get(`/wps/agent/team/bets?${period}&username=a02m1`))?.value;
    expect(stranger.total).toBe(0);
  });

  it('refuse a member who is not an agent, and a period that runs backwards or over a year', async () => {
    const player = await session('player01', 'Lucky2026');
    expect((await player.get(`/wps/agent/team/bets?${period}`))?.errorCode).toBe('error_not_agent');
    expect((await player.get(`/wps/agent/income?${period}`))?.errorCode).toBe('error_not_agent');
    const agent = await session('agent01', 'Agent2026');
    const backwards = await agent.get('/wps/agent/team/profitLoss?startDate=2026-05-02&endDate=2026-05-01');
    expect(backwards?.errorCode).toBe('VALIDATION_FAILED');
    const long = await agent.get('/wps/agent/team/overview?startDate=2024-01-01&endDate=2026-01-01');
    expect(long?.errorCode).toBe('VALIDATION_FAILED');
  });

  it('show my income: the salary I received and paid, by the day it was earned', async () => {
    const agent = await session('agent01', 'Agent2026');
    const income = (await agent.get(`/wps/agent/income?${period}`))?.value;
    expect(income).toEqual({ list: [], footer: { salaryIn: 0, salaryOut: 0, dividendIn: 0, dividendOut: 0, net: 0 } });
  });
});

describe('the registration centre', () => {
  it('creates a downline of mine that logs in and shows in my team, and refuses a taken name', async () => {
    const agent = await session('agent01', 'Agent2026');
    const auth = agent.client.auth((await agent.client.login('agent01', 'Agent2026')).body?.value.token as string);
    const created = await agent.client.postEncrypted('/wps/agent/downline', { username: 'newsub01', password: 'Sub2026x', type: 1 }, auth);
    expect(created.body?.value).toMatchObject({ username: 'newsub01', type: 1 });
    const again = await agent.client.postEncrypted('/wps/agent/downline', { username: 'NEWSUB01', password: 'Sub2026x', type: 0 }, auth);
    expect(again.body?.errorCode).toBe('USERNAME_TAKEN');
    const bad = await agent.client.postEncrypted('/wps/agent/downline', { username: '1abc', password: 'short', type: 0 }, auth);
    expect(bad.status).toBe(400);
    const direct = (await agent.get('/wps/agent/downlines?directOnly=true'))?.value;
    expect(direct.list.map((d: { username: string }) => d.username)).toContain('newsub01');
    const login = await agent.client.login('newsub01', 'Sub2026x');
    expect(login.body?.success).toBe(true);
  });

  it('promotes a direct downline player to an agent, once, and no one else', async () => {
    const agent = await session('agent01', 'Agent2026');
    const auth = agent.client.auth((await agent.client.login('agent01', 'Agent2026')).body?.value.token as string);
    const promote = (username: string) => agent.client.post('/wps/agent/downline/promote', { username }, auth);
    expect((await promote('a01m3')).body?.value).toEqual({ username: 'a01m3', type: 1 });
    expect((await promote('a01m3')).body?.errorCode).toBe('ALREADY_AGENT');
    expect((await promote('a01m1s2')).body?.errorCode).toBe('NOT_YOUR_DOWNLINE');
    expect((await promote('a02m3')).body?.errorCode).toBe('NOT_YOUR_DOWNLINE');
    // Now an agent, it can be offered a salary contract.
    const offer = await agent.client.post(
      '/wps/relay/MCSFE_applyContractDailySalary',
      { downline: 'a01m3', details: [{ betVolume: 0, activeMember: 0, rateType: 'F', rate: 5 }] },
      auth,
    );
    expect(offer.body?.value.status).toBe('P');
  });

  it('gives the agent an affiliate code that registration accepts', async () => {
    const agent = await session('agent02', 'Agent2026');
    const code = (await agent.get('/wps/agent/affiliate'))?.value.affiliateCode;
    expect(code).toMatch(/^AG\d+$/);
    const player = await session('player01', 'Lucky2026');
    expect((await player.get('/wps/agent/affiliate'))?.errorCode).toBe('error_not_agent');
  });
});
