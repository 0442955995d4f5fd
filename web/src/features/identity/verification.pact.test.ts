import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { failure, makePact, PACT_VALIDATE, pactHttp, success } from '../../test/pact';
import { checkSlide, fetchCaptcha, fetchSlideChallenge, sendSmsCode } from './api';

const { like, regex, integer, string } = MatchersV3;
const running = 'the site is running normally';

describe('captcha and the slide check (consumer contract)', () => {
  it('gets a captcha as a base64 PNG', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for a captcha')
      .withRequest('GET', '/wps/captcha')
      .willRespondWith(200, (b) => b.jsonBody(success(regex('^[A-Za-z0-9+/]+=*$', 'iVBORw0KGgoAAAANSUhEUg=='))))
      .executeTest(async (server) => {
        expect(await fetchCaptcha(pactHttp(server.url))).toBe('iVBORw0KGgoAAAANSUhEUg==');
      });
  });

  it('turns a failing captcha service into an ApiError', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('requests to a route fail with 503', { route: '/wps/captcha' })
      .uponReceiving('a request for a captcha while the service fails')
      .withRequest('GET', '/wps/captcha')
      .willRespondWith(503, (b) => b.jsonBody(failure('INJECTED_FAULT')))
      .executeTest(async (server) => {
        await expect(fetchCaptcha(pactHttp(server.url))).rejects.toMatchObject({ status: 503 });
      });
  });

  it('gets a slide challenge as a picture of the puzzle, without its answer', async () => {
    const image = regex('^[A-Za-z0-9+/]+=*$', 'iVBORw0KGgoAAAANSUhEUg==');
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for a slide challenge')
      .withRequest('GET', '/wps/verification/slide')
      .willRespondWith(200, (b) => b.jsonBody(success(like({ challengeId: string('c1'), width: integer(300), image }))))
      .executeTest(async (server) => {
        expect(await fetchSlideChallenge(pactHttp(server.url))).toEqual({
          challengeId: 'c1',
          width: 300,
          image: 'iVBORw0KGgoAAAANSUhEUg==',
        });
      });
  });

  it('turns a failing slide service into an ApiError', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('requests to a route fail with 503', { route: '/wps/verification/slide' })
      .uponReceiving('a request for a slide challenge while the service fails')
      .withRequest('GET', '/wps/verification/slide')
      .willRespondWith(503, (b) => b.jsonBody(failure('INJECTED_FAULT')))
      .executeTest(async (server) => {
        await expect(fetchSlideChallenge(pactHttp(server.url))).rejects.toMatchObject({ status: 503 });
      });
  });

  it('passes the slide check on the target', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('a slide challenge is open', { challengeId: 'pact-challenge', targetX: 150 })
      .uponReceiving('a slide answer on the target')
      .withRequest('POST', '/wps/verification/slide', (b) => b.jsonBody({ challengeId: 'pact-challenge', x: 150 }))
      .willRespondWith(200, (b) => b.jsonBody(success({ validate: string('v1') })))
      .executeTest(async (server) => {
        expect(await checkSlide(pactHttp(server.url), 'pact-challenge', 150)).toEqual({ validate: 'v1' });
      });
  });

  it('fails the slide check far from the target', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('a slide challenge is open', { challengeId: 'pact-challenge', targetX: 150 })
      .uponReceiving('a slide answer far from the target')
      .withRequest('POST', '/wps/verification/slide', (b) => b.jsonBody({ challengeId: 'pact-challenge', x: 20 }))
      .willRespondWith(200, (b) => b.jsonBody(failure('HUMAN_CHECK_FAILED')))
      .executeTest(async (server) => {
        await expect(checkSlide(pactHttp(server.url), 'pact-challenge', 20)).rejects.toMatchObject({ code: 'HUMAN_CHECK_FAILED' });
      });
  });
});

describe('SMS codes (consumer contract)', () => {
  const cases = [
    { purpose: 'register', path: '/wps/verification/sms/register', mobileNo: '9175550123', answer: { expiredMinutes: integer(5) } },
    { purpose: 'login', path: '/wps/verification/sms/noLogin', mobileNo: '9171234567', answer: { expiredMinutes: integer(5) } },
    {
      purpose: 'forgot',
      path: '/wps/verification/sms/password',
      mobileNo: '9171234567',
      answer: { expirationTime: integer(1_790_000_000_000) },
    },
  ] as const;

  for (const { purpose, path, mobileNo, answer } of cases) {
    it(`sends a ${purpose} code after the human check`, async () => {
      const body = { countryDialingCode: '+63', mobileNo, validate: PACT_VALIDATE };
      await makePact()
        .addInteraction()
        .given(running)
        .given('a human check has been passed', { validate: PACT_VALIDATE })
        .uponReceiving(`a request for a ${purpose} SMS code`)
        .withRequest('POST', path, (b) => b.jsonBody(body))
        .willRespondWith(200, (b) => b.jsonBody(success(answer)))
        .executeTest(async (server) => {
          const sent = await sendSmsCode(pactHttp(server.url), purpose, body);
          expect(sent.expiredMinutes ?? sent.expirationTime).toBeGreaterThan(0);
        });
    });

    it(`refuses a ${purpose} code without a passed human check`, async () => {
      const body = { countryDialingCode: '+63', mobileNo, validate: 'never-issued' };
      await makePact()
        .addInteraction()
        .given(running)
        .uponReceiving(`a request for a ${purpose} SMS code without a human check`)
        .withRequest('POST', path, (b) => b.jsonBody(body))
        .willRespondWith(200, (b) => b.jsonBody(failure('HUMAN_CHECK_FAILED')))
        .executeTest(async (server) => {
          await expect(sendSmsCode(pactHttp(server.url), purpose, body)).rejects.toMatchObject({ code: 'HUMAN_CHECK_FAILED' });
        });
    });
  }
});
