import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { freshIdempotencyKey } from '@portal/contracts';
import { failure, makePact, onceKey, PACT_TOKEN, PACT_VALIDATE, pactHttp, success } from '../../test/pact';
import { sealedRequestParts } from '../../test/pact-sealed';
import * as api from './api';

const { atLeastOneLike, eachLike, integer, number, string, boolean, equal } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = (username: string) => ['the player is logged in', { username, token: PACT_TOKEN }] as const;
const withToken = { Authorization: PACT_TOKEN };
const http = (url: string) => pactHttp(url, PACT_TOKEN);
// The session's login is the last one (state "the player is logged in"); a real backend answers it too.
const lastLogin = { ip: string('198.51.100.24'), country: string('PH'), time: integer(1795352801478) };
const security = (over: object = {}) => ({
  account: string('player01'),
  nickname: string('Player 1'),
  regDate: string('2026-01-10'),
  mobile: string('+63 917****567'),
  mobileBound: boolean(true),
  email: string(''),
  emailBound: boolean(false),
  loginProtection: boolean(true),
  knownIps: eachLike({ ip: string('198.51.100.24'), country: string('PH'), firstSeen: integer(1795352801478) }),
  ...over,
});

describe('the security centre (consumer contract)', () => {
  it('reads my account, bindings and login protection', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .uponReceiving('a request for my security centre')
      .withRequest('GET', '/wps/member/security', (b) => b.headers(withToken))
      .willRespondWith(200, (b) => b.jsonBody(success({ ...security(), lastLogin })))
      .executeTest(async (server) => {
        expect((await api.fetchSecurityInfo(http(server.url))).account).toBe('player01');
      });
  });

  it('sends a code to a mobile number to bind', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('agent01'))
      .given('a human check has been passed', { validate: PACT_VALIDATE })
      .uponReceiving('a request for a code to bind a new mobile number, after a slide check')
      .withRequest('POST', '/wps/verification/sms/bind', (b) =>
        b.headers(withToken).jsonBody({ countryDialingCode: '+63', mobileNo: '9175550101', validate: PACT_VALIDATE }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ expiredMinutes: integer(5) })))
      .executeTest(async (server) => {
        expect((await api.sendBindMobileCode(http(server.url), '+63', '9175550101', PACT_VALIDATE)).expiredMinutes).toBeGreaterThan(0);
      });
  });

  it('refuses to bind a mobile number with a code that was not sent', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('agent01'))
      .uponReceiving('a mobile binding with a wrong code')
      .withRequest('POST', '/wps/member/mobile', (b) =>
        b.headers(withToken).jsonBody({ countryDialingCode: '+63', mobileNo: '9175550101', verificationCode: '000000' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(failure('VERIFY_CODE_INVALID', 'The code is wrong or has expired')))
      .executeTest(async (server) => {
        await expect(api.bindMobile(http(server.url), '+63', '9175550101', '000000')).rejects.toMatchObject({
          code: 'VERIFY_CODE_INVALID',
        });
      });
  });

  it('binds a mobile number with the code that was sent', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('agent01'))
      .given('a code to bind has been sent', { username: 'agent01', purpose: 'bind-mobile', target: '+639175550101', code: '123456' })
      .uponReceiving('a mobile binding with the code that was sent')
      .withRequest('POST', '/wps/member/mobile', (b) =>
        b.headers(withToken).jsonBody({ countryDialingCode: '+63', mobileNo: '9175550101', verificationCode: '123456' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            ...security({ account: equal('agent01'), mobile: string('+63 917****101'), mobileBound: boolean(true) }),
            lastLogin,
          }),
        ),
      )
      .executeTest(async (server) => {
        const info = await api.bindMobile(http(server.url), '+63', '9175550101', '123456');
        expect(info).toMatchObject({ account: 'agent01', mobileBound: true });
      });
  });

  it('sends a code to an email address to bind', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .given('a human check has been passed', { validate: PACT_VALIDATE })
      .uponReceiving('a request for a code to bind an email, after a slide check')
      .withRequest('POST', '/wps/verification/email/bind', (b) =>
        b.headers(withToken).jsonBody({ email: 'player01.new@example.com', validate: PACT_VALIDATE }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ expiredMinutes: integer(5) })))
      .executeTest(async (server) => {
        expect((await api.sendBindEmailCode(http(server.url), 'player01.new@example.com', PACT_VALIDATE)).expiredMinutes).toBeGreaterThan(
          0,
        );
      });
  });

  it('refuses to bind an email with a code that was not sent', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .uponReceiving('an email binding with a wrong code')
      .withRequest('POST', '/wps/member/email', (b) =>
        b.headers(withToken).jsonBody({ email: 'player01.new@example.com', verificationCode: '000000' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(failure('VERIFY_CODE_INVALID', 'The code is wrong or has expired')))
      .executeTest(async (server) => {
        await expect(api.bindEmail(http(server.url), 'player01.new@example.com', '000000')).rejects.toMatchObject({
          code: 'VERIFY_CODE_INVALID',
        });
      });
  });

  it('binds an email with the code that was sent', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .given('a code to bind has been sent', {
        username: 'player01',
        purpose: 'bind-email',
        target: 'player01.new@example.com',
        code: '654321',
      })
      .uponReceiving('an email binding with the code that was sent')
      .withRequest('POST', '/wps/member/email', (b) =>
        b.headers(withToken).jsonBody({ email: 'player01.new@example.com', verificationCode: '654321' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(success({ ...security({ email: string('pl***@example.com'), emailBound: boolean(true) }), lastLogin })),
      )
      .executeTest(async (server) => {
        expect((await api.bindEmail(http(server.url), 'player01.new@example.com', '654321')).emailBound).toBe(true);
      });
  });

  it('switches login protection off', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .uponReceiving('a request to switch login protection off')
      .withRequest('PUT', '/wps/member/security/protection', (b) => b.headers(withToken).jsonBody({ enabled: false }))
      .willRespondWith(200, (b) => b.jsonBody(success({ ...security({ loginProtection: boolean(false) }), lastLogin })))
      .executeTest(async (server) => {
        expect((await api.setLoginProtection(http(server.url), false)).loginProtection).toBe(false);
      });
  });

  it('reads my player rank with the levels', async () => {
    const level = { level: integer(2), name: string('Silver'), validBetRequired: number(5000) };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .uponReceiving('a request for my player rank')
      .withRequest('GET', '/wps/member/rank', (b) => b.headers(withToken))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            level: integer(2),
            name: string('Silver'),
            validBet: number(6245.41),
            progress: number(12.5),
            nextLevel: { ...level, level: integer(3), name: string('Gold'), remaining: number(13754.59) },
            levels: atLeastOneLike({
              ...level,
              benefits: {
                rebatePercent: number(0.4),
                birthdayBonus: number(58),
                withdrawalsPerDay: integer(4),
                vipService: boolean(false),
              },
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.fetchPlayerRank(http(server.url))).levels.length).toBeGreaterThan(0);
      });
  });
});

