import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { relayPath, Relay } from '@portal/contracts';
import { call, makeApp } from '../helpers';

const game = {
  nodeId: 1,
  gameType: 'RNG',
  vassalage: 'PG',
  nodeTypeManageId: 1,
  defaultLanguage: 'EN',
  gameName: 'Fortune Ox',
  displayName: 'Fortune Ox',
  defaultIcon: '/i.png',
  showIcon: '/i.png',
  isHot: 1,
  minBet: 1,
  minLineNum: 1,
  gameClassify: 'slot',
};
/** The real backend, drifted: a number where the contract wants a name, a field gone, a raw body of the wrong shape, an HTML error. */
const drifted = `{ "success": true, "value": { "list": [${JSON.stringify({ ...game, gameName: 42, displayName: undefined })}] } }`;
const answers: Record<string, { status: number; type: string; body: string }> = {
  [relayPath(Relay.hotGames)]: { status: 200, type: 'application/json', body: drifted },
  '/wps/member/info': { status: 502, type: 'text/html', body: '<html><body>Bad gateway</body></html>' },
  '/lgw/draw/LOTTO01': { status: 200, type: 'application/json', body: '{"content":"none"}' },
  '/wps/system/status': { status: 200, type: 'application/json', body: '' },
};

let backend: Server;
let app: FastifyInstance;
let n = 0;
let world: string;
const headers = () => ({ 'x-mock-world': world });
const admin = async (method: 'GET' | 'DELETE', url: string) => (await call(app, { method, url, headers: headers() })).body?.value;

beforeAll(async () => {
  app = await makeApp();
  // A right answer: the fake's own, which keeps the contract.
  answers['/wps/system/status']!.body = (await call(app, { method: 'GET', url: '/wps/system/status' })).raw;
  await app.close();
  backend = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer = answers[request.url!.split('?')[0]!] ?? { status: 404, type: 'application/json', body: '{}' };
      response.writeHead(answer.status, { 'content-type': answer.type, 'x-backend': 'real' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  app = await makeApp({ backendUrl: `http://127.0.0.1:${(backend.address() as AddressInfo).port}` });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => backend.close(resolve));
});
beforeEach(async () => {
  world = `drift-${++n}`;
  await call(app, { method: 'PATCH', url: '/__admin/scenario', headers: headers(), payload: { passThrough: ['/wps', '/lgw'] } });
});

describe('drift report of pass-through', () => {
  it('passes a drifted answer on unchanged and lists where it broke the contract, with what was expected and what came', async () => {
    const forwarded = await app.inject({ method: 'POST', url: relayPath(Relay.hotGames), headers: headers(), payload: {} });
    expect(forwarded.statusCode).toBe(200);
    expect(forwarded.body).toBe(drifted);
    expect(forwarded.headers['x-backend']).toBe('real');

    const [record] = await admin('GET', '/__admin/drift');
    expect(record).toMatchObject({ call: 'hotGames', method: 'POST', path: relayPath(Relay.hotGames), status: 200 });
    expect(record.issues).toEqual([
      { path: 'value.list[0].gameName', expected: 'string', got: 'number' },
      { path: 'value.list[0].displayName', expected: 'string', got: 'missing' },
    ]);
    const [entry] = await admin('GET', '/__admin/requests');
    expect(entry).toMatchObject({ path: relayPath(Relay.hotGames), drift: 2 });
  });

  it('records a body that is not JSON and a raw /lgw answer of the wrong shape, newest first, and clears them', async () => {
    const html = await app.inject({ method: 'GET', url: '/wps/member/info', headers: headers() });
    expect(html.statusCode).toBe(502);
    expect(html.body).toBe(answers['/wps/member/info']!.body);
    await app.inject({ method: 'GET', url: '/lgw/draw/LOTTO01?page=1', headers: headers() });

    const [draws, info] = await admin('GET', '/__admin/drift');
    expect(draws).toMatchObject({
      call: 'pastDraws',
      path: '/lgw/draw/LOTTO01',
      issues: [{ path: 'body.content', expected: 'array', got: 'string' }],
    });
    expect(info).toMatchObject({ call: 'memberInfo', status: 502, issues: [{ path: 'body', expected: 'JSON', got: 'not JSON' }] });

    await admin('DELETE', '/__admin/drift');
    expect(await admin('GET', '/__admin/drift')).toEqual([]);
  });

  it('records nothing for an answer that keeps the contract, and keeps each world to its own drift', async () => {
    const right = await app.inject({ method: 'GET', url: '/wps/system/status', headers: headers() });
    expect(right.body).toBe(answers['/wps/system/status']!.body);
    expect(await admin('GET', '/__admin/drift')).toEqual([]);
    expect((await admin('GET', '/__admin/requests'))[0]).not.toHaveProperty('drift');

    await app.inject({ method: 'POST', url: relayPath(Relay.hotGames), headers: headers(), payload: {} });
    const other = world;
    world = `${other}-other`;
    expect(await admin('GET', '/__admin/drift')).toEqual([]);
    world = other;
    expect(await admin('GET', '/__admin/drift')).toHaveLength(1);
  });
});

describe('the QA console', () => {
  it('lists the drift of its world, as escaped text', async () => {
    const { body } = await app.inject({ method: 'GET', url: '/__admin' });
    expect(body).toContain('<ul id="drift" aria-label="Contract drift">');
    expect(body).toContain("api('GET','/__admin/drift')");
    expect(body).toContain("esc(i.path)+'</code>: expected '+esc(i.expected)+', got '+esc(i.got)");
  });
});
