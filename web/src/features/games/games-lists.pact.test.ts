import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { failure, makePact, PACT_TOKEN, pactHttp, success } from '../../test/pact';
import * as api from './api';
import { gameBody } from './pact-game-body';

const { like, eachLike, integer, string, regex, equal, number, atLeastOneLike } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;
const withToken = { Authorization: PACT_TOKEN };
/** The brand's announcement request (spec 01 section 9) with the execution asked. */
const popupsAsked = (executionType: string) => ({ types: 'B,PL,PU,PR,H', platform: 'W', executionType });
const popupItem = {
  id: integer(6),
  title: string('Welcome back'),
  content: string('<p>Hi</p>'),
  date: integer(1_790_000_000_000),
  type: string('PU'),
};

describe('game vendors, lists and home content (consumer contract)', () => {
  it('reads the vendor lanes', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed request for the game vendors')
      .withRequest('GET', '/wps/relay/GCSGAME_newGameVendor', (b) => b.query({ platform: 'html5-desktop' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            data: {
              lanes: atLeastOneLike({
                title: regex('^(RNG|LIVE|FISH|PVP|SPORTS|ESPORTS|COCKFIGHT|INHOUSE|LOTT|ELOTT)$', 'RNG'),
                gameClassify: string('RNG'),
                cards: eachLike({
                  vassalage: string('PG'),
                  name: string('PG Soft'),
                  icon: string('/wps/static/vendor/PG.svg'),
                  gameType: string('RNG'),
                  isGame: string('VASSALAGE'),
                }),
              }),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const { data } = await api.fetchVendors(pactHttp(server.url));
        expect(data.lanes[0]?.cards[0]?.isGame).toBe('VASSALAGE');
      });
  });

  it('turns a failing vendor service into an ApiError', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('requests to a route fail with 503', { route: '/wps/relay/GCSGAME_newGameVendor' })
      .uponReceiving('a relayed request for the game vendors while it fails')
      .withRequest('GET', '/wps/relay/GCSGAME_newGameVendor', (b) => b.query({ platform: 'html5-desktop' }))
      .willRespondWith(503, (b) => b.jsonBody(failure('INJECTED_FAULT')))
      .executeTest(async (server) => {
        await expect(api.fetchVendors(pactHttp(server.url))).rejects.toMatchObject({ status: 503 });
      });
  });

  it('searches the game list, 42 a page', async () => {
    const request = { gameType: 'RNG', vassalage: 'PG', gameName: 'fortune', pageNo: 1, pageSize: 42 } as const;
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed game search')
      .withRequest('GET', '/wps/relay/GCSGAME_gameList', (b) =>
        b.query({
          clientType: '3',
          platform: 'html5-desktop',
          gameType: 'RNG',
          vassalage: 'PG',
          gameName: 'fortune',
          pageNo: '1',
          pageSize: '42',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ games: eachLike(gameBody()), totalPages: integer(3), totalCount: integer(100) })))
      .executeTest(async (server) => {
        const list = await api.fetchGameList(pactHttp(server.url), request);
        expect(list.games[0]?.vassalage).toBe('PG');
      });
  });

  it('refuses a game list without a game type', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed game search without a game type')
      .withRequest('GET', '/wps/relay/GCSGAME_gameList', (b) =>
        b.query({ clientType: '3', platform: 'html5-desktop', gameType: 'SLOTS', pageNo: '1' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure('VALIDATION_FAILED', 'query.gameType: Invalid option')))
      .executeTest(async (server) => {
        await expect(api.fetchGameList(pactHttp(server.url), { gameType: 'SLOTS' as 'RNG', pageNo: 1 })).rejects.toMatchObject({
          status: 400,
          code: 'VALIDATION_FAILED',
        });
      });
  });

  it('reads hot games and vendor game types', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed request for hot games')
      .withRequest('POST', '/wps/relay/GCSGAME_hotGamesV2', (b) => b.jsonBody({ isPlatform: 2, platform: 'flash,html5-desktop' }))
      .willRespondWith(200, (b) => b.jsonBody(success({ list: eachLike(gameBody()) })))
      .executeTest(async (server) => {
        expect((await api.fetchHotGames(pactHttp(server.url))).list.length).toBeGreaterThan(0);
      });
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed request for the vendor game types')
      .withRequest('GET', '/wps/relay/GCSGAME_getVassGameType')
      .willRespondWith(200, (b) => b.jsonBody(success({ content: like({ RNG: like({ PG: eachLike('video') }) }) })))
      .executeTest(async (server) => {
        expect((await api.fetchVassGameType(pactHttp(server.url))).content.RNG?.PG).toContain('video');
      });
  });

  it('fails hot games while the service fails', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('requests to a route fail with 503', { route: '/wps/relay/GCSGAME_hotGamesV2' })
      .uponReceiving('a relayed request for hot games while it fails')
      .withRequest('POST', '/wps/relay/GCSGAME_hotGamesV2', (b) => b.jsonBody({ isPlatform: 2, platform: 'flash,html5-desktop' }))
      .willRespondWith(503, (b) => b.jsonBody(failure('INJECTED_FAULT')))
      .executeTest(async (server) => {
        await expect(api.fetchHotGames(pactHttp(server.url))).rejects.toMatchObject({ status: 503 });
      });
  });

  it('lists PVP rooms, and refuses a vendor without any', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed request for PVP rooms')
      .withRequest('GET', '/wps/relay/GLS2_roomList', (b) => b.query({ vassalage: 'KM' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            content: eachLike({
              roomId: integer(110070),
              name: string('Pusoy 1'),
              vassalage: equal('KM'),
              minBet: number(1),
              players: integer(4),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.fetchRooms(pactHttp(server.url), 'KM')).content[0]?.vassalage).toBe('KM');
      });
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed request for the rooms of a vendor without any')
      .withRequest('GET', '/wps/relay/GLS2_roomList', (b) => b.query({ vassalage: 'PG' }))
      .willRespondWith(200, (b) => b.jsonBody(failure('GAME_NOT_FOUND')))
      .executeTest(async (server) => {
        await expect(api.fetchRooms(pactHttp(server.url), 'PG')).rejects.toMatchObject({ code: 'GAME_NOT_FOUND' });
      });
  });

  it('fails the after-login popups while the service fails', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('requests to a route fail with 503', { route: '/wps/relay/MCSFE_getListAnnouncements' })
      .uponReceiving('a relayed request for the after-login popups while it fails')
      .withRequest('POST', '/wps/relay/MCSFE_getListAnnouncements', (b) => b.headers(withToken).jsonBody(popupsAsked('A')))
      .willRespondWith(503, (b) => b.jsonBody(failure('INJECTED_FAULT')))
      .executeTest(async (server) => {
        await expect(api.fetchLoginPopups(pactHttp(server.url, PACT_TOKEN), false)).rejects.toMatchObject({ status: 503 });
      });
  });

  it('fails the vendor game types while the service fails', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('requests to a route fail with 503', { route: '/wps/relay/GCSGAME_getVassGameType' })
      .uponReceiving('a relayed request for the vendor game types while it fails')
      .withRequest('GET', '/wps/relay/GCSGAME_getVassGameType')
      .willRespondWith(503, (b) => b.jsonBody(failure('INJECTED_FAULT')))
      .executeTest(async (server) => {
        await expect(api.fetchVassGameType(pactHttp(server.url))).rejects.toMatchObject({ status: 503 });
      });
  });

  it.each([
    ['after a login', 'A', false],
    ['on a first login', 'F', true],
  ] as const)('reads the popups %s (execution %s)', async (when, execution, firstTimeLogin) => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving(`a relayed request for the announcements shown ${when}`)
      .withRequest('POST', '/wps/relay/MCSFE_getListAnnouncements', (b) => b.headers(withToken).jsonBody(popupsAsked(execution)))
      .willRespondWith(200, (b) => b.jsonBody(success({ popup: eachLike(popupItem) })))
      .executeTest(async (server) => {
        expect((await api.fetchLoginPopups(pactHttp(server.url, PACT_TOKEN), firstTimeLogin))[0]?.title).toBe('Welcome back');
      });
  });

  it('reads the home notice with banners and popups', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the player notice')
      .withRequest('GET', '/wps/home/notice', (b) => b.query({ type: 'player' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            player: eachLike({ id: integer(1), content: string('Deposits are credited within 3 minutes.') }),
            banners: eachLike({
              bannerId: integer(1),
              groupName: string('w_home'),
              url: string('/wps/static/banner/1.svg'),
              linkageType: string('PROMOTION'),
              linkage: string('101'),
            }),
            popup: eachLike(popupItem),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.fetchHomeNotice(pactHttp(server.url))).banners[0]?.groupName).toBe('w_home');
      });
  });

  it('fails the home notice while the service fails', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('requests to a route fail with 503', { route: '/wps/home/notice' })
      .uponReceiving('a request for the player notice while it fails')
      .withRequest('GET', '/wps/home/notice', (b) => b.query({ type: 'player' }))
      .willRespondWith(503, (b) => b.jsonBody(failure('INJECTED_FAULT')))
      .executeTest(async (server) => {
        await expect(api.fetchHomeNotice(pactHttp(server.url))).rejects.toMatchObject({ status: 503 });
      });
  });
});
