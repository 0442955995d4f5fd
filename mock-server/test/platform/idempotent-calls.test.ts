import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { IDEMPOTENCY_WINDOW_MS, type CallEntry } from '@portal/contracts';
import { buildApp } from '../../src/app';
import { defineCall } from '../../src/platform/define-call';
import { IdempotentAnswers } from '../../src/platform/idempotent-answers';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';
import { fundsPart } from '../../src/wallet/fund-orders';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const TRANSFER = '/wps/relay/GCS_walletTransfer';
const toGame = { fromWallet: 'MAIN', toWallet: 'JILI', amount: 100 };

async function player(username = 'player01', password = 'Lucky2026', world = `once-${++n}`) {
  const client = clientFor(app, world);
  const token = (await client.login(username, password)).body?.value.token as string;
  const auth = client.auth(token);
  const main = async () => (await client.get('/wps/v2/wallets/balance', auth)).body?.value.balance[0].availBalance as number;
  const transfer = (key: string | undefined, body: object = toGame) =>
    client.post(TRANSFER, body, { ...auth, ...(key === undefined ? {} : { 'idempotency-key': key }) });
  return { client, auth, world, main, transfer };
}

describe('a money call with an Idempotency-Key', () => {
  it('moves money once for a repeated wallet transfer and answers the first answer again, marked as replayed', async () => {
    const p = await player();
    const before = await p.main();
    const first = await p.transfer('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(first.body?.success).toBe(true);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await p.transfer('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await p.main()).toBe(before - 100);
  });

  it('refuses the same key with another body (422 IDEMPOTENCY_KEY_REUSED) and changes nothing', async () => {
    const p = await player();
    const before = await p.main();
    await p.transfer('key-for-one-action');
    const other = await p.transfer('key-for-one-action', { ...toGame, amount: 200 });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await p.main()).toBe(before - 100);
  });

  it('lets exactly one of two copies sent at once take effect', async () => {
    const p = await player();
    const before = await p.main();
    const answers = await Promise.all([p.transfer('double-tap-0001'), p.transfer('double-tap-0001')]);
    expect(await p.main()).toBe(before - 100);
    const [done, copy] = answers.sort(
      (a, b) => Number(a.headers['idempotent-replayed'] ?? 0) - Number(b.headers['idempotent-replayed'] ?? 0),
    );
    expect(done!.body?.success).toBe(true);
    // The copy either found the first still running (409) or its answer (the same answer, replayed).
    if (copy!.status === 409) expect(copy!.body?.errorCode).toBe('REQUEST_IN_PROGRESS');
    else expect(copy!.body).toEqual(done!.body);
  });

  it('refuses a flagged call without the key with 400 naming the header, and changes nothing', async () => {
    const p = await player();
    const before = await p.main();
    const missing = await call(app, { method: 'POST', url: TRANSFER, payload: toGame, headers: { ...p.auth, 'x-mock-world': p.world } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_KEY_MISSING' });
    expect(missing.body?.message).toContain('Idempotency-Key');
    expect((await p.transfer('short')).status).toBe(400);
    expect(await p.main()).toBe(before);
  });

  it('keeps keys per player and per world: the same key elsewhere is a new action', async () => {
    const world = `once-${++n}`;
    const [one, two] = [await player('player01', 'Lucky2026', world), await player('agent01', 'Agent2026', world)];
    const elsewhere = await player();
    const before = [await one.main(), await two.main(), await elsewhere.main()];
    for (const p of [one, two, elsewhere]) {
      const answer = await p.transfer('shared-key-12345');
      expect(answer.headers['idempotent-replayed']).toBeUndefined();
      expect(answer.body?.success).toBe(true);
    }
    expect([await one.main(), await two.main(), await elsewhere.main()]).toEqual(before.map((b) => b - 100));
  });

  it('answers a business refusal again as it was, and a new key is a new try', async () => {
    const p = await player();
    const tooMuch = { ...toGame, amount: 10_000_000 };
    const refused = await p.transfer('refusal-key-001', tooMuch);
    expect(refused.body?.errorCode).toBe('INSUFFICIENT_BALANCE');
    expect((await p.transfer('refusal-key-001', tooMuch)).headers['idempotent-replayed']).toBe('true');
    expect((await p.transfer('refusal-key-002')).body?.success).toBe(true);
  });

  it('takes a password-checked withdrawal once even when sealed twice (two nonces, one key)', async () => {
    const p = await player();
    const key = { 'idempotency-key': 'withdraw-tap-0001' };
    const body = { amount: 200, password: 'Lucky2026' };
    const first = await p.client.postEncrypted('/wps/relay/passwordCheck/FUND_withdraw', body, { ...p.auth, ...key });
    const second = await p.client.postEncrypted('/wps/relay/passwordCheck/FUND_withdraw', body, { ...p.auth, ...key });
    expect(first.body?.success).toBe(true);
    expect(second.body).toEqual(first.body);
    const orders = [...app.worlds.get(p.world).part(fundsPart).orders.values()].filter((o) => o.type === 'WITHDRAW');
    expect(orders).toHaveLength(1);
  });
});

describe('a key whose first request is still running', () => {
  const slow = {
    method: 'POST',
    path: '/test/slow-payout',
    token: true,
    encrypted: false,
    alert: false,
    once: true,
    request: z.object({ amount: z.number() }),
    response: z.object({ paid: z.number() }),
  } as const satisfies CallEntry;

  it('answers a copy 409 REQUEST_IN_PROGRESS, and the key again once the first has answered', async () => {
    const own = await buildApp();
    let release = () => {};
    let runs = 0;
    defineCall(own, slow, async ({ body }) => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return { success: true as const, value: { paid: body.amount } };
    });
    await own.ready();
    try {
      const client = clientFor(own, 'slow');
      const auth = client.auth((await client.login('player01', 'Lucky2026')).body?.value.token as string);
      const headers = { ...auth, 'idempotency-key': 'slow-payout-0001' };
      const first = client.post('/test/slow-payout', { amount: 5 }, headers);
      // The copy is sent once the first holds the key and runs, whatever the machine's load.
      await expect.poll(() => runs).toBe(1);
      const copy = await client.post('/test/slow-payout', { amount: 5 }, headers);
      expect(copy.status).toBe(409);
      expect(copy.body?.errorCode).toBe('REQUEST_IN_PROGRESS');
      release();
      expect((await first).body?.value).toEqual({ paid: 5 });
      const after = await client.post('/test/slow-payout', { amount: 5 }, headers);
      expect(after.body?.value).toEqual({ paid: 5 });
      expect(after.headers['idempotent-replayed']).toBe('true');
      expect(runs).toBe(1);
    } finally {
      await own.close();
    }
  });
});

describe('the store of keys', () => {
  it('forgets a key after the window and never holds more than its limit of answered keys', () => {
    const store = new IdempotentAnswers(2);
    expect(store.take('1 call a', 'x', 0).kind).toBe('new');
    store.answered('1 call a', { success: true });
    expect(store.take('1 call a', 'x', IDEMPOTENCY_WINDOW_MS).kind).toBe('replay');
    expect(store.take('1 call a', 'x', IDEMPOTENCY_WINDOW_MS + 1).kind).toBe('new');
    store.answered('1 call a', { success: true });
    store.take('1 call b', 'x', IDEMPOTENCY_WINDOW_MS + 2);
    store.take('1 call c', 'x', IDEMPOTENCY_WINDOW_MS + 3);
    expect(store.size).toBe(2);
    expect(store.take('1 call b', 'x', IDEMPOTENCY_WINDOW_MS + 4).kind).toBe('in-progress');
  });
});
