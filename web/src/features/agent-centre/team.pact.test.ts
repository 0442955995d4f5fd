import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { freshIdempotencyKey } from '@portal/contracts';
import { sealedRequestParts } from '../../test/pact-sealed';
import { failure, makePact, success, onceKey } from '../../test/pact';
import * as api from './api';
import { agent, DAY, http, period, periodQuery, played, running, withToken } from './pact-parts';

const { boolean, eachLike, integer, number, string, equal, regex } = MatchersV3;

describe('the team: overview, members, reports and the registration centre (consumer contract)', () => {
  it('reads the team overview of the period with its days', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .given(played)
      .uponReceiving('a request for the team overview of the last 30 days')
      .withRequest('GET', '/wps/agent/team/overview', (b) => b.headers(withToken).query(periodQuery))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            totalBet: number(48_082.13),
            totalValidBet: number(48_082.13),
            totalDeposit: number(110_251.25),
            totalDepositCount: integer(98),
            totalWithdrawal: number(187_953.46),
            totalPNL: number(-6_835.23),
            totalRebate: number(2_365.89),
            totalRegisterCount: integer(0),
            totalLoginCount: integer(0),
            totalBetCount: integer(304),
            totalPromotion: number(7_185.95),
            totalWin: number(41_246.9),
            totalProfitSharing: number(0),
            totalDailyIncome: number(0),
            teamSize: integer(15),
            income: { salaryIn: number(0), salaryOut: number(0), dividendIn: number(0), dividendOut: number(0), net: number(0) },
            days: eachLike({
              day: regex(DAY, period.startDate),
              bet: number(1_520.5),
              deposit: number(300),
              withdrawal: number(0),
              profitLoss: number(-120.25),
              activeMembers: integer(4),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.agentReportCalls.teamOverview(http(server), period);
        expect(value.days.length).toBeGreaterThan(0);
      });
  });

  it('lists the team and the direct downlines', async () => {
    const downline = {
      username: string('a01m1'),
      type: integer(1),
      level: integer(1),
      upline: string('agent01'),
      regDate: regex(DAY, '2026-03-10'),
      balance: number(300),
      hasDailySalary: boolean(false),
    };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .uponReceiving('a request for the first page of the team')
      .withRequest('GET', '/wps/agent/downlines', (b) => b.headers(withToken).query({ pageNo: '1', pageSize: '10' }))
      .willRespondWith(200, (b) => b.jsonBody(success({ list: eachLike(downline), total: integer(14), totalPages: integer(2) })))
      .executeTest(async (server) => {
        expect((await api.agentReportCalls.downlines(http(server), { pageNo: 1 })).total).toBe(14);
      });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .uponReceiving('a request for the direct downlines')
      .withRequest('GET', '/wps/agent/downlines', (b) => b.headers(withToken).query({ directOnly: 'true', pageSize: '100' }))
      .willRespondWith(200, (b) => b.jsonBody(success({ list: eachLike(downline), total: integer(4), totalPages: integer(1) })))
      .executeTest(async (server) => {
        expect((await api.agentReportCalls.directDownlines(http(server))).total).toBe(4);
      });
  });

  it('reads the team bets, each member’s profit and loss and the team’s transactions, with their sums', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .given(played)
      .uponReceiving('a request for the team bets of the last 30 days')
      .withRequest('GET', '/wps/agent/team/bets', (b) => b.headers(withToken).query({ ...periodQuery, pageNo: '1', pageSize: '10' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({
              betId: string('B1'),
              username: string('a01m1'),
              level: integer(1),
              productId: integer(3),
              gameName: string('Fortune Dragon'),
              stake: number(50),
              payout: number(0),
              winLoss: number(-50),
              betTime: integer(1_790_000_000_000),
            }),
            total: integer(304),
            totalPages: integer(31),
            footer: { stake: number(48_082.13), payout: number(41_246.9), winLoss: number(-6_835.23) },
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.agentReportCalls.teamBets(http(server), { ...period, pageNo: 1 })).list.length).toBeGreaterThan(0);
      });
    const money = number(100);
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .given(played)
      .uponReceiving('a request for the members’ profit and loss of the last 30 days')
      .withRequest('GET', '/wps/agent/team/profitLoss', (b) => b.headers(withToken).query({ ...periodQuery, pageNo: '1', pageSize: '10' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({
              username: string('a01m1'),
              level: integer(1),
              type: integer(1),
              betAmount: money,
              validBet: money,
              winAmount: money,
              profitLoss: money,
              bonus: money,
              rebate: money,
              deposit: money,
              withdrawal: money,
            }),
            total: integer(14),
            totalPages: integer(2),
            footer: {
              betAmount: money,
              validBet: money,
              winAmount: money,
              profitLoss: money,
              bonus: money,
              rebate: money,
              deposit: money,
              withdrawal: money,
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.agentReportCalls.teamProfitLoss(http(server), { ...period, pageNo: 1 })).total).toBe(14);
      });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .given(played)
      .uponReceiving('a request for the team’s deposits of the last 30 days')
      .withRequest('GET', '/wps/agent/team/transactions', (b) =>
        b.headers(withToken).query({ ...periodQuery, txCode: 'DEPOSIT', pageNo: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({
              txId: integer(1),
              username: string('a01m1'),
              level: integer(1),
              txCode: equal('DEPOSIT'),
              wallet: string('MAIN'),
              amount: number(500),
              balanceAfter: number(800),
              txTime: integer(1_790_000_000_000),
            }),
            total: integer(20),
            totalPages: integer(2),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect(
          (await api.agentReportCalls.teamTransactions(http(server), { ...period, txCode: 'DEPOSIT', pageNo: 1 })).list[0]?.txCode,
        ).toBe('DEPOSIT');
      });
  });

  it('reads my income: the salary paid to a downline, salary and dividend apart, by the day it was earned', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .given('a daily salary has been paid', { upline: 'agent01', downline: 'a01m1' })
      .given(played)
      .uponReceiving('a request for the agent’s income of the last 30 days')
      .withRequest('GET', '/wps/agent/income', (b) => b.headers(withToken).query(periodQuery))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({
              day: regex(DAY, '2026-11-20'),
              salaryIn: number(0),
              salaryOut: number(25),
              dividendIn: number(0),
              dividendOut: number(0),
              net: number(-25),
            }),
            footer: { salaryIn: number(0), salaryOut: number(50), dividendIn: number(0), dividendOut: number(0), net: number(-50) },
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.agentReportCalls.agentIncome(http(server), period)).footer.salaryOut).toBe(50);
      });
  });

  it("reads the agent announcements (type A answers the relay's agent)", async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .uponReceiving('a request for the agent announcements')
      .withRequest('POST', '/wps/relay/MCSFE_getListAnnouncements', (b) =>
        b.headers(withToken).jsonBody({ types: 'A', platform: 'W', executionType: 'B' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            agent: eachLike({
              id: integer(4),
              title: string('Daily salary'),
              content: string('<p>…</p>'),
              date: integer(1_790_000_000_000),
              type: string('A'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.agentReportCalls.agentAnnouncements(http(server), { pageNo: 1 })).list[0]?.type).toBe('A');
      });
  });

  it('creates a downline directly (encrypted), and is told when the name is taken', async () => {
    const created = { username: 'newsub01', password: 'Sub2026x', type: 1 as const };
    const taken = { username: 'a01m1', password: 'Sub2026x', type: 0 as const };
    const [sealedNew, sealedTaken] = await Promise.all([sealedRequestParts(created), sealedRequestParts(taken)]);
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .uponReceiving('an encrypted creation of a downline agent')
      .withRequest('POST', '/wps/agent/downline', (b) => b.headers({ ...sealedNew.headers, ...withToken }).jsonBody(sealedNew.body))
      .willRespondWith(200, (b) => b.jsonBody(success({ username: equal('newsub01'), type: equal(1), regDate: regex(DAY, '2026-11-22') })))
      .executeTest(async (server) => {
        expect((await api.createDownline(http(server), created)).username).toBe('newsub01');
      });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .uponReceiving('an encrypted creation of a downline whose name is taken')
      .withRequest('POST', '/wps/agent/downline', (b) => b.headers({ ...sealedTaken.headers, ...withToken }).jsonBody(sealedTaken.body))
      .willRespondWith(200, (b) => b.jsonBody(failure('USERNAME_TAKEN')))
      .executeTest(async (server) => {
        await expect(api.createDownline(http(server), taken)).rejects.toMatchObject({ code: 'USERNAME_TAKEN' });
      });
  });

  it('checks a username before creating a downline: a free one and a taken one', async () => {
    for (const [username, exists, about] of [
      ['newsub01', false, 'a free username'],
      ['a01m1', true, 'the username of a member'],
    ] as const) {
      await makePact()
        .addInteraction()
        .given(running)
        .given(...agent)
        .uponReceiving(`a username check of ${about}`)
        .withRequest('GET', '/wps/check/username', (b) => b.headers(withToken).query({ username }))
        .willRespondWith(200, (b) => b.jsonBody(success({ exists: boolean(exists) })))
        .executeTest(async (server) => {
          expect((await api.agentReportCalls.usernameCheck(http(server), { username })).exists).toBe(exists);
        });
    }
  });

  it('reads the agent’s affiliate code, and transfers to a direct downline (encrypted)', async () => {
    const transfer = { username: 'a01m1', amount: 10.5, password: 'Agent2026' };
    const sealed = await sealedRequestParts(transfer);
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .uponReceiving('a request for the agent’s affiliate code')
      .withRequest('GET', '/wps/agent/affiliate', (b) => b.headers(withToken))
      .willRespondWith(200, (b) => b.jsonBody(success({ affiliateCode: string('AG10002') })))
      .executeTest(async (server) => {
        expect((await api.agentReportCalls.agentAffiliate(http(server))).affiliateCode).toMatch(/^AG/);
      });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .uponReceiving('an encrypted transfer of 10.50 to a direct downline with the login password')
      .withRequest('PUT', '/wps/agent/transferDownline', (b) =>
        b.headers({ ...sealed.headers, ...withToken, ...onceKey }).jsonBody(sealed.body),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ balance: number(1000) })))
      .executeTest(async (server) => {
        expect(typeof (await api.transferDownline(http(server), 'a01m1', 10.5, 'Agent2026', freshIdempotencyKey())).balance).toBe('number');
      });
  });

  it('promotes a direct downline player to an agent', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .uponReceiving('a promotion of a direct downline player to an agent')
      .withRequest('POST', '/wps/agent/downline/promote', (b) => b.headers(withToken).jsonBody({ username: 'a01m3' }))
      .willRespondWith(200, (b) => b.jsonBody(success({ username: equal('a01m3'), type: equal(1) })))
      .executeTest(async (server) => {
        expect((await api.promoteDownline(http(server), 'a01m3')).type).toBe(1);
      });
  });
});
