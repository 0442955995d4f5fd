import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { clientFor, type Client } from '../identity-helpers';
import { cents } from './days';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

type Session = { client: Client; auth: Record<string, string> };
async function loginAll(world: string, ...accounts: [string, string][]): Promise<Session[]> {
  return Promise.all(
    accounts.map(async ([username, password]) => {
      const client = clientFor(app, world);
      const token = (await client.login(username, password)).body?.value.token as string;
      return { client, auth: client.auth(token) };
    }),
  );
}
const post = (s: Session, relay: string, body: object) => s.client.post(`/wps/relay/${relay}`, body, s.auth);
const consolidated = async (s: Session) => (await s.client.get('/wps/member/info/funds/consolidated', s.auth)).body?.value;
const main = async (s: Session) => (await s.client.get('/wps/v2/wallets/balance', s.auth)).body?.value.balance[0].availBalance as number;
const dividendTier = (contractRate: number) => ({ minimumBet: 0, netLoss: 0, activeMember: 0, contractRate });
const answerDividend = (s: Session, status: string, extra = '') =>
  s.client.get(`/wps/relay/MCS2_processDividendReq?type=CONS&status=${status}${extra}`, s.auth);

describe('a dividend contract', () => {
  it('is offered with its pay period, answered by product type, and paid at the end of the period', async () => {
    const world = `kinds-${++n}`;
    const [upline, downline] = await loginAll(world, ['agent01', 'Agent2026'], ['a01m1', 'Team2026']);
    const offered = (
      await post(upline!, 'MCSFE_applyContractualDividend', { downline: 'a01m1', period: 'DAILY', tiers: [dividendTier(0.1)] })
    ).body?.value;
    expect(offered.status).toBe('P');
    const rows = (await consolidated(downline!)).divtypereq.CONS;
    expect(rows).toEqual([
      expect.objectContaining({ id: offered.contractId, status: 'P', period: 'DAILY', contractRate: 0.1, downlineHigherRate: 'N' }),
    ]);
    expect((await answerDividend(downline!, 'A')).body?.value).toMatchObject({ status: 'ACTIVE' });
    expect((await answerDividend(downline!, 'A')).body?.errorCode).toBe('CONTRACT_NOT_FOUND');
    const info = await consolidated(upline!);
    expect(info.divtypeinfo.CONS.agent[0]).toMatchObject({ counterpart: 'a01m1', side: 'GIVEN', period: 'DAILY', status: 'A' });
    expect(info.divtypecompperiodinfo.CONS.agent[0].status).toBe('A');
    expect(info.divtypecompperiodinfo.CONS.agent[0].periodStart).toBe(info.divtypecompperiodinfo.CONS.agent[0].periodEnd);

    const [upBefore, downBefore] = [await main(upline!), await main(downline!)];
    await upline!.client.post('/__admin/clock', { advance: '1d' });
    const [up2, down2] = await loginAll(world, ['agent01', 'Agent2026'], ['a01m1', 'Team2026']);
    // Nothing due is listed too: early in a UTC day the team may have no loss yet that day (the record says NOTHING_DUE).
    const record = (await post(up2!, 'ODSFE2_PayoutDividend', { showNothingDue: true })).body?.value.list.at(-1);
    expect(record).toMatchObject({ kind: 'DIVIDEND', upline: 'agent01', downline: 'a01m1' });
    // 10 % of the team's net loss that day, or nothing when the team won.
    expect(record.amount).toBe(record.netLoss > 0 ? cents(record.netLoss * 0.1) : 0);
    expect(record.status).toBe(record.amount > 0 ? 'PAID' : 'NOTHING_DUE');
    const paid = (await post(up2!, 'ODSFE2_PayoutDividend', {})).body?.value.list.reduce(
      (s: number, r: { amount: number }) => s + r.amount,
      0,
    );
    expect(await main(down2!)).toBe(cents(downBefore + paid));
    expect(await main(up2!)).toBe(cents(upBefore - paid));
  });

  it('refuses a rate above the site ceiling or its own, more than four decimals, and tiers that do not climb', async () => {
    const world = `kinds-${++n}`;
    const [upline] = await loginAll(world, ['agent01', 'Agent2026']);
    const offer = (tiers: object[], period = 'WEEKLY') =>
      post(upline!, 'MCSFE_applyContractualDividend', { downline: 'a01m1', period, tiers });
    expect((await offer([dividendTier(0.6)])).body?.errorCode).toBe('RATE_ABOVE_OWN');
    expect((await offer([dividendTier(0.12345)])).status).toBe(400);
    expect((await offer([dividendTier(-0.1)])).status).toBe(400);
    expect((await offer([dividendTier(0.1)], 'YEARLY')).status).toBe(400);
    expect((await offer([dividendTier(0.1), dividendTier(0.2)])).body?.errorCode).toBe('TIERS_OUT_OF_ORDER');
    expect((await consolidated(upline!)).divtypeinfo).toEqual({});
  });
});

