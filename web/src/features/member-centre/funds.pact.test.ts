import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { freshIdempotencyKey } from '@portal/contracts';
import { failure, makePact, PACT_TOKEN, pactHttp, success, onceKey } from '../../test/pact';
import { sealedRequestParts } from '../../test/pact-sealed';
import * as api from './api';

const { atLeastOneLike, eachLike, integer, number, string, equal } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;
const withToken = { Authorization: PACT_TOKEN };
const order = (type: 'DEPOSIT' | 'WITHDRAW', amount: number) => ({
  orderNo: string(type === 'DEPOSIT' ? 'D00000001' : 'W00000001'),
  type: string(type),
  amount: number(amount),
  status: string('PENDING'),
  createdAt: integer(1795352801478),
  updatedAt: integer(1795352801478),
});

describe('deposits and withdrawals (consumer contract)', () => {
  it('reads the deposit methods with their limits', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a request for the deposit methods')
      .withRequest('GET', '/wps/fund/deposit/methods', (b) => b.headers(withToken))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            atLeastOneLike({ methodId: string('GCASH'), methodName: string('GCash'), minAmount: number(100), maxAmount: number(50000) }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const methods = await api.fetchDepositMethods(pactHttp(server.url, PACT_TOKEN));
        expect(methods[0]?.minAmount).toBeLessThan(methods[0]!.maxAmount);
      });
  });

  it('places a deposit, which waits for approval', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a deposit of 500 by GCash')
      .withRequest('POST', '/wps/fund/deposit', (b) => b.headers({ ...withToken, ...onceKey }).jsonBody({ methodId: 'GCASH', amount: 500 }))
      .willRespondWith(200, (b) => b.jsonBody(success({ ...order('DEPOSIT', 500), methodId: equal('GCASH') })))
      .executeTest(async (server) => {
        const placed = await api.deposit(pactHttp(server.url, PACT_TOKEN), 'GCASH', 500, freshIdempotencyKey());
        expect(placed).toMatchObject({ type: 'DEPOSIT', status: 'PENDING', amount: 500 });
      });
  });

  it('refuses a deposit outside the method limits', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a deposit of 50 by GCash, below its minimum')
      .withRequest('POST', '/wps/fund/deposit', (b) => b.headers({ ...withToken, ...onceKey }).jsonBody({ methodId: 'GCASH', amount: 50 }))
      .willRespondWith(200, (b) => b.jsonBody(failure('AMOUNT_OUT_OF_LIMITS', 'The amount must be from 100.00 to 50000.00')))
      .executeTest(async (server) => {
        await expect(api.deposit(pactHttp(server.url, PACT_TOKEN), 'GCASH', 50, freshIdempotencyKey())).rejects.toMatchObject({
          code: 'AMOUNT_OUT_OF_LIMITS',
        });
      });
  });

  it('asks for a withdrawal with the login password, encrypted, and the amount is held', async () => {
    const payload = { amount: 300, password: 'Lucky2026' };
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('an encrypted withdrawal of 300 with the login password')
      .withRequest('POST', '/wps/relay/passwordCheck/FUND_withdraw', (b) =>
        b.headers({ ...sealed.headers, ...withToken, ...onceKey }).jsonBody(sealed.body),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(order('WITHDRAW', 300))))
      .executeTest(async (server) => {
        const placed = await api.withdraw(pactHttp(server.url, PACT_TOKEN), 300, 'Lucky2026', freshIdempotencyKey());
        expect(placed).toMatchObject({ type: 'WITHDRAW', status: 'PENDING' });
      });
  });

  it('refuses a withdrawal with a wrong login password', async () => {
    const payload = { amount: 300, password: 'not-it' };
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('an encrypted withdrawal with a wrong login password')
      .withRequest('POST', '/wps/relay/passwordCheck/FUND_withdraw', (b) =>
        b.headers({ ...sealed.headers, ...withToken, ...onceKey }).jsonBody(sealed.body),
      )
      .willRespondWith(200, (b) => b.jsonBody(failure('PASSWORD_WRONG', 'The login password is wrong')))
      .executeTest(async (server) => {
        await expect(api.withdraw(pactHttp(server.url, PACT_TOKEN), 300, 'not-it', freshIdempotencyKey())).rejects.toMatchObject({
          code: 'PASSWORD_WRONG',
        });
      });
  });

  it('lists my deposits with their statuses', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has a pending deposit', { username: 'player01', amount: 500, methodId: 'GCASH' })
      .uponReceiving('a request for my deposit orders')
      .withRequest('GET', '/wps/fund/orders', (b) => b.headers(withToken).query({ type: 'DEPOSIT', pageNo: '1', pageSize: '10' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({ ...order('DEPOSIT', 500), methodId: string('GCASH') }),
            total: integer(1),
            totalPages: integer(1),
            pageNo: equal(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const { list } = await api.fetchFundOrders(pactHttp(server.url, PACT_TOKEN), 'DEPOSIT');
        expect(list[0]).toMatchObject({ type: 'DEPOSIT', status: 'PENDING' });
      });
  });

  it('lists a paid withdrawal waiting for my word, with the time it counts as received', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has a withdrawal paid out and waiting for confirmation', { username: 'player01', amount: 300 })
      .uponReceiving('a request for my withdrawal orders, one paid out and waiting for confirmation')
      .withRequest('GET', '/wps/fund/orders', (b) => b.headers(withToken).query({ type: 'WITHDRAW', pageNo: '1', pageSize: '10' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({
              ...order('WITHDRAW', 300),
              status: string('PAID'),
              confirmation: string('WAITING'),
              confirmBy: integer(1795354661478),
            }),
            total: integer(1),
            totalPages: integer(1),
            pageNo: equal(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const { list } = await api.fetchFundOrders(pactHttp(server.url, PACT_TOKEN), 'WITHDRAW');
        expect(list[0]).toMatchObject({ status: 'PAID', confirmation: 'WAITING' });
        expect(list[0]!.confirmBy).toBeGreaterThan(list[0]!.updatedAt);
      });
  });

  it('lists a paid withdrawal partly received, with what was received and the remainder', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has confirmed a payout as partly received', { username: 'player01', amount: 300, amountReceived: 200 })
      .uponReceiving('a request for my withdrawal orders, one paid out and partly received')
      .withRequest('GET', '/wps/fund/orders', (b) => b.headers(withToken).query({ type: 'WITHDRAW', pageNo: '1', pageSize: '10' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({
              ...order('WITHDRAW', 300),
              status: string('PAID'),
              confirmation: string('PARTIAL'),
              confirmBy: integer(1795354661478),
              amountReceived: number(200),
              remainder: number(100),
              proofCount: integer(0),
            }),
            total: integer(1),
            totalPages: integer(1),
            pageNo: equal(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const { list } = await api.fetchFundOrders(pactHttp(server.url, PACT_TOKEN), 'WITHDRAW');
        expect(list[0]).toMatchObject({ confirmation: 'PARTIAL', amountReceived: 200, remainder: 100 });
      });
  });
});
