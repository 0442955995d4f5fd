import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
beforeEach(() => call(app, { method: 'POST', url: '/__admin/reset' }));
afterAll(() => app.close());

const patch = (payload: object) => call(app, { method: 'PATCH', url: '/__admin/scenario', payload });

describe('latency and faults', () => {
  it('fails a matching route with the status given', async () => {
    await patch({ faults: [{ route: '/wps/system/domainRoute', status: 503 }] });
    const { status, body } = await call(app, { method: 'GET', url: '/wps/system/domainRoute' });
    expect(status).toBe(503);
    expect(body).toMatchObject({ success: false, errorCode: 'INJECTED_FAULT' });
    expect((await call(app, { method: 'GET', url: '/wps/system/status' })).status).toBe(200);
  });

  it('matches routes by regular expression', async () => {
    await patch({ faults: [{ route: '/^\\/wps\\/system\\/(status|whitelabel)$/', status: 500 }] });
    expect((await call(app, { method: 'GET', url: '/wps/system/whitelabel' })).status).toBe(500);
    expect((await call(app, { method: 'GET', url: '/wps/system/countryCode' })).status).toBe(200);
  });

  it('fails about the rate given, deterministically for a seed', async () => {
    await patch({ faults: [{ route: '/wps', status: 500, rate: 0.5 }] });
    const results = [];
    for (let i = 0; i < 200; i++) results.push((await call(app, { method: 'GET', url: '/wps/system/countryCode' })).status);
    const failures = results.filter((s) => s === 500).length;
    expect(failures).toBeGreaterThan(70);
    expect(failures).toBeLessThan(130);
  });

  it('drops the connection when asked, on a real socket', async () => {
    const live = await makeApp();
    const address = await live.listen({ port: 0, host: '127.0.0.1' });
    await fetch(`${address}/__admin/scenario`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: [{ route: '/wps/system/status', drop: true }] }),
    });
    await expect(fetch(`${address}/wps/system/status`)).rejects.toThrow(/fetch failed/);
    expect((await fetch(`${address}/wps/system/countryCode`)).status).toBe(200);
    await live.close();
  });

  it('delays answers by the latency given', async () => {
    await patch({ latencyMs: 150 });
    const started = performance.now();
    await call(app, { method: 'GET', url: '/wps/system/countryCode' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('never faults the admin API, so QA can always switch back', async () => {
    await patch({ faults: [{ route: '/', status: 500 }] });
    expect((await call(app, { method: 'GET', url: '/__admin/scenario' })).status).toBe(200);
    expect((await call(app, { method: 'POST', url: '/__admin/reset' })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/wps/system/status' })).status).toBe(200);
  });

  it('journals a dropped connection, so QA sees the fault fired', async () => {
    const live = await makeApp();
    const address = await live.listen({ port: 0, host: '127.0.0.1' });
    const headers = { 'content-type': 'application/json', 'x-mock-world': 'dropped' };
    await fetch(`${address}/__admin/scenario`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ faults: [{ route: '/wps/system/status', drop: true }] }),
    });
    await expect(fetch(`${address}/wps/system/status`, { headers })).rejects.toThrow(/fetch failed/);
    const journal = await (await fetch(`${address}/__admin/requests?status=0`, { headers })).json();
    expect(journal.value).toEqual([expect.objectContaining({ method: 'GET', path: '/wps/system/status', status: 0, dropped: true })]);
    await live.close();
  });
});

describe('fault routes QA sets', () => {
  it('refuses a route that matches no catalogue path, naming it and the closest path, and keeps the scenario', async () => {
    const named = await call(app, {
      method: 'PATCH',
      url: '/__admin/scenario',
      payload: { faults: [{ route: 'GCSGAME_gameList', status: 500 }] },
    });
    expect(named.status).toBe(400);
    expect(named.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(named.body?.message).toMatch(
      /^body\.faults\.0\.route: .*"GCSGAME_gameList" matches no catalogue path.*closest: "\/wps\/relay\/GCSGAME_gameList"/,
    );
    const typo = await call(app, {
      method: 'PATCH',
      url: '/__admin/scenario',
      payload: { faults: [{ route: '/wps/sytem/status', status: 500 }] },
    });
    expect(typo.body?.message).toMatch(/closest: "\/wps\/system\/status"/);
    expect((await call(app, { method: 'GET', url: '/__admin/scenario' })).body?.value.faults).toEqual([]);
  });

  it('refuses a pattern in slashes that matches no catalogue path', async () => {
    const response = await patch({ faults: [{ route: '/^\\/wps\\/nothing$/', status: 500 }] });
    expect(response.status).toBe(400);
    expect(response.body?.message).toMatch(/body\.faults\.0\.route: the pattern .* matches no catalogue path/);
  });

  it('accepts prefixes, a path with its parameter filled and patterns that name a call', async () => {
    for (const route of [
      '/',
      '/wps',
      '/wps/relay/GCSGAME_game',
      '/lgw/draw/GPI_1',
      '/^\\/lgw\\/draw\\/\\d+$/',
      '/^\\/wps\\/system\\/(status|whitelabel)$/',
    ]) {
      const response = await patch({ faults: [{ route, status: 500 }] });
      expect(response.status, `${route}: ${response.body?.message}`).toBe(200);
    }
  });
});
