import { inflateSync } from 'node:zlib';
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

const sms = (client: ReturnType<typeof clientFor>, mobileNo: string, validate: string, path = '/wps/verification/sms/register') =>
  client.post(path, { countryDialingCode: '+63', mobileNo, validate });

describe('the captcha', () => {
  it('is a real PNG and its answer is readable only through the admin API', async () => {
    const client = clientFor(app, 'captcha-1');
    const { body, headers } = await client.get('/wps/captcha');
    const png = Buffer.from(body?.value, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(String(headers['set-cookie'])).toMatch(/captcha_id=/);
    expect(JSON.stringify(body)).not.toMatch(/answer/);
    expect((await client.get('/__admin/captcha')).body?.value.answer).toMatch(/^\d{4}$/);
  });
});

/** The first and last column of the gap on the middle row of the slide's PNG (RGB, no filter). */
function darkColumns(png: Buffer) {
  const width = png.readUInt32BE(16);
  const pixels = inflateSync(png.subarray(41, 41 + png.readUInt32BE(33)));
  const row = 24 * (width * 3 + 1) + 1;
  const gap = [...Array(width).keys()].filter((x) => {
    const red = pixels[row + x * 3]!;
    return red < 40 || red > 200;
  });
  return { from: gap[0], to: gap.at(-1) };
}

describe('the slide check', () => {
  it('sends a picture of the puzzle and never its answer', async () => {
    const client = clientFor(app, 'slide-0');
    const { body } = await client.get('/wps/verification/slide');
    expect(Object.keys(body?.value).sort()).toEqual(['challengeId', 'image', 'width']);
    const png = Buffer.from(body?.value.image, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(png.readUInt32BE(16)).toBe(body?.value.width);
    const { targetX } = (await client.get(`/__admin/slide?challengeId=${body?.value.challengeId}`)).body!.value;
    expect(targetX).toEqual(expect.any(Number));
    expect(JSON.stringify(body)).not.toContain('targetX');
  });

  it('draws the gap where the answer is', async () => {
    const client = clientFor(app, 'slide-3');
    const { body } = await client.get('/wps/verification/slide');
    const { targetX } = (await client.get('/__admin/slide')).body!.value;
    const hole = darkColumns(Buffer.from(body?.value.image, 'base64'));
    expect(hole).toEqual({ from: targetX, to: targetX + 19 });
  });

  it('passes within a few pixels of the target and gives a one-use token', async () => {
    const client = clientFor(app, 'slide-1');
    const check = await client.slide((targetX) => targetX + 4);
    expect(check.body?.value.validate).toMatch(/^[0-9a-f]{32}$/);
    expect((await client.get('/__admin/slide')).status).toBe(404);
  });

  it('answers a used challenge as failed', async () => {
    const client = clientFor(app, 'slide-4');
    const { challengeId } = (await client.get('/wps/verification/slide')).body!.value;
    const { targetX } = (await client.get('/__admin/slide')).body!.value;
    await client.post('/wps/verification/slide', { challengeId, x: targetX });
    const again = await client.post('/wps/verification/slide', { challengeId, x: targetX });
    expect(again.body).toMatchObject({ success: false, errorCode: 'HUMAN_CHECK_FAILED' });
  });

  it('fails far from the target', async () => {
    const client = clientFor(app, 'slide-2');
    const check = await client.slide((targetX) => targetX + 40);
    expect(check.body).toMatchObject({ success: false, errorCode: 'HUMAN_CHECK_FAILED' });
  });

  it('tells QA when no such challenge is open', async () => {
    const client = clientFor(app, 'slide-5');
    expect((await client.get('/__admin/slide')).status).toBe(404);
    const { status, body } = await client.get('/__admin/slide?challengeId=nope');
    expect(status).toBe(404);
    expect(body?.message).toBe('no slide check "nope" is open in this world');
  });
});

describe('SMS codes', () => {
  it('sends a six-digit code that expires in expiredMinutes', async () => {
    const client = clientFor(app, 'sms-1');
    const { body } = await sms(client, '9170000001', await client.validate());
    expect(body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    expect(await client.smsCode('+639170000001')).toMatch(/^\d{6}$/);
  });

  it('needs a passed human check, used once', async () => {
    const client = clientFor(app, 'sms-2');
    const validate = await client.validate();
    await sms(client, '9170000002', validate);
    clock += 2000;
    expect((await sms(client, '9170000002', validate)).body).toMatchObject({ success: false, errorCode: 'HUMAN_CHECK_FAILED' });
  });

  it('allows one request per number per second', async () => {
    const client = clientFor(app, 'sms-3');
    await sms(client, '9170000003', await client.validate());
    const second = await sms(client, '9170000003', await client.validate());
    expect(second.body).toMatchObject({ success: false, errorCode: 'SMS_TOO_FREQUENT' });
    clock += 1000;
    expect((await sms(client, '9170000003', await client.validate())).body?.success).toBe(true);
  });

  it('locks the number for five minutes after too many requests', async () => {
    const client = clientFor(app, 'sms-4');
    for (let i = 0; i < 5; i++) {
      expect((await sms(client, '9170000004', await client.validate())).body?.success).toBe(true);
      clock += 1500;
    }
    const locked = await sms(client, '9170000004', await client.validate());
    expect(locked.body).toEqual({
      success: false,
      errorCode: 'SMS_LOCKED',
      message: 'Too many requests, please try again after 5 minutes.',
    });
    clock += 4 * 60_000;
    expect((await sms(client, '9170000004', await client.validate())).body?.errorCode).toBe('SMS_LOCKED');
    clock += 61_000;
    expect((await sms(client, '9170000004', await client.validate())).body?.success).toBe(true);
  });

  it('answers forgot-by-phone with an absolute expirationTime', async () => {
    const client = clientFor(app, 'sms-5');
    const { body } = await sms(client, '9171234567', await client.validate(), '/wps/verification/sms/password');
    expect(body?.value.expirationTime).toBe(clock + 120_000);
  });

  it('refuses the login code when SMS login is switched off', async () => {
    const client = clientFor(app, 'sms-6');
    await client.patch('/__admin/scenario', { whitelabel: { MOBILEVERCODELOGIN3: false } });
    const { body } = await sms(client, '9170000006', await client.validate(), '/wps/verification/sms/noLogin');
    expect(body).toMatchObject({ success: false, errorCode: 'MODULE_DISABLED' });
  });

  it('lets the admin API read no code that was never sent', async () => {
    const { status } = await clientFor(app, 'sms-7').get('/__admin/sms?mobile=9999999');
    expect(status).toBe(404);
  });
});
