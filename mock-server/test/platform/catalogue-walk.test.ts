import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue, encryptPayload, gateOf, importPublicKey, requestIn, type CallEntry } from '@portal/contracts';
import { devKeyPair } from '@portal/fixtures';
import { clientFor } from '../identity-helpers';
import { call, makeApp } from '../helpers';

let app: FastifyInstance;
// One world per walked call: more than the default limit of 200.
beforeAll(async () => {
  app = await makeApp({ maxWorlds: 1000 });
});
afterAll(() => app.close());

const entries = Object.entries(catalogue) as [string, CallEntry][];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
const publicKey = importPublicKey(devKeyPair.publicKeySpki);

let n = 0;
/** A fresh world, and a token in it when the entry needs one. */
async function worldFor(entry: CallEntry) {
  const world = `walk-${++n}`;
  const token = entry.token ? (await clientFor(app, world).login('player01', 'Lucky2026')).body?.value.token : undefined;
  return { world, headers: { 'x-mock-world': world, ...(token && { authorization: token }) } };
}

/** Calls the entry with an empty request: sealed when the entry is encrypted, so the gate is reached. */
async function send(entry: CallEntry, headers: Record<string, string>, method: (typeof METHODS)[number] = entry.method) {
  if (requestIn(entry) === 'query' || method !== entry.method) return call(app, { method, url: entry.path, headers });
  if (!entry.encrypted) return call(app, { method, url: entry.path, headers, payload: {} });
  const sealed = await encryptPayload(await publicKey, {});
  return call(app, { method, url: entry.path, headers: { ...headers, ...sealed.headers }, payload: sealed.body });
}

const gated = entries.flatMap(([name, entry]) => gateOf(entry).map((flag) => [name, flag, entry] as const));

describe('every catalogue call, on the live fake', () => {
  it.each(entries)('%s is reached by its own method', async (_name, entry) => {
    const { headers } = await worldFor(entry);
    const { status, body } = await send(entry, headers);
    expect([404, 405]).not.toContain(status);
    expect(['NOT_FOUND', 'METHOD_NOT_ALLOWED', 'UNAUTHORIZED']).not.toContain(body?.errorCode);
  });

  it.each(entries)('%s answers another method with 405 and the method it allows', async (_name, entry) => {
    const taken = new Set<string>(entries.filter(([, e]) => e.path === entry.path).map(([, e]) => e.method));
    const wrong = METHODS.find((m) => !taken.has(m))!;
    const { status, body, headers } = await send(entry, { 'x-mock-world': 'walk-wrong-method' }, wrong);
    expect(status).toBe(405);
    expect(body?.errorCode).toBe('METHOD_NOT_ALLOWED');
    expect(String(headers.allow).split(', ')).toContain(entry.method);
  });

  // The launches refuse a missing session as a business failure, login.not.session (spec 04, "Other").
  const sessionRefused = new Set(['launch', 'launchV2', 'lotteryLaunch']);
  it.each(entries.filter(([name, e]) => e.token && !sessionRefused.has(name)))(
    '%s answers 401 in the envelope without a token',
    async (_name, entry) => {
      const { status, body } = await send(entry, { 'x-mock-world': 'walk-no-token' });
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, errorCode: 'UNAUTHORIZED', message: 'You are not logged in, please login' });
    },
  );

  it.each(entries.filter(([name]) => sessionRefused.has(name)))('%s answers login.not.session without a token', async (_name, entry) => {
    const { status, body } = await send(entry, { 'x-mock-world': 'walk-no-token' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: false, errorCode: 'login.not.session', message: 'You are not logged in, please login' });
  });

  it.each(gated)('%s answers MODULE_DISABLED when %s is switched off, and passes the gate when it is on', async (_name, flag, entry) => {
    const { headers } = await worldFor(entry);
    await call(app, { method: 'PATCH', url: '/__admin/scenario', headers, payload: { whitelabel: { [flag]: false } } });
    const off = await send(entry, headers);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ success: false, errorCode: 'MODULE_DISABLED', message: expect.stringContaining(`module ${flag} is off`) });
    await call(app, { method: 'PATCH', url: '/__admin/scenario', headers, payload: { whitelabel: { [flag]: true } } });
    expect((await send(entry, headers)).body?.errorCode).not.toBe('MODULE_DISABLED');
  });

  it.each(entries.filter(([, e]) => e.encrypted))('%s refuses a plain body with 400', async (_name, entry) => {
    const { headers } = await worldFor(entry);
    const { status, body } = await call(app, { method: entry.method, url: entry.path, headers, payload: { plain: true } });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      errorCode: 'VALIDATION_FAILED',
      message: 'header Encryption must be RSA-OAEP-256+A256GCM',
    });
  });

  it('walks a catalogue that gates some calls, needs a token for some and encrypts some', () => {
    expect(gated.length).toBeGreaterThanOrEqual(8);
    expect(entries.filter(([, e]) => e.token).length).toBeGreaterThanOrEqual(10);
    expect(entries.filter(([, e]) => e.encrypted).length).toBeGreaterThanOrEqual(5);
  });
});
