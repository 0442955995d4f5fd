import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const cents = (x: number) => Math.round(x * 100) / 100;

async function player() {
  const client = clientFor(app, `reports-${++n}`);
  const token = (await client.login('player01', 'Lucky2026')).body?.value.token as string;
  const auth = client.auth(token);
  return {
    client,
    get: async (url: string) => (await client.get(url, auth)).body,
    post: async (url: string) => (await client.post(url, {}, auth)).body,
  };
}

describe('betting records', () => {
  it('page the seeded bets newest first, with a footer that sums every page', async () => {
    const p = await player();
    const all = (await p.get(`/wps/report/bets?startDate=${day(-90)}&endDate=${day(0)}&pageSize=100`))!.value;
    expect(all.total).toBeGreaterThan(5);
    const rows = all.list as { stake: number; payout: number; winLoss: number; betTime: number; productId: number }[];
    expect(all.footer.stake).toBe(cents(rows.reduce((s, r) => s + r.stake, 0)));
    expect(all.footer.winLoss).toBe(cents(rows.reduce((s, r) => s + r.payout - r.stake, 0)));
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.betTime).toBeGreaterThanOrEqual(rows[i]!.betTime);
    const slots = (await p.get(`/wps/report/bets?startDate=${day(-90)}&endDate=${day(0)}&productId=3&pageSize=100`))!.value;
    expect(slots.list.every((r: { productId: number }) => r.productId === 3)).toBe(true);
    expect((await p.get(`/wps/report/bets?startDate=${day(-90)}&endDate=${day(0)}&productId=CONS`))!.value.total).toBe(all.total);
    expect((await p.client.get(`/wps/report/bets?startDate=${day(-3)}&endDate=${day(0)}`)).status).toBe(401);
  });

  it('refuse a bad filter with 400 naming the field', async () => {
    const p = await player();
    const cases: [string, RegExp][] = [
      [`startDate=${day(-3)}&endDate=${day(0)}&productId=slots`, /query\.productId/],
      [`startDate=${day(-3)}&endDate=${day(0)}&pageSize=1000`, /query\.pageSize/],
      [`startDate=yesterday&endDate=${day(0)}`, /query\.startDate/],
      [`startDate=${day(0)}&endDate=${day(-3)}`, /query\.startDate: startDate must not be after endDate/],
      [`startDate=${day(-3)}`, /query\.endDate/],
    ];
    for (const [filter, problem] of cases) expect((await p.get(`/wps/report/bets?${filter}`))?.message).toMatch(problem);
  });
});

describe('profit and loss, bonus details and the rebate', () => {
  it('add up the products, bonuses and rebates of a period', async () => {
    const p = await player();
    const profit = (await p.get(`/wps/report/profit?startDate=${day(-90)}&endDate=${day(0)}`))!.value;
    const bets = (await p.get(`/wps/report/bets?startDate=${day(-90)}&endDate=${day(0)}&pageSize=100`))!.value;
    expect(cents(profit.list.reduce((s: number, r: { winLoss: number }) => s + r.winLoss, 0))).toBe(bets.footer.winLoss);
    expect(profit.profit).toBe(cents(bets.footer.winLoss + profit.bonus + profit.rebate));
    expect(profit.deposit).toBeGreaterThan(0);
    const bonus = (await p.get(`/wps/report/bonus?startDate=${day(-90)}&endDate=${day(0)}&pageSize=100`))!.value;
    expect(bonus.sum).toBe(cents(profit.bonus + profit.rebate));
  });

  it('pays the manual rebate once for the valid bets since the last claim', async () => {
    const p = await player();
    const settings = (await p.get('/wps/rebate/settings'))!.value;
    expect(settings).toContainEqual({ productId: 3, rate: 0.008 });
    const due = (await p.get('/wps/rebate/manual'))!.value;
    const before = (await p.get('/wps/v2/wallets/balance'))!.value.sumBalance;
    // The seeded history (a fixed seed) has bets in the last seven days.
    expect(due.claimable).toBeGreaterThan(0);
    expect(due.claimable).toBe(cents(due.list.reduce((s: number, r: { amount: number }) => s + r.amount, 0)));
    const claim = (await p.post('/wps/rebate/manual'))!.value;
    expect(claim.claimed).toBe(due.claimable);
    expect((await p.get('/wps/v2/wallets/balance'))!.value.sumBalance).toBe(cents(before + due.claimable));
    expect((await p.get('/wps/rebate/manual'))!.value.claimable).toBe(0);
    expect((await p.post('/wps/rebate/manual'))!.errorCode).toBe('REBATE_NOTHING_TO_CLAIM');
  });

  it("pays a team member the rates its upline set: an agent's lowered rate pays less, down the whole team", async () => {
    type Due = { claimable: number; list: { productId: number; validBet: number; rate: number; amount: number }[] };
    const login = async (world: string, username: string, password: string) => {
      const client = clientFor(app, world);
      const auth = client.auth((await client.login(username, password)).body?.value.token as string);
      const headers = { ...auth, 'x-mock-world': world };
      return {
        get: async (url: string) => (await client.get(url, auth)).body?.value,
        post: async (url: string) => (await client.post(url, {}, auth)).body?.value,
        put: async (url: string, payload: object) => (await call(app, { method: 'PUT', url, payload, headers })).body,
      };
    };
    // The same seeded player three levels below agent01, in a world where nobody set rates and in one where
    // agent01 lowered its direct downline a01m1's rates (a01m1s1 and its player inherit them).
    const site = await login(`reports-${++n}`, 'a01m1s1p1', 'Team2026');
    const world = `reports-${++n}`;
    const agent = await login(world, 'agent01', 'Agent2026');
    const lowered = await agent.put('/wps/agent/downline/rebate', {
      username: 'a01m1',
      rates: [1, 2, 3, 4, 41, 5, 7, 8, 9].map((productId) => ({ productId, rate: 0.1 })),
    });
    expect(lowered?.success).toBe(true);
    const member = await login(world, 'a01m1s1p1', 'Team2026');

    expect(await site.get('/wps/rebate/settings')).toContainEqual({ productId: 3, rate: 0.008 });
    expect(((await member.get('/wps/rebate/settings')) as { rate: number }[]).every((r) => r.rate === 0.001)).toBe(true);
    const before = (await site.get('/wps/rebate/manual')) as Due;
    const due = (await member.get('/wps/rebate/manual')) as Due;
    expect(due.list.map((r) => r.validBet)).toEqual(before.list.map((r) => r.validBet));
    expect(before.claimable).toBeGreaterThan(0);
    for (const row of due.list) expect(row).toMatchObject({ rate: 0.001, amount: cents(row.validBet * 0.001) });
    expect(due.claimable).toBeLessThan(before.claimable);
    expect(due.claimable).toBe(cents(due.list.reduce((s, r) => s + r.amount, 0)));
    const balance = (await member.get('/wps/v2/wallets/balance')).sumBalance as number;
    expect((await member.post('/wps/rebate/manual')).claimed).toBe(due.claimable);
    expect((await member.get('/wps/v2/wallets/balance')).sumBalance).toBe(cents(balance + due.claimable));
  });
});
