import { describe, expect, it } from 'vitest';
import { calls, lotteryCalls, memberReportCalls, UUID_PATTERN, walletCalls } from '@portal/contracts';
import { fakeHttp, ok } from '../../test/fake-http';
import { ApiError } from './api-error';
import { callApi, createHttpClient } from './http-client';

describe('the http client', () => {
  it("makes axios and sends a browser's first call in tasks of their own, not in the caller's", async () => {
    await import('axios');
    const sent: string[] = [];
    const client = createHttpClient({
      baseURL: '',
      merchantCode: 'M00001',
      getToken: () => null,
      getLanguage: () => 'EN',
      adapter: async (config) => {
        sent.push(config.url ?? '');
        return { data: { success: true, value: 1 }, status: 200, statusText: '', headers: {}, config };
      },
    });
    const first = client.request({ url: '/first' });
    // Every microtask of this task (axios itself is loaded): the call has not gone yet.
    for (let i = 0; i < 200; i += 1) await Promise.resolve();
    expect(sent).toEqual([]);
    await first;
    expect(sent).toEqual(['/first']);
    // Later calls go at once: the client is made.
    const second = client.request({ url: '/second' });
    for (let i = 0; i < 200; i += 1) await Promise.resolve();
    expect(sent).toEqual(['/first', '/second']);
    await second;
  });

  it('returns the envelope value of a success', async () => {
    const { http } = fakeHttp({
      'GET /wps/system/countryCode': ok([{ countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' }]),
    });
    await expect(callApi(http, calls.countryCodes)).resolves.toEqual([
      { countryCode: 'PH', countryDialingCode: '+63', countryName: 'Philippines' },
    ]);
  });

  it('throws the server code and message of a business failure', async () => {
    const { http } = fakeHttp({
      'GET /wps/system/countryCode': () => ({ body: { success: false, errorCode: 'SMS_LOCKED', message: 'Too many requests' } }),
    });
    await expect(callApi(http, calls.countryCodes)).rejects.toMatchObject({
      code: 'SMS_LOCKED',
      message: 'Too many requests',
      status: 200,
    });
  });

  it("reads spec 03's code when a failure has no errorCode, and errorCode first when it has both", async () => {
    const failing = (body: object) =>
      fakeHttp({ 'GET /wps/system/countryCode': () => ({ body: { success: false, message: 'm', ...body } }) }).http;
    await expect(callApi(failing({ code: 'SMS_LOCKED' }), calls.countryCodes)).rejects.toMatchObject({ code: 'SMS_LOCKED' });
    await expect(callApi(failing({ errorCode: 'A', code: 'B' }), calls.countryCodes)).rejects.toMatchObject({ code: 'A' });
    await expect(callApi(failing({}), calls.countryCodes)).rejects.toMatchObject({ code: 'UNKNOWN' });
  });

  it('takes login.not.session as a 401, whatever the HTTP status it came with', async () => {
    const { http } = fakeHttp({
      'GET /wps/system/countryCode': () => ({ body: { success: false, errorCode: 'login.not.session', message: 'Please login' } }),
    });
    await expect(callApi(http, calls.countryCodes)).rejects.toMatchObject({
      code: 'login.not.session',
      status: 401,
      message: 'Please login',
    });
  });

  it('keeps the envelope of an HTTP error', async () => {
    const { http } = fakeHttp({
      'GET /wps/system/countryCode': () => ({
        status: 401,
        body: { success: false, errorCode: 'UNAUTHORIZED', message: 'You are not logged in, please login' },
      }),
    });
    const error = await callApi(http, calls.countryCodes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('names a network failure', async () => {
    const { http } = fakeHttp({ 'GET /wps/system/countryCode': () => 'network-error' });
    await expect(callApi(http, calls.countryCodes)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('refuses an answer without an envelope', async () => {
    const { http } = fakeHttp({ 'GET /wps/system/countryCode': () => ({ body: '<html>proxy error</html>' }) });
    await expect(callApi(http, calls.countryCodes)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('refuses malformed, empty and truncated JSON as a bad response, never as a crash', async () => {
    for (const body of ['{"success":true,"value":{"injected":"malformed-json",', '', '{"success":true,"val']) {
      const { http } = fakeHttp({ 'GET /wps/system/countryCode': () => ({ body }) });
      await expect(callApi(http, calls.countryCodes), JSON.stringify(body)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    }
  });

  it('refuses a value that breaks the contract, naming the field', async () => {
    const { http } = fakeHttp({ 'GET /wps/system/countryCode': ok([{ countryCode: 'PHL', countryDialingCode: '+63', countryName: 'x' }]) });
    await expect(callApi(http, calls.countryCodes)).rejects.toThrow(/value\.0\.countryCode/);
  });

  it('sends the token, language, merchant and device headers', async () => {
    const { http, requests } = fakeHttp({ 'GET /wps/system/countryCode': ok([]) }, { token: 'tok-1', language: 'TY' });
    await callApi(http, calls.countryCodes);
    const headers = requests[0]?.headers;
    expect(headers?.get('Authorization')).toBe('tok-1');
    expect(headers?.get('Language')).toBe('TY');
    expect(headers?.get('Merchant')).toBe('M00001');
    expect(headers?.get('Device')).toBe('WEB');
  });

  it('sends no Authorization header without a token', async () => {
    const { http, requests } = fakeHttp({ 'GET /wps/system/countryCode': ok([]) });
    await callApi(http, calls.countryCodes);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('returns the body itself of a raw /lgw answer', async () => {
    const { http } = fakeHttp({ 'GET /lgw/games/popular': () => ({ body: [{ gameId: 1, gameCode: 'G_1', numero: '1', remainTime: 5 }] }) });
    await expect(callApi(http, lotteryCalls.popularLotteries, { params: { count: 20 } })).resolves.toEqual([
      { gameId: 1, gameCode: 'G_1', numero: '1', remainTime: 5 },
    ]);
  });

  it('throws the code and message of a raw /lgw failure', async () => {
    const { http } = fakeHttp({
      'GET /lgw/numeros/near': () => ({
        status: 404,
        body: { success: false, errorCode: 'LOTTERY_GAME_NOT_FOUND', message: 'No lottery game 9' },
      }),
    });
    await expect(callApi(http, lotteryCalls.nearNumero, { params: { gameId: 9 } })).rejects.toMatchObject({
      code: 'LOTTERY_GAME_NOT_FOUND',
      status: 404,
    });
  });

  it("reads spec 03's code of a raw /lgw failure too", async () => {
    const { http } = fakeHttp({
      'GET /lgw/numeros/near': () => ({ status: 404, body: { code: 'LOTTERY_GAME_NOT_FOUND', message: 'No game 9' } }),
    });
    await expect(callApi(http, lotteryCalls.nearNumero, { params: { gameId: 9 } })).rejects.toMatchObject({
      code: 'LOTTERY_GAME_NOT_FOUND',
      status: 404,
    });
  });

  it('fills a :name part of the path from the request and leaves it out of the query', async () => {
    const { http, requests } = fakeHttp({ 'GET /lgw/draw/1001': () => ({ body: { content: [] } }) });
    await callApi(http, lotteryCalls.pastDraws, { params: { gameId: 1001, page: 0, size: 7 } });
    expect(requests[0]?.params).toEqual({ page: 0, size: 7 });
  });

  it('sends a money call a new Idempotency-Key for each action, and no key on other calls', async () => {
    const { http, requests } = fakeHttp({
      'POST /wps/relay/GCS_walletTransfer': ok({ wallets: [], sumBalance: 0 }),
      'POST /wps/rebate/manual': ok({ claimed: 1, txId: 1 }),
      'PUT /wps/member/language': ok(true),
    });
    const transfer = { fromWallet: 'MAIN', toWallet: 'JILI', amount: 10 };
    await callApi(http, walletCalls.walletTransfer, { data: transfer });
    await callApi(http, walletCalls.walletTransfer, { data: transfer });
    await callApi(http, memberReportCalls.claimRebate, { data: {} });
    await callApi(http, calls.memberLanguage, { data: { language: 'EN' } });
    const keys = requests.map((r) => r.headers.get('Idempotency-Key'));
    for (const key of keys.slice(0, 3)) expect(key).toMatch(UUID_PATTERN);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(requests[3]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('keeps the key a retry of the same request already carries', async () => {
    const { http, requests } = fakeHttp({ 'POST /wps/relay/GCS_walletTransfer': ok({ wallets: [], sumBalance: 0 }) });
    const headers = { 'Idempotency-Key': '3b241101-e2bb-4255-8caf-4136c566a962' };
    await callApi(http, walletCalls.walletTransfer, { data: { recallAll: true }, headers });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe(headers['Idempotency-Key']);
  });
});
