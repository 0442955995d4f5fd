import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
beforeEach(() => call(app, { method: 'POST', url: '/__admin/reset' }));
afterAll(() => app.close());

const patch = (payload: unknown, headers: Record<string, string> = {}) =>
  call(app, { method: 'PATCH', url: '/__admin/scenario', payload: payload as object, headers });
const status = (headers: Record<string, string> = {}) =>
  call(app, { method: 'GET', url: '/wps/system/status', headers }).then((r) => r.body?.value);

describe('the admin scenario API', () => {
  it('returns the scenario in force', async () => {
    const { body } = await call(app, { method: 'GET', url: '/__admin/scenario' });
    expect(body?.value).toMatchObject({ name: 'default', systemStatus: 0 });
  });

  it('switches the system to maintenance', async () => {
    expect((await patch({ systemStatus: 1 })).status).toBe(200);
    expect(await status()).toMatchObject({ maintenance: true, regionRestriction: false });
  });

  it('switches to IP restriction with the location given', async () => {
    await patch({ systemStatus: 2, location: { ip: '203.0.113.7', country: 'SG' } });
    expect(await status()).toMatchObject({ regionRestriction: true, location: { ip: '203.0.113.7', country: 'SG' } });
  });

  it('merges a whitelabel flag without touching the others', async () => {
    await patch({ whitelabel: { DIRECTREG3: false } });
    const { body } = await call(app, { method: 'GET', url: '/__admin/scenario' });
    expect(body?.value.whitelabel).toMatchObject({ DIRECTREG3: false, FREEPLAY3: true });
  });

  it('merges one register rule field', async () => {
    await patch({ registerRules: { username: { minLength: 8 } } });
    const { body } = await call(app, { method: 'GET', url: '/wps/system/setting/register' });
    expect(body?.value.username).toMatchObject({ minLength: 8, maxLength: 16, enabled: true });
  });

  it('restores the starting preset on reset', async () => {
    await patch({ systemStatus: 1, location: { country: 'JP' } });
    await call(app, { method: 'POST', url: '/__admin/reset' });
    expect(await status()).toMatchObject({ maintenance: false, location: { country: 'PH' } });
  });

  it('loads another preset by name', async () => {
    const { status: code } = await call(app, { method: 'PUT', url: '/__admin/scenario', payload: { name: 'ip-restricted' } });
    expect(code).toBe(200);
    expect(await status()).toMatchObject({ regionRestriction: true, location: { country: 'SG' } });
  });

  it('lists the presets', async () => {
    const { body } = await call(app, { method: 'GET', url: '/__admin/scenarios' });
    expect(body?.value).toEqual(expect.arrayContaining(['default', 'maintenance', 'ip-restricted']));
  });
});

describe('bad admin bodies', () => {
  it.each([
    [{ systemStatus: 3 }, 'body.systemStatus'],
    [{ systemStatus: '1' }, 'body.systemStatus'],
    [{ location: { ip: 7 } }, 'body.location.ip'],
    [{ whitelabel: { NOTAFLAG3: true } }, 'NOTAFLAG3'],
    [{ bogus: true }, 'unknown field bogus'],
    [{ faults: [{ route: '/wps', rate: 1 }] }, 'body.faults.0'],
    [{ faults: [{ route: '/([/', status: 500 }] }, 'not a valid regular expression'],
    [[1, 2], 'body'],
  ])('refuses %j with 400 naming %s and changes nothing', async (payload, named) => {
    const before = (await call(app, { method: 'GET', url: '/__admin/scenario' })).body?.value;
    const { status: code, body } = await patch(payload);
    expect(code).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(body?.message).toContain(named);
    expect((await call(app, { method: 'GET', url: '/__admin/scenario' })).body?.value).toEqual(before);
  });

  it('refuses a register rule for a field that would end up incomplete', async () => {
    const fresh = await makeApp({
      scenario: { ...(await call(app, { method: 'GET', url: '/__admin/scenario' })).body?.value, registerRules: {} },
    });
    const { status: code, body } = await call(fresh, {
      method: 'PATCH',
      url: '/__admin/scenario',
      payload: { registerRules: { wechat: { enabled: true } } },
    });
    expect(code).toBe(400);
    expect(body?.message).toContain('registerRules.wechat');
    await fresh.close();
  });

  it('refuses an unknown preset name', async () => {
    const { status: code, body } = await call(app, { method: 'PUT', url: '/__admin/scenario', payload: { name: 'nope' } });
    expect(code).toBe(400);
    expect(body?.message).toContain('no preset "nope"');
  });
});

describe('worlds', () => {
  it('keeps a named world apart from the default one', async () => {
    await patch({ systemStatus: 1 }, { 'x-mock-world': 'worker-1' });
    expect(await status({ 'x-mock-world': 'worker-1' })).toMatchObject({ maintenance: true });
    expect(await status()).toMatchObject({ maintenance: false });
    expect(await status({ 'x-mock-world': 'worker-2' })).toMatchObject({ maintenance: false });
  });

  it('picks the world from the mock_world cookie for browsers', async () => {
    await patch({ systemStatus: 2 }, { cookie: 'mock_world=browser-a' });
    expect(await status({ cookie: 'mock_world=browser-a' })).toMatchObject({ regionRestriction: true });
    expect(await status({ 'x-mock-world': 'browser-a' })).toMatchObject({ regionRestriction: true });
  });

  it('resets only the caller world', async () => {
    await patch({ systemStatus: 1 }, { 'x-mock-world': 'keep' });
    await patch({ systemStatus: 1 }, { 'x-mock-world': 'drop' });
    await call(app, { method: 'POST', url: '/__admin/reset', headers: { 'x-mock-world': 'drop' } });
    expect(await status({ 'x-mock-world': 'keep' })).toMatchObject({ maintenance: true });
    expect(await status({ 'x-mock-world': 'drop' })).toMatchObject({ maintenance: false });
  });

  it('refuses a malformed world id', async () => {
    const { status: code, body } = await call(app, { method: 'GET', url: '/wps/system/status', headers: { 'x-mock-world': '../etc' } });
    expect(code).toBe(400);
    expect(body?.message).toContain('X-Mock-World');
  });
});

