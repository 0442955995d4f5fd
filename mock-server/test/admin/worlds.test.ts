import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ maxWorlds: 3 });
});
afterAll(() => app.close());

const inWorld = (world: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  call(app, { method, url, headers: { 'x-mock-world': world }, ...(payload && { payload }) });

describe('the world limit', () => {
  it('refuses a new world beyond the limit with 503, saying how many and how to free one, and drops no world', async () => {
    await inWorld('qa-anna', 'POST', '/__admin/clock', { advance: '1h' });
    await inWorld('qa-ben', 'GET', '/wps/system/status');
    const refused = await inWorld('qa-cleo', 'GET', '/wps/system/status');
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'WORLD_LIMIT' });
    expect(refused.body?.message).toMatch(/holds 3 worlds, its limit \(3\).*DELETE \/__admin\/world.*--max-worlds/);
    // The least recently used world is still there, with its state.
    expect((await inWorld('qa-anna', 'GET', '/__admin/clock')).body?.value.offsetMs).toBe(3_600_000);
    expect((await inWorld('default', 'GET', '/wps/system/status')).status).toBe(200);
  });

  it('lists the worlds and frees one on DELETE /__admin/world, after which a new world is made', async () => {
    const listed = await call(app, { method: 'GET', url: '/__admin/worlds' });
    expect(listed.body?.value.limit).toBe(3);
    expect(listed.body?.value.worlds.map((w: { id: string }) => w.id).sort()).toEqual(['default', 'qa-anna', 'qa-ben']);
    expect((await inWorld('qa-cleo', 'DELETE', '/__admin/world')).status).toBe(404);
    expect((await inWorld('qa-ben', 'DELETE', '/__admin/world')).body?.value).toEqual({ deleted: 'qa-ben', worlds: 2 });
    expect((await inWorld('qa-cleo', 'GET', '/wps/system/status')).status).toBe(200);
  });

  it('never deletes the default world', async () => {
    const response = await call(app, { method: 'DELETE', url: '/__admin/world' });
    expect(response.status).toBe(400);
    expect(response.body?.message).toMatch(/default world is never deleted/);
  });

  it('is a start option, checked when the fake starts', async () => {
    await expect(makeApp({ maxWorlds: 0 })).rejects.toThrow(/maxWorlds .* from 1 to 100000/);
    expect((await call(app, { method: 'GET', url: '/__admin/server' })).body?.value.maxWorlds).toBe(3);
  });
});
