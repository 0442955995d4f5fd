import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { failure, makePact, PACT_TOKEN, pactHttp, success } from '../../test/pact';
import * as api from './api';

const { like, eachLike, integer, string, regex, equal, number, fromProviderState, atLeastOneLike } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;

/** A game as the consumer reads it: every field the contract's schema requires. */
const gameBody = (gameType = 'RNG', vassalage = 'PG') =>
  like({
    nodeId: integer(100001),
    gameType: equal(gameType),
    vassalage: equal(vassalage),
    gameName: string('Fortune Gems'),
    displayName: string('Fortune Gems'),
    defaultIcon: string('/wps/static/game/100001.svg'),
    showIcon: string('/wps/static/game/100001.svg'),
    isHot: integer(0),
    minBet: number(0.5),
    minLineNum: integer(10),
    gameClassify: string('video'),
  });

describe('game vendors, lists and home content (consumer contract)', () => {
  it('reads the vendor lanes', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed request for the game vendors')
      .withRequest('POST', '/wps/relay/GCSGAME_newGameVendor', (b) => b.jsonBody({ platform: 'html5-desktop' }))
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
      .withRequest('POST', '/wps/relay/GCSGAME_newGameVendor', (b) => b.jsonBody({ platform: 'html5-desktop' }))
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
      .withRequest('POST', '/wps/relay/GCSGAME_gameList', (b) => b.jsonBody({ clientType: 3, platform: 'html5-desktop', ...request }))
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
      .withRequest('POST', '/wps/relay/GCSGAME_gameList', (b) =>
        b.jsonBody({ clientType: 3, platform: 'html5-desktop', gameType: 'SLOTS', pageNo: 1 }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure('VALIDATION_FAILED', 'body.gameType: Invalid option')))
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
      .withRequest('POST', '/wps/relay/GCSGAME_getVassGameType', (b) => b.jsonBody({}))
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
      .withRequest('POST', '/wps/relay/GLS2_roomList', (b) => b.jsonBody({ vassalage: 'KM' }))
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
      .withRequest('POST', '/wps/relay/GLS2_roomList', (b) => b.jsonBody({ vassalage: 'PG' }))
      .willRespondWith(200, (b) => b.jsonBody(failure('GAME_NOT_FOUND')))
      .executeTest(async (server) => {
        await expect(api.fetchRooms(pactHttp(server.url), 'PG')).rejects.toMatchObject({ code: 'GAME_NOT_FOUND' });
      });
  });

  it('reads the announcements, and refuses malformed types', async () => {
    const body = { types: 'B,PL,PU,PR,H', platform: 'W', executionType: 'B', pageNo: 1, pageSize: 9 };
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed request for the announcements')
      .withRequest('POST', '/wps/relay/MCSFE_getListAnnouncements', (b) => b.jsonBody(body))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            list: eachLike({
              id: integer(1),
              title: string('Welcome'),
              content: string('<p>Hi</p>'),
              date: integer(1_790_000_000_000),
              type: string('PU'),
            }),
            totalPages: integer(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.fetchAnnouncements(pactHttp(server.url))).list[0]?.title).toBe('Welcome');
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
            notice: eachLike({ id: integer(1), content: string('Deposits are credited within 3 minutes.') }),
            banners: eachLike({
              bannerId: integer(1),
              groupName: string('w_home'),
              url: string('/wps/static/banner/1.svg'),
              linkageType: regex('^(|PROMOTION|ROUTE|URL)$', 'PROMOTION'),
              linkage: string('101'),
            }),
            popup: eachLike({
              id: integer(1),
              title: string('Welcome'),
              content: string('<p>Hi</p>'),
              date: integer(1_790_000_000_000),
              type: string('PU'),
            }),
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

describe('favourites, recent games and launch (consumer contract)', () => {
  const slot = ['a playable slot exists', {}] as const;
  const nodeIdOf = () => fromProviderState('${nodeId}', 100001);

  it('reads favourite ids and the favourite list of a player', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has a favourite slot', { username: 'player01' })
      .uponReceiving('a relayed request for favourite ids')
      .withRequest('POST', '/wps/relay/MCSFE_getFavoriteGames', (b) => b.headers({ Authorization: PACT_TOKEN }).jsonBody({}))
      .willRespondWith(200, (b) => b.jsonBody(success(eachLike(integer(100001)))))
      .executeTest(async (server) => {
        expect((await api.fetchFavoriteIds(pactHttp(server.url, PACT_TOKEN))).length).toBeGreaterThan(0);
      });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has a favourite slot', { username: 'player01' })
      .uponReceiving('a relayed request for the favourite list')
      .withRequest('POST', '/wps/relay/MCSFE_getFavoriteGamesList', (b) =>
        b.headers({ Authorization: PACT_TOKEN }).jsonBody({ gameType: 'RNG', platform: 'flash', pageNo: 1, pageSize: 42 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ content: eachLike(gameBody()), pageNum: integer(1), totalPages: integer(1) })))
      .executeTest(async (server) => {
        expect((await api.fetchFavoriteList(pactHttp(server.url, PACT_TOKEN))).content).toHaveLength(1);
      });
  });

  for (const [name, relayName, body, run] of [
    ['favourite ids', 'MCSFE_getFavoriteGames', {}, (url: string) => api.fetchFavoriteIds(pactHttp(url))],
    ['recent games', 'GCS_recentGame', { clientType: 3, pageNo: 1, pageSize: 42 }, (url: string) => api.fetchRecentGames(pactHttp(url))],
  ] as const) {
    it(`answers ${name} without a token with 401`, async () => {
      await makePact()
        .addInteraction()
        .given(running)
        .uponReceiving(`a relayed request for ${name} without a token`)
        .withRequest('POST', `/wps/relay/${relayName}`, (b) => b.jsonBody(body))
        .willRespondWith(401, (b) => b.jsonBody(failure('UNAUTHORIZED')))
        .executeTest(async (server) => {
          await expect(run(server.url)).rejects.toMatchObject({ status: 401 });
        });
    });
  }

  it('adds and removes a favourite', async () => {
    for (const add of [true, false]) {
      await makePact()
        .addInteraction()
        .given(running)
        .given(...loggedIn)
        .given(...slot)
        .uponReceiving(`a relayed request to ${add ? 'add' : 'remove'} a favourite`)
        .withRequest('POST', `/wps/relay/${add ? 'MCSFE_addFavoriteGame' : 'MCSFE_removeFavoriteGame'}`, (b) =>
          b.headers({ Authorization: PACT_TOKEN }).jsonBody({ nodeId: nodeIdOf(), vendor: 'PG', gameType: 'RNG' }),
        )
        .willRespondWith(200, (b) => b.jsonBody(success(add ? eachLike(integer(100001)) : [])))
        .executeTest(async (server) => {
          const ids = await api.changeFavorite(pactHttp(server.url, PACT_TOKEN), add, { nodeId: 100001, vendor: 'PG', gameType: 'RNG' });
          expect(ids.length > 0).toBe(add);
        });
    }
  });

  it('refuses a favourite of a game that does not exist', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed request to add a favourite that does not exist')
      .withRequest('POST', '/wps/relay/MCSFE_addFavoriteGame', (b) =>
        b.headers({ Authorization: PACT_TOKEN }).jsonBody({ nodeId: 1, vendor: 'PG', gameType: 'RNG' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(failure('GAME_NOT_FOUND')))
      .executeTest(async (server) => {
        await expect(
          api.changeFavorite(pactHttp(server.url, PACT_TOKEN), true, { nodeId: 1, vendor: 'PG', gameType: 'RNG' }),
        ).rejects.toMatchObject({ code: 'GAME_NOT_FOUND' });
      });
  });

  it('reads recent games', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has played a slot', { username: 'player01' })
      .uponReceiving('a relayed request for recent games')
      .withRequest('POST', '/wps/relay/GCS_recentGame', (b) =>
        b.headers({ Authorization: PACT_TOKEN }).jsonBody({ clientType: 3, pageNo: 1, pageSize: 42 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ list: eachLike(gameBody()), totalPages: integer(1) })))
      .executeTest(async (server) => {
        expect((await api.fetchRecentGames(pactHttp(server.url, PACT_TOKEN))).list).toHaveLength(1);
      });
  });

  it('launches a game and answers its address', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given(...slot)
      .uponReceiving('a request to launch a slot')
      .withRequest('POST', '/wps/game/launchGame', (b) =>
        b
          .headers({ Authorization: PACT_TOKEN })
          .jsonBody({ platform: 'html5-desktop', nodeId: nodeIdOf(), vassalage: 'PG', gameType: 'RNG' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ content: { game_url: string('/wps/static/play/abc') } })))
      .executeTest(async (server) => {
        expect(
          (await api.launchGame(pactHttp(server.url, PACT_TOKEN), { nodeId: 100001, vassalage: 'PG', gameType: 'RNG' })).content.game_url,
        ).toBeTruthy();
      });
  });

  it('offers other games for one under maintenance', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('a slot is under maintenance')
      .uponReceiving('a request to launch a slot under maintenance')
      .withRequest('POST', '/wps/game/launchGame', (b) =>
        b
          .headers({ Authorization: PACT_TOKEN })
          .jsonBody({ platform: 'html5-desktop', nodeId: nodeIdOf(), vassalage: 'PG', gameType: 'RNG' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(failure('GAME_MAINTENANCE', 'Under maintenance', { recommended: eachLike(gameBody()) })))
      .executeTest(async (server) => {
        await expect(
          api.launchGame(pactHttp(server.url, PACT_TOKEN), { nodeId: 100001, vassalage: 'PG', gameType: 'RNG' }),
        ).rejects.toMatchObject({ code: 'GAME_MAINTENANCE' });
      });
  });

  it('launches a PVP room through the v2 address, and refuses it without a token', async () => {
    const room = () => fromProviderState('${roomId}', 110070);
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('a PVP room exists')
      .uponReceiving('a request to launch a PVP room')
      .withRequest('POST', '/wps/game/launch/v2', (b) =>
        b.headers({ Authorization: PACT_TOKEN }).jsonBody({ platform: 'html5-desktop', roomId: room(), vassalage: 'KM', gameType: 'PVP' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ content: { game_url2: string('/wps/static/play/def') } })))
      .executeTest(async (server) => {
        expect(
          (await api.launchGameV2(pactHttp(server.url, PACT_TOKEN), { roomId: 110070, vassalage: 'KM', gameType: 'PVP' })).content
            .game_url2,
        ).toBeTruthy();
      });
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request to launch a PVP room without a token')
      .withRequest('POST', '/wps/game/launch/v2', (b) =>
        b.jsonBody({ platform: 'html5-desktop', roomId: 110070, vassalage: 'KM', gameType: 'PVP' }),
      )
      .willRespondWith(401, (b) => b.jsonBody(failure('UNAUTHORIZED')))
      .executeTest(async (server) => {
        await expect(api.launchGameV2(pactHttp(server.url), { roomId: 110070, vassalage: 'KM', gameType: 'PVP' })).rejects.toMatchObject({
          status: 401,
        });
      });
  });
});
