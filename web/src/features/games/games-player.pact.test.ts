import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { exactFailure, failure, makePact, PACT_TOKEN, pactHttp, success } from '../../test/pact';
import * as api from './api';
import { gameBody } from './pact-game-body';

const { eachLike, integer, string, fromProviderState } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;

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
      .withRequest('GET', '/wps/relay/MCSFE_getFavoriteGames', (b) => b.headers({ Authorization: PACT_TOKEN }))
      .willRespondWith(200, (b) => b.jsonBody(success(eachLike(integer(100001)))))
      .executeTest(async (server) => {
        expect((await api.fetchFavouriteIds(pactHttp(server.url, PACT_TOKEN))).length).toBeGreaterThan(0);
      });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has a favourite slot', { username: 'player01' })
      .uponReceiving('a relayed request for the favourite list')
      .withRequest('GET', '/wps/relay/MCSFE_getFavoriteGamesList', (b) =>
        b.headers({ Authorization: PACT_TOKEN }).query({ gameType: 'RNG', platform: 'flash', pageNo: '1', pageSize: '42' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ content: eachLike(gameBody()), pageNum: integer(1), totalPages: integer(1) })))
      .executeTest(async (server) => {
        expect((await api.fetchFavouriteList(pactHttp(server.url, PACT_TOKEN))).content).toHaveLength(1);
      });
  });

  for (const [name, relayName, query, run] of [
    ['favourite ids', 'MCSFE_getFavoriteGames', {}, (url: string) => api.fetchFavouriteIds(pactHttp(url))],
    [
      'recent games',
      'GCS_recentGame',
      { clientType: '3', pageNo: '1', pageSize: '42' },
      (url: string) => api.fetchRecentGames(pactHttp(url)),
    ],
    [
      'the favourite list',
      'MCSFE_getFavoriteGamesList',
      { gameType: 'RNG', platform: 'flash', pageNo: '1', pageSize: '42' },
      (url: string) => api.fetchFavouriteList(pactHttp(url)),
    ],
  ] as const) {
    it(`answers ${name} without a token with 401`, async () => {
      await makePact()
        .addInteraction()
        .given(running)
        .uponReceiving(`a relayed request for ${name} without a token`)
        .withRequest('GET', `/wps/relay/${relayName}`, (b) => (Object.keys(query).length ? b.query(query) : b))
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
          const ids = await api.changeFavourite(pactHttp(server.url, PACT_TOKEN), add, { nodeId: 100001, vendor: 'PG', gameType: 'RNG' });
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
          api.changeFavourite(pactHttp(server.url, PACT_TOKEN), true, { nodeId: 1, vendor: 'PG', gameType: 'RNG' }),
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
      .withRequest('GET', '/wps/relay/GCS_recentGame', (b) =>
        b.headers({ Authorization: PACT_TOKEN }).query({ clientType: '3', pageNo: '1', pageSize: '42' }),
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
      .willRespondWith(200, (b) =>
        b.jsonBody(
          exactFailure('vendor_under_maintenance', 'Under maintenance', {
            startTime: integer(1772359200000),
            endTime: integer(1772366400000),
            recommended: eachLike(gameBody()),
          }),
        ),
      )
      .executeTest(async (server) => {
        await expect(
          api.launchGame(pactHttp(server.url, PACT_TOKEN), { nodeId: 100001, vassalage: 'PG', gameType: 'RNG' }),
        ).rejects.toMatchObject({ code: 'vendor_under_maintenance', value: { startTime: 1772359200000, endTime: 1772366400000 } });
      });
  });

  it('refuses a launch the balance cannot play, so the client offers a deposit', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has no money to play', { username: 'player01' })
      .uponReceiving('a request to launch a slot with no money to play it')
      .withRequest('POST', '/wps/game/launchGame', (b) =>
        b
          .headers({ Authorization: PACT_TOKEN })
          .jsonBody({ platform: 'html5-desktop', nodeId: nodeIdOf(), vassalage: 'PG', gameType: 'RNG' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(exactFailure('launch_game_balance_not_enough', 'Your balance is not enough')))
      .executeTest(async (server) => {
        await expect(
          api.launchGame(pactHttp(server.url, PACT_TOKEN), { nodeId: 100001, vassalage: 'PG', gameType: 'RNG' }),
        ).rejects.toMatchObject({ code: 'launch_game_balance_not_enough' });
      });
  });

  it('answers a launch with a session that has ended with login.not.session, which the client takes as a 401', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...slot)
      .uponReceiving('a request to launch a slot with a session that has ended')
      .withRequest('POST', '/wps/game/launchGame', (b) =>
        b
          .headers({ Authorization: 'ended-token' })
          .jsonBody({ platform: 'html5-desktop', nodeId: nodeIdOf(), vassalage: 'PG', gameType: 'RNG' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(exactFailure('login.not.session', 'Your session has expired, please login')))
      .executeTest(async (server) => {
        await expect(
          api.launchGame(pactHttp(server.url, 'ended-token'), { nodeId: 100001, vassalage: 'PG', gameType: 'RNG' }),
        ).rejects.toMatchObject({ status: 401, code: 'login.not.session' });
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
      .willRespondWith(200, (b) => b.jsonBody(exactFailure('login.not.session', 'You are not logged in, please login')))
      .executeTest(async (server) => {
        await expect(api.launchGameV2(pactHttp(server.url), { roomId: 110070, vassalage: 'KM', gameType: 'PVP' })).rejects.toMatchObject({
          status: 401,
          code: 'login.not.session',
        });
      });
  });

  it('launches a TCG_SEA game for its own window: the lottery launch in the SEA prize mode', async () => {
    const query = {
      launchMode: 'LOTT',
      lottoPrizeMode: 'SEA',
      lottoView: 'betting',
      device: 'WEB',
      lottoGameCode: 'TCG_SEA_1',
      language: 'EN',
    };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a lottery launch of a SEA game')
      .withRequest('GET', '/wps/game/launchGame', (b) => b.headers({ Authorization: PACT_TOKEN }).query(query))
      .willRespondWith(200, (b) => b.jsonBody(success({ content: { game_url: string('/wps/static/lottery/4567cdef') } })))
      .executeTest(async (server) => {
        const { content } = await api.launchSeaLottery(pactHttp(server.url, PACT_TOKEN), 'EN', 'TCG_SEA_1');
        expect(content.game_url).toBeTruthy();
      });
  });
});
