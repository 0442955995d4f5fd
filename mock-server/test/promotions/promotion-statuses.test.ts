import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { promotionCategories } from '@portal/contracts';
import { makeApp } from '../helpers';
import { PNG, promoPlayer } from './promo-player';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const player = (username?: string, password?: string) => promoPlayer(app, username, password);
const image = [{ name: 'win.png', type: 'image/png', data: PNG }];

describe("a promotion's status follows the world's clock", () => {
  it('an information promotion is signed: nothing to join or claim', async () => {
    const p = await player();
    expect(await p.detail(106)).toMatchObject({ promotionType: 'INFO', status: 'signed' });
    expect((await p.client.post('/wps/promotions/join', { id: 106, agreed: true }, p.auth)).body?.errorCode).toBe('PROMOTION_WRONG_STATE');
    expect((await p.detail(106)).status).toBe('signed');
  });

  it('coming soon becomes join when its start passes, and closed after its end (QA moves the clock)', async () => {
    const p = await player();
    expect((await p.detail(105)).status).toBe('coming_soon');
    const start = (await p.detail(105)).startDate;
    await p.clock({ at: new Date(start + 8 * 3_600_000).toISOString() });
    expect((await p.detail(105)).status).toBe('join');
    expect((await p.client.post('/wps/promotions/join', { id: 105 }, p.auth)).body?.value.status).toBe('joined');
    await p.clock({ advance: '61d' });
    expect((await p.detail(105)).status).toBe('closed');
  });

  it('an open promotion closes after its end date: claim, join and the draw are refused and nothing is paid', async () => {
    const p = await player();
    expect((await p.detail(101)).status).toBe('claim');
    const before = await p.main();
    await p.clock({ advance: '200d' });
    for (const id of [101, 102, 103, 108]) expect((await p.detail(id)).status).toBe('closed');
    expect(
      (await p.client.post('/wps/relay/MCS2_claimReward', { promotionClaimId: 101, promotionType: 'CLAIM' }, p.auth)).body?.errorCode,
    ).toBe('PROMOTION_WRONG_STATE');
    expect((await p.client.post('/wps/promotions/join', { id: 102, agreed: true }, p.auth)).body?.errorCode).toBe('PROMOTION_CLOSED');
    expect((await p.client.post('/wps/relay/MCS2_claimRafflePromotion', { promotionId: 108 }, p.auth)).body?.errorCode).toBe(
      'PROMOTION_CLOSED',
    );
    expect((await p.apply({ promotionId: '103', comment: 'late' }, image)).body.errorCode).toBe('PROMOTION_WRONG_STATE');
    expect((await p.client.get('/wps/relay/MCS2_getClaimableRewards', p.auth)).body?.value).toEqual([]);
    expect(await p.main()).toBe(before);
  });

  it('a reward claimed before the end stays claimed after it', async () => {
    const p = await player();
    await p.client.post('/wps/relay/MCS2_claimReward', { promotionClaimId: 101, promotionType: 'CLAIM' }, p.auth);
    await p.clock({ advance: '200d' });
    expect((await p.detail(101)).status).toBe('claimed');
  });
});

describe('activity applications QA reviews', () => {
  it('a rejected application shows rejected, the inbox says why, and the player applies again', async () => {
    const p = await player();
    const first = (await p.apply({ promotionId: '103', comment: 'my win' }, image)).body.value;
    const rejected = await p.client.post(`/__admin/applications/${first.applicationId}`, {
      action: 'reject',
      remark: 'The screenshot is unreadable.',
    });
    expect(rejected.body?.value).toMatchObject({ status: 'rejected', remark: 'The screenshot is unreadable.' });
    expect((await p.detail(103)).status).toBe('rejected');
    expect((await p.promotionNotices())[0]).toMatchObject({
      category: 'PROMOTION',
      title: 'Application rejected',
      content: expect.stringContaining('The screenshot is unreadable.'),
    });
    const before = await p.main();
    const second = (await p.apply({ promotionId: '103', comment: 'a clearer one' }, image)).body.value;
    expect(second).toMatchObject({ status: 'in_process', images: 1 });
    expect((await p.detail(103)).status).toBe('in_process');
    await p.client.post(`/__admin/applications/${second.applicationId}`, { action: 'approve' });
    expect((await p.detail(103)).status).toBe('issued');
    expect(await p.main()).toBe(before + 88);
    expect((await p.promotionNotices())[0]).toMatchObject({
      category: 'PROMOTION',
      title: 'Application approved',
      content: expect.stringContaining('88.00'),
    });
  });

  it('refuses an application without the age and terms agreement where the promotion asks for it, and stores nothing', async () => {
    const p = await player();
    expect((await p.detail(107)).needsAgreement).toBe(true);
    for (const fields of [{}, { agreed: 'false' }] as Record<string, string>[]) {
      const answer = await p.apply({ promotionId: '107', comment: 'my birthday', ...fields }, image);
      expect(answer.body.errorCode).toBe('PROMOTION_AGREEMENT_REQUIRED');
    }
    expect((await p.apply({ promotionId: '107', comment: 'x', agreed: 'yes' }, image)).status).toBe(400);
    expect((await p.detail(107)).status).toBe('applying');
    expect((await p.client.get('/__admin/applications')).body?.value).toEqual([]);
    expect((await p.apply({ promotionId: '107', comment: 'my birthday', agreed: 'true' }, image)).body.value.status).toBe('in_process');
  });
});

describe('promotions and a trial account', () => {
  it('refuses a trial account every action, and changes nothing', async () => {
    const p = await player('trial01', 'Trial2026');
    const before = await p.main();
    const refusals = [
      (await p.client.post('/wps/promotions/join', { id: 102, agreed: true }, p.auth)).body?.errorCode,
      (await p.client.post('/wps/relay/MCS2_claimReward', { promotionClaimId: 101, promotionType: 'CLAIM' }, p.auth)).body?.errorCode,
      (await p.client.post('/wps/relay/MCS2_claimRafflePromotion', { promotionId: 108 }, p.auth)).body?.errorCode,
      (await p.apply({ promotionId: '103', comment: 'hi' }, image)).body.errorCode,
    ];
    expect(refusals).toEqual(Array(4).fill('TRIAL_NOT_ALLOWED'));
    expect((await p.detail(102)).status).toBe('join');
    expect((await p.detail(108)).status).toBe('join');
    expect(await p.main()).toBe(before);
  });
});

describe('promotion categories (spec 04)', () => {
  it("names each promotion by spec 04's categories", async () => {
    const p = await player();
    const announcements = await p.client.post('/wps/relay/MCSFE_getListAnnouncements', { types: 'PR', platform: 'W', executionType: 'B' });
    const list: { id: number; category?: string }[] = announcements.body?.value.promotion;
    const categories = list.map((x) => x.category);
    expect(categories).toEqual([
      'new_player',
      'new_player',
      'new_player',
      'deposit_promo',
      'deposit_promo',
      'rebate_promo',
      'other_promo',
      'other_promo',
    ]);
    expect(categories.every((c) => (promotionCategories as readonly string[]).includes(c!))).toBe(true);
    expect((await p.detail(108)).category).toBe('other_promo');
    expect((await p.detail(104)).category).toBe('deposit_promo');
  });
});
