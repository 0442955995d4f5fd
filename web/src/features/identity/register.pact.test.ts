import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { brandAnnouncements, promotionItem } from '../../test/pact-announcements';
import { exactFailure, failure, makePact, PACT_VALIDATE, pactHttp, sessionMatcher, success } from '../../test/pact';
import { sealedRequestParts } from '../../test/pact-sealed';
import { checkAffiliate, fetchPromotions, register, registerMobile } from './api';

const { like, integer, string, boolean, eachLike } = MatchersV3;
const running = 'the site is running normally';
const where = { domain: 'www.example.com', registerUrl: 'https://www.example.com/register', registerMethod: 'WEB' } as const;

describe('registration (consumer contract)', () => {
  it('registers by username and answers a session', async () => {
    const payload = {
      username: 'pactplayer1',
      password: 'Pact2026a',
      confirmPassword: 'Pact2026a',
      ...where,
      login: true,
      validate: PACT_VALIDATE,
    } as const;
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given('a human check has been passed', { validate: PACT_VALIDATE })
      .given('registration needs no captcha')
      .uponReceiving('an encrypted registration by username')
      .withRequest('POST', '/wps/member/register', (b) => b.headers(sealed.headers).jsonBody(sealed.body))
      .willRespondWith(200, (b) => b.jsonBody(success(sessionMatcher('pactplayer1', 0, 20001))))
      .executeTest(async (server) => {
        expect((await register(pactHttp(server.url), payload)).userName).toBe('pactplayer1');
      });
  });

  it('refuses a username already taken, naming the field', async () => {
    const payload = {
      username: 'player01',
      password: 'Pact2026a',
      confirmPassword: 'Pact2026a',
      ...where,
      login: true,
      validate: PACT_VALIDATE,
    } as const;
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given('a human check has been passed', { validate: PACT_VALIDATE })
      .given('registration needs no captcha')
      .uponReceiving('an encrypted registration of a taken username')
      .withRequest('POST', '/wps/member/register', (b) => b.headers(sealed.headers).jsonBody(sealed.body))
      .willRespondWith(200, (b) =>
        b.jsonBody(failure('USERNAME_TAKEN', 'This username is already taken', { fields: { username: string('already taken') } })),
      )
      .executeTest(async (server) => {
        await expect(register(pactHttp(server.url), payload)).rejects.toMatchObject({
          code: 'USERNAME_TAKEN',
          value: { fields: { username: 'already taken' } },
        });
      });
  });

  it('refuses a field that breaks the rules in force', async () => {
    const payload = {
      username: '9short',
      password: 'Pact2026a',
      confirmPassword: 'Pact2026a',
      ...where,
      login: true,
      validate: PACT_VALIDATE,
    } as const;
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given('a human check has been passed', { validate: PACT_VALIDATE })
      .given('registration needs no captcha')
      .uponReceiving('an encrypted registration whose username breaks the rule')
      .withRequest('POST', '/wps/member/register', (b) => b.headers(sealed.headers).jsonBody(sealed.body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          exactFailure('REGISTER_FIELD_INVALID', 'username must be 6 - 16 characters', {
            fields: { username: string('username must be 6 - 16 characters') },
          }),
        ),
      )
      .executeTest(async (server) => {
        await expect(register(pactHttp(server.url), payload)).rejects.toMatchObject({ code: 'REGISTER_FIELD_INVALID' });
      });
  });

  it('registers by mobile and answers the generated account', async () => {
    const payload = { mobileNum: '9175550123', countryDialingCode: '+63', verificationCode: '135790', ...where } as const;
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given('an SMS code has been sent', { purpose: 'register', countryDialingCode: '+63', mobile: '9175550123', code: '135790' })
      .uponReceiving('an encrypted registration by mobile')
      .withRequest('POST', '/wps/member/register/mobile', (b) => b.headers(sealed.headers).jsonBody(sealed.body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            like({
              token: string('0123456789abcdef0123456789abcdef0123456789abcdef'),
              id: integer(20001),
              userName: string('m12345678'),
              account: string('m12345678'),
              customerType: integer(0),
              firstTimeLogin: boolean(false),
              passwordExpired: boolean(false),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        expect((await registerMobile(pactHttp(server.url), payload)).account).toMatch(/^m\d{8}$/);
      });
  });

  it('refuses a mobile registration with a wrong code', async () => {
    const payload = { mobileNum: '9175550124', countryDialingCode: '+63', verificationCode: '000000', ...where } as const;
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('an encrypted registration by mobile with a wrong code')
      .withRequest('POST', '/wps/member/register/mobile', (b) => b.headers(sealed.headers).jsonBody(sealed.body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          failure('SMS_CODE_INVALID', 'Invalid verification code', { fields: { verificationCode: string('Invalid verification code') } }),
        ),
      )
      .executeTest(async (server) => {
        await expect(registerMobile(pactHttp(server.url), payload)).rejects.toMatchObject({ code: 'SMS_CODE_INVALID' });
      });
  });

  it('accepts a valid affiliate code', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('an affiliate check of a valid code')
      .withRequest('POST', '/wps/agent/affiliate', (b) => b.jsonBody({ code: 'AFF2026', domain: 'www.example.com' }))
      .willRespondWith(200, (b) => b.jsonBody(success(boolean(true))))
      .executeTest(async (server) => {
        expect(await checkAffiliate(pactHttp(server.url), 'AFF2026', 'www.example.com')).toBe(true);
      });
  });

  it('refuses an invalid affiliate code', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('an affiliate check of an invalid code')
      .withRequest('POST', '/wps/agent/affiliate', (b) => b.jsonBody({ code: 'NOPE42', domain: 'www.example.com' }))
      .willRespondWith(200, (b) => b.jsonBody(failure('AFFILIATE_INVALID', 'Invalid invitation code')))
      .executeTest(async (server) => {
        await expect(checkAffiliate(pactHttp(server.url), 'NOPE42', 'www.example.com')).rejects.toMatchObject({
          code: 'AFFILIATE_INVALID',
        });
      });
  });
});

describe('promotions (consumer contract)', () => {
  it("lists the promotions with their category and picture (the announcements relay's promotion)", async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed request for the announcements, for the new-player promotions')
      .withRequest('POST', '/wps/relay/MCSFE_getListAnnouncements', (b) => b.jsonBody(brandAnnouncements))
      .willRespondWith(200, (b) => b.jsonBody(success({ promotion: eachLike(promotionItem()) })))
      .executeTest(async (server) => {
        expect((await fetchPromotions(pactHttp(server.url)))[0]?.category).toBe('new_player');
      });
  });

  it('turns a failing promotions service into an ApiError', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('requests to a route fail with 503', { route: '/wps/relay/MCSFE_getListAnnouncements' })
      .uponReceiving('a relayed request for the announcements, for the new-player promotions, while it fails')
      .withRequest('POST', '/wps/relay/MCSFE_getListAnnouncements', (b) => b.jsonBody(brandAnnouncements))
      .willRespondWith(503, (b) => b.jsonBody(failure('INJECTED_FAULT')))
      .executeTest(async (server) => {
        await expect(fetchPromotions(pactHttp(server.url))).rejects.toMatchObject({ status: 503 });
      });
  });
});
