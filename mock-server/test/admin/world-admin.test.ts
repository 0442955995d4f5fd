import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { MAX_BUNDLE_BYTES } from '../../src/admin/world-bundle';

const DAY = 86_400_000;
let realNow = Date.UTC(2026, 10, 2, 9, 0);
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ now: () => realNow, worldIdleMs: 2 * DAY });
});
afterAll(() => app.close());

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, on = app) =>
  call(on, { method, url, ...(payload && { payload }) });
const ids = async () => (await admin('GET', '/__admin/worlds')).body?.value.worlds.map((w: { id: string }) => w.id).sort();

describe('the worlds API', () => {
  it('lists each world with its preset, clock, times and size', async () => {
    await call(app, { method: 'POST', url: '/__admin/clock', headers: { 'x-mock-world': 'listed' }, payload: { advance: '1h' } });
    const listed = await admin('GET', '/__admin/worlds');
    expect(listed.body?.value).toMatchObject({ idleMs: 2 * DAY });
    const world = listed.body?.value.worlds.find((w: { id: string }) => w.id === 'listed');
    expect(world).toEqual({
      id: 'listed',
      scenario: 'default',
      clock: { now: realNow + 3_600_000, offsetMs: 3_600_000 },
      createdAt: realNow,
      lastUsed: realNow,
      size: expect.any(Number),
    });
    expect(world.size).toBeGreaterThan(1000);
  });

  it('makes a world from a preset, or from the starting one when none is named', async () => {
    const made = await admin('POST', '/__admin/worlds', { name: 'qa-maint', preset: 'maintenance' });
    expect(made.status).toBe(201);
    expect(made.body?.value).toMatchObject({ id: 'qa-maint', scenario: 'maintenance' });
    const status = await call(app, { method: 'GET', url: '/wps/system/status', headers: { 'x-mock-world': 'qa-maint' } });
    expect(status.body?.value).toMatchObject({ maintenance: true });
    expect((await admin('POST', '/__admin/worlds', { name: 'qa-plain' })).body?.value.scenario).toBe('default');
  });

  it('copies a world: its scenario, clock and state, and the two go their own ways after', async () => {
    const anna = clientFor(app, 'qa-source');
    const token = (await anna.login('player01', 'Lucky2026')).body?.value.token as string;
    await anna.patch('/__admin/scenario', { systemStatus: 1 });
    await anna.post('/__admin/clock', { advance: '1h' });
    await anna.patch('/__admin/scenario', { systemStatus: 0 });
    expect((await admin('POST', '/__admin/worlds', { name: 'qa-copy', copyOf: 'qa-source' })).status).toBe(201);
    const copy = clientFor(app, 'qa-copy');
    // The session made in the source lives on in the copy, at the same time.
    expect((await copy.get('/wps/v2/wallets/balance', copy.auth(token))).status).toBe(200);
    expect((await copy.get('/__admin/clock')).body?.value.offsetMs).toBe(3_600_000);
    await copy.patch('/__admin/scenario', { systemStatus: 2 });
    expect((await anna.get('/__admin/scenario')).body?.value.systemStatus).toBe(0);
  });

  it('refuses a bad name, a taken name, an unknown preset or source, and makes nothing', async () => {
    const before = await ids();
    const cases: [object, number, RegExp][] = [
      [{ name: 'a b' }, 400, /^body\.name: a world name is 1 to 64 letters/],
      [{ name: 'x'.repeat(65) }, 400, /^body\.name/],
      [{ name: 'qa-plain' }, 409, /already exists/],
      [{ name: 'qa-new', preset: 'nope' }, 400, /^body\.preset: no preset "nope"; presets: default/],
      [{ name: 'qa-new', copyOf: 'nobody' }, 404, /no world "nobody"/],
      [{ name: 'qa-new', preset: 'default', copyOf: 'qa-plain' }, 400, /^body/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await admin('POST', '/__admin/worlds', payload);
      expect(response.status, JSON.stringify(payload)).toBe(status);
      expect(response.body?.message).toMatch(message);
    }
    expect(await ids()).toEqual(before);
  });

  it('renames a world, keeping its state; never the default one, never onto a name in use', async () => {
    await admin('POST', '/__admin/worlds', { name: 'qa-old' });
    await call(app, { method: 'POST', url: '/__admin/clock', headers: { 'x-mock-world': 'qa-old' }, payload: { advance: '1d' } });
    const renamed = await admin('PATCH', '/__admin/worlds/qa-old', { name: 'qa-renamed' });
    expect(renamed.body?.value).toMatchObject({ id: 'qa-renamed', clock: { offsetMs: DAY } });
    expect(await ids()).not.toContain('qa-old');
    expect((await admin('PATCH', '/__admin/worlds/default', { name: 'other' })).status).toBe(400);
    expect((await admin('PATCH', '/__admin/worlds/qa-renamed', { name: 'qa-plain' })).status).toBe(409);
    expect((await admin('PATCH', '/__admin/worlds/qa-gone', { name: 'qa-x' })).status).toBe(404);
    expect((await admin('PATCH', '/__admin/worlds/qa-renamed', { name: 'bad name' })).body?.message).toMatch(/^body\.name/);
  });

  it('deletes a world by name; never the default one', async () => {
    expect((await admin('DELETE', '/__admin/worlds/qa-renamed')).body?.value).toMatchObject({ deleted: 'qa-renamed' });
    expect((await admin('DELETE', '/__admin/worlds/qa-renamed')).status).toBe(404);
    expect((await admin('DELETE', '/__admin/worlds/default')).status).toBe(400);
    expect((await admin('DELETE', '/__admin/worlds/a%20b')).body?.message).toMatch(/^params\.id/);
  });

  it('drops worlds left idle for the setting, never the default one', async () => {
    await admin('POST', '/__admin/worlds', { name: 'qa-idle' });
    realNow += DAY;
    await call(app, { method: 'GET', url: '/wps/system/status', headers: { 'x-mock-world': 'qa-plain' } });
    realNow += DAY + 1;
    const left = await ids();
    expect(left).toContain('qa-plain');
    expect(left).toContain('default');
    expect(left).not.toContain('qa-idle');
  });
});

describe('export and import', () => {
  it('reproduces a world on another machine: the same calls answer the same', async () => {
    const qa = clientFor(app, 'qa-bug');
    const token = (await qa.login('player01', 'Lucky2026')).body?.value.token as string;
    await qa.patch('/__admin/scenario', { whitelabel: { DIRECTREG3: false } });
    await qa.post('/__admin/clock', { advance: '90m' });
    const pages = async (client: ReturnType<typeof clientFor>) =>
      Promise.all(
        ['/wps/v2/wallets/balance', '/wps/member/security', '/__admin/scenario'].map(
          async (url) => (await client.get(url, client.auth(token))).body,
        ),
      );
    const there = await pages(qa);
    expect(there.map((page) => page?.success)).toEqual([true, true, true]);
    const exported = await admin('GET', '/__admin/worlds/qa-bug/export');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="world-qa-bug.json"');
    expect(exported.body).toMatchObject({ format: 'portal-fake-world', version: 1, world: 'qa-bug' });
    expect(JSON.stringify(exported.body)).not.toContain('Lucky2026');

    // Another fake, a week later by its own clock.
    const elsewhere = await makeApp({ now: () => realNow + 7 * DAY });
    try {
      const imported = await call(elsewhere, {
        method: 'POST',
        url: '/__admin/worlds/dev-copy/import',
        payload: exported.raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(imported.status).toBe(200);
      expect(imported.body?.value).toMatchObject({
        id: 'dev-copy',
        clock: { now: realNow + 90 * 60_000, offsetMs: 90 * 60_000 - 7 * DAY },
      });
      expect(await pages(clientFor(elsewhere, 'dev-copy'))).toEqual(there);
      const journal = await call(elsewhere, { method: 'GET', url: '/__admin/requests?limit=5', headers: { 'x-mock-world': 'dev-copy' } });
      expect(journal.body?.value.map((e: { path: string }) => e.path)).toContain('/wps/member/security');
    } finally {
      await elsewhere.close();
    }
  });

  it('refuses a malformed, foreign, wrong-version or oversized bundle with 400 and changes nothing', async () => {
    const good = (await admin('GET', '/__admin/worlds/qa-plain/export')).body as Record<string, any>;
    const before = (await admin('GET', '/__admin/worlds')).body?.value.worlds;
    const cases: [unknown, RegExp][] = [
      [{ ...good, format: 'something-else' }, /^body\.format: not an exported world/],
      [{ ...good, version: 2 }, /^body\.version: this fake reads version 1 bundles, got 2/],
      [{ ...good, clock: { now: 'soon', offsetMs: 0 } }, /^body\.clock\.now/],
      [{ ...good, extra: 1 }, /^body: unknown field extra/],
      [{ ...good, scenario: { ...good.scenario, latencyMs: -1 } }, /^body\.scenario\.latencyMs/],
      [{ ...good, state: { ...good.state, nothing: {} } }, /^body\.state: .*nothing: not part of this fake's state/],
      [{ ...good, journal: [{ at: 'x' }] }, /^body\.journal\.0/],
      [[], /^body\.format/],
    ];
    for (const [payload, message] of cases) {
      const response = await call(app, { method: 'POST', url: '/__admin/worlds/qa-plain/import', payload: payload as object });
      expect(response.status, String(message)).toBe(400);
      expect(response.body?.message).toMatch(message);
      expect(response.body?.message).toMatch(/no world was changed$/);
    }
    const notJson = await call(app, {
      method: 'POST',
      url: '/__admin/worlds/qa-plain/import',
      payload: '{"format":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const big = JSON.stringify({ ...good, padding: 'x'.repeat(MAX_BUNDLE_BYTES) });
    const oversized = await call(app, {
      method: 'POST',
      url: '/__admin/worlds/qa-plain/import',
      payload: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(oversized.status).toBe(400);
    expect(oversized.body?.message).toMatch(/^body: a bundle is at most 8 MB/);
    const badName = await call(app, { method: 'POST', url: '/__admin/worlds/a%20b/import', payload: good });
    expect(badName.body?.message).toMatch(/^params\.id: a world name/);
    expect((await admin('GET', '/__admin/worlds')).body?.value.worlds).toEqual(before);
    expect((await admin('GET', '/__admin/worlds/nobody/export')).status).toBe(404);
  });
});

describe('an imported world and the state file', () => {
  it('keeps a world that runs behind real time (a negative offset) across a restart, with when it was made', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-worlds-'));
    const file = join(dir, 'state.json');
    try {
      const bundle = (await admin('GET', '/__admin/worlds/qa-plain/export')).raw;
      const later = realNow + 3 * DAY;
      const first = await makeApp({ now: () => later, stateFile: file });
      const imported = await call(first, {
        method: 'POST',
        url: '/__admin/worlds/behind/import',
        payload: bundle,
        headers: { 'content-type': 'application/json' },
      });
      expect(imported.body?.value.clock.offsetMs).toBeLessThan(0);
      const madeAt = imported.body?.value.createdAt;
      await first.close();
      const second = await makeApp({ now: () => later, stateFile: file });
      try {
        const listed = (await admin('GET', '/__admin/worlds', undefined, second)).body?.value.worlds;
        expect(listed.find((w: { id: string }) => w.id === 'behind')).toMatchObject({
          clock: imported.body?.value.clock,
          createdAt: madeAt,
        });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('X-Mock-Now', () => {
  const nowOf = (response: { headers: Record<string, unknown> }) => Number(response.headers['x-mock-now']);

  it("carries the caller's world's time on every answer, errors and unknown paths included", async () => {
    const world = { 'x-mock-world': 'qa-now' };
    await call(app, { method: 'POST', url: '/__admin/clock', headers: world, payload: { advance: '5d' } });
    const expected = realNow + 5 * DAY;
    expect(nowOf(await call(app, { method: 'GET', url: '/wps/system/status', headers: world }))).toBe(expected);
    expect(nowOf(await call(app, { method: 'GET', url: '/wps/nothing-here', headers: world }))).toBe(expected);
    const refused = await call(app, { method: 'POST', url: '/__admin/clock', headers: world, payload: { advance: 'soon' } });
    expect(refused.status).toBe(400);
    expect(nowOf(refused)).toBe(expected);
    const unauthorised = await call(app, { method: 'GET', url: '/wps/v2/wallets/balance', headers: world });
    expect(unauthorised.status).toBe(401);
    expect(nowOf(unauthorised)).toBe(expected);
    // The answer to a move says the time after it.
    expect(nowOf(await call(app, { method: 'POST', url: '/__admin/clock', headers: world, payload: { advance: '1d' } }))).toBe(
      expected + DAY,
    );
  });

  it('says the real time when the world named is malformed, and the default world when none is named', async () => {
    const malformed = await call(app, { method: 'GET', url: '/wps/system/status', headers: { 'x-mock-world': 'a b' } });
    expect(malformed.status).toBe(400);
    expect(nowOf(malformed)).toBe(realNow);
    expect(nowOf(await call(app, { method: 'GET', url: '/__admin/worlds' }))).toBe(realNow);
  });
});
