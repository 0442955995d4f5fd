import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { call, makeApp } from '../helpers';

/** A second local server standing in for the real backend: it records what reached it. */
type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let backend: Server;
let backendUrl: string;
const seen: Seen[] = [];

let app: FastifyInstance;
let n = 0;
let world: string;
const headers = (extra: Record<string, string> = {}) => ({ 'x-mock-world': world, ...extra });
const scenario = (patch: object) => call(app, { method: 'PATCH', url: '/__admin/scenario', headers: headers(), payload: patch });
const journal = async () => (await call(app, { method: 'GET', url: '/__admin/requests', headers: headers() })).body?.value;

beforeAll(async () => {
  backend = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      response.setHeader('set-cookie', ['real_session=abc; Path=/', 'theme=dark; Path=/']);
      response.statusCode = request.url!.includes('teapot') ? 418 : 200;
      response.end(JSON.stringify({ success: true, value: { from: 'the real backend', url: request.url } }));
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  app = await makeApp({ backendUrl: `${backendUrl}/` });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => backend.close(resolve));
});
beforeEach(() => {
  world = `pass-${++n}`;
  seen.length = 0;
});

describe('pass-through to a real backend', () => {
  it('forwards the routes the scenario names, as the client sent them, and fakes the rest', async () => {
    await scenario({ passThrough: ['/wps/member'] });
    const forwarded = await call(app, {
      method: 'GET',
      url: '/wps/member/info?lang=EN',
      headers: headers({ authorization: 'real-token-1234' }),
    });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body?.value).toEqual({ from: 'the real backend', url: '/wps/member/info?lang=EN' });
    expect(forwarded.headers['set-cookie']).toEqual(['real_session=abc; Path=/', 'theme=dark; Path=/']);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.authorization).toBe('real-token-1234');
    expect(seen[0]!.headers['x-mock-world']).toBeUndefined();

    const faked = await call(app, { method: 'GET', url: '/wps/system/status', headers: headers() });
    expect(faked.body?.value).toHaveProperty('maintenance');
    expect(seen).toHaveLength(1);
  });

  it('passes the body on byte for byte and the status back, and marks the call in the journal with its password masked', async () => {
    await scenario({ passThrough: ['/^\\/wps\\/session\\/login$/', '/wps/teapot'] });
    const body = '{"type":"username","username":"real01","password":"s3cret!"}';
    const login = await call(app, {
      method: 'POST',
      url: '/wps/session/login',
      headers: headers({ 'content-type': 'application/json' }),
      payload: body,
    });
    expect(login.status).toBe(200);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/wps/session/login', body });
    expect((await call(app, { method: 'GET', url: '/wps/teapot', headers: headers() })).status).toBe(418);

    const [teapot, entry] = await journal();
    expect(teapot).toMatchObject({ path: '/wps/teapot', status: 418, forwardedTo: `${backendUrl}/wps/teapot` });
    expect(entry).toMatchObject({ path: '/wps/session/login', status: 200, forwardedTo: `${backendUrl}/wps/session/login` });
    expect(entry.body).toEqual({ type: 'username', username: 'real01', password: '***' });
  });

  it('keeps the admin API and other worlds to the fake, and applies the scenario faults first', async () => {
    await scenario({ passThrough: ['/'], faults: [{ route: '/wps/game', status: 503 }] });
    expect((await call(app, { method: 'GET', url: '/__admin/scenario', headers: headers() })).body?.value.passThrough).toEqual(['/']);
    expect((await call(app, { method: 'POST', url: '/wps/game/launchGame', headers: headers(), payload: {} })).body?.errorCode).toBe(
      'INJECTED_FAULT',
    );
    expect(
      (await call(app, { method: 'GET', url: '/wps/system/status', headers: { 'x-mock-world': `${world}-other` } })).body?.value,
    ).toHaveProperty('maintenance');
    expect(seen).toHaveLength(0);
    expect((await call(app, { method: 'GET', url: '/lgw/games/popular', headers: headers() })).body?.value.from).toBe('the real backend');
  });

  it('refuses a pattern that could stall the fake, naming the field, and changes nothing', async () => {
    const refused = await scenario({ passThrough: ['/wps', '/(a+)+b/'] });
    expect(refused.status).toBe(400);
    expect(refused.body?.message).toMatch(/passThrough\.1/);
    expect((await call(app, { method: 'GET', url: '/__admin/scenario', headers: headers() })).body?.value.passThrough).toEqual([]);
  });

  it('says so when the real backend cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const lonely = await makeApp({ backendUrl: url, passThrough: ['/wps/member'] });
    const { status, body } = await call(lonely, { method: 'GET', url: '/wps/member/info' });
    expect(status).toBe(502);
    expect(body).toMatchObject({
      success: false,
      errorCode: 'BACKEND_UNREACHABLE',
      message: `${url} could not be reached for /wps/member/info`,
    });
    await lonely.close();
  });

  it('says so when a route is forwarded but the fake has no BACKEND_URL', async () => {
    const alone = await makeApp({ passThrough: ['/wps/member'] });
    const { status, body } = await call(alone, { method: 'GET', url: '/wps/member/info' });
    expect(status).toBe(502);
    expect(body?.errorCode).toBe('PASS_THROUGH_UNSET');
    await alone.close();
  });

  it('refuses a start whose pass-through routes are not patterns it can run', async () => {
    await expect(buildApp({ passThrough: ['/(x*)*/'] })).rejects.toThrow(/the starting scenario is refused: passThrough\.0/);
  });
});

describe('GET /__admin/server', () => {
  it('says where pass-through routes go and where the state is kept', async () => {
    const { body } = await call(app, { method: 'GET', url: '/__admin/server' });
    expect(body?.value).toMatchObject({ backendUrl: `${backendUrl}/`, stateFile: null });
    expect(body?.value.worlds).toBeGreaterThanOrEqual(1);
  });
});
