import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { clientFor } from '../identity-helpers';
import { call, makeApp } from '../helpers';
import { identityPart } from '../../src/identity/identity-state';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const WORLD = 'bad-input';
const snapshot = () => {
  const id = app.worlds.get(WORLD).part(identityPart);
  return JSON.stringify({
    users: [...id.users.values()].map((u) => [u.username, u.passwordHash]),
    sessions: id.sessions.size,
    sms: id.smsCodes.size,
    captchas: id.captchas.size,
    validates: id.validates.size,
  });
};

const plain = [
  '/wps/verification/slide',
  '/wps/verification/sms/register',
  '/wps/verification/sms/noLogin',
  '/wps/verification/sms/password',
  '/wps/agent/affiliate',
  '/wps/session/login/freeplay',
];
const encrypted = ['/wps/member/register', '/wps/member/register/mobile', '/wps/session/login', '/wps/member/password/verification'];

describe('bad input on the identity routes: a clear 4xx and no state changed', () => {
  it.each([...plain, ...encrypted])('%s refuses malformed JSON', async (url) => {
    const before = snapshot();
    const { status, body } = await call(app, {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'x-mock-world': WORLD },
      payload: '{"a":',
    });
    expect(status).toBe(400);
    expect(body?.errorCode).toBe('MALFORMED_JSON');
    expect(snapshot()).toBe(before);
  });

  it.each([...plain, ...encrypted])('%s refuses an oversized body', async (url) => {
    const before = snapshot();
    const { status, body } = await call(app, {
      method: 'POST',
      url,
      headers: { 'x-mock-world': WORLD },
      payload: { value: 'x'.repeat(70_000) },
    });
    expect(status).toBe(413);
    expect(body?.errorCode).toBe('PAYLOAD_TOO_LARGE');
    expect(snapshot()).toBe(before);
  });

  it.each(plain)('%s refuses a missing body, naming the field', async (url) => {
    const before = snapshot();
    const { status, body } = await call(app, { method: 'POST', url, headers: { 'x-mock-world': WORLD }, payload: {} });
    expect(status).toBe(400);
    expect(body?.message).toMatch(/^body\.\w+: /);
    expect(snapshot()).toBe(before);
  });

  it.each([
    ['/wps/verification/sms/register', { countryDialingCode: '+63', mobileNo: 9170000000, validate: 'x' }, 'body.mobileNo'],
    ['/wps/verification/sms/register', { countryDialingCode: '63', mobileNo: '9170000000', validate: 'x' }, 'body.countryDialingCode'],
    [
      '/wps/verification/sms/register',
      { countryDialingCode: '+63', mobileNo: '9170000000', validate: 'x', extra: 1 },
      'unknown field extra',
    ],
    ['/wps/verification/slide', { challengeId: 'abc', x: 'left' }, 'body.x'],
    ['/wps/agent/affiliate', { code: ['AFF2026'], domain: 'x' }, 'body.code'],
    ['/wps/session/login/freeplay', { os: 'Linux', platform: 'X', random: 'r', gatewayVersion: 3 }, 'body.platform'],
  ])('%s refuses %j naming %s', async (url, payload, named) => {
    const before = snapshot();
    const { status, body } = await call(app, { method: 'POST', url, headers: { 'x-mock-world': WORLD }, payload });
    expect(status).toBe(400);
    expect(body?.message).toContain(named);
    expect(snapshot()).toBe(before);
  });

  it.each(encrypted)('%s refuses a plain (unencrypted) body', async (url) => {
    const before = snapshot();
    const { status, body } = await call(app, {
      method: 'POST',
      url,
      headers: { 'x-mock-world': WORLD },
      payload: { username: 'player01', password: 'x' },
    });
    expect(status).toBe(400);
    expect(body?.message).toBe('header Encryption must be RSA-OAEP-256+A256GCM');
    expect(snapshot()).toBe(before);
  });

  it.each(encrypted)('%s refuses a ciphertext the server key cannot open', async (url) => {
    const before = snapshot();
    const { status, body } = await call(app, {
      method: 'POST',
      url,
      headers: {
        'x-mock-world': WORLD,
        encryption: 'RSA-OAEP-256+A256GCM',
        'x-rsa': 'AAAA',
        'x-nonce': 'AAAAAAAAAAAAAAAAAAAAAA',
        'x-timestamp': String(Date.now()),
      },
      payload: { value: 'bm90IGEgY2lwaGVydGV4dA==' },
    });
    expect(status).toBe(400);
    expect(body?.message).toMatch(/^body\.value: cannot be decrypted with the server key/);
    expect(snapshot()).toBe(before);
  });

  it.each([
    ['/wps/member/register', { username: 'x' }, 'body.password'],
    [
      '/wps/member/register/mobile',
      { mobileNum: 'abc', countryDialingCode: '+63', verificationCode: '123456', domain: 'd', registerUrl: 'u', registerMethod: 'WEB' },
      'body.mobileNum',
    ],
    ['/wps/session/login', { type: 'email', username: 'player01', password: 'x' }, 'body.type'],
    [
      '/wps/session/login',
      { type: 'username', username: 'u'.repeat(33), password: 'x', validate: 'v' },
      'body.username: at most 32 characters',
    ],
    [
      '/wps/member/password/verification',
      { newPassword: 'Abc12345', mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: '12' },
      'body.verificationCode',
    ],
  ])('%s refuses the decrypted payload %j naming %s', async (url, payload, named) => {
    const before = snapshot();
    const { status, body } = await clientFor(app, WORLD).postEncrypted(url, payload);
    expect(status).toBe(400);
    expect(body?.message).toContain(named);
    expect(snapshot()).toBe(before);
  });

  it.each([
    ['GET', '/wps/member/info'],
    ['GET', '/wps/member/info/icon'],
    ['GET', '/wps/v2/wallets/balance'],
    ['DELETE', '/wps/session'],
    ['POST', '/wps/member/password'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const before = snapshot();
    const { status, body } = await call(app, {
      method,
      url,
      headers: { 'x-mock-world': WORLD },
      payload: method === 'POST' ? { value: 'x' } : undefined,
    });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, errorCode: 'UNAUTHORIZED', message: 'You are not logged in, please login' });
    expect(snapshot()).toBe(before);
  });

  it('refuses a forgot-by-email form without the email', async () => {
    const { status, body } = await call(app, {
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-mock-world': WORLD },
      payload: 'username=player01',
    });
    expect(status).toBe(400);
    expect(body?.message).toContain('body.email');
  });

  it('refuses an admin SMS query without a proper number', async () => {
    const { status, body } = await call(app, { method: 'GET', url: '/__admin/sms?mobile=abc', headers: { 'x-mock-world': WORLD } });
    expect(status).toBe(400);
    expect(body?.message).toContain('query.mobile');
  });
});