describe('the QA console', () => {
  it('is a page of the fake that drives the admin API', async () => {
    const response = await app.inject({ method: 'GET', url: '/__admin' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>QA console');
    expect(response.body).toContain('DIRECTREG3');
    expect(response.body).toContain("'/__admin/scenario'");
  });

  it('carries a script that parses (a stray escape in the page template breaks every control)', async () => {
    const { body } = await app.inject({ method: 'GET', url: '/__admin' });
    const script = /<script>([\s\S]*)<\/script>/.exec(body)?.[1];
    expect(script).toContain("'/__admin/server'");
    expect(() => new Function(script!)).not.toThrow();
  });
});

describe('the provider-state endpoint', () => {
  it('sets a state up on the caller world and answers its values', async () => {
    const headers = { 'x-mock-world': 'pact-1' };
    const { body } = await call(app, {
      method: 'POST',
      url: '/__admin/pact-state',
      headers,
      payload: { state: 'a playable slot exists', action: 'setup' },
    });
    expect(body).toEqual({ nodeId: expect.any(Number) });
    await call(app, { method: 'POST', url: '/__admin/pact-state', headers, payload: { state: 'the site is under maintenance' } });
    expect((await call(app, { method: 'GET', url: '/wps/system/status', headers })).body?.value.maintenance).toBe(true);
    await call(app, {
      method: 'POST',
      url: '/__admin/pact-state',
      headers,
      payload: { state: 'the site is under maintenance', action: 'teardown' },
    });
    expect((await call(app, { method: 'GET', url: '/wps/system/status', headers })).body?.value.maintenance).toBe(false);
  });

  it('refuses a state it does not know, naming it', async () => {
    const { status, body } = await call(app, { method: 'POST', url: '/__admin/pact-state', payload: { state: 'the moon is full' } });
    expect(status).toBe(400);
    expect(body?.message).toBe('body.state: no provider state "the moon is full"');
  });

  it.each(['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'])(
    'refuses %s, a name every object has, as a state it does not know',
    async (state) => {
      const { status, body } = await call(app, { method: 'POST', url: '/__admin/pact-state', payload: { state } });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, errorCode: 'VALIDATION_FAILED', message: `body.state: no provider state "${state}"` });
    },
  );

  it('places a pending deposit for the player, which QA then sees', async () => {
    const headers = { 'x-mock-world': 'pact-deposit' };
    const payload = { state: 'the player has a pending deposit', params: { username: 'player01', amount: 750 } };
    const { body } = await call(app, { method: 'POST', url: '/__admin/pact-state', headers, payload });
    expect(body).toEqual({ orderNo: expect.stringMatching(/^D\d{8}$/) });
    const orders = (await call(app, { method: 'GET', url: '/__admin/orders', headers })).body?.value;
    expect(orders).toEqual([
      expect.objectContaining({
        orderNo: (body as { orderNo?: string } | undefined)?.orderNo,
        amount: 750,
        status: 'PENDING',
        username: 'player01',
      }),
    ]);
  });

  it('gives the player an unread message and an answer from the service agent', async () => {
    const headers = { 'x-mock-world': 'pact-service' };
    const message = { state: 'the player has an unread message', params: { username: 'player01', title: 'Hello' } };
    const { body } = await call(app, { method: 'POST', url: '/__admin/pact-state', headers, payload: message });
    expect(body).toEqual({ inboxId: expect.any(Number) });
    const answer = { state: 'the service agent has answered the player', params: { username: 'agent42', text: 'Welcome, VIP' } };
    await call(app, { method: 'POST', url: '/__admin/pact-state', headers, payload: answer });
    const chats = (await call(app, { method: 'GET', url: '/__admin/chat', headers })).body?.value;
    expect(chats).toEqual([expect.objectContaining({ username: 'agent42', queue: 'VIP', unreadByPlayer: 1 })]);
  });

  it.each([
    'the player is logged in',
    'the player has a favourite slot',
    'the player has played a slot',
    'the player has a pending deposit',
    'the player has an unread message',
    'the service agent has answered the player',
  ])('refuses "%s" for a player who does not exist, naming the player', async (state) => {
    const payload = { state, params: { username: 'nobody42' } };
    const { status, body } = await call(app, { method: 'POST', url: '/__admin/pact-state', payload });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, errorCode: 'VALIDATION_FAILED', message: 'params.username: no player "nobody42"' });
  });

  it('refuses a state whose parameters the scenario cannot take, with 400', async () => {
    const payload = { state: 'requests to a route fail with 503', params: { route: '/([/' } };
    const { status, body } = await call(app, { method: 'POST', url: '/__admin/pact-state', payload });
    expect(status).toBe(400);
    expect(body?.message).toContain('the provider state could not be set');
  });
});
