import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { freshIdempotencyKey } from '@portal/contracts';
import { failure, makePact, PACT_TOKEN, pactHttp, success, onceKey } from '../../test/pact';
import * as api from './api';

const { eachLike, atLeastOneLike, integer, decimal, number, string, equal } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;
const withToken = { Authorization: PACT_TOKEN };
const wallet = (walletCode = 'MAIN') => ({ walletCode: string(walletCode), walletName: string('Main wallet'), balance: number(1500) });

describe('wallets, transfers and the account record (consumer contract)', () => {
  it('reads the merchant wallet: single or not, and every wallet with its balance', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed request for the merchant wallet')
      .withRequest('GET', '/wps/relay/GCS_merchantWallet', (b) => b.headers(withToken))
      .willRespondWith(200, (b) => b.jsonBody(success({ isSingle: integer(0), wallets: atLeastOneLike(wallet(), 2) })))
      .executeTest(async (server) => {
        const value = await api.fetchMerchantWallet(pactHttp(server.url, PACT_TOKEN));
        expect(value.isSingle).toBe(0);
        expect(value.wallets[0]?.walletCode).toBe('MAIN');
      });
  });

  it('transfers from the main wallet to a game wallet and answers the wallets', async () => {
    const request = { fromWallet: 'MAIN', toWallet: 'PG', amount: 200.5 };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed wallet transfer from main to a game wallet')
      .withRequest('POST', '/wps/relay/GCS_walletTransfer', (b) => b.headers({ ...withToken, ...onceKey }).jsonBody(request))
      .willRespondWith(200, (b) => b.jsonBody(success({ wallets: atLeastOneLike(wallet(), 2), sumBalance: number(1500) })))
      .executeTest(async (server) => {
        const value = await api.walletTransfer(pactHttp(server.url, PACT_TOKEN), request, freshIdempotencyKey());
        expect(value.wallets.length).toBeGreaterThan(1);
      });
  });

  it('brings every game wallet back to main', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed wallet transfer of everything back to main')
      .withRequest('POST', '/wps/relay/GCS_walletTransfer', (b) => b.headers({ ...withToken, ...onceKey }).jsonBody({ recallAll: true }))
      .willRespondWith(200, (b) => b.jsonBody(success({ wallets: atLeastOneLike(wallet(), 2), sumBalance: number(1500) })))
      .executeTest(async (server) => {
        const value = await api.walletTransfer(pactHttp(server.url, PACT_TOKEN), { recallAll: true }, freshIdempotencyKey());
        expect(value.sumBalance).toBe(1500);
      });
  });

  it('refuses a transfer of more than the wallet holds, as an alert', async () => {
    const request = { fromWallet: 'MAIN', toWallet: 'PG', amount: 999_999 };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed wallet transfer of more than the main wallet holds')
      .withRequest('POST', '/wps/relay/GCS_walletTransfer', (b) => b.headers({ ...withToken, ...onceKey }).jsonBody(request))
      .willRespondWith(200, (b) => b.jsonBody(failure('INSUFFICIENT_BALANCE', 'Not enough balance')))
      .executeTest(async (server) => {
        await expect(api.walletTransfer(pactHttp(server.url, PACT_TOKEN), request, freshIdempotencyKey())).rejects.toMatchObject({
          code: 'INSUFFICIENT_BALANCE',
          alert: true,
        });
      });
  });

  it('reads the transaction codes', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed request for the transaction codes')
      .withRequest('GET', '/wps/relay/GLS2_TxCodeList', (b) => b.headers(withToken))
      .willRespondWith(200, (b) => b.jsonBody(success(atLeastOneLike({ txCode: string('DEPOSIT'), txName: string('Deposit') }))))
      .executeTest(async (server) => {
        expect((await api.fetchTxCodes(pactHttp(server.url, PACT_TOKEN)))[0]?.txCode).toBe('DEPOSIT');
      });
  });

  it('reads a page of the account record filtered by days and type', async () => {
    const filter = { startDate: '2026-01-01', endDate: '2026-12-31', txCode: 'DEPOSIT', pageNo: 1, pageSize: 20 } as const;
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed request for the deposits in the account record')
      .withRequest('GET', '/wps/relay/ODSFE2_MemTransDet', (b) =>
        b.headers(withToken).query({ startDate: '2026-01-01', endDate: '2026-12-31', txCode: 'DEPOSIT', pageNo: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({
              txId: integer(96),
              txCode: equal('DEPOSIT'),
              wallet: string('MAIN'),
              amount: decimal(736.27),
              balanceAfter: decimal(10380.94),
              txTime: integer(1795124527085),
              reference: string('D10001-78'),
            }),
            total: integer(20),
            totalPages: integer(1),
            pageNo: equal(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const value = await api.fetchTransactions(pactHttp(server.url, PACT_TOKEN), filter);
        expect(value.list[0]?.txCode).toBe('DEPOSIT');
      });
  });

  it('refuses an account record whose start is after its end', async () => {
    const filter = { startDate: '2026-02-01', endDate: '2026-01-01', pageNo: 1, pageSize: 20 };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed request for the account record with the days the wrong way round')
      .withRequest('GET', '/wps/relay/ODSFE2_MemTransDet', (b) =>
        b.headers(withToken).query({ startDate: '2026-02-01', endDate: '2026-01-01', pageNo: '1', pageSize: '20' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure('VALIDATION_FAILED', 'query.startDate: startDate must not be after endDate')))
      .executeTest(async (server) => {
        await expect(api.fetchTransactions(pactHttp(server.url, PACT_TOKEN), filter)).rejects.toMatchObject({ status: 400 });
      });
  });
});
