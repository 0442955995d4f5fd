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
    expect(body).toMatchObject({ success: false, code: 'INJECTED_FAULT' });
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
});
