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

async function player(username = 'agent01', password = 'Agent2026', world = `bind-limits-${++n}`) {
  const client = clientFor(app, world);
  const auth = client.auth((await client.login(username, password)).body?.value.token as string);
  const sms = async (mobileNo: string, validate?: string) =>
    client.post(
      '/wps/verification/sms/bind',
      { countryDialingCode: '+63', mobileNo, validate: validate ?? (await client.validate()) },
      auth,
    );
  const mail = async (email: string) => client.post('/wps/verification/email/bind', { email, validate: await client.validate() }, auth);
  const smsSentTo = async (mobileNo: string) => (await client.get(`/__admin/sms?mobile=%2B63${mobileNo}`)).status === 200;
  const mailSentTo = async (email: string) =>
    ((await client.get('/__admin/mail')).body?.value as { to: string }[]).some((m) => m.to === email);
  return { client, auth, sms, mail, smsSentTo, mailSentTo, world };
}

describe('binding codes ask for a human check', () => {
  it('refuses a binding code without a passed slide check, and with a token already used, sending nothing', async () => {
    const p = await player();
    const missing = await p.client.post('/wps/verification/sms/bind', { countryDialingCode: '+63', mobileNo: '9175550001' }, p.auth);
    expect(missing.status).toBe(400);
    expect(missing.body?.message).toMatch(/body\.validate/);
    const forged = await p.sms('9175550001', 'not-a-token');
    expect(forged.body).toMatchObject({ success: false, errorCode: 'HUMAN_CHECK_FAILED' });
    const token = await p.client.validate();
    expect((await p.sms('9175550002', token)).body?.success).toBe(true);
    expect((await p.sms('9175550003', token)).body?.errorCode).toBe('HUMAN_CHECK_FAILED');
    const mailed = await p.client.post('/wps/verification/email/bind', { email: 'x1@example.com', validate: token }, p.auth);
    expect(mailed.body?.errorCode).toBe('HUMAN_CHECK_FAILED');
    expect([await p.smsSentTo('9175550001'), await p.smsSentTo('9175550002'), await p.smsSentTo('9175550003')]).toEqual([
      false,
      true,
      false,
    ]);
    expect(await p.mailSentTo('x1@example.com')).toBe(false);
  });
});

describe('binding codes are limited per account over every target', () => {
  it('sends five codes an hour to different numbers and addresses, then refuses the sixth with when to try again', async () => {
    const p = await player();
    const sent = [
      await p.sms('9175550011'),
      await p.mail('one@example.com'),
      await p.sms('9175550012'),
      await p.mail('two@example.com'),
      await p.sms('9175550013'),
    ];
    expect(sent.map((s) => s.body?.success)).toEqual([true, true, true, true, true]);
    const sixth = await p.sms('9175550014');
    expect(sixth.status).toBe(200);
    expect(sixth.body).toMatchObject({
      success: false,
      errorCode: 'VERIFY_CODE_LIMIT',
      message: 'This account asked for 5 binding codes in the last hour: try again in 60 min',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    expect(sixth.body?.value.retryAfterSeconds).toBeGreaterThan(3500);
    expect((await p.mail('three@example.com')).body?.errorCode).toBe('VERIFY_CODE_LIMIT');
    expect(await p.smsSentTo('9175550014')).toBe(false);
    expect(await p.mailSentTo('three@example.com')).toBe(false);
  });

  it('counts on the world clock: an hour after the first code the account may ask again', async () => {
    const p = await player();
    for (let i = 0; i < 5; i++) expect((await p.sms(`917555002${i}`)).body?.success).toBe(true);
    await p.client.post('/__admin/clock', { advance: '59m' });
    expect((await p.mail('later@example.com')).body?.errorCode).toBe('VERIFY_CODE_LIMIT');
    await p.client.post('/__admin/clock', { advance: '1m' });
    expect((await p.mail('later@example.com')).body?.success).toBe(true);
  });

  it('keeps the minute per target, and one account reaching its limit leaves another account free', async () => {
    const p = await player();
    expect((await p.sms('9175550031')).body?.success).toBe(true);
    expect((await p.sms('9175550031')).body?.errorCode).toBe('VERIFY_CODE_TOO_FREQUENT');
    for (let i = 2; i < 7; i++) await p.sms(`917555003${i}`);
    expect((await p.sms('9175550039')).body?.errorCode).toBe('VERIFY_CODE_LIMIT');
    const other = await player('player01', 'Lucky2026', p.world);
    expect((await other.mail('other@example.com')).body?.success).toBe(true);
  });
});
