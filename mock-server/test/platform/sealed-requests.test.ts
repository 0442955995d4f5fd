import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { encryptPayload, freshSeal, importPublicKey, SEAL_WINDOW_MS, type EncryptedRequest } from '@portal/contracts';
import { devKeyPair } from '@portal/fixtures';
import { call, makeApp } from '../helpers';
import { clientFor, idempotencyFor } from '../identity-helpers';
import { identityPart } from '../../src/identity/identity-state';
import { fundsPart } from '../../src/wallet/fund-orders';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const publicKey = importPublicKey(devKeyPair.publicKeySpki);
const WITHDRAW = '/wps/relay/passwordCheck/FUND_withdraw';
const UPLINE = '/wps/relay/passwordCheck/FUND_transferUpline';

async function member(username: string, password: string, world = `sealed-${++n}`) {
  const client = clientFor(app, world);
  const token = (await client.login(username, password)).body?.value.token as string;
  const auth = client.auth(token);
  const state = () => app.worlds.get(world);
  return {
    world,
    client,
    auth,
    state,
    main: async () => (await client.get('/wps/v2/wallets/balance', auth)).body?.value.balance[0].availBalance as number,
    orders: () => [...state().part(fundsPart).orders.values()].filter((o) => o.type === 'WITHDRAW').length,
  };
}

/** What an eavesdropper keeps of a sealed request: its exact body and headers, sent again as they were. */
async function captured(payload: object, seal = freshSeal()) {
  return encryptPayload(await publicKey, payload, seal);
}
const send = (sealed: EncryptedRequest, url: string, world: string, extra: Record<string, string> = {}) =>
  call(app, {
    method: 'POST',
    url,
    payload: sealed.body,
    headers: { ...idempotencyFor('POST', url), ...sealed.headers, ...extra, 'x-mock-world': world },
  });

describe('a sealed request is taken once', () => {
  it('refuses a byte-identical replay of a login and issues no second session', async () => {
    const world = `sealed-${++n}`;
    const client = clientFor(app, world);
    const sealed = await captured({ type: 'username', username: 'player01', password: 'Lucky2026', validate: await client.validate() });
    const first = await send(sealed, '/wps/session/login', world);
    expect(first.body?.success).toBe(true);
    const sessions = app.worlds.get(world).part(identityPart).sessions.size;
    const replay = await send(sealed, '/wps/session/login', world);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ success: false, errorCode: 'REQUEST_REPLAYED' });
    expect(replay.body?.message).toMatch(/already received.*send it again/);
    expect(replay.body?.value).toBeUndefined();
    expect(app.worlds.get(world).part(identityPart).sessions.size).toBe(sessions);
  });

  it('refuses six replays of an upline transfer: the money moves once', async () => {
    const agent = await member('a01m1', 'Team2026');
    const before = await agent.main();
    const sealed = await captured({ amount: 10, password: 'Team2026' });
    expect((await send(sealed, UPLINE, agent.world, agent.auth)).body?.success).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      expect((await send(sealed, UPLINE, agent.world, agent.auth)).body?.errorCode).toBe('REQUEST_REPLAYED');
    }
    expect(await agent.main()).toBe(before - 10);
  });

  it('refuses twelve replays of a withdrawal: one order, one hold', async () => {
    const player = await member('player01', 'Lucky2026');
    const sealed = await captured({ amount: 200, password: 'Lucky2026' });
    expect((await send(sealed, WITHDRAW, player.world, player.auth)).body?.value).toMatchObject({ status: 'PENDING' });
    const replays = await Promise.all(Array.from({ length: 12 }, () => send(sealed, WITHDRAW, player.world, player.auth)));
    expect(replays.map((r) => r.body?.errorCode)).toEqual(Array(12).fill('REQUEST_REPLAYED'));
    expect(player.orders()).toBe(1);
    expect(await player.main()).toBe(1300);
  });

  it('takes exactly one of two copies of a withdrawal sent at the same moment', async () => {
    const player = await member('player01', 'Lucky2026');
    const sealed = await captured({ amount: 200, password: 'Lucky2026' });
    const answers = await Promise.all([
      send(sealed, WITHDRAW, player.world, player.auth),
      send(sealed, WITHDRAW, player.world, player.auth),
    ]);
    expect(answers.filter((a) => a.body?.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body?.errorCode === 'REQUEST_REPLAYED')).toHaveLength(1);
    expect(player.orders()).toBe(1);
    expect(await player.main()).toBe(1300);
  });

  it('takes a fresh request of the same payload after refusing a replay', async () => {
    const player = await member('player01', 'Lucky2026');
    const sealed = await captured({ amount: 200, password: 'Lucky2026' });
    await send(sealed, WITHDRAW, player.world, player.auth);
    expect((await send(sealed, WITHDRAW, player.world, player.auth)).body?.errorCode).toBe('REQUEST_REPLAYED');
    const again = await player.client.postEncrypted(WITHDRAW, { amount: 200, password: 'Lucky2026' }, player.auth);
    expect(again.body?.value).toMatchObject({ status: 'PENDING' });
    expect(player.orders()).toBe(2);
    expect(await player.main()).toBe(1100);
  });

  it('counts a nonce in its own world only', async () => {
    const sealed = await captured({ type: 'username', username: 'player01', password: 'Lucky2026', validate: 'x' });
    const [a, b] = [`sealed-${++n}`, `sealed-${++n}`];
    expect((await send(sealed, '/wps/session/login', a)).body?.errorCode).not.toBe('REQUEST_REPLAYED');
    expect((await send(sealed, '/wps/session/login', b)).body?.errorCode).not.toBe('REQUEST_REPLAYED');
  });
});

