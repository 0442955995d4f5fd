import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

let n = 0;
const tier = (contractRate: number) => ({ minimumBet: 0, netLoss: 0, activeMember: 0, contractRate });

/** A world where agent01 gives a01m1 a weekly dividend of `rate` % in force for `daysAgo` days; its id, and sessions. */
async function dividendInForce(rate = 10, daysAgo = 0) {
  const world = `dividend-change-${++n}`;
  const admin = clientFor(app, world);
  const made = await admin.post('/__admin/pact-state', {
    state: 'the agent has a contract with its upline',
    params: { upline: 'agent01', downline: 'a01m1', kind: 'DIVIDEND', rate, daysAgo },
  });
  // The state answers its values raw: { contractId }.
  const contractId = (made.body as unknown as { contractId: number }).contractId;
  expect(contractId).toBeGreaterThan(0);
  const as = async (username: string, password: string) => {
    const client = clientFor(app, world);
    const auth = client.auth((await client.login(username, password)).body?.value.token as string);
    return {
      post: (relay: string, body: object) => client.post(`/wps/relay/${relay}`, body, auth),
      get: (url: string) => client.get(url, auth),
      consolidated: async () => (await client.get('/wps/member/info/funds/consolidated', auth)).body?.value,
    };
  };
  return { world, contractId: contractId as number, upline: await as('agent01', 'Agent2026'), as };
}

describe("the upline's dividend change (MCSFE_modifyContractDividend)", () => {
  it('sends new terms for a dividend in force as a changed offer (E); accepted, they replace the old ones', async () => {
    const { contractId, upline, as } = await dividendInForce();
    const changed = await upline.post('MCSFE_modifyContractDividend', { contractId, period: 'MONTHLY', tiers: [tier(0.2)] });
    expect(changed.body?.value).toMatchObject({ status: 'E' });
    const downline = await as('a01m1', 'Team2026');
    expect((await downline.consolidated()).divtypereq.CONS).toEqual([
      expect.objectContaining({ id: changed.body?.value.contractId, status: 'E', period: 'MONTHLY', contractRate: 0.2 }),
    ]);
    // Changing the waiting offer again replaces it: one offer waits, with the newest terms.
    const again = await upline.post('MCSFE_modifyContractDividend', {
      contractId: changed.body?.value.contractId,
      period: 'WEEKLY',
      tiers: [tier(0.15)],
    });
    expect(again.body?.value.status).toBe('E');
    expect((await downline.consolidated()).divtypereq.CONS).toEqual([
      expect.objectContaining({ id: again.body?.value.contractId, period: 'WEEKLY', contractRate: 0.15 }),
    ]);
  });

  it('refuses a new offer to a downline already holding a dividend of mine: it is changed instead', async () => {
    const { upline } = await dividendInForce();
    const offered = await upline.post('MCSFE_applyContractualDividend', { downline: 'a01m1', period: 'WEEKLY', tiers: [tier(0.2)] });
    expect(offered.body).toMatchObject({ success: false, errorCode: 'CONTRACT_IN_FORCE' });
    expect((await upline.consolidated()).divtypeinfo.CONS.agent).toHaveLength(1);
  });

  it("refuses another upline's contract, an unknown one, another kind, a rate above the ceiling and bad input; nothing changes", async () => {
    const { contractId, upline, as, world } = await dividendInForce();
    const before = await upline.consolidated();
    const other = await as('agent02', 'Agent2026');
    expect((await other.post('MCSFE_modifyContractDividend', { contractId, period: 'WEEKLY', tiers: [tier(0.1)] })).body?.errorCode).toBe(
      'CONTRACT_NOT_FOUND',
    );
    expect(
      (await upline.post('MCSFE_modifyContractDividend', { contractId: 99_999, period: 'WEEKLY', tiers: [tier(0.1)] })).body?.errorCode,
    ).toBe('CONTRACT_NOT_FOUND');
    expect((await upline.post('MCSFE_modifyContractDividend', { contractId, period: 'WEEKLY', tiers: [tier(0.6)] })).body?.errorCode).toBe(
      'RATE_ABOVE_OWN',
    );
    expect(
      (await upline.post('MCSFE_modifyContractDividend', { contractId, period: 'WEEKLY', tiers: [tier(0.1), tier(0.2)] })).body?.errorCode,
    ).toBe('TIERS_OUT_OF_ORDER');
    for (const bad of [
      {},
      { contractId, period: 'WEEKLY' },
      { contractId: String(contractId), period: 'WEEKLY', tiers: [tier(0.1)] },
      { contractId, period: 'YEARLY', tiers: [tier(0.1)] },
      { contractId, period: 'WEEKLY', tiers: [] },
      { contractId, period: 'WEEKLY', tiers: Array.from({ length: 6 }, () => tier(0.1)) },
      { contractId, period: 'WEEKLY', tiers: [tier(0.1)], downline: 'a01m1' },
    ]) {
      const refused = await upline.post('MCSFE_modifyContractDividend', bad);
      expect(refused.status).toBe(400);
    }
    const bare = await call(app, {
      method: 'POST',
      url: '/wps/relay/MCSFE_modifyContractDividend',
      headers: { 'x-mock-world': world },
      payload: { contractId, period: 'WEEKLY', tiers: [tier(0.1)] },
    });
    expect(bare.status).toBe(401);
    expect(await upline.consolidated()).toEqual(before);
  });

  it('refuses a contract that ended', async () => {
    const { contractId, upline, as } = await dividendInForce();
    await upline.post('MCSFE_terminateContract', { contractId });
    const downline = await as('a01m1', 'Team2026');
    const consent = await downline.get('/wps/relay/MCS2_processDividendReq?type=CONS&status=C');
    expect(consent.body?.value.status).toBe('TERMINATED');
    const changed = await upline.post('MCSFE_modifyContractDividend', { contractId, period: 'WEEKLY', tiers: [tier(0.1)] });
    expect(changed.body?.errorCode).toBe('CONTRACT_WRONG_STATE');
    expect((await downline.consolidated()).divtypereq).toEqual({});
  });
});

