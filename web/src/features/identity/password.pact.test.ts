import { MatchersV3 } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import { describe, expect, it } from 'vitest';
import { failure, makePact, PACT_TOKEN, pactHttp, success } from '../../test/pact';
import { sealedRequestParts } from '../../test/pact-sealed';
import { changePassword, forgotByEmail, forgotByPhone } from './api';

const { boolean, regex, string } = MatchersV3;
const running = 'the site is running normally';

/**
 * Forgot-by-email is form-encoded (spec 01, section 3). The header pins the encoding and the body is
 * the exact form string; it is declared as text because pact-core sniffs form bodies as binary.
 */
const formRequest = (form: string) => (b: V4RequestBuilder) =>
  b
    .headers({ 'Content-Type': regex('^application/x-www-form-urlencoded', 'application/x-www-form-urlencoded') })
    .body('text/plain', Buffer.from(form));
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;

describe('passwords (consumer contract)', () => {
  it('changes the password of the logged-in player', async () => {
    const payload = { oldPassword: 'Lucky2026', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' };
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('an encrypted password change')
      .withRequest('POST', '/wps/member/password', (b) => b.headers({ ...sealed.headers, Authorization: PACT_TOKEN }).jsonBody(sealed.body))
      .willRespondWith(200, (b) => b.jsonBody(success(boolean(true))))
      .executeTest(async (server) => {
        expect(await changePassword(pactHttp(server.url, PACT_TOKEN), payload)).toBe(true);
      });
  });

  it('refuses a password change with a wrong old password', async () => {
    const payload = { oldPassword: 'not-it', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' };
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('an encrypted password change with a wrong old password')
      .withRequest('POST', '/wps/member/password', (b) => b.headers({ ...sealed.headers, Authorization: PACT_TOKEN }).jsonBody(sealed.body))
      .willRespondWith(200, (b) => b.jsonBody(failure('PASSWORD_WRONG', 'The old password is wrong')))
      .executeTest(async (server) => {
        await expect(changePassword(pactHttp(server.url, PACT_TOKEN), payload)).rejects.toMatchObject({ code: 'PASSWORD_WRONG' });
      });
  });

  it('sends a reset mail when username and email match, form-encoded', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a form-encoded password reset by email')
      .withRequest('POST', '/wps/member/password/email', formRequest('username=player01&email=player01%40example.com'))
      .willRespondWith(200, (b) => b.jsonBody(success(boolean(true))))
      .executeTest(async (server) => {
        expect(await forgotByEmail(pactHttp(server.url), 'player01', 'player01@example.com')).toBe(true);
      });
  });

  it('refuses a reset by email when they do not match', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a form-encoded password reset by email that does not match')
      .withRequest('POST', '/wps/member/password/email', formRequest('username=player01&email=other%40example.com'))
      .willRespondWith(200, (b) => b.jsonBody(failure('ACCOUNT_NOT_FOUND', 'Username/Email does not exist')))
      .executeTest(async (server) => {
        await expect(forgotByEmail(pactHttp(server.url), 'player01', 'other@example.com')).rejects.toMatchObject({
          code: 'ACCOUNT_NOT_FOUND',
        });
      });
  });

  it('resets by phone with the code sent and names the account', async () => {
    const payload = { newPassword: 'Phone2026', mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: '864200' };
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given('an SMS code has been sent', { purpose: 'forgot', countryDialingCode: '+63', mobile: '9171234567', code: '864200' })
      .uponReceiving('an encrypted password reset by phone')
      .withRequest('POST', '/wps/member/password/verification', (b) => b.headers(sealed.headers).jsonBody(sealed.body))
      .willRespondWith(200, (b) => b.jsonBody(success({ userName: string('player01') })))
      .executeTest(async (server) => {
        expect(await forgotByPhone(pactHttp(server.url), payload)).toEqual({ userName: 'player01' });
      });
  });

  it('refuses a reset by phone with a wrong code', async () => {
    const payload = { newPassword: 'Phone2026', mobileNum: '9171234567', countryDialingCode: '+63', verificationCode: '111111' };
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('an encrypted password reset by phone with a wrong code')
      .withRequest('POST', '/wps/member/password/verification', (b) => b.headers(sealed.headers).jsonBody(sealed.body))
      .willRespondWith(200, (b) => b.jsonBody(failure('SMS_CODE_INVALID', 'Invalid verification code')))
      .executeTest(async (server) => {
        await expect(forgotByPhone(pactHttp(server.url), payload)).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' });
      });
  });
});
