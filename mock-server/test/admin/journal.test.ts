import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { JOURNAL_ENTRY_CHARS, JOURNAL_WORLD_CHARS, RequestJournal } from '../../src/platform/request-journal';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
beforeEach(async () => {
  await call(app, { method: 'POST', url: '/__admin/reset' });
  await call(app, { method: 'DELETE', url: '/__admin/requests' });
});
afterAll(() => app.close());

const journal = async (query = '', headers: Record<string, string> = {}) => {
  const response = await call(app, { method: 'GET', url: `/__admin/requests${query}`, headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body?.value as {
    method: string;
    path: string;
    status: number;
    headers: Record<string, string>;
    body: any;
    query: any;
    response: any;
    responseChars?: number;
    fault?: any;
  }[];
};

describe('the request journal', () => {
  it('keeps what the client sent, newest first, with the status it got', async () => {
    await call(app, { method: 'GET', url: '/wps/system/status?host=a.example' });
    await call(app, { method: 'GET', url: '/wps/v2/wallets/balance' });
    const entries = await journal();
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', '/wps/v2/wallets/balance', 401],
      ['GET', '/wps/system/status', 200],
    ]);
    expect(entries[1]!.query).toEqual({ host: 'a.example' });
  });

  it('shows an encrypted login decrypted, with the password and the token masked', async () => {
    const client = clientFor(app);
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token as string;
    await client.get('/wps/v2/wallets/balance', client.auth(token));
    const [balance, login] = await journal('?path=/wps/');
    expect(balance!.headers.authorization).toBe(`***${token.slice(-4)}`);
    expect(login!.path).toBe('/wps/session/login');
    expect(login!.body).toMatchObject({ type: 'username', username: 'player01', password: '***' });
    expect(JSON.stringify(await journal())).not.toContain('Lucky2026');
  });

  it('filters by path, status and time, and refuses a bad filter', async () => {
    await call(app, { method: 'GET', url: '/wps/system/status' });
    await call(app, { method: 'GET', url: '/wps/v2/wallets/balance' });
    expect((await journal('?status=401')).map((e) => e.path)).toEqual(['/wps/v2/wallets/balance']);
    expect((await journal('?path=system')).map((e) => e.path)).toEqual(['/wps/system/status']);
    expect(await journal(`?since=${Date.now() + 60_000}`)).toEqual([]);
    for (const bad of ['?status=abc', '?since=yesterday', '?limit=0', '?other=1']) {
      expect((await call(app, { method: 'GET', url: `/__admin/requests${bad}` })).status, bad).toBe(400);
    }
  });

  it('belongs to one world, leaves admin calls out, and clears', async () => {
    await call(app, { method: 'GET', url: '/wps/system/status', headers: { 'x-mock-world': 'journal-other' } });
    await call(app, { method: 'GET', url: '/__admin/scenario' });
    expect(await journal()).toEqual([]);
    expect(await journal('', { 'x-mock-world': 'journal-other' })).toHaveLength(1);
    await call(app, { method: 'DELETE', url: '/__admin/requests', headers: { 'x-mock-world': 'journal-other' } });
    expect(await journal('', { 'x-mock-world': 'journal-other' })).toEqual([]);
  });

  it('keeps the last 1,000', () => {
    const kept = new RequestJournal();
    const entry = (i: number) => ({
      at: i,
      method: 'GET',
      path: `/wps/${i}`,
      query: {},
      status: 200,
      durationMs: 1,
      headers: {},
      body: null,
    });
    for (let i = 0; i < 1005; i++) kept.add(entry(i));
    const entries = kept.list();
    expect(entries).toHaveLength(1000);
    expect(entries[0]!.path).toBe('/wps/1004');
    expect(entries.at(-1)!.path).toBe('/wps/5');
  });

  it('keeps what the client got, with the token masked as in the request', async () => {
    const client = clientFor(app);
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token as string;
    await call(app, { method: 'GET', url: '/wps/system/countryCode' });
    const [countries, login] = await journal();
    expect(countries!.response).toMatchObject({ success: true, value: expect.any(Array) });
    expect(login!.response.value.token).toBe(`***${token.slice(-4)}`);
    expect(JSON.stringify(await journal())).not.toContain(token);
  });

  it('notes the fault that fired, its kind and rule, and the body the client got', async () => {
    await call(app, {
      method: 'PATCH',
      url: '/__admin/scenario',
      payload: {
        faults: [
          { route: '/wps/system/countryCode', status: 503 },
          { route: '/wps/system/status', kind: 'malformed-json' },
        ],
      },
    });
    await call(app, { method: 'GET', url: '/wps/system/status' });
    await call(app, { method: 'GET', url: '/wps/system/countryCode' });
    const [countries, status] = await journal();
    expect(countries).toMatchObject({ status: 503, fault: { kind: 'status', rule: 0, route: '/wps/system/countryCode' } });
    expect(countries!.response).toMatchObject({ success: false, errorCode: 'INJECTED_FAULT' });
    expect(status).toMatchObject({ status: 200, fault: { kind: 'malformed-json', rule: 1 } });
    expect(typeof status!.response).toBe('string');
  });

  it('keeps an answer over the entry cap cut, as text, with its full length', () => {
    const kept = new RequestJournal();
    const long = JSON.stringify({ success: true, value: 'x'.repeat(JOURNAL_ENTRY_CHARS) });
    kept.add({ at: 1, method: 'GET', path: '/wps/big', query: {}, status: 200, durationMs: 1, headers: {}, body: null, response: long });
    const [entry] = kept.list();
    expect(entry!.response).toBe(long.slice(0, JOURNAL_ENTRY_CHARS));
    expect(entry!.responseChars).toBe(long.length);
  });

  it('keeps a request body over the entry cap as a note of its size', async () => {
    const note = 'x'.repeat(JOURNAL_ENTRY_CHARS);
    await call(app, { method: 'POST', url: '/wps/system/status', payload: { note } });
    const [entry] = await journal();
    expect(entry!.body).toBe(`[a body of ${JSON.stringify({ note }).length} characters: the journal keeps ${JOURNAL_ENTRY_CHARS} at most]`);
  });

  it('lets the oldest entries go once the bodies of a world pass its cap', () => {
    const kept = new RequestJournal();
    const response = 'y'.repeat(JOURNAL_ENTRY_CHARS);
    const fits = JOURNAL_WORLD_CHARS / JOURNAL_ENTRY_CHARS;
    for (let i = 0; i < fits + 3; i++) {
      kept.add({ at: i, method: 'GET', path: `/wps/${i}`, query: {}, status: 200, durationMs: 1, headers: {}, body: null, response });
    }
    const entries = kept.list();
    expect(entries).toHaveLength(fits);
    expect(entries[0]!.path).toBe(`/wps/${fits + 2}`);
    expect(entries.at(-1)!.path).toBe('/wps/3');
  });
});
