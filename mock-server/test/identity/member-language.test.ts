import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { memberInfoSchema } from '@portal/contracts';
import { clientFor } from '../identity-helpers';
import { call, makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

let n = 0;
async function loggedIn() {
  const world = `language-${++n}`;
  const client = clientFor(app, world);
  const token: string = (await client.login('player01', 'Lucky2026')).body?.value.token;
  const put = (payload: object) =>
    call(app, { method: 'PUT', url: '/wps/member/language', headers: { 'x-mock-world': world, authorization: token }, payload });
  return { client, token, put };
}

describe('the member language', () => {
  it('is stored on the player, and member info reports it', async () => {
    const { client, token, put } = await loggedIn();
    expect(memberInfoSchema.parse((await client.get('/wps/member/info', client.auth(token))).body?.value).language).toBeUndefined();
    expect((await put({ language: 'VI' })).body).toEqual({ success: true, value: true });
    expect((await client.get('/wps/member/info', client.auth(token))).body?.value.language).toBe('VI');
  });

  it('refuses a language the site does not have, naming the field', async () => {
    const { put } = await loggedIn();
    const { status, body } = await put({ language: 'FR' });
    expect(status).toBe(400);
    expect(body?.message).toMatch(/^body\.language: /);
  });

  it('is refused when the COMM3 module is off', async () => {
    const { client, put } = await loggedIn();
    await client.patch('/__admin/scenario', { whitelabel: { COMM3: false } });
    expect((await put({ language: 'EN' })).body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
  });
});
