import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { exactFailure, failure, makePact, PACT_VALIDATE, pactHttp, sessionMatcher, success } from '../../test/pact';
import { sealedRequestParts } from '../../test/pact-sealed';
import { login } from './api';
import { sendLoginCode, verifyLogin } from './login/new-address-api';

const { integer, string, eachLike, equal } = MatchersV3;
const running = 'the site is running normally';
const waiting = [
  'a login from a new address is waiting for its code',
  { username: 'player01', challengeId: 'pact-challenge', code: '246810' },
] as const;

describe('login protection (consumer contract)', () => {
  it('answers a right password from a new address with a challenge naming the bound targets', async () => {
    const payload = { type: 'username', username: 'player01', password: 'Lucky2026', validate: PACT_VALIDATE } as const;
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given('a human check has been passed', { validate: PACT_VALIDATE })
      .given('the player is at a new address', { ip: '203.0.113.99', country: 'SG' })
      .uponReceiving('an encrypted login by username from a new address')
      .withRequest('POST', '/wps/session/login', (b) => b.headers(sealed.headers).jsonBody(sealed.body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          exactFailure('LOGIN_VERIFY_REQUIRED', 'A login from a new address (203.0.113.99, SG): confirm it with a code', {
            challengeId: string('c0ffee'),
            ip: equal('203.0.113.99'),
            country: equal('SG'),
            methods: eachLike({ method: string('sms'), target: string('+63 917****567') }),
          }),
        ),
      )
      .executeTest(async (server) => {
        await expect(login(pactHttp(server.url), payload)).rejects.toMatchObject({
          code: 'LOGIN_VERIFY_REQUIRED',
          value: { ip: '203.0.113.99', country: 'SG', methods: [{ method: 'sms' }] },
        });
      });
  });

  it('sends the code by the method chosen', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...waiting)
      .uponReceiving('a request for a login code by SMS')
      .withRequest('POST', '/wps/verification/login', (b) => b.jsonBody({ challengeId: 'pact-challenge', method: 'sms' }))
      .willRespondWith(200, (b) => b.jsonBody(success({ expiredMinutes: integer(5) })))
      .executeTest(async (server) => {
        expect(await sendLoginCode(pactHttp(server.url), 'pact-challenge', 'sms')).toEqual({ expiredMinutes: 5 });
      });
  });

  it('logs in once the code passes', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...waiting)
      .uponReceiving('the right login code')
      .withRequest('POST', '/wps/session/login/verify', (b) => b.jsonBody({ challengeId: 'pact-challenge', method: 'sms', code: '246810' }))
      .willRespondWith(200, (b) => b.jsonBody(success(sessionMatcher('player01', 0))))
      .executeTest(async (server) => {
        expect((await verifyLogin(pactHttp(server.url), 'pact-challenge', 'sms', '246810')).userName).toBe('player01');
      });
  });

  it('refuses a wrong code', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...waiting)
      .uponReceiving('a wrong login code')
      .withRequest('POST', '/wps/session/login/verify', (b) => b.jsonBody({ challengeId: 'pact-challenge', method: 'sms', code: '000000' }))
      .willRespondWith(200, (b) => b.jsonBody(failure('VERIFY_CODE_INVALID', 'The code is wrong or has expired')))
      .executeTest(async (server) => {
        await expect(verifyLogin(pactHttp(server.url), 'pact-challenge', 'sms', '000000')).rejects.toMatchObject({
          code: 'VERIFY_CODE_INVALID',
        });
      });
  });

  it('refuses an unknown challenge', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a login code for an unknown challenge')
      .withRequest('POST', '/wps/verification/login', (b) => b.jsonBody({ challengeId: 'no-such-challenge', method: 'sms' }))
      .willRespondWith(200, (b) => b.jsonBody(failure('LOGIN_CHALLENGE_INVALID', 'This login check has expired: please log in again')))
      .executeTest(async (server) => {
        await expect(sendLoginCode(pactHttp(server.url), 'no-such-challenge', 'sms')).rejects.toMatchObject({
          code: 'LOGIN_CHALLENGE_INVALID',
        });
      });
  });
});