describe("the upline's dividend payouts (ODSFE2_PayoutDividend) beside my own dividend (ODSFE2_QueryDividend)", () => {
  it('lists what the upline paid out to the payout record, and what was paid to the downline to its own record', async () => {
    const { upline, as } = await dividendInForce(10, 30);
    const paidOut = (await upline.post('ODSFE2_PayoutDividend', { pageSize: 50 })).body?.value;
    expect(paidOut.total).toBeGreaterThan(0);
    expect(paidOut.list.every((r: { upline: string; kind: string }) => r.upline === 'agent01' && r.kind === 'DIVIDEND')).toBe(true);
    expect((await upline.post('ODSFE2_QueryDividend', { pageSize: 50 })).body?.value).toMatchObject({ list: [], total: 0 });

    const downline = await as('a01m1', 'Team2026');
    const mine = (await downline.post('ODSFE2_QueryDividend', { pageSize: 50 })).body?.value;
    expect(mine.total).toBe(paidOut.total);
    expect(mine.list.every((r: { downline: string }) => r.downline === 'a01m1')).toBe(true);
    expect((await downline.post('ODSFE2_PayoutDividend', { pageSize: 50 })).body?.value).toMatchObject({ list: [], total: 0 });
  });

  it('pages by pageNo and pageSize, and refuses a bad page or an unknown field with 400', async () => {
    const { upline } = await dividendInForce(10, 30);
    const first = (await upline.post('ODSFE2_PayoutDividend', { pageNo: 1, pageSize: 2 })).body?.value;
    expect(first.list).toHaveLength(2);
    expect(first.totalPages).toBe(Math.ceil(first.total / 2));
    for (const bad of [{ pageNo: 0 }, { pageSize: 51 }, { pageNo: 'one' }, { from: '2026-01-01' }])
      expect((await upline.post('ODSFE2_PayoutDividend', bad)).status).toBe(400);
  });
});
