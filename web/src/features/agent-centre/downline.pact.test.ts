import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { failure, makePact, success } from '../../test/pact';
import * as api from './api';
import { agent, DAY, http, period, periodQuery, played, running, withToken } from './pact-parts';

const { eachLike, integer, number, equal, regex } = MatchersV3;
const rebateRow = { productId: integer(3), rate: number(0.5), ceiling: number(0.8) };

describe('team management: a downline’s detail and its rebate rates (consumer contract)', () => {
  it('reads the detail of a member of the team over the period, and is refused another team’s member', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .given(played)
      .uponReceiving('a request for the detail of a direct downline over the last 30 days')
      .withRequest('GET', '/wps/agent/downline/detail', (b) => b.headers(withToken).query({ username: 'a01m1', ...periodQuery }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            username: equal('a01m1'),
            type: equal(1),
            level: integer(1),
            upline: equal('agent01'),
            regDate: regex(DAY, '2026-03-10'),
            lastLogin: integer(1_790_000_000_000),
            balance: number(1_250.5),
            teamSize: integer(5),
            period: {
              deposit: number(3_200),
              depositCount: integer(4),
              withdrawal: number(800),
              betAmount: number(2_150.25),
              betCount: integer(31),
              winAmount: number(1_900),
              profitLoss: number(-250.25),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const detail = await api.agentReportCalls.downlineDetail(http(server), { username: 'a01m1', ...period });
        expect(detail.teamSize).toBe(5);
      });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .given(played)
      .uponReceiving('a request for the detail of another agent’s downline')
      .withRequest('GET', '/wps/agent/downline/detail', (b) => b.headers(withToken).query({ username: 'a02m1', ...periodQuery }))
      .willRespondWith(200, (b) => b.jsonBody(failure('NOT_YOUR_DOWNLINE')))
      .executeTest(async (server) => {
        await expect(api.agentReportCalls.downlineDetail(http(server), { username: 'a02m1', ...period })).rejects.toMatchObject({
          code: 'NOT_YOUR_DOWNLINE',
        });
      });
  });

  it('reads a direct downline’s rebate rates beside the agent’s own, and is refused another team’s member', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .given('the agent has set a downline its rebate rate', { upline: 'agent01', downline: 'a01m1', productId: 3, rate: 0.5 })
      .uponReceiving('a request for the rebate rates of a direct downline')
      .withRequest('GET', '/wps/agent/downline/rebate', (b) => b.headers(withToken).query({ username: 'a01m1' }))
      .willRespondWith(200, (b) => b.jsonBody(success({ username: equal('a01m1'), rates: eachLike(rebateRow) })))
      .executeTest(async (server) => {
        const { rates } = await api.agentReportCalls.downlineRebates(http(server), { username: 'a01m1' });
        expect(rates[0]!.rate).toBeLessThanOrEqual(rates[0]!.ceiling);
      });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .uponReceiving('a request for the rebate rates of another agent’s downline')
      .withRequest('GET', '/wps/agent/downline/rebate', (b) => b.headers(withToken).query({ username: 'a02m1' }))
      .willRespondWith(200, (b) => b.jsonBody(failure('NOT_YOUR_DOWNLINE')))
      .executeTest(async (server) => {
        await expect(api.agentReportCalls.downlineRebates(http(server), { username: 'a02m1' })).rejects.toMatchObject({
          code: 'NOT_YOUR_DOWNLINE',
        });
      });
  });

  it('sets a direct downline’s rebate rate within the agent’s own, and is refused one above it', async () => {
    const within = { username: 'a01m1', rates: [{ productId: 3, rate: 0.5 }] };
    const above = { username: 'a01m1', rates: [{ productId: 3, rate: 0.9 }] };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .uponReceiving('new rebate rates for a direct downline within the agent’s own')
      .withRequest('PUT', '/wps/agent/downline/rebate', (b) => b.headers(withToken).jsonBody(within))
      .willRespondWith(200, (b) => b.jsonBody(success({ username: equal('a01m1'), rates: eachLike(rebateRow), lowered: integer(0) })))
      .executeTest(async (server) => {
        expect((await api.setDownlineRebates(http(server), within)).username).toBe('a01m1');
      });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...agent)
      .uponReceiving('a rebate rate for a direct downline above the agent’s own')
      .withRequest('PUT', '/wps/agent/downline/rebate', (b) => b.headers(withToken).jsonBody(above))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          failure('RATE_ABOVE_OWN', 'A rebate of 0.90 % is above your own 0.80 % for product 3', {
            productId: equal(3),
            ceiling: number(0.8),
          }),
        ),
      )
      .executeTest(async (server) => {
        await expect(api.setDownlineRebates(http(server), above)).rejects.toMatchObject({ code: 'RATE_ABOVE_OWN' });
      });
  });
});
