import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { clientFor } from '../identity-helpers';
import { makeApp } from '../helpers';

let app: FastifyInstance;
let clock = Date.parse('2026-11-21T12:00:00Z');
beforeAll(async () => {
  app = await makeApp({ now: () => clock });
});
afterAll(() => app.close());

let n = 0;
const fresh = () => clientFor(app, `session-${++n}`);

describe('login by username', () => {
  it('answers the token and flags of a seeded member', async () => {
    const { body } = await fresh().login('player01', 'Lucky2026');
    expect(body?.value).toMatchObject({ userName: 'player01', customerType: 0, firstTimeLogin: false, passwordExpired: false });
  });

  it('asks for a captcha after a failure, and needs it from then on', async () => {
    const client = fresh();
    expect((await client.login('player01', 'wrong')).body).toMatchObject({
      success: false,
      errorCode: 'LOGIN_FAILED',
      value: { captcha: true },
    });
    expect((await client.login('player01', 'Lucky2026')).body).toMatchObject({ errorCode: 'CAPTCHA_INVALID', value: { captcha: true } });
    const captcha = await client.captcha();
    const ok = await client.postEncrypted('/wps/session/login', {
      type: 'username',
      username: 'player01',
      password: 'Lucky2026',
      captcha,
      validate: await client.validate(),
    });
    expect(ok.body?.success).toBe(true);
  });

  it('flags a first login once, and an expired password every time', async () => {
    const client = fresh();
    expect((await client.login('newbie01', 'Newbie2026')).body?.value.firstTimeLogin).toBe(true);
    expect((await client.login('newbie01', 'Newbie2026')).body?.value.firstTimeLogin).toBe(false);
    expect((await client.login('expired01', 'Expired2026')).body?.value.passwordExpired).toBe(true);
  });

  it('trims the username', async () => {
    expect((await fresh().login('  player01 ', 'Lucky2026')).body?.success).toBe(true);
  });
});

describe('login by SMS', () => {
  it('logs the owner of the number in with the code sent, once', async () => {
    const client = fresh();
    await client.post('/wps/verification/sms/noLogin', {
      countryDialingCode: '+63',
      mobileNo: '9171234567',
      validate: await client.validate(),
    });
    const code = await client.smsCode('+639171234567');
    const login = { type: 'sms', countryDialingCode: '+63', mobileNum: '9171234567', verificationCode: code };
    expect((await client.postEncrypted('/wps/session/login', login)).body?.value.userName).toBe('player01');
    expect((await client.postEncrypted('/wps/session/login', login)).body?.errorCode).toBe('SMS_CODE_INVALID');
  });
});

describe('sessions', () => {
  it('answers member info for a token and 401 without one', async () => {
    const client = fresh();
    const token = (await client.login('agent41', 'Agent2026')).body?.value.token;
    const info = await client.get('/wps/member/info', client.auth(token));
    expect(info.body?.value).toMatchObject({ account: 'agent41', type: 41, toUpline: true });
    expect((await client.get('/wps/member/info')).status).toBe(401);
    expect((await client.get('/wps/member/info', client.auth('not-a-token'))).body).toMatchObject({ errorCode: 'UNAUTHORIZED' });
  });

  it('expires a token after two hours', async () => {
    const client = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    clock += 2 * 60 * 60 * 1000 + 1;
    const { status, body } = await client.get('/wps/v2/wallets/balance', client.auth(token));
    expect(status).toBe(401);
    expect(body?.message).toBe('Your session has expired, please login');
  });

  it('answers the balance and the avatar icon', async () => {
    const client = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    const balance = await client.get('/wps/v2/wallets/balance', client.auth(token));
    expect(balance.body?.value).toMatchObject({ currency: 'PHP', currencySymbol: '₱', currencyPosition: 'F' });
    expect(balance.body?.value.sumBalance).toBeGreaterThan(0);
    // Spec 04's total is the header's figure; the fake's equals the sum over every wallet.
    expect(balance.body?.value.totalBalance).toBe(balance.body?.value.sumBalance);
    const icon = await client.get('/wps/member/info/icon', client.auth(token));
    const svg = await app.inject({ method: 'GET', url: icon.body?.value.icon });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });

  it('ends the session on logout', async () => {
    const client = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    expect((await client.del('/wps/session', client.auth(token))).body).toEqual({ success: true, value: true });
    expect((await client.get('/wps/member/info', client.auth(token))).status).toBe(401);
  });

  it('opens a trial account of type 4 for free play', async () => {
    const client = fresh();
    const { body } = await client.post('/wps/session/login/freeplay', {
      os: 'Linux',
      platform: 'W',
      random: 'c2VhbGVk',
      gatewayVersion: 3,
    });
    expect(body?.value).toMatchObject({ customerType: 4 });
    await client.patch('/__admin/scenario', { whitelabel: { FREEPLAY3: false } });
    const off = await client.post('/wps/session/login/freeplay', { os: 'Linux', platform: 'W', random: 'c2VhbGVk', gatewayVersion: 3 });
    expect(off.body?.errorCode).toBe('MODULE_DISABLED');
  });
});

