import { MatchersV3 } from '@pact-foundation/pact';
import { isTerminationAsked } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { failure, makePact, success } from '../../test/pact';
import * as api from './api';
import { http, loggedInAs, running, withToken } from './pact-parts';

const { eachLike, integer, decimal, number, string, equal, regex, fromProviderState } = MatchersV3;
const offered = 'an upline has offered the agent a contract';
const inForce = 'the agent has a contract with its upline';
/** The contract the last state made: its id is the provider's (a number in a body, text in a query). */
const idOf = (fallback: number) => fromProviderState('${contractId}', fallback);
const idInQuery = (fallback: string) => fromProviderState('${contractId}', fallback);
// Spec 04: rateType "P" percent, else a fixed amount: any text.
/**
 * A settled period as the record calls answer it (contractRecordSchema: the client checks every field): the period,
 * the team's figures, what the kind's rule used (null where the kind has none), the amount, the status, when paid.
 */
const recordRow = (kind: string, used: Record<string, unknown>) => ({
  recordId: integer(1),
  contractId: integer(1),
  kind: string(kind),
  day: string('2026-11-26'),
  periodStart: integer(1_795_651_200_000),
  periodEnd: integer(1_795_737_600_000),
  upline: equal('agent01'),
  downline: equal('a01m1'),
  betVolume: number(600),
  netLoss: number(0),
  activeMembers: integer(3),
  lostStakes: number(0),
  wonStakes: number(0),
  tier: integer(0),
  rateType: string('P'),
  rate: number(1),
  lossRate: null,
  profitRate: null,
  amount: number(25),
  status: string('PAID'),
  paidAt: integer(1_795_737_600_000),
  ...used,
});
const tier = { betVolume: number(0), activeMember: integer(0), rateType: string('P'), rate: number(1) };
const answered = (status: string) => success({ id: integer(1), status: string(status), endedDownlineContracts: integer(0) });

