import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { clientFor, type Client } from '../identity-helpers';
import { isoDay } from './days';

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
/** The seeded history's 60 days, and today. */
const recent = { startDate: isoDay(Date.now() - 61 * 86_400_000), endDate: isoDay(Date.now()) };
const fixed = (rate: number) => [{ betVolume: 0, activeMember: 0, rateType: 'F', rate }];
const percent = (rate: number) => [{ betVolume: 0, activeMember: 0, rateType: 'P', rate }];
const offer = (s: Session, downline: string, details: object[]) =>
  s.client.post('/wps/relay/MCSFE_applyContractDailySalary', { downline, details }, s.auth);
const answer = (s: Session, id: number, status: string, extra = '') =>
  s.client.get(`/wps/relay/MCS2_processDailySalContract?id=${id}&status=${status}${extra}`, s.auth);
const consolidated = async (s: Session) => (await s.client.get('/wps/member/info/funds/consolidated', s.auth)).body?.value;
const main = async (s: Session) => (await s.client.get('/wps/v2/wallets/balance', s.auth)).body?.value.balance[0].availBalance as number;

describe('the team', () => {
  it('is three levels deep under each seeded agent, and an agent sees only its own', async () => {
    const world = `agent-${++n}`;
    const [agent] = await loginAll(world, ['agent01', 'Agent2026']);
    const all = (await agent!.client.get('/wps/agent/downlines?pageSize=100', agent!.auth)).body?.value;
    expect(all.total).toBe(14);
    expect(new Set(all.list.map((d: { level: number }) => d.level))).toEqual(new Set([1, 2, 3]));
    expect(all.list.every((d: { username: string }) => d.username.startsWith('a01'))).toBe(true);
    const direct = (await agent!.client.get('/wps/agent/downlines?directOnly=true', agent!.auth)).body?.value;
    expect(direct.list.map((d: { username: string }) => d.username)).toEqual(['a01m1', 'a01m2', 'a01m3', 'a01m4']);
    const overview = (
      await agent!.client.get(`/wps/agent/team/overview?startDate=${recent.startDate}&endDate=${recent.endDate}`, agent!.auth)
    ).body?.value;
    // The overview's team is the agent and the 14 below it, as a contract counts a downline's team.
    expect(overview.teamSize).toBe(15);
    expect(overview.totalBet).toBeGreaterThan(0);
    const [member] = await loginAll(world, ['player01', 'Lucky2026']);
    expect((await member!.client.get('/wps/agent/downlines', member!.auth)).body?.errorCode).toBe('error_not_agent');
  });
});