describe('a sealed request is taken within five minutes of the server clock', () => {
  it.each([
    ['sealed over five minutes ago', -SEAL_WINDOW_MS - 1_000],
    ['sealed over five minutes ahead', SEAL_WINDOW_MS + 1_000],
  ])('refuses a withdrawal %s and changes nothing', async (_when, skew) => {
    const player = await member('player01', 'Lucky2026');
    const sealed = await captured({ amount: 200, password: 'Lucky2026' }, freshSeal(Date.now() + skew));
    const answer = await send(sealed, WITHDRAW, player.world, player.auth);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'REQUEST_EXPIRED' });
    expect(answer.body?.message).toMatch(/more than 5 minutes.*check the device's date and time/);
    expect(player.orders()).toBe(0);
    expect(await player.main()).toBe(1500);
  });

  it('takes a request sealed four minutes ago', async () => {
    const player = await member('player01', 'Lucky2026');
    const sealed = await captured({ amount: 200, password: 'Lucky2026' }, freshSeal(Date.now() - 4 * 60_000));
    expect((await send(sealed, WITHDRAW, player.world, player.auth)).body?.success).toBe(true);
  });

  it('still takes sealed calls after QA moves the world clock by days (browsers keep real time)', async () => {
    const world = `sealed-${++n}`;
    const admin = await call(app, {
      method: 'POST',
      url: '/__admin/clock',
      payload: { advance: '3d' },
      headers: { 'x-mock-world': world },
    });
    expect(admin.status).toBe(200);
    const login = await clientFor(app, world).login('player01', 'Lucky2026');
    expect(login.body?.success).toBe(true);
  });

  it('refuses a captured request whose timestamp was rewritten to now: the seal no longer opens', async () => {
    const player = await member('player01', 'Lucky2026');
    const sealed = await captured({ amount: 200, password: 'Lucky2026' }, freshSeal(Date.now() - SEAL_WINDOW_MS - 1_000));
    const rewritten = await send(sealed, WITHDRAW, player.world, { ...player.auth, 'X-Timestamp': String(Date.now()) });
    expect(rewritten.status).toBe(400);
    expect(rewritten.body?.message).toMatch(/cannot be decrypted/);
    const renonced = await send(sealed, WITHDRAW, player.world, { ...player.auth, 'X-Nonce': freshSeal().nonce });
    expect(renonced.status).toBe(400);
    expect(player.orders()).toBe(0);
  });
});
