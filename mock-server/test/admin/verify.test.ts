import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { differencesOf } from '../../src/admin/verify-routes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
beforeEach(async () => {
  await call(app, { method: 'POST', url: '/__admin/reset' });
  await call(app, { method: 'DELETE', url: '/__admin/requests' });
});
afterAll(() => app.close());

const verify = async (payload: object, headers: Record<string, string> = {}) => {
  const response = await call(app, { method: 'POST', url: '/__admin/verify', payload, headers });
  return { status: response.status, value: response.body?.value, message: response.body?.message };
};

describe('POST /__admin/verify', () => {
  it('counts the calls of a catalogue name and passes or fails on the count', async () => {
    await call(app, { method: 'GET', url: '/wps/system/countryCode' });
    await call(app, { method: 'GET', url: '/wps/system/countryCode' });
    expect((await verify({ call: 'countryCodes', count: 2 })).value).toEqual({ ok: true, matched: 2, nearMisses: [] });
    expect((await verify({ call: 'countryCodes', count: 1 })).value).toMatchObject({ ok: false, matched: 2 });
    expect((await verify({ call: 'countryCodes', atLeast: 1, atMost: 2 })).value.ok).toBe(true);
    expect((await verify({ call: 'countryCodes', atMost: 1 })).value.ok).toBe(false);
    expect((await verify({ call: 'systemStatus', count: 0 })).value.ok).toBe(true);
  });

  it('matches the request in part, and names what differed in a near miss', async () => {
    const client = clientFor(app);
    await client.login('player01', 'Lucky2026');
    await client.login('player02', 'Wrong2026');
    const result = await verify({ call: 'login', body: { type: 'username', username: 'player01' }, count: 1 });
    expect(result.value).toMatchObject({ ok: true, matched: 1 });
    expect(result.value.nearMisses).toEqual([
      expect.objectContaining({ path: '/wps/session/login', differences: [{ field: 'username', expected: 'player01', got: 'player02' }] }),
    ]);
  });

  it('takes a path and a method, and reads the query of a GET', async () => {
    await call(app, { method: 'GET', url: '/wps/system/status?host=a.example' });
    await call(app, { method: 'GET', url: '/wps/system/status?host=b.example' });
    expect((await verify({ path: '/wps/system/status', method: 'GET', body: { host: 'a.example' }, count: 1 })).value).toMatchObject({
      ok: true,
      matched: 1,
      nearMisses: [{ differences: [{ field: 'host', expected: 'a.example', got: 'b.example' }] }],
    });
    expect((await verify({ path: '/wps/system/status', method: 'POST', count: 0 })).value.ok).toBe(true);
  });

  it("counts the caller's world only", async () => {
    await call(app, { method: 'GET', url: '/wps/system/countryCode', headers: { 'x-mock-world': 'verify-other' } });
    expect((await verify({ call: 'countryCodes', count: 0 })).value.ok).toBe(true);
    expect((await verify({ call: 'countryCodes', count: 1 }, { 'x-mock-world': 'verify-other' })).value.ok).toBe(true);
  });

  it('counts calls a fault failed too, since the client made them', async () => {
    await call(app, {
      method: 'PATCH',
      url: '/__admin/scenario',
      payload: { faults: [{ route: '/wps/system/countryCode', status: 503 }] },
    });
    await call(app, { method: 'GET', url: '/wps/system/countryCode' });
    expect((await verify({ call: 'countryCodes', count: 1 })).value.ok).toBe(true);
  });

  it('refuses bad input with a clear message', async () => {
    for (const [payload, message] of [
      [{ count: 1 }, 'body: name the call: exactly one of "call" (a catalogue name) or "path"'],
      [{ call: 'login', path: '/wps/session/login', count: 1 }, 'body: name the call'],
      [{ call: 'login' }, 'body: say how many: "count", or "atLeast" and/or "atMost"'],
      [{ call: 'login', count: 1, atLeast: 1 }, 'body: "count" is exact'],
      [{ call: 'login', atLeast: 3, atMost: 1 }, 'body: "atLeast" must not exceed "atMost"'],
      [{ call: 'login', method: 'GET', count: 1 }, 'body: "method" goes with "path"'],
      [{ call: 'login', count: -1 }, 'body.count:'],
      [{ path: 'wps/session/login', count: 1 }, 'body.path: a path starting with "/"'],
      [{ call: 'login', body: ['a'], count: 1 }, 'body.body:'],
      [{ call: 'login', count: 1, extra: true }, 'body: unknown field extra'],
      [{ call: 'logins', count: 1 }, 'body.call: "logins" is no catalogue call; closest: "login"'],
    ] as const) {
      const refused = await verify(payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.message).toContain(message);
    }
  });
});

describe('a request subset', () => {
  it('passes extra fields, compares nested objects in part and arrays whole, and takes a query text for its number', () => {
    expect(differencesOf({ a: { b: 1 } }, { a: { b: 1, c: 2 }, d: 3 })).toEqual([]);
    expect(differencesOf({ list: [1, 2] }, { list: [1, 2, 3] })).toEqual([{ field: 'list', expected: [1, 2], got: [1, 2, 3] }]);
    expect(differencesOf({ page: 2 }, { page: '2' })).toEqual([]);
    expect(differencesOf({ a: { b: 1 } }, { a: null })).toEqual([{ field: 'a', expected: { b: 1 }, got: null }]);
    expect(differencesOf({ x: [{ y: 1 }] }, { x: [{ y: 2 }] })).toEqual([{ field: 'x[0].y', expected: 1, got: 2 }]);
  });
});
