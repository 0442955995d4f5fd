import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { walletCalls } from '@portal/contracts';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { hashPassword } from '../../src/identity/password';
import { identityPart } from '../../src/identity/identity-state';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const DEPOSIT_METHODS = walletCalls.depositMethods.path;
const DEPOSIT = walletCalls.deposit.path;
const cents = (x: number) => Math.round(x * 100) / 100;

async function member(username: string, password: string, world = `account-${++n}`) {
  const client = clientFor(app, world);
  const token = (await client.login(username, password)).body?.value.token as string;
  const auth = client.auth(token);
  return {
    client,
    get: async (url: string) => (await client.get(url, auth)).body,
    post: async (url: string, body: object = {}) => (await client.post(url, body, auth)).body,
    postSealed: async (url: string, body: object) => (await client.postEncrypted(url, body, auth)).body,
    main: async () => (await client.get('/wps/v2/wallets/balance', auth)).body?.value.balance[0].availBalance as number,
  };
}

describe('transfer to upline', () => {
  it('moves money from an agent to its upline, both ledgers posted, the login password checked', async () => {
    const world = `account-${++n}`;
    const agent = await member('a01m1', 'Team2026', world);
    const upline = await member('agent01', 'Agent2026', world);
    const info = (await agent.get('/wps/wallet/upline'))!.value;
    expect(info).toMatchObject({ uplineAccount: 'ag***01', minAmount: 1, maxAmount: 50_000 });
    const [before, uplineBefore] = [await agent.main(), await upline.main()];
    expect(info.available).toBe(before);
    const wrong = await agent.postSealed('/wps/relay/passwordCheck/FUND_transferUpline', { amount: 10, password: 'nope' });
    expect(wrong).toMatchObject({ success: false, errorCode: 'PASSWORD_WRONG' });
    const sent = await agent.postSealed('/wps/relay/passwordCheck/FUND_transferUpline', { amount: 12.5, password: 'Team2026' });
    expect(sent?.value).toMatchObject({ amount: 12.5, balance: cents(before - 12.5), uplineAccount: 'ag***01' });
    expect(await agent.main()).toBe(cents(before - 12.5));
    expect(await upline.main()).toBe(cents(uplineBefore + 12.5));
    const tooMuch = await agent.postSealed('/wps/relay/passwordCheck/FUND_transferUpline', { amount: cents(before), password: 'Team2026' });
    expect(tooMuch).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_BALANCE' });
  });

  it('holds the sum under parallel transfers', async () => {
    const world = `account-${++n}`;
    const agent = await member('a01m2', 'Team2026', world);
    const upline = await member('agent01', 'Agent2026', world);
    const [before, uplineBefore] = [await agent.main(), await upline.main()];
    const amount = Math.floor((before / 7) * 100) / 100;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => agent.postSealed('/wps/relay/passwordCheck/FUND_transferUpline', { amount, password: 'Team2026' })),
    );
    const done = answers.filter((a) => a?.success).length;
    expect(done).toBe(7);
    expect(answers.filter((a) => a?.errorCode === 'INSUFFICIENT_BALANCE')).toHaveLength(3);
    expect(cents((await agent.main()) + (await upline.main()))).toBe(cents(before + uplineBefore));
  });

  it('refuses a member, an agent of type 2, an agent without upline and a trial account', async () => {
    expect((await (await member('player01', 'Lucky2026')).get('/wps/wallet/upline'))?.errorCode).toBe('UPLINE_TRANSFER_NOT_ALLOWED');
    expect((await (await member('agent02', 'Agent2026')).get('/wps/wallet/upline'))?.errorCode).toBe('UPLINE_TRANSFER_NOT_ALLOWED');
    expect((await (await member('agent01', 'Agent2026')).get('/wps/wallet/upline'))?.errorCode).toBe('NO_UPLINE');
    expect((await (await member('trial01', 'Trial2026')).get('/wps/wallet/upline'))?.errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('referral', () => {
  it('generates the code on demand and builds the invite from the caller’s own site', async () => {
    const p = await member('player01', 'Lucky2026');
    expect((await p.get('/wps/relay/MCSFE_getReferralDetails'))!.value.referralCode).toBeNull();
    const details = await p.client.get('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', {
      ...p.client.auth((await p.client.login('player01', 'Lucky2026')).body!.value.token),
      origin: 'http://127.0.0.1:5173',
    });
    expect(details.body?.value).toMatchObject({
      referralCode: 'R7PT',
      promotionDomains: ['http://127.0.0.1:5173', 'https://portal.example.com'],
    });
    expect(details.body?.value.affiliateCode).toMatch(/\S/);
  });

  it('lists the seeded friends as deposited and paid for in the seed, and reading the list changes nothing', async () => {
    const world = `account-${++n}`;
    const p = await member('player01', 'Lucky2026', world);
    // player01 opens at its seeded 1,500: the seeded friends' rewards were paid before the world began.
    expect(await p.main()).toBe(1500);
    const friends = (await p.get('/wps/relay/MCSFE_getReferralFriends'))!.value;
    expect(friends.total).toBe(3);
    expect(friends.list.map((f: { account: string }) => f.account).sort()).toEqual(['a0***m3', 'a0***m3', 'a0***m4']);
    expect(friends.list.map((f: { deposited: boolean; reward: number }) => [f.deposited, f.reward])).toEqual([
      [true, 50],
      [true, 50],
      [true, 50],
    ]);
    expect(friends).toMatchObject({ totalReward: 150, rewardPerFriend: 50 });
    expect(await p.main()).toBe(1500);
    // A seeded friend's next deposit is not a first one: nothing more is paid.
    const friend = await member('a01m3', 'Team2026', world);
    const order = await friend.post(DEPOSIT, { methodId: (await friend.get(DEPOSIT_METHODS))!.value[0].methodId, amount: 150 });
    await p.client.post(`/__admin/orders/${order!.value.orderNo}`, { action: 'approve' });
    expect(await p.main()).toBe(1500);
    expect((await p.get('/wps/relay/MCSFE_getReferralFriends'))!.value.totalReward).toBe(150);
  });

  it('pays the referrer once, when QA credits the friend’s first deposit, not when anyone reads the list', async () => {
    const world = `account-${++n}`;
    const p = await member('player01', 'Lucky2026', world);
    const w = app.worlds.get(world);
    w.part(identityPart).addUser({
      username: 'friend01',
      passwordHash: hashPassword('Friend2026'),
      type: 0,
      nickname: 'F',
      referralCode: 'r7pt',
    });
    const friend = await member('friend01', 'Friend2026', world);
    const fresh = async () =>
      ((await p.get('/wps/relay/MCSFE_getReferralFriends'))!.value.list as { account: string; deposited: boolean; reward: number }[]).find(
        (f) => f.account === 'fr***01',
      );
    const before = await p.main();
    expect(await fresh()).toMatchObject({ deposited: false, reward: 0 });
    const methodId = (await friend.get(DEPOSIT_METHODS))!.value[0].methodId;
    const deposit = async (action: string) => {
      const order = await friend.post(DEPOSIT, { methodId, amount: 150 });
      await p.client.post(`/__admin/orders/${order!.value.orderNo}`, { action });
    };
    await deposit('reject');
    expect(await fresh()).toMatchObject({ deposited: false, reward: 0 });
    expect(await p.main()).toBe(before);
    await deposit('approve');
    expect(await p.main()).toBe(cents(before + 50));
    expect(await fresh()).toMatchObject({ deposited: true, reward: 50 });
    await deposit('approve');
    expect(await p.main()).toBe(cents(before + 50));
    expect((await p.get('/wps/relay/MCSFE_getReferralFriends'))!.value.totalReward).toBe(200);
  });
});

describe('missions', () => {
  it('follow the ledger: a deposit QA approves completes the daily deposit mission, claimed once', async () => {
    const world = `account-${++n}`;
    const p = await member('player01', 'Lucky2026', world);
    const find = async (id: string) =>
      (
        (await p.get('/wps/relay/MCSFE_getMissionSummaryDetails'))!.value.list as { missionId: string; status: string; progress: number }[]
      ).find((m) => m.missionId === id)!;
    const before = await find('D-DEP-100');
    if (before.status === 'IN_PROGRESS') {
      expect((await p.post('/wps/relay/MCSFE_claimMission', { missionId: 'D-DEP-100' }))?.errorCode).toBe('MISSION_NOT_COMPLETED');
      const methods = (await p.get(DEPOSIT_METHODS))?.value;
      const order = await p.post(DEPOSIT, { methodId: methods[0].methodId, amount: 150 });
      await p.client.post(`/__admin/orders/${order!.value.orderNo}`, { action: 'approve' });
    }
    const completed = await find('D-DEP-100');
    expect(completed.status).toBe('COMPLETED');
    const balance = await p.main();
    const claim = await p.post('/wps/relay/MCSFE_claimMission', { missionId: 'D-DEP-100' });
    expect(claim?.value).toMatchObject({ missionId: 'D-DEP-100', rewardAmount: 5, balance: cents(balance + 5) });
    expect((await find('D-DEP-100')).status).toBe('CLAIMED');
    expect((await p.post('/wps/relay/MCSFE_claimMission', { missionId: 'D-DEP-100' }))?.errorCode).toBe('MISSION_ALREADY_CLAIMED');
    expect((await p.post('/wps/relay/MCSFE_claimMission', { missionId: 'NOPE' }))?.errorCode).toBe('MISSION_NOT_FOUND');
    expect(await p.main()).toBe(cents(balance + 5));
    // A new day (and a new session, the old one expired): the daily mission starts over.
    await p.client.post('/__admin/clock', { advance: '1d' });
    const tomorrow = await member('player01', 'Lucky2026', world);
    const missions = (await tomorrow.get('/wps/relay/MCSFE_getMissionSummaryDetails'))!.value.list as {
      missionId: string;
      status: string;
    }[];
    expect(missions.find((m) => m.missionId === 'D-DEP-100')?.status).toBe('IN_PROGRESS');
  });

  it('are on in the available promotions, counting the missions waiting for their claim', async () => {
    const world = `account-${++n}`;
    const p = await member('player01', 'Lucky2026', world);
    const available = async () => (await p.get('/wps/relay/MCS2_getAvailablePromotion'))!.value.content;
    const claimable = (await p.get('/wps/relay/MCSFE_getMissionSummaryDetails'))!.value.claimable;
    expect(await available()).toMatchObject({ MISSION: { enabled: true, count: claimable }, REFERRAL: { enabled: true } });
    const trial = await member('trial01', 'Trial2026', world);
    expect((await trial.get('/wps/relay/MCS2_getAvailablePromotion'))!.value.content).toMatchObject({
      MISSION: { enabled: false, count: 0 },
      REFERRAL: { enabled: false },
    });
  });

  it('rank the world’s players on the leaderboard, the caller among them', async () => {
    const p = await member('player01', 'Lucky2026');
    const board = (await p.get('/wps/relay/MCSFE_getMissionLeaderboard?period=WEEKLY'))!.value;
    expect(board.list.length).toBe(10);
    expect(board.list.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(board.mine.rank).toBeGreaterThan(0);
    expect((await p.get('/wps/relay/MCSFE_getMissionLeaderboard?period=MONTHLY'))?.message).toMatch(/query\.period/);
  });
});

describe('player rank', () => {
  it('shows the level, the way to the next one and every level’s benefits', async () => {
    const p = await member('player01', 'Lucky2026');
    const rank = (await p.get('/wps/member/rank'))!.value;
    expect(rank.levels).toHaveLength(7);
    expect(rank.level).toBeGreaterThanOrEqual(1);
    expect(rank.name).toBe(rank.levels[rank.level - 1].name);
    if (rank.nextLevel) expect(rank.nextLevel.remaining).toBe(Math.max(0, cents(rank.nextLevel.validBetRequired - rank.validBet)));
    const info = (await p.get('/wps/member/info'))!.value;
    expect(info.clubLabel.labelName).toBe(rank.name);
  });
});
