import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { freshIdempotencyKey } from '@portal/contracts';
import { exactFailure, makePact, PACT_TOKEN, pactHttp, success, onceKey } from '../../test/pact';
import * as api from './api';

const { atLeastOneLike, integer, number, string, equal } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = (username: string) => ['the player is logged in', { username, token: PACT_TOKEN }] as const;
const withToken = { Authorization: PACT_TOKEN };

describe('the reward centre (consumer contract)', () => {
  it('lists the rewards I can claim', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .uponReceiving('a relayed request for my claimable rewards')
      .withRequest('GET', '/wps/relay/MCS2_getClaimableRewards', (b) => b.headers(withToken))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            atLeastOneLike({
              rewardId: integer(101),
              ticketName: string('Welcome bonus'),
              eventName: string('new_player'),
              rewardPoint: integer(0),
              rewardAmount: number(100),
              promotionType: string('CLAIM'),
              status: string('CLAIMABLE'),
              expiry: integer(1795352801478),
              remark: string(''),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const rewards = await api.fetchClaimableRewards(pactHttp(server.url, PACT_TOKEN));
        expect(rewards[0]?.status).toBe('CLAIMABLE');
      });
  });

  it('claims a reward, paid in cash', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .uponReceiving('a relayed claim of the verified-mobile reward')
      .withRequest('POST', '/wps/relay/MCS2_claimReward', (b) =>
        b.headers({ ...withToken, ...onceKey }).jsonBody({ promotionClaimId: 101, promotionType: 'CLAIM' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({ claimedTickets: atLeastOneLike({ rewardType: string('CASH'), value: number(100), ticketType: string('CLAIM') }) }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.claimReward(pactHttp(server.url, PACT_TOKEN), 101, 'CLAIM', freshIdempotencyKey());
        expect(value.claimedTickets[0]?.value).toBe(100);
      });
  });

  it('refuses a claim whose requirement is not met, naming the missing field', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('agent01'))
      .uponReceiving('a relayed reward claim by a player without a verified mobile')
      .withRequest('POST', '/wps/relay/MCS2_claimReward', (b) =>
        b.headers({ ...withToken, ...onceKey }).jsonBody({ promotionClaimId: 101, promotionType: 'CLAIM' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          exactFailure('prom.claim.req.field', 'A requirement of this reward is not met', { field: equal('required.mobile_no_verified') }),
        ),
      )
      .executeTest(async (server) => {
        await expect(api.claimReward(pactHttp(server.url, PACT_TOKEN), 101, 'CLAIM', freshIdempotencyKey())).rejects.toMatchObject({
          code: 'prom.claim.req.field',
          value: { field: 'required.mobile_no_verified' },
        });
      });
  });
});
