import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { requestKey } from '../../src/platform/recordings';

/** A second Fastify app standing in for the real backend; it counts what reached it. */
let backend: FastifyInstance;
let backendUrl: string;
let reached = 0;
let app: FastifyInstance;

const REAL_TOKEN = 'real-session-token-abcdef123456';
const PASSWORD = 's3cret-pass!';
const as = (world: string) => ({ 'x-mock-world': world, 'content-type': 'application/json' });
const admin = (world: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  call(app, { method, url, headers: payload ? as(world) : { 'x-mock-world': world }, ...(payload && { payload }) });
const status = (world: string, host: string) => call(app, { method: 'GET', url: `/wps/system/status?host=${host}`, headers: as(world) });
const login = (world: string) =>
  call(app, {
    method: 'POST',
    url: '/wps/session/login',
    headers: as(world),
    payload: { type: 'username', username: 'real01', password: PASSWORD, captcha: 'x7k2' },
  });

beforeAll(async () => {
  backend = Fastify();
  backend.addHook('onRequest', async () => void reached++);
  backend.get('/wps/system/status', async (request) => ({
    success: true,
    value: { maintenance: true, from: 'the real backend', host: (request.query as { host: string }).host },
  }));
  backend.post('/wps/session/login', async (request) => ({
    success: true,
    value: { token: REAL_TOKEN, username: (request.body as { username: string }).username },
  }));
  backend.get('/wps/system/whitelabel', async () => ({ success: true, value: { from: 'the real backend' } }));
  backendUrl = await backend.listen({ port: 0, host: '127.0.0.1' });
  app = await makeApp({ backendUrl });
});
afterAll(async () => {
  await app.close();
  await backend.close();
});

describe('record what the real backend answered, replay it as a world overlay', () => {
  it('records the named calls, saves them into world B, which answers them without the backend and fakes the rest', async () => {
    const A = 'rec-a';
    await admin(A, 'PATCH', '/__admin/scenario', { passThrough: ['/wps/system/status', '/wps/session/login', '/wps/system/whitelabel'] });
    const started = await admin(A, 'POST', '/__admin/recordings', { calls: ['systemStatus', '/wps/session/login'] });
    expect(started.status).toBe(201);
    const id = started.body?.value.id as string;
    expect(started.body?.value).toMatchObject({ world: A, running: true, calls: ['systemStatus', '/wps/session/login'] });

    expect((await status(A, 'a.example')).body?.value).toMatchObject({ from: 'the real backend', host: 'a.example' });
    expect((await status(A, 'b.example')).body?.value.host).toBe('b.example');
    expect((await login(A)).body?.value.token).toBe(REAL_TOKEN);
    // Forwarded, but not a call this recording keeps.
    expect((await call(app, { method: 'GET', url: '/wps/system/whitelabel', headers: as(A) })).body?.value.from).toBe('the real backend');
    expect(reached).toBe(4);

    const listed = await admin(A, 'GET', '/__admin/recordings');
    expect(listed.body?.value).toHaveLength(1);
    expect(listed.body?.value[0].answers.map((a: { call: string }) => a.call)).toEqual(['systemStatus', 'systemStatus', 'login']);

    // Secrets: the token keeps its last 4 characters, the password is nowhere, not even in the match key.
    const full = await admin(A, 'GET', `/__admin/recordings/${id}`);
    const loginAnswer = full.body?.value.answers[2];
    expect(JSON.parse(loginAnswer.body).value.token).toBe('***3456');
    expect(loginAnswer.key).toBe('/wps/session/login null');
    expect(full.body?.value.answers[0].key).toBe('/wps/system/status {"host":"a.example"}');
    expect(full.raw).not.toContain(REAL_TOKEN);
    expect(full.raw).not.toContain(PASSWORD);

    const stopped = await admin(A, 'DELETE', '/__admin/recordings');
    expect(stopped.body?.value.running).toBe(false);
    expect((await status(A, 'c.example')).status).toBe(200);
    expect((await admin(A, 'GET', `/__admin/recordings/${id}`)).body?.value.answers).toHaveLength(3);

    const saved = await admin(A, 'POST', `/__admin/recordings/${id}/save`, { world: 'rec-b' });
    expect(saved.status).toBe(200);
    expect(saved.body?.value).toMatchObject({ world: 'rec-b', saved: 3 });
    expect((await admin('x', 'GET', '/__admin/worlds/rec-b/overlay')).body?.value).toEqual([
      {
        call: 'systemStatus',
        answers: 2,
        requests: ['/wps/system/status {"host":"a.example"}', '/wps/system/status {"host":"b.example"}'],
      },
      { call: 'login', answers: 1, requests: ['/wps/session/login null'] },
    ]);

    await backend.close();
    const before = reached;
    // Exact request first, else the call's latest answer.
    expect((await status('rec-b', 'a.example')).body?.value).toMatchObject({ from: 'the real backend', host: 'a.example' });
    expect((await status('rec-b', 'b.example')).body?.value.host).toBe('b.example');
    expect((await status('rec-b', 'z.example')).body?.value.host).toBe('b.example');
    expect((await login('rec-b')).body?.value.token).toBe('***3456');
    // The rest comes from the fake's domains.
    const whitelabel = await call(app, { method: 'GET', url: '/wps/system/whitelabel', headers: as('rec-b') });
    expect(whitelabel.status).toBe(200);
    expect(whitelabel.body?.value.from).toBeUndefined();
    expect(reached).toBe(before);

    // The overlay travels in the bundle and answers again after an import under another name.
    const bundle = (await app.inject({ method: 'GET', url: '/__admin/worlds/rec-b/export' })).json();
    expect(bundle.overlay).toHaveLength(3);
    expect(JSON.stringify(bundle)).not.toContain(REAL_TOKEN);
    expect((await admin('x', 'POST', '/__admin/worlds/rec-c/import', bundle)).status).toBe(200);
    expect((await status('rec-c', 'a.example')).body?.value.host).toBe('a.example');

    // A copy of the world takes its overlay along.
    expect((await admin('x', 'POST', '/__admin/worlds', { name: 'rec-d', copyOf: 'rec-b' })).status).toBe(201);
    expect((await status('rec-d', 'a.example')).body?.value).toMatchObject({ from: 'the real backend', host: 'a.example' });

    // Removed call by call: the fake answers it again.
    const removed = await admin('x', 'DELETE', '/__admin/worlds/rec-c/overlay?call=systemStatus');
    expect(removed.body?.value).toMatchObject({ removed: 2, overlay: [{ call: 'login', answers: 1 }] });
    expect((await status('rec-c', 'a.example')).body?.value.from).toBeUndefined();
    expect((await admin('x', 'DELETE', '/__admin/worlds/rec-c/overlay')).body?.value.removed).toBe(1);
  });

  it('refuses bad input with a 400 naming the problem, and changes nothing', async () => {
    const W = 'rec-bad';
    const recordings = async () => (await admin(W, 'GET', '/__admin/recordings')).body?.value;
    const noPassThrough = await admin(W, 'POST', '/__admin/recordings', {});
    expect(noPassThrough.status).toBe(400);
    expect(noPassThrough.body?.message).toMatch(/forwards no call/);
    await admin(W, 'PATCH', '/__admin/scenario', { passThrough: ['/wps/system'] });
    for (const [payload, problem] of [
      [{ calls: ['noSuchCall'] }, /"noSuchCall" is neither a catalogue call/],
      [{ calls: 'systemStatus' }, /calls/],
      [{ calls: ['systemStatus'], extra: 1 }, /extra/],
      [{ calls: ['/(a+)+$/'] }, /./],
    ] as const) {
      const refused = await admin(W, 'POST', '/__admin/recordings', payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body?.message).toMatch(problem);
    }
    expect(await recordings()).toEqual([]);

    const started = await admin(W, 'POST', '/__admin/recordings', { calls: ['systemStatus'] });
    const id = started.body?.value.id as string;
    expect((await admin(W, 'POST', '/__admin/recordings', {})).status).toBe(409);
    expect((await admin(W, 'POST', `/__admin/recordings/${id}/save`, { world: 'rec-bad-b' })).status).toBe(409);
    expect((await admin(W, 'POST', `/__admin/recordings/${id}/stop`)).body?.value.running).toBe(false);
    const empty = await admin(W, 'POST', `/__admin/recordings/${id}/save`, { world: 'rec-bad-b' });
    expect(empty.status).toBe(400);
    expect(empty.body?.message).toMatch(/holds no answer/);
    expect((await admin(W, 'POST', `/__admin/recordings/${id}/save`, { world: 'no spaces' })).status).toBe(400);
    expect((await admin(W, 'POST', '/__admin/recordings/rec-x/save', { world: 'ok' })).status).toBe(400);
    expect((await admin(W, 'POST', '/__admin/recordings/rec-99999/stop')).status).toBe(404);
    expect((await admin(W, 'DELETE', '/__admin/recordings')).status).toBe(404);
    expect((await admin(W, 'GET', '/__admin/worlds')).body?.value.worlds.map((w: { id: string }) => w.id)).not.toContain('rec-bad-b');
    expect((await admin(W, 'DELETE', `/__admin/worlds/${W}/overlay?call=systemStatus`)).status).toBe(400);

    // A bundle whose overlay is not recorded answers is refused whole: no world is made.
    const bundle = (await app.inject({ method: 'GET', url: `/__admin/worlds/${W}/export` })).json();
    const bad = await admin(W, 'POST', '/__admin/worlds/rec-bad-c/import', { ...bundle, overlay: [{ call: 'systemStatus' }] });
    expect(bad.status).toBe(400);
    expect(bad.body?.message).toMatch(/body\.overlay/);
    expect((await admin(W, 'GET', '/__admin/worlds/rec-bad-c/overlay')).status).toBe(404);

    expect((await admin(W, 'DELETE', `/__admin/recordings/${id}`)).body?.value).toEqual({ deleted: id });
    expect(await recordings()).toEqual([]);
  });

  it('matches a request by call, path and its identifying fields: secrets and volatile fields left out, keys sorted', () => {
    const body = { b: 1, captcha: 'z', a: { password: 'x', nonce: '1', token: 'abc', keep: 2 } };
    expect(requestKey('POST', '/wps/verification/slide', {}, body)).toEqual({
      call: 'slideCheck',
      key: '/wps/verification/slide {"a":{"keep":2},"b":1}',
    });
    expect(requestKey('GET', '/wps/nowhere', { t: '1', q: 'x' }, null)).toEqual({
      call: 'GET /wps/nowhere',
      key: '/wps/nowhere {"q":"x"}',
    });
  });
});
