import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { isoDay } from './days';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const period = `startDate=${isoDay(Date.now() - 61 * 86_400_000)}&endDate=${isoDay(Date.now())}`;

async function session(world: string, username: string, password: string) {
  const client = clientFor(app, world);
  const token = (await client.login(username, password)).body?.value.token as string;
  const headers = { ...client.auth(token), 'x-mock-world': world };
  return {
    get: async (url: string) => (await client.get(url, client.auth(token))).body,
    put: async (url: string, payload: object) => (await call(app, { method: 'PUT', url, payload, headers })).body,
  };
}

describe('a downline detail', () => {
  it('shows a team member at any level with the period figures of the team reports', async () => {
    const world = `downline-${++n}`;
    const agent = await session(world, 'agent01', 'Agent2026');
    const detail = (await agent.get(`/wps/agent/downline/detail?username=a01m1s1p1&${period}`))?.value;
    const pnl = (await agent.get(`/wps/agent/team/profitLoss?username=a01m1s1p1&${period}`))?.value.list[0];
    expect(detail).toMatchObject({ username: 'a01m1s1p1', type: 0, level: 3, upline: 'a01m1s1', teamSize: 0 });
    expect(detail.period.betAmount).toBe(pnl.betAmount);
    expect(detail.period.deposit).toBe(pnl.deposit);
    expect(detail.period.withdrawal).toBe(pnl.withdrawal);
    expect(detail.period.profitLoss).toBe(pnl.profitLoss);
    expect(detail.period.betCount).toBeGreaterThan(0);
    expect(detail.lastLogin).toBeGreaterThan(Date.now() - 62 * 86_400_000);
    const subAgent = (await agent.get(`/wps/agent/downline/detail?username=a01m1&${period}`))?.value;
    expect(subAgent).toMatchObject({ level: 1, upline: 'agent01', teamSize: 5 });
  });

  it('notes a real login as the last one', async () => {
    const world = `downline-${++n}`;
    await session(world, 'a01m3', 'Team2026');
    const agent = await session(world, 'agent01', 'Agent2026');
    const detail = (await agent.get(`/wps/agent/downline/detail?username=a01m3&${period}`))?.value;
    expect(Date.now() - detail.lastLogin).toBeLessThan(60_000);
  });

  it('is refused for a member of another team, for a player, and for a period that runs backwards', async () => {
    const world = `downline-${++n}`;
    const agent = await session(world, 'agent01', 'Agent2026');
    expect((await agent.get(`/wps/agent/downline/detail?username=a02m1&${period}`))?.errorCode).toBe('NOT_YOUR_DOWNLINE');
    expect((await agent.get('/wps/agent/downline/detail?username=a01m1&startDate=2026-05-02&endDate=2026-05-01'))?.errorCode).toBe(
      'VALIDATION_FAILED',
    );
    const player = await session(world, 'player01', 'Lucky2026');
    expect((await player.get(`/wps/agent/downline/detail?username=a01m1&${period}`))?.errorCode).toBe('error_not_agent');
  });
});