describe('passwords', () => {
  it('changes the password after checking the old one; the new one is the one that works', async () => {
    const client = fresh();
    const token = (await client.login('default01', '123456')).body?.value.token;
    const change = (body: object) => client.postEncrypted('/wps/member/password', body, client.auth(token));
    expect((await change({ oldPassword: 'nope', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' })).body?.errorCode).toBe(
      'PASSWORD_WRONG',
    );
    expect((await change({ oldPassword: '123456', newPassword: 'abc', confirmNewPassword: 'abc' })).body?.errorCode).toBe('PASSWORD_RULE');
    expect((await change({ oldPassword: '123456', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2027' })).body?.errorCode).toBe(
      'PASSWORD_MISMATCH',
    );
    expect((await change({ oldPassword: '123456', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' })).body?.success).toBe(true);
    expect((await client.get('/wps/member/info', client.auth(token))).status).toBe(401);
    expect((await client.login('default01', '123456')).body?.errorCode).toBe('LOGIN_FAILED');
    const captcha = await client.captcha();
    const relogin = await client.postEncrypted('/wps/session/login', {
      type: 'username',
      username: 'default01',
      password: 'Fresh2026',
      captcha,
      validate: await client.validate(),
    });
    expect(relogin.body?.success).toBe(true);
  });

  it('resets by email, form-encoded, when username and email match', async () => {
    const client = fresh();
    const form = (username: string, email: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-mock-world': `session-${n}` },
        payload: new URLSearchParams({ username, email }).toString(),
      });
    expect((await form('player01', 'player01@example.com')).json()).toEqual({ success: true, value: true });
    expect((await form('player01', 'other@example.com')).json()).toMatchObject({
      errorCode: 'ACCOUNT_NOT_FOUND',
      message: 'Username/Email does not exist',
    });
    expect((await client.get('/__admin/mail')).body?.value).toHaveLength(1);
  });

  it('resets by phone with the code sent, and names the account', async () => {
    const client = fresh();
    await client.post('/wps/verification/sms/password', {
      countryDialingCode: '+63',
      mobileNo: '9171234567',
      validate: await client.validate(),
    });
    const code = await client.smsCode('+639171234567');
    const reset = { countryDialingCode: '+63', mobileNum: '9171234567', verificationCode: code, newPassword: 'Phone2026' };
    expect((await client.postEncrypted('/wps/member/password/verification', reset)).body).toEqual({
      success: true,
      value: { userName: 'player01' },
    });
    expect((await client.login('player01', 'Phone2026')).body?.success).toBe(true);
    expect((await client.postEncrypted('/wps/member/password/verification', reset)).body?.errorCode).toBe('SMS_CODE_INVALID');
  });
});
