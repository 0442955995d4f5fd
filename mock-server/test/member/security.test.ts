import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const NEW_PLACE = { ip: '203.0.113.99', country: 'SG' };

async function world(username = 'player01', password = 'Lucky2026') {
  const client = clientFor(app, `security-${++n}`);
  const login = () => client.login(username, password);
  const token = (await login()).body?.value.token as string;
  const auth = client.auth(token);
  const moveTo = (location: { ip: string; country: string }) => client.patch('/__admin/scenario', { location });
  const mailTo = async (to: string) =>
    ((await client.get('/__admin/mail')).body?.value as { to: string; code?: string }[]).findLast((m) => m.to === to)?.code;
  /** Asks for a binding code after a passed slide check, as the security centre does. */
  const bindCode = async (kind: 'sms' | 'email', body: object) =>
    client.post(`/wps/verification/${kind}/bind`, { ...body, validate: await client.validate() }, auth);
  return { client, token, auth, login, moveTo, mailTo, bindCode };
}

describe('the security centre', () => {
  it('shows the account, the bound mobile masked, the known address and the last login', async () => {
    const w = await world();
    const info = (await w.client.get('/wps/member/security', w.auth)).body?.value;
    expect(info).toMatchObject({
      account: 'player01',
      mobileBound: true,
      mobile: '+63 917****567',
      // The registered address, not yet verified by a code.
      email: 'pl***@example.com',
      emailBound: false,
      loginProtection: true,
    });
    expect(info.knownIps.map((k: { ip: string }) => k.ip)).toEqual(['198.51.100.24']);
    expect(info.lastLogin).toMatchObject({ ip: '198.51.100.24', country: 'PH' });
    expect((await w.client.get('/wps/member/security')).status).toBe(401);
  });

  it('binds an email with the code mailed to it; a wrong code changes nothing; the fifth wrong try voids it', async () => {
    const w = await world();
    const sent = await w.bindCode('email', { email: 'Player.One@Example.com' });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const again = await w.bindCode('email', { email: 'player.one@example.com' });
    expect(again.body).toMatchObject({ success: false, errorCode: 'VERIFY_CODE_TOO_FREQUENT' });
    const code = (await w.mailTo('player.one@example.com'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await w.client.post('/wps/member/email', { email: 'player.one@example.com', verificationCode: wrong }, w.auth);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'VERIFY_CODE_INVALID' });
    expect((await w.client.get('/wps/member/security', w.auth)).body?.value.emailBound).toBe(false);
    const bound = await w.client.post('/wps/member/email', { email: 'player.one@example.com', verificationCode: code }, w.auth);
    expect(bound.body?.value).toMatchObject({ emailBound: true, email: 'pl***@example.com' });
    // Used up: the same code does not bind twice.
    const reused = await w.client.post('/wps/member/email', { email: 'player.one@example.com', verificationCode: code }, w.auth);
    expect(reused.body?.errorCode).toBe('VERIFY_CODE_INVALID');
  });

  it('password resets by email go to the address shown: the registered one, then the one bound in its place', async () => {
    const w = await world();
    const name = `security-${n}`;
    const forgot = async (email: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/wps/member/password/email',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-mock-world': name },
          payload: new URLSearchParams({ username: 'player01', email }).toString(),
        })
      ).json();
    expect(await forgot('player01@example.com')).toMatchObject({ success: true });
    await w.bindCode('email', { email: 'mary.one@example.com' });
    const code = (await w.mailTo('mary.one@example.com'))!;
    await w.client.post('/wps/member/email', { email: 'mary.one@example.com', verificationCode: code }, w.auth);
    expect((await w.client.get('/wps/member/security', w.auth)).body?.value).toMatchObject({
      email: 'ma***@example.com',
      emailBound: true,
    });
    expect(await forgot('player01@example.com')).toMatchObject({ success: false, errorCode: 'ACCOUNT_NOT_FOUND' });
    expect(await forgot('mary.one@example.com')).toMatchObject({ success: true });
  });

  it('voids a code after five wrong tries', async () => {
    const w = await world('agent01', 'Agent2026');
    await w.bindCode('email', { email: 'a1@example.com' });
    const code = (await w.mailTo('a1@example.com'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await w.client.post('/wps/member/email', { email: 'a1@example.com', verificationCode: wrong }, w.auth)).body?.errorCode,
      );
    expect(answers).toEqual([
      'VERIFY_CODE_INVALID',
      'VERIFY_CODE_INVALID',
      'VERIFY_CODE_INVALID',
      'VERIFY_CODE_INVALID',
      'VERIFY_CODE_VOID',
    ]);
    const right = await w.client.post('/wps/member/email', { email: 'a1@example.com', verificationCode: code }, w.auth);
    expect(right.body?.errorCode).toBe('VERIFY_CODE_VOID');
  });

  it('binds a mobile by SMS code and refuses one that belongs to another account', async () => {
    const w = await world('agent01', 'Agent2026');
    const taken = await w.bindCode('sms', { countryDialingCode: '+63', mobileNo: '9171234567' });
    expect(taken.body).toMatchObject({ success: false, errorCode: 'MOBILE_TAKEN' });
    await w.bindCode('sms', { countryDialingCode: '+63', mobileNo: '9175550001' });
    const code = await w.client.smsCode('+639175550001');
    const bound = await w.client.post(
      '/wps/member/mobile',
      { countryDialingCode: '+63', mobileNo: '9175550001', verificationCode: code },
      w.auth,
    );
    expect(bound.body?.value).toMatchObject({ mobileBound: true, mobile: '+63 917****001' });
  });

  it('refuses malformed input with 400 naming the field, and a trial account', async () => {
    const w = await world();
    const cases: [string, object, RegExp][] = [
      ['/wps/verification/email/bind', { email: 'not-an-email', validate: 'v' }, /body\.email/],
      ['/wps/verification/email/bind', { email: 'a@b.co' }, /body\.validate/],
      ['/wps/member/email', { email: 'a@b.co', verificationCode: '12ab56' }, /body\.verificationCode/],
      ['/wps/verification/sms/bind', { countryDialingCode: '63', mobileNo: '9175550001', validate: 'v' }, /body\.countryDialingCode/],
      ['/wps/verification/sms/bind', { countryDialingCode: '+63', mobileNo: '9175550001' }, /body\.validate/],
      ['/wps/verification/sms/bind', { countryDialingCode: '+63', mobileNo: '9175550001', validate: 'v', extra: 1 }, /extra/],
    ];
    for (const [url, body, problem] of cases) {
      const answer = await w.client.post(url, body, w.auth);
      expect(answer.status).toBe(400);
      expect(answer.body?.message).toMatch(problem);
    }
    const trial = await world('trial01', 'Trial2026');
    expect((await trial.client.get('/wps/member/security', trial.auth)).body?.errorCode).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('login protection', () => {
  it('asks a login from a new address for a code sent to the bound mobile, then trusts the address', async () => {
    const w = await world();
    await w.moveTo(NEW_PLACE);
    const asked = await w.login();
    expect(asked.body).toMatchObject({ success: false, errorCode: 'LOGIN_VERIFY_REQUIRED', value: { ip: NEW_PLACE.ip, country: 'SG' } });
    const { challengeId, methods } = asked.body!.value;
    expect(methods).toEqual([{ method: 'sms', target: '+63 917****567' }]);
    // No email is bound: that method is refused.
    expect((await w.client.post('/wps/verification/login', { challengeId, method: 'email' })).body?.errorCode).toBe('NOTHING_BOUND');
    expect((await w.client.post('/wps/verification/login', { challengeId, method: 'sms' })).body?.success).toBe(true);
    const code = await w.client.smsCode('+639171234567');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await w.client.post('/wps/session/login/verify', { challengeId, method: 'sms', code: wrong })).body?.errorCode).toBe(
      'VERIFY_CODE_INVALID',
    );
    const verified = await w.client.post('/wps/session/login/verify', { challengeId, method: 'sms', code });
    expect(verified.body?.value).toMatchObject({ userName: 'player01' });
    expect(typeof verified.body?.value.token).toBe('string');
    // The challenge answered once; the address is known now, so the next login goes straight through.
    expect((await w.client.post('/wps/session/login/verify', { challengeId, method: 'sms', code })).body?.errorCode).toBe(
      'LOGIN_CHALLENGE_INVALID',
    );
    expect((await w.login()).body?.success).toBe(true);
    const info = (await w.client.get('/wps/member/security', w.client.auth(verified.body!.value.token))).body?.value;
    expect(info.knownIps.map((k: { ip: string }) => k.ip)).toEqual(['198.51.100.24', NEW_PLACE.ip]);
  });

  it('lets a login through when protection is off, or when nothing is bound to ask with', async () => {
    const w = await world();
    const put = await app.inject({
      method: 'PUT',
      url: '/wps/member/security/protection',
      payload: { enabled: false },
      headers: { 'x-mock-world': `security-${n}`, ...w.auth },
    });
    expect(put.json().value.loginProtection).toBe(false);
    await w.moveTo(NEW_PLACE);
    expect((await w.login()).body?.success).toBe(true);
    const agent = await world('agent01', 'Agent2026');
    await agent.moveTo(NEW_PLACE);
    expect((await agent.login()).body?.success).toBe(true);
  });

  it('refuses an unknown or expired challenge', async () => {
    const w = await world();
    await w.moveTo(NEW_PLACE);
    const { challengeId } = (await w.login()).body!.value;
    await w.client.post('/__admin/clock', { advance: '11m' });
    expect((await w.client.post('/wps/verification/login', { challengeId, method: 'sms' })).body?.errorCode).toBe(
      'LOGIN_CHALLENGE_INVALID',
    );
    expect((await w.client.post('/wps/verification/login', { challengeId: 'nope', method: 'sms' })).body?.errorCode).toBe(
      'LOGIN_CHALLENGE_INVALID',
    );
  });
});
