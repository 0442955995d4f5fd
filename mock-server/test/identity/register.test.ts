import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { clientFor, type Client } from '../identity-helpers';
import { makeApp } from '../helpers';
import { identityPart } from '../../src/identity/identity-state';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

let n = 0;
const fresh = () => clientFor(app, `register-${++n}`);
const base = { domain: 'www.example.com', registerUrl: 'https://www.example.com/register', registerMethod: 'WEB', login: true };

async function register(client: Client, fields: Record<string, unknown>) {
  const captcha = await client.captcha();
  return client.postEncrypted('/wps/member/register', { ...base, captcha, validate: await client.validate(), ...fields });
}

describe('registration by username', () => {
  it("joins the agent's team when registered through the agent's link, and no team with a site code", async () => {
    const client = fresh();
    const agentToken = (await client.login('agent41', 'Agent2026')).body?.value.token as string;
    const affiliateCode = (await client.get('/wps/agent/affiliate', client.auth(agentToken))).body?.value.affiliateCode as string;
    expect(affiliateCode).toMatch(/^AG\d+$/);
    const joined = await register(client, { username: 'teamjoiner', password: 'abc12345', confirmPassword: 'abc12345', affiliateCode });
    expect(joined.body?.success).toBe(true);
    const identity = app.worlds.get(`register-${n}`).part(identityPart);
    expect(identity.findUser('teamjoiner')?.uplineId).toBe(identity.findUser('agent41')?.id);
    const downlines = (await client.get('/wps/agent/downlines?username=teamjoiner', client.auth(agentToken))).body?.value;
    expect(JSON.stringify(downlines)).toContain('teamjoiner');
    const site = await register(client, { username: 'nofollower', password: 'abc12345', confirmPassword: 'abc12345' });
    expect(site.body?.success).toBe(true);
    expect(identity.findUser('nofollower')?.uplineId).toBeUndefined();
  });

  it('creates an account that logs in afterwards, with the password hashed', async () => {
    const client = fresh();
    const { body } = await register(client, { username: 'newplayer1', password: 'abc12345', confirmPassword: 'abc12345' });
    expect(body).toMatchObject({ success: true, value: { userName: 'newplayer1', customerType: 0 } });
    expect(body?.value.token).toMatch(/^[0-9a-f]{48}$/);
    const stored = app.worlds.get(`register-${n}`).part(identityPart).findUser('newplayer1');
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored?.passwordHash).not.toContain('abc12345');
    expect((await client.login('newplayer1', 'abc12345')).body?.success).toBe(true);
  });

  it('refuses a username already taken', async () => {
    const { body } = await register(fresh(), { username: 'player01', password: 'abc12345', confirmPassword: 'abc12345' });
    expect(body).toMatchObject({ success: false, errorCode: 'USERNAME_TAKEN', value: { fields: { username: 'already taken' } } });
  });

  it('names every field that breaks the rules in force, and creates nothing', async () => {
    const client = fresh();
    const { body } = await register(client, { username: '1ab', password: 'short', confirmPassword: 'other', email: 'not-an-email' });
    expect(body?.errorCode).toBe('REGISTER_FIELD_INVALID');
    expect(Object.keys(body?.value.fields)).toEqual(expect.arrayContaining(['username', 'password', 'confirmPassword', 'email']));
    expect(body?.value.fields.username).toBe('username must be 6 - 16 characters (LETTER_FIRST_ALNUM)');
    expect(app.worlds.get(`register-${n}`).part(identityPart).findUser('1ab')).toBeUndefined();
  });

  it('enforces rules QA changes live', async () => {
    const client = fresh();
    await client.patch('/__admin/scenario', { registerRules: { email: { required: true } } });
    const { body } = await register(client, { username: 'withmail1', password: 'abc12345', confirmPassword: 'abc12345' });
    expect(body?.value.fields).toEqual({ email: 'email is required' });
  });

  it('refuses a wrong captcha, and a captcha used once cannot be used again', async () => {
    const client = fresh();
    const answer = await client.captcha();
    const wrong = await client.postEncrypted('/wps/member/register', {
      ...base,
      username: 'capcha01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captcha: answer === '0000' ? '1111' : '0000',
      validate: await client.validate(),
    });
    expect(wrong.body?.errorCode).toBe('CAPTCHA_INVALID');
    const reused = await client.postEncrypted('/wps/member/register', {
      ...base,
      username: 'capcha01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captcha: answer,
      validate: await client.validate(),
    });
    expect(reused.body?.errorCode).toBe('CAPTCHA_INVALID');
  });

  it('checks the affiliate code', async () => {
    const client = fresh();
    const { body } = await register(client, {
      username: 'affil001',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: 'NOPE99',
    });
    expect(body?.errorCode).toBe('AFFILIATE_INVALID');
    const good = await register(client, {
      username: 'affil001',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: 'aff2026',
    });
    expect(good.body?.success).toBe(true);
  });

  it('is refused when direct registration is switched off', async () => {
    const client = fresh();
    await client.patch('/__admin/scenario', { whitelabel: { DIRECTREG3: false } });
    const { body } = await register(client, { username: 'closed01', password: 'abc12345', confirmPassword: 'abc12345' });
    expect(body?.errorCode).toBe('MODULE_DISABLED');
  });
});

describe('the affiliate check', () => {
  it('accepts a valid code and refuses an invalid one', async () => {
    const client = fresh();
    expect((await client.post('/wps/agent/affiliate', { code: 'AFF2026', domain: 'www.example.com' })).body).toEqual({
      success: true,
      value: true,
    });
    expect((await client.post('/wps/agent/affiliate', { code: 'BAD', domain: 'www.example.com' })).body).toMatchObject({
      success: false,
      errorCode: 'AFFILIATE_INVALID',
      message: 'Invalid invitation code',
    });
  });
});

describe('registration by mobile', () => {
  async function sendCode(client: Client, mobileNo: string) {
    await client.post('/wps/verification/sms/register', { countryDialingCode: '+63', mobileNo, validate: await client.validate() });
    return client.smsCode(`+63${mobileNo}`);
  }
  const mobileBase = {
    countryDialingCode: '+63',
    domain: 'www.example.com',
    registerUrl: 'https://www.example.com/register',
    registerMethod: 'WEB',
  };

  it('answers the generated account, and the code cannot be used twice', async () => {
    const client = fresh();
    const code = await sendCode(client, '9175550001');
    const { body } = await client.postEncrypted('/wps/member/register/mobile', {
      ...mobileBase,
      mobileNum: '9175550001',
      verificationCode: code,
    });
    expect(body?.value.account).toMatch(/^m\d{8}$/);
    expect(body?.value.token).toBeTruthy();
    const again = await client.postEncrypted('/wps/member/register/mobile', {
      ...mobileBase,
      mobileNum: '9175550002',
      verificationCode: code,
    });
    expect(again.body?.errorCode).toBe('SMS_CODE_INVALID');
  });

  it('refuses a number already registered', async () => {
    const client = fresh();
    const code = await sendCode(client, '9171234567');
    const { body } = await client.postEncrypted('/wps/member/register/mobile', {
      ...mobileBase,
      mobileNum: '9171234567',
      verificationCode: code,
    });
    expect(body?.errorCode).toBe('MOBILE_TAKEN');
  });
});