describe('agent contracts: consolidated, offers, answers, termination (consumer contract)', () => {
  it('reads consolidated: a daily salary offer waiting for the agent, and nothing else', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('a01m1'))
      .given(offered, { upline: 'agent01', downline: 'a01m1', kind: 'DAILY_SALARY', rate: 1 })
      .uponReceiving('a request for consolidated by an agent with a daily salary offer waiting')
      .withRequest('GET', '/wps/member/info/funds/consolidated', (b) => b.headers(withToken))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            divtypereq: {},
            dailysalreqtype: {
              CONS: eachLike({
                id: integer(1),
                status: equal('P'),
                downlineHigherRate: equal('N'),
                details: eachLike(tier),
                upline: equal('agent01'),
              }),
            },
            contracthoursalreq: {},
            realtimesalreqtype: {},
            divtypeinfo: {},
            divtypecompperiodinfo: {},
            dailysalinfotype: {},
            contracthoursalinfo: {},
            realtimesalinfotype: {},
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.agentReportCalls.consolidated(http(server));
        expect(value.dailysalreqtype.CONS?.[0]?.upline).toBe('agent01');
      });
  });

  it('reads consolidated: an offer that would end a higher-rate contract below, naming its downline and terms', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('a01m1'))
      .given(inForce, { upline: 'a01m1', downline: 'a01m1s1', kind: 'DAILY_SALARY', rate: 1.5 })
      .given(offered, { upline: 'agent01', downline: 'a01m1', kind: 'DAILY_SALARY', rate: 1 })
      .uponReceiving('a request for consolidated by an agent whose waiting offer ends a higher-rate contract below')
      .withRequest('GET', '/wps/member/info/funds/consolidated', (b) => b.headers(withToken))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            divtypereq: {},
            dailysalreqtype: {
              CONS: eachLike({
                id: integer(1),
                status: equal('P'),
                downlineHigherRate: equal('Y'),
                details: eachLike(tier),
                upline: equal('agent01'),
                downlineHigherRateContracts: eachLike({ contractId: integer(2), downline: equal('a01m1s1'), details: eachLike(tier) }),
              }),
            },
            contracthoursalreq: {},
            realtimesalreqtype: {},
            divtypeinfo: {},
            divtypecompperiodinfo: {},
            dailysalinfotype: {},
            contracthoursalinfo: {},
            realtimesalinfotype: {},
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.agentReportCalls.consolidated(http(server));
        expect(value.dailysalreqtype.CONS?.[0]?.downlineHigherRateContracts?.[0]?.downline).toBe('a01m1s1');
      });
  });

  it('reads consolidated: the offer the agent sent, waiting for its downline, with when it was sent', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('agent01'))
      .given(offered, { upline: 'agent01', downline: 'a01m1', kind: 'DAILY_SALARY', rate: 1 })
      .uponReceiving('a request for consolidated by an agent whose daily salary offer waits for its downline')
      .withRequest('GET', '/wps/member/info/funds/consolidated', (b) => b.headers(withToken))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            divtypereq: {},
            dailysalreqtype: {},
            contracthoursalreq: {},
            realtimesalreqtype: {},
            divtypeinfo: {},
            divtypecompperiodinfo: {},
            dailysalinfotype: {},
            contracthoursalinfo: {},
            realtimesalinfotype: {},
            sentOffers: {
              CONS: eachLike({
                contractId: idOf(1),
                kind: string('DAILY_SALARY'),
                status: equal('P'),
                downline: equal('a01m1'),
                sentAt: integer(1_790_000_000_000),
                details: eachLike(tier),
              }),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.agentReportCalls.consolidated(http(server));
        expect(value.sentOffers?.CONS?.[0]).toMatchObject({ status: 'P', downline: 'a01m1' });
      });
  });

  it('reads consolidated: a dividend in force, given by the agent, with the pay period it is counting', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('agent01'))
      .given(inForce, { upline: 'agent01', downline: 'a01m1', kind: 'DIVIDEND', rate: 10 })
      .uponReceiving('a request for consolidated by an agent who pays a dividend')
      .withRequest('GET', '/wps/member/info/funds/consolidated', (b) => b.headers(withToken))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            divtypereq: {},
            dailysalreqtype: {},
            contracthoursalreq: {},
            realtimesalreqtype: {},
            divtypeinfo: {
              CONS: {
                agent: eachLike({
                  id: integer(1),
                  status: string('A'),
                  counterpart: equal('a01m1'),
                  side: string('GIVEN'),
                  since: integer(1_790_000_000_000),
                  period: equal('WEEKLY'),
                  tiers: eachLike({ minimumBet: number(0), netLoss: number(0), activeMember: integer(0), contractRate: decimal(0.1) }),
                }),
              },
            },
            divtypecompperiodinfo: {
              CONS: {
                agent: eachLike({
                  id: integer(1),
                  status: string('A'),
                  period: equal('WEEKLY'),
                  periodStart: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-16'),
                  periodEnd: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-22'),
                }),
              },
            },
            dailysalinfotype: {},
            contracthoursalinfo: {},
            realtimesalinfotype: {},
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.agentReportCalls.consolidated(http(server));
        expect(value.divtypeinfo.CONS?.agent[0]?.side).toBe('GIVEN');
      });
  });

  it('reads consolidated: a daily salary in force whose termination the upline asked, as status V', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('a01m1'))
      .given('the upline has asked to end the contract', { upline: 'agent01', downline: 'a01m1', kind: 'DAILY_SALARY', rate: 1 })
      .uponReceiving('a request for consolidated by an agent whose daily salary the upline asked to end')
      .withRequest('GET', '/wps/member/info/funds/consolidated', (b) => b.headers(withToken))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            divtypereq: {},
            dailysalreqtype: {},
            contracthoursalreq: {},
            realtimesalreqtype: {},
            divtypeinfo: {},
            divtypecompperiodinfo: {},
            contracthoursalinfo: {},
            realtimesalinfotype: {},
            dailysalinfotype: {
              CONS: {
                agent: eachLike({
                  id: integer(1),
                  // Spec 04's V, "termination asked by the upline": the one status the client acts on.
                  status: equal('V'),
                  counterpart: string('agent01'),
                  side: string('MINE'),
                  since: integer(1_790_000_000_000),
                  details: eachLike(tier),
                }),
              },
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.agentReportCalls.consolidated(http(server));
        expect(isTerminationAsked(value.dailysalinfotype.CONS!.agent[0]!)).toBe(true);
      });
  });

  it('accepts a daily salary offer (GET relay), confirming that its own higher-rate contracts end', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('a01m1'))
      .given(inForce, { upline: 'a01m1', downline: 'a01m1s1', kind: 'DAILY_SALARY', rate: 1.5 })
      .given(offered, { upline: 'agent01', downline: 'a01m1', kind: 'DAILY_SALARY', rate: 1 })
      .uponReceiving('an acceptance of a daily salary offer that ends a higher-rate contract below, confirmed')
      .withRequest('GET', '/wps/relay/MCS2_processDailySalContract', (b) =>
        b.headers(withToken).query({ id: idInQuery('1'), status: 'A', confirmHigherRate: 'true' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ id: integer(1), status: string('ACTIVE'), endedDownlineContracts: integer(1) })))
      .executeTest(async (server) => {
        const value = await api.answerDailySalary(http(server), 1, 'A', true);
        expect(value.endedDownlineContracts).toBe(1);
      });
  });

  it('is refused an unconfirmed acceptance that would end a higher-rate contract below, for the notice to say (not an alert)', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('a01m1'))
      .given(inForce, { upline: 'a01m1', downline: 'a01m1s1', kind: 'DAILY_SALARY', rate: 1.5 })
      .given(offered, { upline: 'agent01', downline: 'a01m1', kind: 'DAILY_SALARY', rate: 1 })
      .uponReceiving('an unconfirmed acceptance of a daily salary offer that would end a higher-rate contract below')
      .withRequest('GET', '/wps/relay/MCS2_processDailySalContract', (b) => b.headers(withToken).query({ id: idInQuery('1'), status: 'A' }))
      .willRespondWith(200, (b) => b.jsonBody(failure('CONFIRM_HIGHER_RATE')))
      .executeTest(async (server) => {
        await expect(api.answerDailySalary(http(server), 1, 'A')).rejects.toMatchObject({ code: 'CONFIRM_HIGHER_RATE', alert: false });
      });
  });

  it('rejects a dividend offer by product type (GET relay)', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('a01m1'))
      .given(offered, { upline: 'agent01', downline: 'a01m1', kind: 'DIVIDEND', rate: 10 })
      .uponReceiving('a rejection of the dividend offer of product type CONS')
      .withRequest('GET', '/wps/relay/MCS2_processDividendReq', (b) => b.headers(withToken).query({ type: 'CONS', status: 'R' }))
      .willRespondWith(200, (b) => b.jsonBody(answered('REJECTED')))
      .executeTest(async (server) => {
        expect((await api.answerDividend(http(server), 'R')).status).toBe('REJECTED');
      });
  });

  it('accepts an hourly salary offer by contract id (POST relay)', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('a01m1'))
      .given(offered, { upline: 'agent01', downline: 'a01m1', kind: 'HOURLY_SALARY', rate: 1 })
      .uponReceiving('an acceptance of an hourly salary offer')
      .withRequest('POST', '/wps/relay/MCS2_processContractHourSalary', (b) =>
        b.headers(withToken).jsonBody({ contractId: idOf(1), status: 'A' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(answered('ACTIVE')))
      .executeTest(async (server) => {
        expect((await api.answerHourSalary(http(server), 1, 'A')).status).toBe('ACTIVE');
      });
  });

  it('consents to the termination of a real-time salary (POST relay)', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('a01m1'))
      .given('the upline has asked to end the contract', { upline: 'agent01', downline: 'a01m1', kind: 'REALTIME_SALARY', rate: 0.5 })
      .uponReceiving('a consent to end a real-time salary')
      .withRequest('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', (b) =>
        b.headers(withToken).jsonBody({ contractId: idOf(1), status: 'C' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(answered('TERMINATED')))
      .executeTest(async (server) => {
        expect((await api.answerRealtimeSalary(http(server), 1, 'C')).status).toBe('TERMINATED');
      });
  });

  it('offers a daily salary to a direct downline agent', async () => {
    const offer = { downline: 'a01m1', details: [{ betVolume: 0, activeMember: 0, rateType: 'F' as const, rate: 50 }] };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('agent01'))
      .uponReceiving('a daily salary offer of a fixed 50 to a direct downline agent')
      .withRequest('POST', '/wps/relay/MCSFE_applyContractDailySalary', (b) => b.headers(withToken).jsonBody(offer))
      .willRespondWith(200, (b) => b.jsonBody(success({ contractId: integer(1), status: equal('P') })))
      .executeTest(async (server) => {
        expect((await api.offerDailySalary(http(server), offer)).status).toBe('P');
      });
  });

  it('is refused a daily salary above its own rate, for the form to say (not an alert)', async () => {
    const offer = { downline: 'a01m1', details: [{ betVolume: 0, activeMember: 0, rateType: 'P' as const, rate: 2.5 }] };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('agent01'))
      .uponReceiving('a daily salary offer above the site ceiling')
      .withRequest('POST', '/wps/relay/MCSFE_applyContractDailySalary', (b) => b.headers(withToken).jsonBody(offer))
      .willRespondWith(200, (b) => b.jsonBody(failure('RATE_ABOVE_OWN')))
      .executeTest(async (server) => {
        await expect(api.offerDailySalary(http(server), offer)).rejects.toMatchObject({ code: 'RATE_ABOVE_OWN', alert: false });
      });
  });

  it('offers a weekly dividend, an hourly salary and a real-time salary', async () => {
    const dividend = {
      downline: 'a01m1',
      period: 'WEEKLY' as const,
      tiers: [{ minimumBet: 1000, netLoss: 100, activeMember: 2, contractRate: 0.25 }],
    };
    const hourly = { downline: 'a01m1', hourSalaryRates: [{ minimumBet: 100, activeMember: 1, rateType: 'P' as const, rate: 0.5 }] };
    const realtime = { downline: 'a01m1', profitRate: 0.2, lossRate: 0.5, singleBetAmount: 10 };
    const cases = [
      ['MCSFE_applyContractualDividend', dividend, () => api.offerDividend],
      ['MCSFE_applyContractHourSalary', hourly, () => api.offerHourSalary],
      ['MCSFE_applyRealTimeSalary', realtime, () => api.offerRealtimeSalary],
    ] as const;
    for (const [relay, body, send] of cases) {
      await makePact()
        .addInteraction()
        .given(running)
        .given(...loggedInAs('agent01'))
        .uponReceiving(`an offer through ${relay} to a direct downline agent`)
        .withRequest('POST', `/wps/relay/${relay}`, (b) => b.headers(withToken).jsonBody(body))
        .willRespondWith(200, (b) => b.jsonBody(success({ contractId: integer(1), status: equal('P') })))
        .executeTest(async (server) => {
          const offer = send() as (h: ReturnType<typeof http>, o: typeof body) => Promise<{ status: string }>;
          expect((await offer(http(server), body)).status).toBe('P');
        });
    }
  });

  it('changes a dividend it gave by contract id (MCSFE_modifyContractDividend)', async () => {
    const terms = { period: 'MONTHLY' as const, tiers: [{ minimumBet: 1000, netLoss: 100, activeMember: 2, contractRate: 0.05 }] };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('agent01'))
      .given(inForce, { upline: 'agent01', downline: 'a01m1', kind: 'DIVIDEND', rate: 10 })
      .uponReceiving('new terms for a dividend in force that the agent gave')
      .withRequest('POST', '/wps/relay/MCSFE_modifyContractDividend', (b) =>
        b.headers(withToken).jsonBody({ contractId: idOf(1), ...terms }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ contractId: integer(2), status: equal('E') })))
      .executeTest(async (server) => {
        expect((await api.changeDividend(http(server), { contractId: 1, ...terms })).status).toBe('E');
      });
  });

  it('reads the dividend the agent paid out to its downlines (ODSFE2_PayoutDividend)', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('a01m1'))
      .uponReceiving('a request for the dividend payout record of an agent who pays none')
      .withRequest('POST', '/wps/relay/ODSFE2_PayoutDividend', (b) =>
        b.headers(withToken).jsonBody({ pageNo: 1, showNothingDue: false, pageSize: 10 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ list: [], total: integer(0), totalPages: integer(1), nothingDue: integer(0) })))
      .executeTest(async (server) => {
        expect((await api.agentReportCalls.dividendPayouts(http(server), { pageNo: 1, showNothingDue: false })).list).toEqual([]);
      });
  });

  it('asks to end a contract it gave', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('agent01'))
      .given(inForce, { upline: 'agent01', downline: 'a01m1', kind: 'DAILY_SALARY', rate: 1 })
      .uponReceiving('a request to end a daily salary the agent gave')
      .withRequest('POST', '/wps/relay/MCSFE_terminateContract', (b) => b.headers(withToken).jsonBody({ contractId: idOf(1) }))
      .willRespondWith(200, (b) => b.jsonBody(success({ contractId: integer(1), status: equal('V') })))
      .executeTest(async (server) => {
        expect((await api.terminateContract(http(server), 1)).status).toBe('V');
      });
  });

  it('reads the contract history of a kind and the days a daily salary paid', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('agent01'))
      .given('a daily salary has been paid', { upline: 'agent01', downline: 'a01m1' })
      .uponReceiving('a request for the daily salary contract history')
      .withRequest('POST', '/wps/relay/MCSFE_getContractHistory', (b) =>
        b.headers(withToken).jsonBody({ pageNo: 1, kind: 'DAILY_SALARY', pageSize: 10 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({
              contractId: integer(1),
              kind: equal('DAILY_SALARY'),
              upline: string('agent01'),
              downline: string('a01m1'),
              event: string('ACCEPTED'),
              details: eachLike(tier),
              at: integer(1_790_000_000_000),
            }),
            total: integer(1),
            totalPages: integer(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.agentReportCalls.contractHistory(http(server), { pageNo: 1, kind: 'DAILY_SALARY' })).list[0]?.kind).toBe(
          'DAILY_SALARY',
        );
      });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('a01m1'))
      .given('a daily salary has been paid', { upline: 'agent01', downline: 'a01m1' })
      .uponReceiving('a request for the daily salary records of the downline')
      .withRequest('POST', '/wps/relay/ODSFE2_QueryDailySalary', (b) =>
        b.headers(withToken).jsonBody({ pageNo: 1, showNothingDue: false, pageSize: 10 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike(recordRow('DAILY_SALARY', { rateType: string('F'), rate: number(25) })),
            total: integer(2),
            totalPages: integer(1),
            nothingDue: integer(0),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.agentReportCalls.dailySalaryRecords(http(server), { pageNo: 1, showNothingDue: false })).list[0]?.status).toBe(
          'PAID',
        );
      });
  });

  it('reads paid periods with what each rule used, filtered by status, downline and days', async () => {
    const day = '2026-11-26';
    const cases = [
      {
        relay: 'ODSFE2_QueryRealTimeSalary',
        read: api.agentReportCalls.realtimeSalaryRecords,
        kind: 'REALTIME_SALARY',
        rate: 0.5,
        row: {
          lostStakes: number(530),
          wonStakes: number(70),
          tier: null,
          rateType: null,
          rate: null,
          lossRate: number(0.5),
          profitRate: number(0.5),
        },
      },
      {
        relay: 'ODSFE2_QueryHourSalary',
        read: api.agentReportCalls.hourSalaryRecords,
        kind: 'HOURLY_SALARY',
        rate: 1,
        row: { rateType: string('P'), rate: number(1) },
      },
      {
        relay: 'ODSFE2_PayoutDividend',
        read: api.agentReportCalls.dividendPayouts,
        kind: 'DIVIDEND',
        rate: 20,
        row: { netLoss: number(460), rateType: string('P'), rate: number(20) },
      },
    ] as const;
    for (const { relay, read, kind, rate, row } of cases) {
      await makePact()
        .addInteraction()
        .given(running)
        .given(...loggedInAs('agent01'))
        .given(inForce, { upline: 'agent01', downline: 'a01m1', kind, rate, daysAgo: 30 })
        .uponReceiving(`a request for the paid periods of ${relay} to one downline`)
        .withRequest('POST', `/wps/relay/${relay}`, (b) =>
          b.headers(withToken).jsonBody({ pageNo: 1, showNothingDue: false, downline: 'a01m1', status: 'PAID', pageSize: 10 }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody(
            success({
              list: eachLike(recordRow(kind, row)),
              total: integer(1),
              totalPages: integer(1),
              nothingDue: integer(0),
            }),
          ),
        )
        .executeTest(async (server) => {
          const page = await read(http(server), { pageNo: 1, showNothingDue: false, downline: 'a01m1', status: 'PAID' });
          expect(page.list[0]?.status).toBe('PAID');
        });
    }
    // A range of days goes as two YYYY-MM-DD days.
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('agent01'))
      .uponReceiving('a request for the hourly salary periods of some days, those that paid nothing shown')
      .withRequest('POST', '/wps/relay/ODSFE2_QueryHourSalary', (b) =>
        b.headers(withToken).jsonBody({ pageNo: 1, showNothingDue: true, startDate: day, endDate: day, pageSize: 10 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ list: [], total: integer(0), totalPages: integer(1), nothingDue: integer(0) })))
      .executeTest(async (server) => {
        const page = await api.agentReportCalls.hourSalaryRecords(http(server), {
          pageNo: 1,
          showNothingDue: true,
          startDate: day,
          endDate: day,
        });
        expect(page.nothingDue).toBe(0);
      });
  });

  it('reads the dividend, hourly and real-time records (none yet)', async () => {
    const cases = [
      ['ODSFE2_QueryDividend', api.agentReportCalls.dividendRecords],
      ['ODSFE2_QueryHourSalary', api.agentReportCalls.hourSalaryRecords],
      ['ODSFE2_QueryRealTimeSalary', api.agentReportCalls.realtimeSalaryRecords],
    ] as const;
    for (const [relay, read] of cases) {
      await makePact()
        .addInteraction()
        .given(running)
        .given(...loggedInAs('agent01'))
        .uponReceiving(`a request for the records of ${relay}`)
        .withRequest('POST', `/wps/relay/${relay}`, (b) =>
          b.headers(withToken).jsonBody({ pageNo: 1, showNothingDue: false, pageSize: 10 }),
        )
        .willRespondWith(200, (b) => b.jsonBody(success({ list: [], total: integer(0), totalPages: integer(1), nothingDue: integer(0) })))
        .executeTest(async (server) => {
          expect((await read(http(server), { pageNo: 1, showNothingDue: false })).total).toBe(0);
        });
    }
  });
});