describe('a daily salary contract', () => {
  it('is offered, accepted, and paid from the upline to the downline when a day passes', async () => {
    const world = `agent-${++n}`;
    const [upline, downline] = await loginAll(world, ['agent01', 'Agent2026'], ['a01m1', 'Team2026']);
    const offered = (await offer(upline!, 'a01m1', fixed(50))).body?.value;
    expect(offered.status).toBe('P');
    const waiting = (await consolidated(downline!)).dailysalreqtype.CONS;
    expect(waiting).toEqual([expect.objectContaining({ id: offered.contractId, status: 'P', downlineHigherRate: 'N', upline: 'agent01' })]);
    expect((await answer(downline!, offered.contractId, 'A')).body?.value).toMatchObject({ status: 'ACTIVE' });
    expect((await answer(downline!, offered.contractId, 'A')).body?.errorCode).toBe('CONTRACT_NOT_FOUND');
    expect((await consolidated(upline!)).dailysalinfotype.CONS.agent[0]).toMatchObject({ counterpart: 'a01m1', status: 'A' });
    expect((await consolidated(downline!)).dailysalreqtype).toEqual({});

    const [upBefore, downBefore] = [await main(upline!), await main(downline!)];
    await upline!.client.post('/__admin/clock', { advance: '1d' });
    // A day later the sessions have expired (2 hours): both log in again, as they would.
    const [uplineAgain, downlineAgain] = await loginAll(world, ['agent01', 'Agent2026'], ['a01m1', 'Team2026']);
    expect(await main(downlineAgain!)).toBe(Math.round((downBefore + 50) * 100) / 100);
    expect(await main(uplineAgain!)).toBe(Math.round((upBefore - 50) * 100) / 100);
    const records = (await uplineAgain!.client.post('/wps/relay/ODSFE2_QueryDailySalary', {}, uplineAgain!.auth)).body?.value;
    expect(records.list[0]).toMatchObject({ upline: 'agent01', downline: 'a01m1', tier: 0, amount: 50, status: 'PAID' });
    expect((await downlineAgain!.client.post('/wps/relay/ODSFE2_QueryDailySalary', {}, downlineAgain!.auth)).body?.value.total).toBe(1);
  });

  it('is rejected, and a termination is consented to', async () => {
    const world = `agent-${++n}`;
    const [upline, downline] = await loginAll(world, ['agent01', 'Agent2026'], ['a01m2', 'Team2026']);
    const first = (await offer(upline!, 'a01m2', fixed(10))).body?.value;
    expect((await answer(downline!, first.contractId, 'R')).body?.value.status).toBe('REJECTED');
    const second = (await offer(upline!, 'a01m2', fixed(20))).body?.value;
    await answer(downline!, second.contractId, 'A');
    expect(
      (await upline!.client.post('/wps/relay/MCSFE_terminateContract', { contractId: second.contractId }, upline!.auth)).body?.value.status,
    ).toBe('V');
    // Still in force, its row now says V on both sides until the downline consents.
    for (const side of [upline!, downline!]) expect((await consolidated(side)).dailysalinfotype.CONS.agent[0].status).toBe('V');
    expect((await answer(downline!, second.contractId, 'A')).body?.errorCode).toBe('CONTRACT_WRONG_STATE');
    expect((await answer(downline!, second.contractId, 'C')).body?.value.status).toBe('TERMINATED');
    expect((await consolidated(upline!)).dailysalinfotype).toEqual({});
    const history = (await upline!.client.post('/wps/relay/MCSFE_getContractHistory', {}, upline!.auth)).body?.value.list.map(
      (e: { event: string }) => e.event,
    );
    expect(history).toEqual(['TERMINATED', 'TERMINATION_ASKED', 'ACCEPTED', 'OFFERED', 'REJECTED', 'OFFERED']);
  });

  it("ends the downline's higher-rate contract when a lower offer is accepted, after confirmation", async () => {
    const world = `agent-${++n}`;
    const [top, middle, bottom] = await loginAll(world, ['agent01', 'Agent2026'], ['a01m1', 'Team2026'], ['a01m1s1', 'Team2026']);
    const below = (await offer(middle!, 'a01m1s1', percent(1.5))).body?.value;
    await answer(bottom!, below.contractId, 'A');
    const lower = (await offer(top!, 'a01m1', percent(1))).body?.value;
    expect((await consolidated(middle!)).dailysalreqtype.CONS[0].downlineHigherRate).toBe('Y');
    expect((await answer(middle!, lower.contractId, 'A')).body?.errorCode).toBe('CONFIRM_HIGHER_RATE');
    expect((await answer(middle!, lower.contractId, 'A', '&confirmHigherRate=true')).body?.value).toMatchObject({
      status: 'ACTIVE',
      endedDownlineContracts: 1,
    });
    expect((await consolidated(bottom!)).dailysalinfotype).toEqual({});
    // Now bound by its own 1 %, the middle agent cannot offer more.
    expect((await offer(middle!, 'a01m1s1', percent(1.2))).body?.errorCode).toBe('RATE_ABOVE_OWN');
  });

  it('refuses what a real backend refuses, changing nothing', async () => {
    const world = `agent-${++n}`;
    const [upline, other, member] = await loginAll(world, ['agent01', 'Agent2026'], ['agent02', 'Agent2026'], ['player01', 'Lucky2026']);
    const cases: [Session, string, object[], string | number][] = [
      [upline!, 'a01m1s1', fixed(5), 'NOT_YOUR_DOWNLINE'],
      [upline!, 'a02m1', fixed(5), 'NOT_YOUR_DOWNLINE'],
      [upline!, 'a01m3', fixed(5), 'error_not_agent'],
      [member!, 'a01m1', fixed(5), 'error_not_agent'],
      [upline!, 'a01m1', percent(2.5), 'RATE_ABOVE_OWN'],
      [upline!, 'a01m1', percent(1.005), 400],
      [upline!, 'a01m1', percent(-1), 400],
      [upline!, 'a01m1', [], 400],
      [upline!, 'a01m1', [...percent(0.5), ...percent(0.6)], 'TIERS_OUT_OF_ORDER'],
    ];
    for (const [who, downline, details, expected] of cases) {
      const result = await offer(who, downline, details);
      if (typeof expected === 'number') expect(result.status, JSON.stringify(details)).toBe(expected);
      else expect(result.body?.errorCode, `${downline} ${JSON.stringify(details)}`).toBe(expected);
    }
    const real = (await offer(upline!, 'a01m1', fixed(5))).body?.value;
    expect((await answer(other!, real.contractId, 'A')).body?.errorCode).toBe('CONTRACT_NOT_FOUND');
    expect((await answer(upline!, real.contractId, 'A')).body?.errorCode).toBe('CONTRACT_NOT_FOUND');
    expect((await answer(upline!, real.contractId, 'X')).status).toBe(400);
    await upline!.client.patch('/__admin/scenario', { whitelabel: { DAILYSALCONT3: false } });
    expect((await offer(upline!, 'a01m1', fixed(5))).body?.errorCode).toBe('MODULE_DISABLED');
  });
});

describe('transfer to a downline', () => {
  it('moves money from the agent to its direct downline, with the password, within the balance', async () => {
    const world = `agent-${++n}`;
    const [agent, downline] = await loginAll(world, ['agent01', 'Agent2026'], ['a01m3', 'Team2026']);
    const put = async (body: object) => {
      const { encryptPayload, importPublicKey } = await import('@portal/contracts');
      const { devKeyPair } = await import('@portal/fixtures');
      const sealed = await encryptPayload(await importPublicKey(devKeyPair.publicKeySpki), body);
      const response = await app.inject({
        method: 'PUT',
        url: '/wps/agent/transferDownline',
        payload: sealed.body,
        headers: { ...sealed.headers, ...agent!.auth, 'x-mock-world': world, 'idempotency-key': crypto.randomUUID() },
      });
      return response.json();
    };
    const [before, theirs] = [await main(agent!), await main(downline!)];
    expect((await put({ username: 'a01m3', amount: 100, password: 'wrong' })).errorCode).toBe('PASSWORD_WRONG');
    expect((await put({ username: 'a02m3', amount: 100, password: 'Agent2026' })).errorCode).toBe('NOT_YOUR_DOWNLINE');
    expect((await put({ username: 'a01m3', amount: before + 1, password: 'Agent2026' })).errorCode).toBe('INSUFFICIENT_BALANCE');
    expect(await main(agent!)).toBe(before);
    expect((await put({ username: 'a01m3', amount: 100, password: 'Agent2026' })).value.balance).toBe(
      Math.round((before - 100) * 100) / 100,
    );
    expect(await main(downline!)).toBe(Math.round((theirs + 100) * 100) / 100);
  });
});
