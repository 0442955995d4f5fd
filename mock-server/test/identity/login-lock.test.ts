import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as password from '../../src/identity/password';
import { clientFor, type Client } from '../identity-helpers';
import { makeApp } from '../helpers';

// The real check, watched: both paths of a login must pay for exactly one scrypt.
vi.mock('../../src/identity/password', async (importOriginal) => {
  const actual = await importOriginal<typeof password>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

let n = 0;
const fresh = () => clientFor(app, `login-lock-${++n}`);

/** A login as the form sends it once a captcha is asked for: captcha answered, slide passed. */
async function login(client: Client, username: string, password: string) {
  const captcha = await client.captcha();
  return (
    await client.postEncrypted('/wps/session/login', { type: 'username', username, password, captcha, validate: await client.validate() })
  ).body;
}
const advance = (client: Client, by: string) => client.post('/__admin/clock', { advance: by });

describe('a login by username', () => {
  it('checks one password hash of the same cost whether or not the user exists', async () => {
    const check = vi.mocked(password.verifyPassword);
    check.mockClear();
    const known = await login(fresh(), 'player01', 'wrong-password');
    expect(check).toHaveBeenCalledTimes(1);
    const knownHash = check.mock.calls[0]![1];
    check.mockClear();
    const unknown = await login(fresh(), 'nobody-by-this-name', 'wrong-password');
    expect(check).toHaveBeenCalledTimes(1);
    const unknownHash = check.mock.calls[0]![1];
    expect(unknownHash.split('$').slice(0, 2)).toEqual(knownHash.split('$').slice(0, 2));
    expect(unknown).toEqual(known);
  });
});

describe('wrong passwords', () => {
  it('lock the account at the fifth in 15 minutes, for 15 minutes of the world clock', async () => {
    const client = fresh();
    for (let i = 0; i < 4; i++) expect((await login(client, 'player01', 'wrong'))?.errorCode).toBe('LOGIN_FAILED');
    expect(await login(client, 'player01', 'wrong')).toEqual({
      success: false,
      errorCode: 'ACCOUNT_LOCKED',
      message: 'Too many wrong passwords: this account is locked, please try again in 15 minutes',
      value: { captcha: true, minutesLeft: 15 },
    });
    expect(await login(client, 'player01', 'Lucky2026')).toMatchObject({ errorCode: 'ACCOUNT_LOCKED', value: { minutesLeft: 15 } });
    await advance(client, '14m');
    expect(await login(client, 'player01', 'Lucky2026')).toMatchObject({ errorCode: 'ACCOUNT_LOCKED', value: { minutesLeft: 1 } });
    await advance(client, '1m');
    expect((await login(client, 'player01', 'Lucky2026'))?.success).toBe(true);
  });

  it('count only within the window', async () => {
    const client = fresh();
    for (let i = 0; i < 4; i++) await login(client, 'player01', 'wrong');
    await advance(client, '15m');
    expect((await login(client, 'player01', 'wrong'))?.errorCode).toBe('LOGIN_FAILED');
  });

  it('start afresh after a right password', async () => {
    const client = fresh();
    for (let i = 0; i < 4; i++) await login(client, 'player01', 'wrong');
    expect((await login(client, 'player01', 'Lucky2026'))?.success).toBe(true);
    for (let i = 0; i < 4; i++) expect((await login(client, 'player01', 'wrong'))?.errorCode).toBe('LOGIN_FAILED');
  });

  it('lock an unknown name the same way, so a lock tells no one which names exist', async () => {
    const client = fresh();
    for (let i = 0; i < 4; i++) await login(client, 'ghost-player', 'wrong');
    expect(await login(client, 'ghost-player', 'wrong')).toMatchObject({ errorCode: 'ACCOUNT_LOCKED', value: { minutesLeft: 15 } });
  });

  it("lock one world's account only", async () => {
    const client = fresh();
    for (let i = 0; i < 5; i++) await login(client, 'player01', 'wrong');
    expect((await login(fresh(), 'player01', 'Lucky2026'))?.success).toBe(true);
  });

  it("follow the scenario's loginLock, and never lock with maxFailures 0", async () => {
    const strict = fresh();
    await strict.patch('/__admin/scenario', { loginLock: { maxFailures: 3, lockMinutes: 30 } });
    for (let i = 0; i < 2; i++) await login(strict, 'player01', 'wrong');
    expect(await login(strict, 'player01', 'wrong')).toMatchObject({ errorCode: 'ACCOUNT_LOCKED', value: { minutesLeft: 30 } });

    const lenient = fresh();
    await lenient.patch('/__admin/scenario', { loginLock: { maxFailures: 0 } });
    for (let i = 0; i < 10; i++) expect((await login(lenient, 'player01', 'wrong'))?.errorCode).toBe('LOGIN_FAILED');
  });

  it('are ended by a world reset', async () => {
    const client = fresh();
    for (let i = 0; i < 5; i++) await login(client, 'player01', 'wrong');
    await client.post('/__admin/reset');
    expect((await login(client, 'player01', 'Lucky2026'))?.success).toBe(true);
  });
});

describe('the login lock setting', () => {
  it('defaults to 5 wrong passwords in 15 minutes locking for 15 minutes', async () => {
    expect((await fresh().get('/__admin/scenario')).body?.value.loginLock).toEqual({ maxFailures: 5, windowMinutes: 15, lockMinutes: 15 });
  });
});
