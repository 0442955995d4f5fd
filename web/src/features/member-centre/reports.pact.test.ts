import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { freshIdempotencyKey } from '@portal/contracts';
import { makePact, PACT_TOKEN, pactHttp, success, onceKey } from '../../test/pact';
import * as api from './api';

const { eachLike, atLeastOneLike, integer, number, string, equal } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;
const withToken = { Authorization: PACT_TOKEN };
// Wide enough for the seeded history of any day the verification runs on.
const range = { startDate: '2026-01-01', endDate: '2026-12-31' };
const row = {
  betId: string('B10001-12'),
  productId: integer(3),
  gameName: string('Fortune Dragon'),
  stake: number(186.78),
  validBet: number(186.78),
  payout: number(520),
  winLoss: number(333.22),
  betTime: integer(1795352801478),
  status: string('SETTLED'),
};
const sums = { stake: number(698.77), validBet: number(698.77), payout: number(1039.37), winLoss: number(340.6) };

describe('the member centre reports and the rebate (consumer contract)', () => {
  it('reads my betting record for every product, a page with the sums of all pages', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a request for my betting record, every product')
      .withRequest('GET', '/wps/report/bets', (b) =>
        b.headers(withToken).query({ ...range, productId: 'CONS', pageNo: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: atLeastOneLike(row),
            total: integer(40),
            totalPages: integer(2),
            footer: sums,
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.fetchBetRecords(pactHttp(server.url, PACT_TOKEN), { ...range, productId: 'CONS', pageNo: 1 });
        expect(value.list.length).toBeGreaterThan(0);
        expect(value.footer.stake).toBeGreaterThan(0);
      });
  });

  it('reads my betting record for one product', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a request for my betting record on slots')
      .withRequest('GET', '/wps/report/bets', (b) => b.headers(withToken).query({ ...range, productId: '3', pageNo: '1', pageSize: '20' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({ ...row, productId: equal(3) }),
            total: integer(12),
            totalPages: integer(1),
            footer: sums,
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.fetchBetRecords(pactHttp(server.url, PACT_TOKEN), { ...range, productId: 3, pageNo: 1 });
        expect(value.list.every((b) => b.productId === 3)).toBe(true);
      });
  });

  it('reads my profit and loss over some days', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a request for my profit and loss')
      .withRequest('GET', '/wps/report/profit', (b) => b.headers(withToken).query(range))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: atLeastOneLike({ productId: integer(3), validBet: number(551.12), winLoss: number(69.57) }),
            deposit: number(5673.4),
            withdraw: number(7108.64),
            bonus: number(382.83),
            rebate: number(203.05),
            profit: number(202.14),
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.fetchProfit(pactHttp(server.url, PACT_TOKEN), range);
        expect(value.list.length).toBeGreaterThan(0);
      });
  });

  it('reads my bonus details with their sum', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a request for my bonus details')
      .withRequest('GET', '/wps/report/bonus', (b) => b.headers(withToken).query({ ...range, pageNo: '1', pageSize: '20' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: atLeastOneLike({
              txId: integer(17),
              type: string('BONUS'),
              amount: number(120.5),
              txTime: integer(1795352801478),
              reference: string('P10001-7'),
            }),
            total: integer(9),
            totalPages: integer(1),
            sum: number(585.88),
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.fetchBonusDetails(pactHttp(server.url, PACT_TOKEN), { ...range, pageNo: 1 });
        expect(value.sum).toBeGreaterThan(0);
      });
  });

  it('reads the rebate rates by product', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a request for the rebate rates')
      .withRequest('GET', '/wps/rebate/settings', (b) => b.headers(withToken))
      .willRespondWith(200, (b) => b.jsonBody(success(atLeastOneLike({ productId: integer(3), rate: number(0.008) }))))
      .executeTest(async (server) => {
        const rates = await api.fetchRebateSettings(pactHttp(server.url, PACT_TOKEN));
        expect(rates[0]?.rate).toBeGreaterThan(0);
      });
  });

  it('reads what a manual rebate would pay now', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a request for the manual rebate')
      .withRequest('GET', '/wps/rebate/manual', (b) => b.headers(withToken))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            since: integer(1795352801478),
            list: atLeastOneLike({ productId: integer(3), validBet: number(465.69), rate: number(0.008), amount: number(3.73) }),
            claimable: number(6.16),
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.fetchManualRebate(pactHttp(server.url, PACT_TOKEN));
        expect(value.claimable).toBeGreaterThan(0);
      });
  });

  it('claims the manual rebate, paid into the main wallet', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a manual rebate claim')
      .withRequest('POST', '/wps/rebate/manual', (b) => b.headers({ ...withToken, ...onceKey }).jsonBody({}))
      .willRespondWith(200, (b) => b.jsonBody(success({ claimed: number(6.16), txId: integer(120) })))
      .executeTest(async (server) => {
        const value = await api.claimRebate(pactHttp(server.url, PACT_TOKEN), freshIdempotencyKey());
        expect(value.claimed).toBeGreaterThan(0);
      });
  });
});
