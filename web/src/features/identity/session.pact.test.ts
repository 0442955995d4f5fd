import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { failure, makePact, PACT_TOKEN, PACT_VALIDATE, pactHttp, sessionMatcher, success } from '../../test/pact';
import { sealedRequestParts } from '../../test/pact-sealed';
import { fetchBalance, fetchMemberInfo, fetchPlayerAvatar, freePlay, login, logout } from './api';
import { vipServiceShown } from './session/vip-service';

const { like, integer, string, boolean, eachLike, regex, number, equal } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;

describe('login, free play and logout (consumer contract)', () => {
  it('logs in by username with a passed human check', async () => {
    const payload = { type: 'username', username: 'player01', password: 'Lucky2026', validate: PACT_VALIDATE } as const;
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given('a human check has been passed', { validate: PACT_VALIDATE })
      .uponReceiving('an encrypted login by username')
      .withRequest('POST', '/wps/session/login', (b) => b.headers(sealed.headers).jsonBody(sealed.body))
      .willRespondWith(200, (b) => b.jsonBody(success(sessionMatcher('player01', 0))))
      .executeTest(async (server) => {
        expect((await login(pactHttp(server.url), payload)).userName).toBe('player01');
      });
  });

  it('answers a wrong password with a request for a captcha', async () => {
    const payload = { type: 'username', username: 'player01', password: 'wrong-password', validate: PACT_VALIDATE } as const;
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given('a human check has been passed', { validate: PACT_VALIDATE })
      .uponReceiving('an encrypted login with a wrong password')
      .withRequest('POST', '/wps/session/login', (b) => b.headers(sealed.headers).jsonBody(sealed.body))
      .willRespondWith(200, (b) => b.jsonBody(failure('LOGIN_FAILED', 'Wrong username or password', { captcha: equal(true) })))
      .executeTest(async (server) => {
        await expect(login(pactHttp(server.url), payload)).rejects.toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } });
      });
  });

  it('logs in by SMS code', async () => {
    const payload = { type: 'sms', countryDialingCode: '+63', mobileNum: '9171234567', verificationCode: '246810' } as const;
    const sealed = await sealedRequestParts(payload);
    await makePact()
      .addInteraction()
      .given(running)
      .given('an SMS code has been sent', { purpose: 'login', countryDialingCode: '+63', mobile: '9171234567', code: '246810' })
      .uponReceiving('an encrypted login by SMS code')
      .withRequest('POST', '/wps/session/login', (b) => b.headers(sealed.headers).jsonBody(sealed.body))
      .willRespondWith(200, (b) => b.jsonBody(success(sessionMatcher('player01', 0))))
      .executeTest(async (server) => {
        expect((await login(pactHttp(server.url), payload)).userName).toBe('player01');
      });
  });

  it('opens a trial account for free play', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a free-play login')
      .withRequest('POST', '/wps/session/login/freeplay', (b) =>
        b.jsonBody({
          os: string('Linux'),
          platform: equal('W'),
          random: regex('^[A-Za-z0-9+/]+=*$', 'cmFuZG9tYnl0ZXM='),
          gatewayVersion: equal(3),
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            like({
              token: string('0123456789abcdef0123456789abcdef0123456789abcdef'),
              id: integer(20001),
              userName: string('demo123456'),
              customerType: equal(4),
              firstTimeLogin: boolean(false),
              passwordExpired: boolean(false),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        expect((await freePlay(pactHttp(server.url), 'cmFuZG9tYnl0ZXM=', 'Linux')).customerType).toBe(4);
      });
  });

  it('refuses free play when it is switched off', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('free play is switched off')
      .uponReceiving('a free-play login while free play is off')
      .withRequest('POST', '/wps/session/login/freeplay', (b) =>
        b.jsonBody({ os: 'Linux', platform: 'W', random: 'cmFuZG9tYnl0ZXM=', gatewayVersion: 3 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(failure('MODULE_DISABLED')))
      .executeTest(async (server) => {
        await expect(freePlay(pactHttp(server.url), 'cmFuZG9tYnl0ZXM=', 'Linux')).rejects.toMatchObject({ code: 'MODULE_DISABLED' });
      });
  });

  it('logs out', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a logout')
      .withRequest('DELETE', '/wps/session', (b) => b.headers({ Authorization: PACT_TOKEN }))
      .willRespondWith(200, (b) => b.jsonBody(success(boolean(true))))
      .executeTest(async (server) => {
        expect(await logout(pactHttp(server.url, PACT_TOKEN))).toBe(true);
      });
  });

  it('answers a logout without a session with 401', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a logout without a session')
      .withRequest('DELETE', '/wps/session', (b) => b.headers({ Authorization: 'expired-token' }))
      .willRespondWith(401, (b) => b.jsonBody(failure('UNAUTHORIZED')))
      .executeTest(async (server) => {
        await expect(logout(pactHttp(server.url, 'expired-token'))).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      });
  });
});

