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

/** A fake listening on a real socket (a dropped connection needs one), with these faults in the world named. */
async function liveWithFaults(world: string, faults: object[]) {
  const live = await makeApp();
  const address = await live.listen({ port: 0, host: '127.0.0.1' });
  const headers = { 'content-type': 'application/json', 'x-mock-world': world };
  await fetch(`${address}/__admin/scenario`, { method: 'PATCH', headers, body: JSON.stringify({ faults }) });
  return { live, address, headers };
}

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
    const { live, address, headers } = await liveWithFaults('drop', [{ route: '/wps/system/status', drop: true }]);
    await expect(fetch(`${address}/wps/system/status`, { headers })).rejects.toThrow(/fetch failed/);
    expect((await fetch(`${address}/wps/system/countryCode`, { headers })).status).toBe(200);
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
    const { live, address, headers } = await liveWithFaults('dropped', [{ route: '/wps/system/status', drop: true }]);
    await expect(fetch(`${address}/wps/system/status`, { headers })).rejects.toThrow(/fetch failed/);
    const journal = await (await fetch(`${address}/__admin/requests?status=0`, { headers })).json();
    expect(journal.value).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/wps/system/status',
        status: 0,
        dropped: true,
        response: null,
        fault: { kind: 'drop', rule: 0, route: '/wps/system/status' },
      }),
    ]);
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

describe('precise faults', () => {
  const status = () => call(app, { method: 'GET', url: '/wps/system/status' });

  it('answers an empty body with the status given, 200 by default, and the call does not run', async () => {
    await patch({ faults: [{ route: '/wps/system/status', kind: 'empty' }] });
    const answer = await status();
    expect([answer.status, answer.raw, answer.headers['content-type']]).toEqual([200, '', 'application/json; charset=utf-8']);
    await patch({ faults: [{ route: '/wps/system/status', kind: 'empty', status: 502 }] });
    expect((await status()).status).toBe(502);
  });

  it('answers a body that says JSON and is not', async () => {
    await patch({ faults: [{ route: '/wps/system/status', kind: 'malformed-json' }] });
    const answer = await status();
    expect(answer.status).toBe(200);
    expect(answer.body).toBeUndefined();
    expect(() => JSON.parse(answer.raw)).toThrow();
  });

  it("cuts the call's own answer to half, after the call ran", async () => {
    const whole = (await status()).raw;
    await patch({ faults: [{ route: '/wps/system/status', kind: 'truncated' }] });
    const answer = await status();
    expect(answer.status).toBe(200);
    expect(answer.raw).toBe(whole.slice(0, Math.floor(whole.length / 2)));
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.raw));
  });

  it('answers kind "status" with the error envelope, 500 by default', async () => {
    await patch({ faults: [{ route: '/wps/system/status', kind: 'status' }] });
    const answer = await status();
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'INJECTED_FAULT' });
  });

  it('drops the connection for kind "drop", on a real socket', async () => {
    const { live, address, headers } = await liveWithFaults('kind-drop', [{ route: '/wps/system/status', kind: 'drop', times: 1 }]);
    await expect(fetch(`${address}/wps/system/status`, { headers })).rejects.toThrow(/fetch failed/);
    expect((await fetch(`${address}/wps/system/status`, { headers })).status).toBe(200);
    await live.close();
  });

  it('fails the next N matching calls, then lets them pass; a new scenario arms it again', async () => {
    const faults = [{ route: '/wps/system/status', status: 503, times: 2 }];
    await patch({ faults });
    expect([(await status()).status, (await status()).status, (await status()).status]).toEqual([503, 503, 200]);
    expect((await call(app, { method: 'GET', url: '/wps/system/countryCode' })).status).toBe(200);
    await patch({ faults });
    expect((await status()).status).toBe(503);
  });

  it('goes on to the next matching fault once one has no calls left', async () => {
    await patch({
      faults: [
        { route: '/wps/system/status', status: 503, times: 1 },
        { route: '/wps/system', kind: 'empty' },
      ],
    });
    expect((await status()).status).toBe(503);
    expect((await status()).raw).toBe('');
  });

  it('delays one route by its own latency, fixed or drawn from a range, and leaves the others alone', async () => {
    await patch({ faults: [{ route: '/wps/system/status', latencyMs: 120 }] });
    let started = performance.now();
    expect((await status()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    await patch({ faults: [{ route: '/wps/system/status', latencyMs: { min: 60, max: 90 } }] });
    started = performance.now();
    await status();
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    const entry = (await call(app, { method: 'GET', url: '/__admin/requests?limit=1' })).body?.value[0];
    expect(entry.fault).toMatchObject({ kind: 'latency', rule: 0, route: '/wps/system/status' });
    expect(entry.fault.latencyMs).toBeGreaterThanOrEqual(60);
    expect(entry.fault.latencyMs).toBeLessThanOrEqual(90);
  });

  it('refuses a fault that contradicts itself, naming the field, and keeps the faults in force', async () => {
    await patch({ faults: [{ route: '/wps/system/status', status: 503 }] });
    for (const [fault, message] of [
      [{ route: '/wps/system/status', kind: 'drop', status: 500 }, 'body.faults.0: a dropped connection sends no status'],
      [{ route: '/wps/system/status', kind: 'teapot' }, 'body.faults.0.kind:'],
      [{ route: '/wps/system/status', status: 500, times: 0 }, 'body.faults.0.times:'],
      [{ route: '/wps/system/status', latencyMs: { min: 5, max: 1 } }, 'body.faults.0.latencyMs:'],
    ] as const) {
      const refused = await patch({ faults: [fault] });
      expect(refused.status, JSON.stringify(fault)).toBe(400);
      expect(refused.body?.message).toContain(message);
    }
    expect((await call(app, { method: 'GET', url: '/__admin/scenario' })).body?.value.faults).toEqual([
      { route: '/wps/system/status', status: 503, rate: 1 },
    ]);
  });
});
