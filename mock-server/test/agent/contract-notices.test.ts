import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { clientFor, type Client } from '../identity-helpers';
import { notifyPayout, periodInWords } from '../../src/agent/contract-notices';
import { contractNoticeTexts } from '../../src/agent/contract-notice-texts';
import { identityPart } from '../../src/identity/identity-state';
import { noteLanguage } from '../../src/identity/player-language';
import { inboxPart } from '../../src/service/inbox-state';
import { agentPart, type SalaryRecord } from '../../src/agent/contract-state';

/** A settled period's record between two players, as settlement writes it (a paid hour of 0.00 unless told). */
const recordOf = (uplineId: number, downlineId: number, over: Partial<SalaryRecord> = {}): SalaryRecord => ({
  recordId: 1,
  contractId: 1,
  kind: 'HOURLY_SALARY',
  day: '2026-11-26T07',
  periodStart: Date.parse('2026-11-26T07:00:00Z'),
  periodEnd: Date.parse('2026-11-26T08:00:00Z'),
  lostStakes: 0,
  wonStakes: 0,
  rateType: null,
  rate: null,
  lossRate: null,
  profitRate: null,
  paidAt: null,
  uplineId,
  downlineId,
  betVolume: 0,
  netLoss: 0,
  activeMembers: 0,
  tier: null,
  amount: 0,
  status: 'PAID',
  ...over,
});

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

type Session = { client: Client; auth: Record<string, string> };
/** Logs in as the web does, with the Language header of the language the player reads. */
async function loginIn(world: string, username: string, password: string, language: string): Promise<Session> {
  const client = clientFor(app, world);
  const login = await client.postEncrypted(
    '/wps/session/login',
    { type: 'username', username, password, validate: await client.validate() },
    { language },
  );
  return { client, auth: client.auth(login.body?.value.token as string) };
}
const percent = (rate: number) => [{ betVolume: 0, activeMember: 0, rateType: 'P', rate }];
const fixed = (rate: number) => [{ betVolume: 0, activeMember: 0, rateType: 'F', rate }];
const offer = (s: Session, downline: string, details: object[]) =>
  s.client.post('/wps/relay/MCSFE_applyContractDailySalary', { downline, details }, s.auth);
const answer = (s: Session, id: number, status: string, extra = '') =>
  s.client.get(`/wps/relay/MCS2_processDailySalContract?id=${id}&status=${status}${extra}`, s.auth);
const consolidated = async (s: Session) => (await s.client.get('/wps/member/info/funds/consolidated', s.auth)).body?.value;
type Message = { title: string; content: string; category: string; noticeType?: string };
/** The player's platform messages other than the welcome, newest first. */
const inbox = async (s: Session): Promise<Message[]> =>
  (await s.client.post('/wps/relay/CSP_getInboxList', { pageSize: 50 }, s.auth)).body?.value.content.filter(
    (m: Message) => m.noticeType !== 'WELCOME',
  );

