import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { clientFor, type Client } from '../identity-helpers';
import { makeApp } from '../helpers';

let app: FastifyInstance;
let clock = Date.parse('2026-11-21T12:00:00Z');
beforeAll(async () => {
  app = await makeApp({ now: () => clock });
});
afterAll(() => app.close());

let n = 0;
const fresh = () => clientFor(app, `sms-tries-${++n}`);
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** Sends a code to the number (past the one-a-second throttle) and reads it through the admin API. */
async function sendCode(client: Client, path: string, mobileNo: string) {
  clock += 2000;
  await client.post(path, { countryDialingCode: '+63', mobileNo, validate: await client.validate() });
  return client.smsCode(`+63${mobileNo}`);
}

const smsLogin = (client: Client, verificationCode: string) =>
  client.postEncrypted('/wps/session/login', { type: 'sms', countryDialingCode: '+63', mobileNum: '9171234567', verificationCode });

describe('wrong SMS codes', () => {
  it('void the code at the fifth wrong try, and the right code no longer works after', async () => {
    const client = fresh();
    const code = await sendCode(client, '/wps/verification/sms/noLogin', '9171234567');
    for (let i = 0; i < 4; i++) expect((await smsLogin(client, otherThan(code))).body?.errorCode).toBe('SMS_CODE_INVALID');
    expect((await smsLogin(client, otherThan(code))).body).toEqual({
      success: false,
      errorCode: 'SMS_CODE_VOID',
      message: 'Wrong code 5 times: this code no longer works, please request a new one',
      value: { captcha: false },
    });
    expect((await smsLogin(client, code)).body?.errorCode).toBe('SMS_CODE_VOID');
  });

  it('cannot be guessed: after 200 wrong tries the right code still does not log in', async () => {
    const client = fresh();
    const code = await sendCode(client, '/wps/verification/sms/noLogin', '9171234567');
    for (let i = 0; i < 200; i++) await smsLogin(client, String(i).padStart(6, '0') === code ? '999999' : String(i).padStart(6, '0'));
    expect((await smsLogin(client, code)).body).toMatchObject({ success: false, errorCode: 'SMS_CODE_VOID' });
  });

  it('leave a new code its own five tries', async () => {
    const client = fresh();
    const first = await sendCode(client, '/wps/verification/sms/noLogin', '9171234567');
    for (let i = 0; i < 5; i++) await smsLogin(client, otherThan(first));
    const second = await sendCode(client, '/wps/verification/sms/noLogin', '9171234567');
    for (let i = 0; i < 4; i++) await smsLogin(client, otherThan(second));
    expect((await smsLogin(client, second)).body?.value.userName).toBe('player01');
  });

  it('void a registration code too, naming the field', async () => {
    const client = fresh();
    const code = await sendCode(client, '/wps/verification/sms/register', '9175550101');
    const register = (verificationCode: string) =>
      client.postEncrypted('/wps/member/register/mobile', {
        countryDialingCode: '+63',
        domain: 'www.example.com',
        registerUrl: 'https://www.example.com/register',
        registerMethod: 'WEB',
        mobileNum: '9175550101',
        verificationCode,
      });
    for (let i = 0; i < 4; i++) await register(otherThan(code));
    const voided = (await register(otherThan(code))).body;
    expect(voided).toMatchObject({ errorCode: 'SMS_CODE_VOID', value: { fields: { verificationCode: voided?.message } } });
    expect((await register(code)).body?.errorCode).toBe('SMS_CODE_VOID');
  });
});