describe('an hourly salary contract', () => {
  it('is accepted by contract id and settled every hour; its termination is consented to', async () => {
    const world = `kinds-${++n}`;
    const [upline, downline] = await loginAll(world, ['agent01', 'Agent2026'], ['a01m2', 'Team2026']);
    const rates = [{ minimumBet: 0, activeMember: 0, rateType: 'F', rate: 2 }];
    const offered = (await post(upline!, 'MCSFE_applyContractHourSalary', { downline: 'a01m2', hourSalaryRates: rates })).body?.value;
    const waiting = (await consolidated(downline!)).contracthoursalreq.CONS[0];
    expect(waiting).toMatchObject({ contractId: offered.contractId, status: 'P', hourSalaryRates: rates });
    expect(
      (await post(downline!, 'MCS2_processContractHourSalary', { contractId: offered.contractId, status: 'A' })).body?.value.status,
    ).toBe('ACTIVE');
    const before = await main(downline!);
    await upline!.client.post('/__admin/clock', { advance: '3h' });
    const [up2, down2] = await loginAll(world, ['agent01', 'Agent2026'], ['a01m2', 'Team2026']);
    const records = (await post(down2!, 'ODSFE2_QueryHourSalary', {})).body?.value;
    // The hour of acceptance and every whole hour since: a fixed 2 each.
    expect(records.total).toBeGreaterThanOrEqual(3);
    expect(records.list.every((r: { amount: number; status: string }) => r.amount === 2 && r.status === 'PAID')).toBe(true);
    expect(await main(down2!)).toBe(cents(before + 2 * records.total));
    expect((await post(up2!, 'MCSFE_terminateContract', { contractId: offered.contractId })).body?.value.status).toBe('V');
    expect((await post(down2!, 'MCS2_processContractHourSalary', { contractId: offered.contractId, status: 'R' })).body?.errorCode).toBe(
      'CONTRACT_WRONG_STATE',
    );
    expect((await post(down2!, 'MCS2_processContractHourSalary', { contractId: offered.contractId, status: 'C' })).body?.value.status).toBe(
      'TERMINATED',
    );
    expect((await consolidated(up2!)).contracthoursalinfo).toEqual({});
  });
});

describe('a real-time salary contract', () => {
  it('settles every five minutes, and a lower offer ends the downline’s higher one after confirmation', async () => {
    const world = `kinds-${++n}`;
    const [top, middle, bottom] = await loginAll(world, ['agent01', 'Agent2026'], ['a01m1', 'Team2026'], ['a01m1s1', 'Team2026']);
    const terms = (rate: number) => ({ profitRate: rate, lossRate: rate, singleBetAmount: 10 });
    const below = (await post(middle!, 'MCSFE_applyRealTimeSalary', { downline: 'a01m1s1', ...terms(0.8) })).body?.value;
    await post(bottom!, 'MCSFE_processRealTimeSalaryContract', { contractId: below.contractId, status: 'A' });
    const lower = (await post(top!, 'MCSFE_applyRealTimeSalary', { downline: 'a01m1', ...terms(0.5) })).body?.value;
    expect((await consolidated(middle!)).realtimesalreqtype.CONS[0]).toMatchObject({ downlineHigherRate: 'Y', lossRate: 0.5 });
    expect(
      (await post(middle!, 'MCSFE_processRealTimeSalaryContract', { contractId: lower.contractId, status: 'A' })).body?.errorCode,
    ).toBe('CONFIRM_HIGHER_RATE');
    expect(
      (await post(middle!, 'MCSFE_processRealTimeSalaryContract', { contractId: lower.contractId, status: 'A', confirmHigherRate: true }))
        .body?.value,
    ).toMatchObject({ status: 'ACTIVE', endedDownlineContracts: 1 });
    expect((await consolidated(bottom!)).realtimesalinfotype).toEqual({});
    expect((await post(middle!, 'MCSFE_applyRealTimeSalary', { downline: 'a01m1s1', ...terms(0.6) })).body?.errorCode).toBe(
      'RATE_ABOVE_OWN',
    );
    await top!.client.post('/__admin/clock', { advance: '11m' });
    const records = (await post(top!, 'ODSFE2_QueryRealTimeSalary', { showNothingDue: true })).body?.value;
    expect(records.total).toBeGreaterThanOrEqual(2);
    expect(records.list[0].day).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d[05]$/);
    // Someone else's offer and a bad answer change nothing.
    expect((await post(top!, 'MCSFE_processRealTimeSalaryContract', { contractId: lower.contractId, status: 'A' })).body?.errorCode).toBe(
      'CONTRACT_NOT_FOUND',
    );
    expect((await post(top!, 'MCSFE_processRealTimeSalaryContract', { contractId: lower.contractId, status: 'X' })).status).toBe(400);
    expect((await post(top!, 'MCSFE_applyRealTimeSalary', { downline: 'a01m1', ...terms(0.555) })).status).toBe(400);
  });

  it('is closed when its module is off', async () => {
    const world = `kinds-${++n}`;
    const [top] = await loginAll(world, ['agent01', 'Agent2026']);
    await top!.client.patch('/__admin/scenario', { whitelabel: { RTSALARY3: false } });
    expect(
      (await post(top!, 'MCSFE_applyRealTimeSalary', { downline: 'a01m1', profitRate: 0.1, lossRate: 0.1, singleBetAmount: 1 })).body
        ?.errorCode,
    ).toBe('MODULE_DISABLED');
  });
});
