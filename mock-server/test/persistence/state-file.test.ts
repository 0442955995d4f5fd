import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { catalogueFor } from '@portal/fixtures';
import { STATE_FORMAT } from '../../src/persistence/state-file';
import { gamesPart } from '../../src/games/games-state';
import { identityPart } from '../../src/identity/identity-state';

const dir = mkdtempSync(join(tmpdir(), 'fake-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const nextFile = () => join(dir, `state-${++files}.json`);
const HOUR = 3_600_000;

const member = (app: FastifyInstance, world: string, token: string) =>
  call(app, { method: 'GET', url: '/wps/member/info', headers: { 'x-mock-world': world, authorization: token } });

describe('a state file', () => {
  it('keeps every world across a restart: users, sessions, favourites, scenario and clock', async () => {
    const file = nextFile();
    const first = await makeApp({ stateFile: file });
    const qa = clientFor(first, 'qa-kept');
    const token = (await qa.login('player01', 'Lucky2026')).body?.value.token as string;
    const game = catalogueFor(20261121).byVendor.get('PG')![3]!;
    await qa.post('/wps/relay/MCSFE_addFavoriteGame', { nodeId: game.nodeId, vendor: 'PG', gameType: 'RNG' }, qa.auth(token));
    await qa.patch('/__admin/scenario', { description: 'kept across restarts', latencyMs: 0 });
    await qa.post('/__admin/clock', { advance: '1h' });
    await first.close();

    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.format).toBe(STATE_FORMAT);
    expect(saved.worlds.map((w: { id: string }) => w.id)).toContain('qa-kept');
    expect(readFileSync(file, 'utf8')).not.toContain('Lucky2026');

    const second = await makeApp({ stateFile: file });
    const again = clientFor(second, 'qa-kept');
    expect((await member(second, 'qa-kept', token)).body?.value.account).toBe('player01');
    expect((await again.get('/wps/relay/MCSFE_getFavoriteGames', again.auth(token))).body?.value).toEqual([game.nodeId]);
    expect((await again.get('/__admin/scenario')).body?.value.description).toBe('kept across restarts');
    expect((await again.get('/__admin/clock')).body?.value.offsetMs).toBeGreaterThanOrEqual(HOUR);
    // The session still expires on the world's clock after the restart.
    await again.post('/__admin/clock', { advance: '2h' });
    expect((await member(second, 'qa-kept', token)).status).toBe(401);
    // Other worlds start from the preset as before.
    expect((await member(second, 'another', token)).status).toBe(401);
    await second.close();
  });

  it('keeps a world’s overlay of recorded answers across a restart', async () => {
    const file = nextFile();
    const first = await makeApp({ stateFile: file });
    const bundle = (await first.inject({ method: 'GET', url: '/__admin/worlds/default/export' })).json();
    const recorded = { success: true, value: { maintenance: true, from: 'the real backend' } };
    const overlay = [
      { call: 'systemStatus', method: 'GET', path: '/wps/system/status', key: 'k', status: 200, body: JSON.stringify(recorded), at: 0 },
    ];
    const imported = await call(first, {
      method: 'POST',
      url: '/__admin/worlds/ov-kept/import',
      headers: { 'content-type': 'application/json' },
      payload: { ...bundle, overlay },
    });
    expect(imported.status).toBe(200);
    await first.close();
    expect(JSON.parse(readFileSync(file, 'utf8')).worlds.find((w: { id: string }) => w.id === 'ov-kept').overlay).toHaveLength(1);

    const second = await makeApp({ stateFile: file });
    const status = await call(second, { method: 'GET', url: '/wps/system/status', headers: { 'x-mock-world': 'ov-kept' } });
    expect(status.body?.value).toMatchObject({ from: 'the real backend' });
    await second.close();
  });

  it('is written on the first start, so QA sees where the state lives', async () => {
    const file = nextFile();
    const app = await makeApp({ stateFile: file });
    await app.close();
    expect(JSON.parse(readFileSync(file, 'utf8')).worlds[0].id).toBe('default');
  });

  it.each([
    ['cut short', '{"format":"portal-fake-state","version":1,"worl', /is not valid JSON/],
    ['empty', '', /is not valid JSON/],
    ['foreign', '{"name":"my notes","items":[1,2,3]}', /is not a state file of the fake .*refusing to overwrite it/],
    ['another version', '{"format":"portal-fake-state","version":9,"savedAt":1,"worlds":[]}', /has version 9; this fake reads version 1/],
    [
      'damaged',
      '{"format":"portal-fake-state","version":1,"savedAt":1,"worlds":[{"id":"a b","scenario":{},"clockOffsetMs":0,"state":{}}]}',
      /is damaged at worlds\.0\.id/,
    ],
    [
      'a scenario the fake refuses',
      '{"format":"portal-fake-state","version":1,"savedAt":1,"worlds":[{"id":"w","scenario":{"latencyMs":-1},"clockOffsetMs":0,"state":{}}]}',
      /world "w" \(worlds\.0\) has a scenario this fake refuses/,
    ],
  ])('refuses a %s file, naming the file and the problem, and leaves it as it was', async (_kind, text, problem) => {
    const file = nextFile();
    writeFileSync(file, text);
    const start = makeApp({ stateFile: file });
    await expect(start).rejects.toThrow(problem);
    await expect(start).rejects.toThrow(`state file ${file}:`);
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('refuses state parts this fake does not have or of another kind', async () => {
    const good = nextFile();
    await (await makeApp({ stateFile: good })).close();
    const saved = JSON.parse(readFileSync(good, 'utf8'));
    for (const [change, problem] of [
      [(s: any) => (s.worlds[0].state.wallets = {}), /default\.wallets: not part of this fake's state/],
      [(s: any) => (s.worlds[0].state.identity.users = 5), /default\.identity\.users: expected a map/],
      [(s: any) => (s.worlds[0].state.identity.nextId = 'x'), /default\.identity\.nextId: expected a number/],
    ] as const) {
      const copy = structuredClone(saved);
      change(copy);
      const file = nextFile();
      writeFileSync(file, JSON.stringify(copy));
      await expect(makeApp({ stateFile: file })).rejects.toThrow(problem);
    }
  });

  it('written before the domains registered their own parts, loads into them unchanged', async () => {
    // Saved by the fake whose World listed every part itself: player01 logged in, starred a game, moved the clock an hour.
    const text = readFileSync(new URL('./fixtures/state-before-parts.json', import.meta.url), 'utf8');
    const legacy = JSON.parse(text).worlds[0];
    const file = nextFile();
    writeFileSync(file, text);
    const app = await makeApp({ stateFile: file });
    const world = app.worlds.get('legacy');
    expect(world.snapshot()).toEqual(legacy);
    const player = world.part(identityPart).findUser('player01')!;
    expect([...world.part(gamesPart).favouritesOf(player.id)]).toEqual([100004]);
    expect(world.clock.offset).toBe(HOUR);
    await app.close();
  });
});