describe('transfer to upline (consumer contract)', () => {
  it('reads my upline and the limits', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('a01m1'))
      .uponReceiving('a request for my upline')
      .withRequest('GET', '/wps/wallet/upline', (b) => b.headers(withToken))
      .willRespondWith(200, (b) =>
        b.jsonBody(success({ uplineAccount: string('ag***01'), available: number(1000), minAmount: number(1), maxAmount: number(50000) })),
      )
      .executeTest(async (server) => {
        expect((await api.fetchUplineInfo(http(server.url))).maxAmount).toBe(50000);
      });
  });

  it('transfers to my upline, encrypted with the login password', async () => {
    const sealed = await sealedRequestParts({ amount: 10, password: 'Team2026' });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('a01m1'))
      .uponReceiving('an encrypted transfer of 10 to my upline')
      .withRequest('POST', '/wps/relay/passwordCheck/FUND_transferUpline', (b) =>
        b.headers({ ...sealed.headers, ...withToken, ...onceKey }).jsonBody(sealed.body),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(success({ transferId: string('U00000001'), amount: equal(10), balance: number(990), uplineAccount: string('ag***01') })),
      )
      .executeTest(async (server) => {
        expect((await api.transferToUpline(http(server.url), 10, 'Team2026', freshIdempotencyKey())).amount).toBe(10);
      });
  });

  it('refuses a player without an upline', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('agent01'))
      .uponReceiving('a request for the upline of an agent without one')
      .withRequest('GET', '/wps/wallet/upline', (b) => b.headers(withToken))
      .willRespondWith(200, (b) => b.jsonBody(failure('NO_UPLINE', 'This account has no upline to transfer to')))
      .executeTest(async (server) => {
        await expect(api.fetchUplineInfo(http(server.url))).rejects.toMatchObject({ code: 'NO_UPLINE' });
      });
  });
});