describe('member info, avatar and balance (consumer contract)', () => {
  const label = { labelName: string('Bronze'), color: string('#ffffff'), color2: string('#a0522d'), type: string('RANK') };
  const memberFields = {
    id: integer(10001),
    account: equal('player01'),
    nickname: string('Player 1'),
    type: integer(0),
    mobile: string('917****567'),
    regDate: string('2026-01-10'),
    toUpline: boolean(false),
    clubLabel: like(label),
    memberLabel: eachLike(label),
    firstTimeLogin: boolean(false),
    passwordExpired: boolean(false),
  };
  const memberInfo = like(memberFields);
  const calls = [
    {
      name: 'member info',
      path: '/wps/member/info',
      body: memberInfo,
      run: fetchMemberInfo,
      check: (v: unknown) => expect(v).toMatchObject({ account: 'player01' }),
    },
    {
      name: 'player avatar',
      path: '/wps/relay/MCSFE_getPlayerAvatar',
      body: like({ avatarUrl: string('/wps/static/avatar/1.svg') }),
      run: fetchPlayerAvatar,
      check: (v: unknown) => expect(v).toMatchObject({ avatarUrl: expect.any(String) }),
    },
    {
      name: 'balance',
      path: '/wps/v2/wallets/balance',
      body: like({
        sumBalance: number(1500.5),
        balance: eachLike({ accountTypeId: integer(1), availBalance: number(1500.5) }),
        currency: string('PHP'),
        currencySymbol: string('₱'),
        totalBalance: number(1500.5),
        // Spec 04: F the symbol before the amount, B after.
        currencyPosition: regex('^(F|B)$', 'F'),
      }),
      run: fetchBalance,
      check: (v: unknown) =>
        expect(v).toMatchObject({ sumBalance: 1500.5, totalBalance: 1500.5, currencySymbol: '₱', currencyPosition: 'F' }),
    },
  ] as const;

  it('reads the SPECIAL club label of a member the operator marked for VIP service', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('the player is logged in', { username: 'vip01', token: PACT_TOKEN })
      .uponReceiving('a request for the member info of a member with a SPECIAL club label')
      .withRequest('GET', '/wps/member/info', (b) => b.headers({ Authorization: PACT_TOKEN }))
      .willRespondWith(200, (b) =>
        b.jsonBody(success(like({ ...memberFields, account: equal('vip01'), clubLabel: like({ ...label, type: equal('SPECIAL') }) }))),
      )
      .executeTest(async (server) => {
        const member = await fetchMemberInfo(pactHttp(server.url, PACT_TOKEN));
        expect(vipServiceShown(member, false)).toBe(true);
      });
  });

  for (const { name, path, body, run, check } of calls) {
    it(`reads the ${name} of the logged-in player`, async () => {
      await makePact()
        .addInteraction()
        .given(running)
        .given(...loggedIn)
        .uponReceiving(`a request for the ${name}`)
        .withRequest('GET', path, (b) => b.headers({ Authorization: PACT_TOKEN }))
        .willRespondWith(200, (b) => b.jsonBody(success(body)))
        .executeTest(async (server) => check(await run(pactHttp(server.url, PACT_TOKEN))));
    });

    it(`answers the ${name} without a token with 401`, async () => {
      await makePact()
        .addInteraction()
        .given(running)
        .uponReceiving(`a request for the ${name} without a token`)
        .withRequest('GET', path)
        .willRespondWith(401, (b) => b.jsonBody(failure('UNAUTHORIZED', 'You are not logged in, please login')))
        .executeTest(async (server) => {
          await expect(run(pactHttp(server.url))).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
        });
    });
  }
});
