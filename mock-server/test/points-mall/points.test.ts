import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { pointsPlayer, stockOf } from './points-player';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const player = (username?: string, password?: string, world?: string) => pointsPlayer(app, username, password, world);

describe('the points mall', () => {
  it('counts whole points per valid bet, 1 per 10 of its stake rounded down, as the points details list them', async () => {
    const p = await player();
    const { points, earned, spent } = await p.balance();
    expect(spent).toBe(0);
    expect(points).toBe(earned);
    const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const bets = (
      await p.client.get(`/wps/relay/ODSFE2_MemTransDet?startDate=${day(-90)}&endDate=${day(1)}&txCode=BET&pageSize=100`, p.auth)
    ).body?.value;
    expect(bets.totalPages).toBe(1);
    const perBet = bets.list.map((t: { amount: number }) => Math.floor(Math.round(-t.amount * 100) / 1000));
    expect(earned).toBe(perBet.reduce((sum: number, n: number) => sum + n, 0));
    expect(earned).toBeGreaterThan(0);
    expect((await p.client.get('/wps/relay/MCS2_getPointBalance')).status).toBe(401);
  });

  it('shows a visitor the rules and the goods with their stock, not a balance', async () => {
    const visitor = clientFor(app, `points-visitor`);
    expect((await visitor.get('/wps/relay/MCS2_getPointConfig')).body?.value).toMatchObject({ pointsRatio: 10, minConvert: 100 });
    const vouchers = (await visitor.get('/wps/relay/MCS2_getPointReward?category=VOUCHER')).body?.value;
    expect(vouchers.map((r: { rewardId: number; stock: number }) => [r.rewardId, r.stock])).toEqual([
      [3, 50],
      [4, 100],
    ]);
    expect((await visitor.get('/wps/relay/MCS2_getRedeemPointList')).status).toBe(401);
  });

  it('names the goods and words the rules in the language asked, in English where the back office has none', async () => {
    const visitor = clientFor(app, `points-language`);
    const names = async (language?: string) =>
      ((await visitor.get('/wps/relay/MCS2_getPointReward', language ? { Language: language } : {})).body?.value as { name: string }[]).map(
        (r) => r.name,
      );
    expect((await names('VI')).slice(0, 2)).toEqual(['Tai nghe không dây', 'Đồng hồ thông minh']);
    expect((await names('cn'))[0]).toBe('无线耳机');
    expect((await names())[0]).toBe('Wireless earbuds');
    expect((await names('FR'))[0]).toBe('Wireless earbuds');
    const rules = async (language: string) =>
      (await visitor.get('/wps/relay/MCS2_getPointConfig', { Language: language })).body?.value.rules;
    expect(await rules('VI')).toMatch(/^<p>Mỗi ₱10 cược hợp lệ được 1 điểm/);
    expect(await rules('TH')).toMatch(/^<p>Every ₱10 of valid bets earns 1 point/);
  });

  it('redeems a reward with the password, taking points and stock at once; QA approves', async () => {
    const p = await player();
    const before = await p.balance();
    expect((await p.redeem({ rewardId: 4, quantity: 1, password: 'wrong' })).body?.errorCode).toBe('PASSWORD_WRONG');
    const done = (await p.redeem({ rewardId: 4, quantity: 1, password: 'Lucky2026' })).body?.value;
    expect(done).toMatchObject({
      type: 'REDEEM',
      name: 'Mobile load ₱100',
      points: 90,
      status: 'IN_PROCESS',
      pointsBalance: before.points - 90,
    });
    expect((await p.balance()).points).toBe(before.points - 90);
    expect(stockOf(await p.rewards(), 4)).toBe(99);
    expect((await p.client.post(`/__admin/redemptions/${done.refNo}`, { action: 'approve' })).body?.value.status).toBe('APPROVED');
    expect((await p.history()).list[0]).toMatchObject({ refNo: done.refNo, status: 'APPROVED' });
    expect((await p.client.post(`/__admin/redemptions/${done.refNo}`, { action: 'reject' })).status).toBe(409);
  });

  it('returns points and stock when QA rejects a redemption', async () => {
    const p = await player();
    const before = await p.balance();
    const done = (await p.redeem({ rewardId: 5, quantity: 2, password: 'Lucky2026' })).body?.value;
    await p.client.post(`/__admin/redemptions/${done.refNo}`, { action: 'reject', remark: 'out of season' });
    expect((await p.balance()).points).toBe(before.points);
    expect(stockOf(await p.rewards(), 5)).toBe(20);
    expect((await p.history()).list[0]).toMatchObject({ refNo: done.refNo, status: 'REJECTED', remark: 'out of season', points: 240 });
  });

  it('arranges a redemption QA rejected with a remark for the pact, as the console does, and refuses when none waits', async () => {
    const p = await player();
    const state = (name: string, params: object) => p.client.post('/__admin/pact-state', { state: name, params });
    const before = await p.balance();
    expect((await state('the player s redemption was rejected by QA', { username: 'player01' })).status).toBe(409);
    await state('the player has redeemed a reward', { username: 'player01', rewardId: 8 });
    expect((await p.balance()).points).toBeLessThan(before.points);
    await state('the player s redemption was rejected by QA', { username: 'player01', remark: 'Out of stock at the supplier' });
    expect((await p.history()).list[0]).toMatchObject({ status: 'REJECTED', remark: 'Out of stock at the supplier' });
    expect((await p.balance()).points).toBe(before.points);
    expect((await p.promotionNotices())[0]?.content).toContain('Out of stock at the supplier');
  });

  it('refuses bad redemptions and changes nothing', async () => {
    const p = await player();
    const before = await p.balance();
    for (const [body, expected] of [
      [{ rewardId: 99, quantity: 1, password: 'Lucky2026' }, 'REWARD_NOT_FOUND'],
      [{ rewardId: 2, quantity: 3, password: 'Lucky2026' }, 'REWARD_OUT_OF_STOCK'],
      [{ rewardId: 3, quantity: 10, password: 'Lucky2026' }, 'POINTS_NOT_ENOUGH'],
      [{ rewardId: 4, quantity: 0, password: 'Lucky2026' }, 400],
      [{ rewardId: 4, quantity: 1.5, password: 'Lucky2026' }, 400],
      [{ rewardId: 4, quantity: -1, password: 'Lucky2026' }, 400],
    ] as const) {
      const answer = await p.redeem(body);
      if (typeof expected === 'number') expect(answer.status).toBe(expected);
      else expect(answer.body?.errorCode).toBe(expected);
    }
    expect(await p.balance()).toEqual(before);
    expect((await p.history()).total).toBe(0);
  });

  it('never oversells stock, even with parallel redeems', async () => {
    const first = await player();
    const second = await player('agent41', 'Agent2026', first.world);
    // The keychain has 3 in stock: 8 parallel tries of one each, by two players who can both afford 4.
    const tries = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? second : first).redeem({ rewardId: 8, quantity: 1, password: i % 2 ? 'Agent2026' : 'Lucky2026' }),
      ),
    );
    expect(tries.filter((t) => t.body?.success)).toHaveLength(3);
    expect(tries.filter((t) => t.body?.errorCode === 'REWARD_OUT_OF_STOCK')).toHaveLength(5);
    expect(stockOf(await first.rewards(), 8)).toBe(0);
  });

  it('converts points to cash at 100 points for 1, from 100 points', async () => {
    const p = await player();
    const [points, cash] = [(await p.balance()).points, await p.cash()];
    expect((await p.convert({ points: 99, password: 'Lucky2026' })).body?.errorCode).toBe('POINTS_BELOW_MINIMUM');
    expect((await p.convert({ points: points + 1, password: 'Lucky2026' })).body?.errorCode).toBe('POINTS_NOT_ENOUGH');
    const done = (await p.convert({ points: 100, password: 'Lucky2026' })).body?.value;
    expect(done).toMatchObject({ type: 'CONVERT', amount: 1, status: 'APPROVED' });
    expect(await p.cash()).toBe(Math.round((cash + 1) * 100) / 100);
    expect((await p.balance()).points).toBe(points - 100);
  });

  it('never spends more points than there are, even with parallel conversions', async () => {
    const p = await player();
    const { points } = await p.balance();
    const share = Math.floor(points / 3);
    // Five parallel conversions of a third each: three fit, two are refused, and the balance never goes below zero.
    const tries = await Promise.all(Array.from({ length: 5 }, () => p.convert({ points: share, password: 'Lucky2026' })));
    expect(tries.filter((t) => t.body?.success)).toHaveLength(3);
    expect(tries.filter((t) => t.body?.errorCode === 'POINTS_NOT_ENOUGH')).toHaveLength(2);
    expect((await p.balance()).points).toBe(points - 3 * share);
  });

  it('is closed with PTSYS3 off', async () => {
    const p = await player();
    await p.client.patch('/__admin/scenario', { whitelabel: { PTSYS3: false } });
    expect((await p.balance()) ?? null).toBeNull();
  });
});