describe('referral and missions (consumer contract)', () => {
  it('reads my referral codes and invite domains, making the code if I have none', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .uponReceiving('a relayed request for my referral details')
      .withRequest('GET', '/wps/relay/MCSFE_getReferralDetails', (b) => b.headers(withToken).query({ autoGenerate: 'true' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            affiliateCode: string('AFF2026'),
            referralCode: string('R7PT'),
            promotionDomains: atLeastOneLike(string('https://portal.example.com')),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.fetchReferralDetails(http(server.url))).referralCode).toBeTruthy();
      });
  });

  it('lists the friends who registered with my code', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .uponReceiving('a relayed request for my referred friends')
      .withRequest('GET', '/wps/relay/MCSFE_getReferralFriends', (b) => b.headers(withToken).query({ pageNo: '1', pageSize: '10' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({ account: string('a0***m3'), regDate: string('2026-08-26'), deposited: boolean(true), reward: number(50) }),
            total: integer(3),
            totalPages: integer(1),
            totalReward: number(150),
            rewardPerFriend: number(50),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.fetchReferralFriends(http(server.url), 1)).rewardPerFriend).toBe(50);
      });
  });

  it('reads my missions with their progress and how many I can claim', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .uponReceiving('a relayed request for my missions')
      .withRequest('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', (b) => b.headers(withToken).query({ pageNo: '1', pageSize: '50' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: atLeastOneLike({
              missionId: string('D-BET-500'),
              title: string('Bet ₱500 today'),
              period: string('DAILY'),
              measure: string('VALID_BET'),
              target: number(500),
              progress: number(0),
              rewardAmount: number(8),
              status: string('IN_PROGRESS'),
              endTime: integer(1795392000000),
            }),
            totalPages: integer(1),
            claimable: integer(0),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.fetchMissions(http(server.url))).list.length).toBeGreaterThan(0);
      });
  });

  it('refuses to pay a mission that is not completed', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .uponReceiving('a relayed claim of a mission not completed')
      .withRequest('POST', '/wps/relay/MCSFE_claimMission', (b) =>
        b.headers({ ...withToken, ...onceKey }).jsonBody({ missionId: 'D-BET-2000' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(failure('MISSION_NOT_COMPLETED', 'Bet ₱2,000 today is not completed yet')))
      .executeTest(async (server) => {
        await expect(api.claimMission(http(server.url), 'D-BET-2000', freshIdempotencyKey())).rejects.toMatchObject({
          code: 'MISSION_NOT_COMPLETED',
        });
      });
  });

  it('pays a completed mission into the main wallet', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .given('the player has bet today', { username: 'player01', amount: 500 })
      .uponReceiving('a relayed claim of a completed mission')
      .withRequest('POST', '/wps/relay/MCSFE_claimMission', (b) =>
        b.headers({ ...withToken, ...onceKey }).jsonBody({ missionId: 'D-BET-500' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ missionId: equal('D-BET-500'), rewardAmount: number(8), balance: number(1008) })))
      .executeTest(async (server) => {
        expect(await api.claimMission(http(server.url), 'D-BET-500', freshIdempotencyKey())).toMatchObject({
          missionId: 'D-BET-500',
          rewardAmount: 8,
        });
      });
  });

  it('reads the daily mission leaderboard with my place', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn('player01'))
      .uponReceiving('a relayed request for the daily mission leaderboard')
      .withRequest('GET', '/wps/relay/MCSFE_getMissionLeaderboard', (b) => b.headers(withToken).query({ period: 'DAILY' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            period: equal('DAILY'),
            list: eachLike({ rank: integer(1), account: string('pl***01'), completed: integer(1), validBet: number(600) }),
            mine: { rank: integer(21), completed: integer(0), validBet: number(0) },
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.fetchLeaderboard(http(server.url), 'DAILY')).period).toBe('DAILY');
      });
  });
});