describe('rebate settings', () => {
  const rateOf = (rates: { productId: number; rate: number; ceiling: number }[], productId: number) =>
    rates.find((r) => r.productId === productId)!;

  it('start at the upline’s own rates, and take a lower one that the downline then holds as its ceiling', async () => {
    const world = `rebate-${++n}`;
    const agent = await session(world, 'agent01', 'Agent2026');
    const before = (await agent.get('/wps/agent/downline/rebate?username=a01m1'))?.value;
    expect(before.rates).toHaveLength(9);
    expect(rateOf(before.rates, 3)).toEqual({ productId: 3, rate: 0.8, ceiling: 0.8 });
    const set = await agent.put('/wps/agent/downline/rebate', { username: 'a01m1', rates: [{ productId: 3, rate: 0.55 }] });
    expect(set?.success).toBe(true);
    expect(rateOf(set!.value.rates, 3)).toEqual({ productId: 3, rate: 0.55, ceiling: 0.8 });
    const sub = await session(world, 'a01m1', 'Team2026');
    const below = (await sub.get('/wps/agent/downline/rebate?username=a01m1s1'))?.value;
    expect(rateOf(below.rates, 3)).toEqual({ productId: 3, rate: 0.55, ceiling: 0.55 });
    expect((await sub.put('/wps/agent/downline/rebate', { username: 'a01m1s1', rates: [{ productId: 3, rate: 0.56 }] }))?.errorCode).toBe(
      'RATE_ABOVE_OWN',
    );
  });

  it('refuse a rate above the agent’s own, below zero or with three decimals, and change nothing', async () => {
    const world = `rebate-${++n}`;
    const agent = await session(world, 'agent01', 'Agent2026');
    const refusals = [
      [
        { productId: 3, rate: 0.5 },
        { productId: 2, rate: 0.41 },
      ],
      [{ productId: 3, rate: -0.1 }],
      [{ productId: 3, rate: 0.123 }],
      [{ productId: 6, rate: 0.1 }],
    ];
    const codes = [];
    for (const rates of refusals) codes.push((await agent.put('/wps/agent/downline/rebate', { username: 'a01m1', rates }))?.errorCode);
    expect(codes).toEqual(['RATE_ABOVE_OWN', 'VALIDATION_FAILED', 'VALIDATION_FAILED', 'VALIDATION_FAILED']);
    const after = (await agent.get('/wps/agent/downline/rebate?username=a01m1'))?.value;
    expect(rateOf(after.rates, 3).rate).toBe(0.8);
    expect(rateOf(after.rates, 2).rate).toBe(0.4);
  });

  it('are only for the agent’s own direct downlines', async () => {
    const world = `rebate-${++n}`;
    const agent = await session(world, 'agent01', 'Agent2026');
    const other = await agent.put('/wps/agent/downline/rebate', { username: 'a02m1', rates: [{ productId: 3, rate: 0.1 }] });
    const deeper = await agent.put('/wps/agent/downline/rebate', { username: 'a01m1s1', rates: [{ productId: 3, rate: 0.1 }] });
    expect([other?.errorCode, deeper?.errorCode]).toEqual(['NOT_YOUR_DOWNLINE', 'NOT_YOUR_DOWNLINE']);
    expect((await agent.get('/wps/agent/downline/rebate?username=a02m1'))?.errorCode).toBe('NOT_YOUR_DOWNLINE');
    const player = await session(world, 'player01', 'Lucky2026');
    expect((await player.get('/wps/agent/downline/rebate?username=a01m1'))?.errorCode).toBe('error_not_agent');
    expect((await player.put('/wps/agent/downline/rebate', { username: 'a01m1', rates: [{ productId: 3, rate: 0.1 }] }))?.errorCode).toBe(
      'error_not_agent',
    );
    const owner = await session(world, 'agent02', 'Agent2026');
    expect(rateOf((await owner.get('/wps/agent/downline/rebate?username=a02m1'))?.value.rates, 3).rate).toBe(0.8);
  });

  it('lowered for a downline bring down the higher rates its own downlines were given', async () => {
    const world = `rebate-${++n}`;
    const agent = await session(world, 'agent01', 'Agent2026');
    const sub = await session(world, 'a01m1', 'Team2026');
    await agent.put('/wps/agent/downline/rebate', { username: 'a01m1', rates: [{ productId: 1, rate: 0.5 }] });
    await sub.put('/wps/agent/downline/rebate', { username: 'a01m1s1', rates: [{ productId: 1, rate: 0.45 }] });
    const lowered = await agent.put('/wps/agent/downline/rebate', { username: 'a01m1', rates: [{ productId: 1, rate: 0.3 }] });
    expect(lowered?.value.lowered).toBe(1);
    const below = (await sub.get('/wps/agent/downline/rebate?username=a01m1s1'))?.value;
    expect(rateOf(below.rates, 1)).toEqual({ productId: 1, rate: 0.3, ceiling: 0.3 });
  });
});