describe('contract messages', () => {
  it('tell the side that did not act, in its own language, of each step of a contract', async () => {
    const world = `notices-${++n}`;
    const upline = await loginIn(world, 'agent01', 'Agent2026', 'EN');
    const downline = await loginIn(world, 'a01m1', 'Team2026', 'VI');

    const first = (await offer(upline, 'a01m1', percent(1.5))).body?.value;
    expect((await inbox(downline))[0]).toMatchObject({ category: 'SYSTEM', title: 'Đề nghị lương ngày mới' });
    expect((await inbox(downline))[0]!.content).toContain('agent01');
    expect((await inbox(downline))[0]!.content).toContain('1,5 %');
    expect(await inbox(upline)).toEqual([]);

    await answer(downline, first.contractId, 'R');
    expect((await inbox(upline))[0]).toMatchObject({ title: 'Daily salary rejected' });
    expect((await inbox(upline))[0]!.content).toContain('a01m1 rejected your daily salary offer (1.5 % of team bets)');

    const second = (await offer(upline, 'a01m1', percent(1.5))).body?.value;
    await answer(downline, second.contractId, 'A');
    expect((await inbox(upline))[0]!.title).toBe('Daily salary accepted');

    await offer(upline, 'a01m1', percent(1.2));
    expect((await inbox(downline))[0]!.title).toBe('Đề nghị lương ngày đã thay đổi');
    const sent = (await consolidated(upline)).sentOffers.CONS;
    expect(sent).toEqual([
      expect.objectContaining({ kind: 'DAILY_SALARY', status: 'E', downline: 'a01m1', replaces: second.contractId, details: percent(1.2) }),
    ]);
    expect(typeof sent[0].sentAt).toBe('number');

    await upline.client.post('/wps/relay/MCSFE_terminateContract', { contractId: second.contractId }, upline.auth);
    expect((await inbox(downline))[0]!.title).toBe('Lương ngày: yêu cầu chấm dứt');
    await answer(downline, second.contractId, 'C');
    expect((await inbox(upline))[0]!.content).toContain('a01m1 consented: your daily salary with a01m1 (1.5 % of team bets) has ended.');
    // Each step reached its one listener: offer, change, termination asked (downline); rejected, accepted, ended (upline).
    expect((await inbox(downline)).length).toBe(4);
    expect((await inbox(upline)).length).toBe(3);
  });

  it('name the downline and the rate a lower upline rate ends, for both its sides, and the consent lists them first', async () => {
    const world = `notices-${++n}`;
    const top = await loginIn(world, 'agent01', 'Agent2026', 'EN');
    const middle = await loginIn(world, 'a01m1', 'Team2026', 'EN');
    const bottom = await loginIn(world, 'a01m1s1', 'Team2026', 'TH');
    const below = (await offer(middle, 'a01m1s1', percent(1.2))).body?.value;
    await answer(bottom, below.contractId, 'A');
    const lower = (await offer(top, 'a01m1', percent(1))).body?.value;
    const row = (await consolidated(middle)).dailysalreqtype.CONS[0];
    expect(row.downlineHigherRate).toBe('Y');
    expect(row.downlineHigherRateContracts).toEqual([{ contractId: below.contractId, downline: 'a01m1s1', details: percent(1.2) }]);

    await answer(middle, lower.contractId, 'A', '&confirmHigherRate=true');
    const told = (await inbox(bottom))[0]!;
    expect(told.title).toBe('เงินเดือนรายวันสิ้นสุดแล้ว');
    expect(told.content).toContain('1.2 %');
    expect(told.content).toContain('1 %');
    expect(told.content).toContain('a01m1');
    expect((await inbox(middle)).map((m) => m.title)).toContain('Daily salary with a01m1s1 ended');
    expect((await consolidated(middle)).dailysalreqtype).toEqual({});
  });

  it('tell both sides of each paid period, in words, and nothing for a period that paid nothing', async () => {
    const world = `notices-${++n}`;
    const upline = await loginIn(world, 'agent01', 'Agent2026', 'EN');
    const downline = await loginIn(world, 'a01m1', 'Team2026', 'ID');
    const offered = (await offer(upline, 'a01m1', fixed(10))).body?.value;
    await answer(downline, offered.contractId, 'A');
    const before = [(await inbox(upline)).length, (await inbox(downline)).length];
    await upline.client.post('/__admin/clock', { advance: '1d' });
    const [up, down] = [await loginIn(world, 'agent01', 'Agent2026', 'EN'), await loginIn(world, 'a01m1', 'Team2026', 'ID')];
    const paidOut = (await inbox(up)).filter((m) => m.category === 'FUND');
    const paidIn = (await inbox(down)).filter((m) => m.category === 'FUND');
    expect(paidOut).toHaveLength(1);
    expect(paidOut[0]!.title).toBe('Daily salary paid out: 10.00');
    expect(paidOut[0]!.content).toMatch(/You paid a01m1 a daily salary of 10\.00 for [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    expect(paidIn).toHaveLength(1);
    expect(paidIn[0]!.title).toBe('Gaji harian dibayar: 10,00');
    expect((await inbox(up)).length).toBe(before[0]! + 1);
    expect((await inbox(down)).length).toBe(before[1]! + 1);
  });

  it('send nothing for a period that paid nothing, and tell an upline that could not pay', () => {
    const world = app.worlds.get(`notices-${++n}`);
    const identity = world.part(identityPart);
    const [upline, downline] = [identity.findUser('agent01')!, identity.findUser('a01m1')!];
    const record = recordOf(upline.id, downline.id);
    const sent = () => world.part(inboxPart).messages.length;
    notifyPayout(world, { ...record, status: 'NOTHING_DUE' });
    notifyPayout(world, { ...record, status: 'PAID' });
    expect(sent()).toBe(0);
    upline.language = 'EN';
    notifyPayout(world, { ...record, amount: 6, status: 'UNPAID' });
    expect(world.part(inboxPart).of(upline.id)[0]!.content).toBe(
      '<p>The hourly salary of 6.00 due to a01m1 for Nov 26, 2026, 07:00–08:00 UTC was not paid: your main wallet held too little.</p>',
    );
    expect(world.part(inboxPart).of(downline.id)).toHaveLength(1);
  });

  it("keep one real-time salary message a day per contract, with the day's total and the span of its paid windows", () => {
    const world = app.worlds.get(`notices-${++n}`);
    const identity = world.part(identityPart);
    const [upline, downline] = [identity.findUser('agent01')!, identity.findUser('a01m1')!];
    upline.language = 'EN';
    downline.language = 'EN';
    const records = world.part(agentPart).records;
    const window = (recordId: number, start: string, amount: number, status: 'PAID' | 'UNPAID' = 'PAID') => {
      const periodStart = Date.parse(`${start}:00Z`);
      const record = recordOf(upline.id, downline.id, {
        recordId,
        contractId: 7,
        kind: 'REALTIME_SALARY',
        day: start,
        periodStart,
        periodEnd: periodStart + 300_000,
        lossRate: 0.5,
        profitRate: 0.2,
        paidAt: status === 'PAID' ? periodStart + 300_000 : null,
        amount,
        status,
      });
      records.push(record);
      notifyPayout(world, record);
    };
    window(1, '2026-11-26T07:40', 2.79);
    window(2, '2026-11-26T07:45', 0.01);
    window(3, '2026-11-26T08:00', 1.2);
    const mine = () => world.part(inboxPart).of(downline.id);
    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toMatchObject({ title: 'Real-time salary paid: 4.00', read: false });
    expect(mine()[0]!.content).toContain('agent01 paid you a real-time salary of 4.00 for Nov 26, 2026, 07:40–08:05 UTC.');
    expect(world.part(inboxPart).of(upline.id)).toHaveLength(1);
    // A window left unpaid is told on its own; the next day starts its own message.
    window(4, '2026-11-26T08:05', 3, 'UNPAID');
    window(5, '2026-11-27T00:00', 0.5);
    expect(mine().map((m) => m.title)).toEqual(['Real-time salary paid: 0.50', 'Real-time salary not paid', 'Real-time salary paid: 4.00']);
  });
});

describe('the words of a period', () => {
  const en = {
    texts: contractNoticeTexts.EN,
    money: (x: number) => x.toFixed(2),
    percent: (x: number) => `${x} %`,
    day: (ms: number) => new Date(ms).toISOString().slice(0, 10),
    time: (ms: number) => new Date(ms).toISOString().slice(11, 16),
  };
  it('say a day, an hour, a five-minute window and a pay period', () => {
    expect(periodInWords('2026-11-26', en)).toBe('2026-11-26');
    expect(periodInWords('2026-11-26T07', en)).toBe('2026-11-26, 07:00–08:00 UTC');
    expect(periodInWords('2026-11-26T07:40', en)).toBe('2026-11-26, 07:40–07:45 UTC');
    expect(periodInWords('2026-11-23..2026-11-29', en)).toBe('2026-11-23 – 2026-11-29');
    expect(periodInWords('2026-11-26..2026-11-26', en)).toBe('2026-11-26');
  });
});

describe('the language a player reads', () => {
  it('is the one it logs in with or sets, and a header that is no site language changes nothing', () => {
    const user = { language: undefined } as { language?: string } as Parameters<typeof noteLanguage>[0];
    noteLanguage(user, {});
    expect(user.language).toBeUndefined();
    noteLanguage(user, { language: 'vi' });
    expect(user.language).toBe('VI');
    noteLanguage(user, { language: 'XX' });
    noteLanguage(user, { language: ['<b>'] });
    expect(user.language).toBe('VI');
  });

  it('defaults to the site default (TY) for a player that never said', () => {
    const world = app.worlds.get(`notices-${++n}`);
    const identity = world.part(identityPart);
    const [upline, downline] = [identity.findUser('agent01')!, identity.findUser('a01m1')!];
    notifyPayout(
      world,
      recordOf(upline.id, downline.id, {
        kind: 'DAILY_SALARY',
        day: '2026-11-26',
        periodStart: Date.parse('2026-11-26T00:00:00Z'),
        periodEnd: Date.parse('2026-11-27T00:00:00Z'),
        tier: 0,
        amount: 6,
      }),
    );
    expect(world.part(inboxPart).of(downline.id)[0]!.title).toBe('Nabayaran ang daily salary: 6.00');
  });
});
