import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadScenario } from '@portal/fixtures';
import { call, makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const inWorld = (world: string) => ({ 'x-mock-world': world });
const patch = (world: string, payload: object) =>
  call(app, { method: 'PATCH', url: '/__admin/scenario', headers: inWorld(world), payload });

describe('patterns a scenario sets', () => {
  it('refuses a fault route that backtracks without end, with 400 naming the field, and changes nothing', async () => {
    const { status, body } = await patch('patterns-1', { faults: [{ route: '/(a+)+b/', status: 500 }] });
    expect(status).toBe(400);
    expect(body?.errorCode).toBe('VALIDATION_FAILED');
    expect(body?.message).toMatch(/^body\.faults\.0\.route: a repeated group holds a repeat or a choice/);
    const scenario = await call(app, { method: 'GET', url: '/__admin/scenario', headers: inWorld('patterns-1') });
    expect(scenario.body?.value.faults).toEqual([]);
  });

  it('refuses a register pattern that does not compile, or could stall, naming the field', async () => {
    const broken = await patch('patterns-2', { registerRules: { username: { acceptedPattern: '^[a-z' } } });
    expect(broken.status).toBe(400);
    expect(broken.body?.message).toMatch(/^body\.registerRules\.username\.acceptedPattern: not a valid regular expression: /);
    const stalling = await patch('patterns-2', { registerRules: { username: { acceptedPattern: '^(\\w+\\s?)*$' } } });
    expect(stalling.status).toBe(400);
    expect(stalling.body?.message).toMatch(/^body\.registerRules\.username\.acceptedPattern: a repeated group/);
  });

  it("keeps another world answering while one world's costliest allowed pattern meets a very long path", async () => {
    expect((await patch('patterns-3', { faults: [{ route: '/^\\/wps\\/.*a.*a.*b/', status: 503 }] })).status).toBe(200);
    const [long, status] = await Promise.all([
      call(app, { method: 'GET', url: `/wps/${'a'.repeat(8000)}`, headers: inWorld('patterns-3') }),
      call(app, { method: 'GET', url: '/wps/system/status', headers: inWorld('patterns-4') }),
    ]);
    expect(long.status).toBe(404);
    expect(status.status).toBe(200);
  });

  it('still match what they name', async () => {
    await patch('patterns-5', { faults: [{ route: '/^\\/wps\\/system\\/(status|whitelabel)$/', status: 503 }] });
    expect((await call(app, { method: 'GET', url: '/wps/system/status', headers: inWorld('patterns-5') })).status).toBe(503);
  });
});

describe('a pattern that slipped past the checks', () => {
  it("is the fake's fault (500), never blamed on the client's JSON", async () => {
    const preset = loadScenario('default');
    const username = { ...preset.registerRules.username!, acceptedPattern: '^[a-z' };
    const broken = await makeApp({ scenario: { ...preset, registerRules: { ...preset.registerRules, username } } });
    const client = clientFor(broken);
    const captcha = await client.captcha();
    const { status, body } = await client.postEncrypted('/wps/member/register', {
      domain: 'www.example.com',
      registerUrl: 'https://www.example.com/register',
      registerMethod: 'WEB',
      login: true,
      username: 'newplayer9',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captcha,
      validate: await client.validate(),
    });
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, errorCode: 'INTERNAL_ERROR', message: 'Internal error in the fake backend' });
    await broken.close();
  });
});
