import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { freshIdempotencyKey } from '@portal/contracts';
import { failure, makePact, PACT_TOKEN, pactHttp, success, onceKey } from '../../test/pact';
import { sealedRequestParts } from '../../test/pact-sealed';
import * as api from './api';

const { eachLike, integer, decimal, number, string, equal } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;
const withToken = { Authorization: PACT_TOKEN };
const redemption = (type: 'REDEEM' | 'CONVERT', status: string, name: string, points: number) => ({
  refNo: string(type === 'REDEEM' ? 'PR0000001' : 'PC0000001'),
  applyTime: integer(1_795_000_000_000),
  type: string(type),
  name: string(name),
  quantity: integer(1),
  points: integer(points),
  status: equal(status),
  pointsBalance: integer(584),
});

describe('the points mall (consumer contract)', () => {
  it('reads the player s points: balance, earned and spent', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed request for the points balance')
      .withRequest('GET', '/wps/relay/MCS2_getPointBalance', (b) => b.headers(withToken))
      .willRespondWith(200, (b) => b.jsonBody(success({ points: integer(624), earned: integer(624), spent: integer(0) })))
      .executeTest(async (server) => {
        expect(await api.fetchPointBalance(pactHttp(server.url, PACT_TOKEN))).toEqual({ points: 624, earned: 624, spent: 0 });
      });
  });

  it('shows a visitor the rules and the goods with their stock', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed request for the points rules by a visitor')
      .withRequest('GET', '/wps/relay/MCS2_getPointConfig')
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            pointsRatio: number(10),
            units: string('points'),
            convertRate: decimal(0.01),
            minConvert: integer(100),
            rules: string('<p>Rules</p>'),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.fetchPointConfig(pactHttp(server.url))).minConvert).toBe(100);
      });
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed request for the points mall goods by a visitor')
      .withRequest('GET', '/wps/relay/MCS2_getPointReward')
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            eachLike({
              rewardId: integer(1),
              name: string('Wireless earbuds'),
              category: string('ELECTRONICS'),
              image: string('/wps/static/reward/earbuds.svg'),
              stock: integer(5),
              pointsRequired: integer(1200),
              amountRequired: number(0),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.fetchPointRewards(pactHttp(server.url)))[0]?.stock).toBe(5);
      });
  });

  it('reads the redeem history with each redemption s status', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has redeemed a reward', { username: 'player01', rewardId: 8 })
      .uponReceiving('a relayed request for the first page of the redeem history')
      .withRequest('GET', '/wps/relay/MCS2_getRedeemPointList', (b) => b.headers(withToken).query({ pageNo: '1', pageSize: '10' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({ list: eachLike(redemption('REDEEM', 'IN_PROCESS', 'Lucky keychain', 40)), total: integer(1), totalPages: integer(1) }),
        ),
      )
      .executeTest(async (server) => {
        const { list } = await api.fetchRedeemList(pactHttp(server.url, PACT_TOKEN), 1);
        expect(list[0]).toMatchObject({ type: 'REDEEM', status: 'IN_PROCESS' });
      });
  });

  it('reads a redemption QA rejected, with QA s remark', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has redeemed a reward', { username: 'player01', rewardId: 8 })
      .given('the player s redemption was rejected by QA', { username: 'player01', remark: 'Out of stock at the supplier' })
      .uponReceiving('a relayed request for the redeem history with a rejected redemption')
      .withRequest('GET', '/wps/relay/MCS2_getRedeemPointList', (b) => b.headers(withToken).query({ pageNo: '1', pageSize: '10' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({ ...redemption('REDEEM', 'REJECTED', 'Lucky keychain', 40), remark: string('Out of stock at the supplier') }),
            total: integer(1),
            totalPages: integer(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const { list } = await api.fetchRedeemList(pactHttp(server.url, PACT_TOKEN), 1);
        expect(list[0]).toMatchObject({ status: 'REJECTED', remark: 'Out of stock at the supplier', points: 40, pointsBalance: 584 });
      });
  });

  it('redeems a reward with the login password, encrypted; the redemption waits for QA', async () => {
    const sealed = await sealedRequestParts({ rewardId: 8, quantity: 1, password: 'Lucky2026' });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('an encrypted redemption of one lucky keychain with the login password')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', (b) =>
        b.headers({ ...sealed.headers, ...withToken, ...onceKey }).jsonBody(sealed.body),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(redemption('REDEEM', 'IN_PROCESS', 'Lucky keychain', 40))))
      .executeTest(async (server) => {
        const done = await api.redeemReward(pactHttp(server.url, PACT_TOKEN), 8, 1, 'Lucky2026', freshIdempotencyKey());
        expect(done).toMatchObject({ type: 'REDEEM', status: 'IN_PROCESS', points: 40 });
      });
  });

  it('refuses a redemption with a wrong login password', async () => {
    const sealed = await sealedRequestParts({ rewardId: 8, quantity: 1, password: 'not-it' });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('an encrypted redemption with a wrong login password')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', (b) =>
        b.headers({ ...sealed.headers, ...withToken, ...onceKey }).jsonBody(sealed.body),
      )
      .willRespondWith(200, (b) => b.jsonBody(failure('PASSWORD_WRONG', 'The login password is wrong')))
      .executeTest(async (server) => {
        await expect(api.redeemReward(pactHttp(server.url, PACT_TOKEN), 8, 1, 'not-it', freshIdempotencyKey())).rejects.toMatchObject({
          code: 'PASSWORD_WRONG',
        });
      });
  });

  it('converts points into cash with the login password, encrypted, paid at once', async () => {
    const sealed = await sealedRequestParts({ points: 100, password: 'Lucky2026' });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('an encrypted conversion of 100 points with the login password')
      .withRequest('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', (b) =>
        b.headers({ ...sealed.headers, ...withToken, ...onceKey }).jsonBody(sealed.body),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ ...redemption('CONVERT', 'APPROVED', 'Points to cash', 100), amount: number(1) })))
      .executeTest(async (server) => {
        const done = await api.convertPoints(pactHttp(server.url, PACT_TOKEN), 100, 'Lucky2026', freshIdempotencyKey());
        expect(done).toMatchObject({ type: 'CONVERT', status: 'APPROVED', amount: 1 });
      });
  });

  it('reads the points details: the valid bets that earned them', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed request for the bets in the account record, for the points details')
      .withRequest('GET', '/wps/relay/ODSFE2_MemTransDet', (b) =>
        b.headers(withToken).query({ startDate: '2026-01-01', endDate: '2026-12-31', txCode: 'BET', pageNo: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({
              txId: integer(96),
              txCode: equal('BET'),
              wallet: string('MAIN'),
              amount: decimal(-120.5),
              balanceAfter: decimal(1380.94),
              txTime: integer(1_795_124_527_085),
              reference: string('B10001-78'),
            }),
            total: integer(20),
            totalPages: integer(2),
            pageNo: equal(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.fetchPointDetails(pactHttp(server.url, PACT_TOKEN), '2026-01-01', '2026-12-31', 1);
        expect(value.list[0]?.txCode).toBe('BET');
      });
  });
});
