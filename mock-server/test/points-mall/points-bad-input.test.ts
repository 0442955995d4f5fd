import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAIN_WALLET, TxCode } from '../../src/wallet/ledger';
import { ledgerOf } from '../../src/wallet/player-wallets';
import { makeApp } from '../helpers';
import { pointsPlayer, stockOf } from './points-player';
import { identityPart } from '../../src/identity/identity-state';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const player = (username?: string, password?: string) => pointsPlayer(app, username, password);
const DAY_MS = 86_400_000;

describe('the points mall refuses bad input and changes nothing', () => {
  it('refuses a conversion with the wrong login password', async () => {
    const p = await player();
    const [balance, cash] = [await p.balance(), await p.cash()];
    expect((await p.convert({ points: 100, password: 'Lucky2025' })).body).toMatchObject({ success: false, errorCode: 'PASSWORD_WRONG' });
    expect(await p.balance()).toEqual(balance);
    expect(await p.cash()).toBe(cash);
    expect((await p.history()).total).toBe(0);
  });

  it('refuses a trial account a redemption and a conversion', async () => {
    const p = await player('trial01', 'Trial2026');
    const stock = stockOf(await p.rewards(), 8);
    expect((await p.redeem({ rewardId: 8, quantity: 1, password: 'Trial2026' })).body?.errorCode).toBe('TRIAL_NOT_ALLOWED');
    expect((await p.convert({ points: 100, password: 'Trial2026' })).body?.errorCode).toBe('TRIAL_NOT_ALLOWED');
    expect(stockOf(await p.rewards(), 8)).toBe(stock);
    expect((await p.history()).total).toBe(0);
  });

  it("never lets one player's parallel redemptions take the balance below zero", async () => {
    const p = await player();
    const { points } = await p.balance();
    // Free spins cost 60 points and are plentiful: each try takes 5 (300 points), more tries than the points cover.
    const fit = Math.floor(points / 300);
    const tries = await Promise.all(Array.from({ length: fit + 3 }, () => p.redeem({ rewardId: 7, quantity: 5, password: 'Lucky2026' })));
    expect(tries.filter((t) => t.body?.success)).toHaveLength(fit);
    expect(tries.filter((t) => t.body?.errorCode === 'POINTS_NOT_ENOUGH')).toHaveLength(3);
    const after = await p.balance();
    expect(after.points).toBe(points - fit * 300);
    expect(after.points).toBeGreaterThanOrEqual(0);
    expect(stockOf(await p.rewards(), 7)).toBe(500 - fit * 5);
  });
});

describe('points over time', () => {
  it('never expire: 400 days later every point is still there; a reward needing recent valid bets is then refused', async () => {
    const p = await player();
    // Earlier, a big day of betting (₱15,000 staked: 1,500 points), so the spa day's 2,000 points are there.
    const world = app.worlds.get(p.world);
    const user = world.part(identityPart).findUser('player01')!;
    const at = world.now() - 60 * DAY_MS;
    ledgerOf(world, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Deposit, amount: 15_000, reference: 'TEST-DEPOSIT' }], at);
    ledgerOf(world, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Bet, amount: -15_000, reference: 'TEST-BET' }], at);
    const before = await p.balance();
    expect(before.points).toBeGreaterThanOrEqual(2_000);

    await p.clock({ advance: '400d' });
    expect(await p.balance()).toEqual(before);
    // The spa day needs ₱5,000 of valid bets in the last 30 days: there are none now.
    const refused = (await p.redeem({ rewardId: 6, quantity: 1, password: 'Lucky2026' })).body;
    expect(refused).toMatchObject({ success: false, errorCode: 'REWARD_AMOUNT_REQUIRED' });
    expect(refused?.message).toMatch(/5000\.00 of valid bets in the last 30 days/);
    expect(await p.balance()).toEqual(before);
    expect(stockOf(await p.rewards(), 6)).toBe(3);
    expect((await p.history()).total).toBe(0);
  });
});

describe("QA's decision on a redemption", () => {
  it("reaches the player's inbox, approved or rejected with the remark", async () => {
    const p = await player();
    const first = (await p.redeem({ rewardId: 4, quantity: 1, password: 'Lucky2026' })).body?.value;
    const second = (await p.redeem({ rewardId: 8, quantity: 2, password: 'Lucky2026' })).body?.value;
    await p.client.post(`/__admin/redemptions/${first.refNo}`, { action: 'approve' });
    expect((await p.promotionNotices())[0]).toMatchObject({
      category: 'PROMOTION',
      title: 'Redemption approved',
      content: expect.stringContaining(`1 × Mobile load ₱100 (${first.refNo})`),
    });
    await p.client.post(`/__admin/redemptions/${second.refNo}`, { action: 'reject', remark: 'Keychains <sold out>' });
    const [rejected] = await p.promotionNotices();
    expect(rejected).toMatchObject({ title: 'Redemption rejected', content: expect.stringContaining('Its 80 points are back') });
    expect(rejected!.content).toContain('Keychains &#60;sold out&#62;');
    expect((await p.history()).list.find((r: { refNo: string }) => r.refNo === second.refNo)).toMatchObject({
      status: 'REJECTED',
      remark: 'Keychains <sold out>',
    });
  });
});
