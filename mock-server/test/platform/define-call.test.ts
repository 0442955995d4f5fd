import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import type { CallEntry } from '@portal/contracts';
import { buildApp, type AppOptions } from '../../src/app';
import { defineCall } from '../../src/platform/define-call';
import type { Success } from '../../src/platform/envelope';
import { call } from '../helpers';

const counted = {
  method: 'GET',
  path: '/test/count',
  token: false,
  encrypted: false,
  alert: false,
  response: z.object({ count: z.int() }),
} as const satisfies CallEntry;

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** An app with one extra call whose handler answers what the test hands it (parsed, so its type is not checked). */
async function appAnswering(answer: string, options: AppOptions = {}) {
  app = await buildApp(options);
  defineCall(app, counted, () => JSON.parse(answer) as Success<{ count: number }>);
  await app.ready();
  return app;
}

describe('response checks', () => {
  it('pass an answer that keeps the contract', async () => {
    const { status, body } = await call(await appAnswering('{"success":true,"value":{"count":3}}'), { method: 'GET', url: '/test/count' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, value: { count: 3 } });
  });

  it('turn a success value that breaks the contract into 500 CONTRACT_DRIFT naming the call and the field', async () => {
    const { status, body } = await call(await appAnswering('{"success":true,"value":{"count":"many"}}'), {
      method: 'GET',
      url: '/test/count',
    });
    expect(status).toBe(500);
    expect(body?.errorCode).toBe('CONTRACT_DRIFT');
    expect(body?.message).toContain('GET /test/count');
    expect(body?.message).toContain('value.count');
  });

  it('check a failure against the envelope: one without a message drifts', async () => {
    const { status, body } = await call(await appAnswering('{"success":false,"errorCode":"SOMETHING"}'), {
      method: 'GET',
      url: '/test/count',
    });
    expect(status).toBe(500);
    expect(body?.message).toContain('body.message');
  });

  it("check the fake's failures for errorCode: spec 03's code alone is taken from a real backend only", async () => {
    const { status, body } = await call(await appAnswering('{"success":false,"code":"SOMETHING","message":"x"}'), {
      method: 'GET',
      url: '/test/count',
    });
    expect(status).toBe(500);
    expect(body?.message).toContain('body.errorCode: expected string, got missing');
  });

  it('are off when the app is built without them, and the answer goes out as it is', async () => {
    const live = await appAnswering('{"success":true,"value":{"count":"many"}}', { checkResponses: false });
    const { status, body } = await call(live, { method: 'GET', url: '/test/count' });
    expect(status).toBe(200);
    expect(body?.value).toEqual({ count: 'many' });
  });
});

describe('the order of the rules', () => {
  it('refuses a call without a token before it reads the body', async () => {
    app = await buildApp();
    const json = { 'content-type': 'application/json' };
    const answer = await call(app, { method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGame', headers: json, payload: '{"broken":' });
    expect(answer).toMatchObject({ status: 401, body: { success: false, errorCode: 'UNAUTHORIZED' } });
  });

  it('answers a switched-off module before it checks the request', async () => {
    app = await buildApp();
    const headers = { 'x-mock-world': 'gate-order' };
    await call(app, { method: 'PATCH', url: '/__admin/scenario', headers, payload: { whitelabel: { MOBILEVERCODELOGIN3: false } } });
    const off = await call(app, { method: 'POST', url: '/wps/verification/sms/noLogin', headers, payload: {} });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
    await call(app, { method: 'PATCH', url: '/__admin/scenario', headers, payload: { whitelabel: { MOBILEVERCODELOGIN3: true } } });
    const on = await call(app, { method: 'POST', url: '/wps/verification/sms/noLogin', headers, payload: {} });
    expect(on.status).toBe(400);
    expect(on.body?.message).toMatch(/^body\.countryDialingCode: /);
  });

  it('decrypts before the gate: a plain body to a switched-off encrypted call is still a bad request', async () => {
    app = await buildApp();
    const headers = { 'x-mock-world': 'gate-encrypted' };
    await call(app, { method: 'PATCH', url: '/__admin/scenario', headers, payload: { whitelabel: { MOBILENUMREG3: false } } });
    const { status, body } = await call(app, { method: 'POST', url: '/wps/member/register/mobile', headers, payload: {} });
    expect(status).toBe(400);
    expect(body?.message).toBe('header Encryption must be RSA-OAEP-256+A256GCM');
  });
});
