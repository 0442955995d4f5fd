import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { PNG, promoPlayer } from './promo-player';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const player = (username?: string, password?: string) => promoPlayer(app, username, password);

describe('promotions a player acts on', () => {
  it('join, deposit, claim: the bonus is credited and the status follows', async () => {
    const p = await player();
    expect((await p.detail(102)).status).toBe('join');
    expect((await p.client.post('/wps/promotions/join', { id: 102 }, p.auth)).body?.errorCode).toBe('PROMOTION_AGREEMENT_REQUIRED');
    expect((await p.client.post('/wps/promotions/join', { id: 102, agreed: true }, p.auth)).body?.value.status).toBe('joined');
    expect((await p.detail(102)).requirement).toMatch(/Deposit 100.00/);
    const deposit = (await p.client.post('/wps/fund/deposit', { methodId: 'GCASH', amount: 400 }, p.auth)).body?.value;
    await p.client.post(`/__admin/orders/${deposit.orderNo}`, { action: 'approve' });
    expect((await p.detail(102)).status).toBe('claim');
    const rewards = (await p.client.get('/wps/relay/MCS2_getClaimableRewards', p.auth)).body?.value;
    expect(rewards.find((r: { rewardId: number }) => r.rewardId === 102)).toMatchObject({ rewardAmount: 400, status: 'CLAIMABLE' });
    const before = await p.main();
    const claim = (await p.client.post('/wps/relay/MCS2_claimReward', { promotionClaimId: 102, promotionType: 'JOIN' }, p.auth)).body
      ?.value;
    expect(claim.claimedTickets[0]).toMatchObject({ rewardType: 'CASH', value: 400 });
    expect(await p.main()).toBe(before + 400);
    expect((await p.detail(102)).status).toBe('claimed');
    expect(
      (await p.client.post('/wps/relay/MCS2_claimReward', { promotionClaimId: 102, promotionType: 'JOIN' }, p.auth)).body?.errorCode,
    ).toBe('PROMOTION_WRONG_STATE');
    expect((await p.client.post('/wps/promotions/join', { id: 102, agreed: true }, p.auth)).body?.errorCode).toBe('PROMOTION_WRONG_STATE');
  });

  it('says which requirement a claim misses, and shows coming soon and the badges', async () => {
    const agent = await player('agent01', 'Agent2026');
    const claim = (await agent.client.post('/wps/relay/MCS2_claimReward', { promotionClaimId: 101, promotionType: 'CLAIM' }, agent.auth))
      .body;
    expect(claim).toMatchObject({ errorCode: 'prom.claim.req.field', value: { field: 'required.mobile_no_verified' } });
    // Listed with what it will pay once the mobile is verified, not 0 (issue 27), and the requirement as its remark.
    const rewards = (await agent.client.get('/wps/relay/MCS2_getClaimableRewards', agent.auth)).body?.value;
    expect(rewards.find((r: { rewardId: number }) => r.rewardId === 101)).toMatchObject({
      rewardAmount: 100,
      rewardPoint: 0,
      remark: 'required.mobile_no_verified',
      status: 'CLAIMABLE',
    });
    expect((await agent.detail(105)).status).toBe('coming_soon');
    const badges = (await agent.client.get('/wps/relay/MCS2_getAvailablePromotion', agent.auth)).body?.value.content;
    expect(badges.RAFFLE).toEqual({ enabled: true, count: 1 });
    const visitor = (await clientFor(app, agent.world).get('/wps/promotions/detail?id=108')).body?.value;
    expect(visitor).toMatchObject({ promotionType: 'RAFFLE', status: 'join' });
    expect(visitor.content).toContain('<script>');
  });

  it('refuses what a promotion does not take and changes nothing: joining one not started, drawing or applying on the wrong kind', async () => {
    const p = await player();
    const before = await p.main();
    expect((await p.client.post('/wps/promotions/join', { id: 105, agreed: true }, p.auth)).body?.errorCode).toBe('PROMOTION_CLOSED');
    expect((await p.client.post('/wps/promotions/join', { id: 101, agreed: true }, p.auth)).body?.errorCode).toBe('PROMOTION_WRONG_STATE');
    expect((await p.client.post('/wps/promotions/join', { id: 999, agreed: true }, p.auth)).body?.errorCode).toBe('PROMOTION_NOT_FOUND');
    expect((await p.client.post('/wps/relay/MCS2_claimRafflePromotion', { promotionId: 102 }, p.auth)).body?.errorCode).toBe(
      'PROMOTION_NOT_FOUND',
    );
    expect((await p.apply({ promotionId: '102', comment: 'hi' })).body.errorCode).toBe('PROMOTION_WRONG_STATE');
    expect((await p.detail(105)).status).toBe('coming_soon');
    expect((await p.detail(101)).status).toBe('claim');
    expect(await p.main()).toBe(before);
  });

  it('draws the raffle once a day, crediting a prize from the seed', async () => {
    const p = await player();
    const before = await p.main();
    const draw = (await p.client.post('/wps/relay/MCS2_claimRafflePromotion', { promotionId: 108 }, p.auth)).body?.value;
    expect([8, 18, 38, 88, 188]).toContain(draw.prize);
    expect(draw.balance).toBe(before + draw.prize);
    expect((await p.client.post('/wps/relay/MCS2_claimRafflePromotion', { promotionId: 108 }, p.auth)).body?.errorCode).toBe(
      'PROMOTION_WRONG_STATE',
    );
  });

  it('takes an application with images, checked by content; QA issues it and the bonus is credited', async () => {
    const p = await player();
    expect((await p.apply({ promotionId: '103', comment: 'x'.repeat(141) }, [])).body.message).toMatch(/at most 140 characters/);
    expect(
      (await p.apply({ promotionId: '103', comment: 'my win' }, [{ name: 'a.png', type: 'image/png', data: Buffer.from('not an image') }]))
        .body.errorCode,
    ).toBe('IMAGE_REJECTED');
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await p.apply({ promotionId: '103', comment: 'my win' }, [{ name: 'big.png', type: 'image/png', data: big }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toMatch(/larger than 5 MB/);
    expect((await p.detail(103)).status).toBe('applying');
    const done = await p.apply({ promotionId: '103', comment: 'my first win!' }, [
      { name: 'a.png', type: 'image/png', data: PNG },
      { name: 'b.png', type: 'image/png', data: PNG },
    ]);
    expect(done.body.value).toMatchObject({ status: 'in_process', images: 2 });
    expect((await p.detail(103)).status).toBe('in_process');
    const before = await p.main();
    await p.client.post(`/__admin/applications/${done.body.value.applicationId}`, { action: 'approve' });
    expect((await p.detail(103)).status).toBe('issued');
    expect(await p.main()).toBe(before + 88);
  });
});
