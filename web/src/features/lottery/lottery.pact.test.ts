import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { makePact, PACT_TOKEN, pactHttp, success } from '../../test/pact';
import * as api from './api';

const { like, eachLike, integer, string, regex, boolean, equal } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;
// No spec states a numero's or a result's format (spec 04 "Lottery"): any text.
const numero = (example: string) => string(example);
const winNo = string('1,2,3,4,5');

/** One game of a menu, as /lgw answers it (no envelope). */
const menuBody = (gameCode = 'GPI_1', prizeMode = 'LOTT') => ({
  gameId: integer(1001),
  gameCode: string(gameCode),
  gameName: string('Keno 1 Minute'),
  prizeMode: regex('^(LOTT|ELOTT|ZY|SEA)$', prizeMode),
  defaultPlayType: string('STANDARD'),
  drawEverySeconds: integer(60),
  maintenance: boolean(false),
});
const openedBody = (gameCode: string) => ({
  gameId: integer(2004),
  gameCode: string(gameCode),
  gameName: string('VN 1 Minute'),
  numero: numero('202611220785'),
  winNo,
  openTime: integer(1_795_000_000_000),
});

describe('the lottery over /lgw, answered without an envelope (consumer contract)', () => {
  it('reads the lottery menus of a prize mode as groups of games', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the lottery menus')
      .withRequest('GET', '/lgw/games/game_menus', (b) => b.query({ prizeMode: 'LOTT', device: 'WEB' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(like({ FAST: { gameGroupCode: string('FAST'), labelName: string('Fast draws'), gameMenus: eachLike(menuBody()) } })),
      )
      .executeTest(async (server) => {
        const menus = await api.fetchLotteryMenus(pactHttp(server.url), 'LOTT');
        expect(menus.FAST?.gameMenus[0]?.gameCode).toBe('GPI_1');
      });
  });

  it('reads the Vietnamese menus by region, each game marked with its account', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the Vietnamese lottery menus')
      .withRequest('GET', '/lgw/vn/games/game_menu', (b) => b.query({ prizeMode: 'LOTT', device: 'WEB' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          like({
            VN_NORTH: {
              gameGroupCode: string('VN_NORTH'),
              labelName: string('North'),
              gameMenus: eachLike({ ...menuBody('TCG_LOTTO_VN_1'), accountTypeName: equal('TCG_LOTTO_VN') }),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const menus = await api.fetchVnMenus(pactHttp(server.url), 'LOTT');
        expect(menus.VN_NORTH?.gameMenus[0]?.accountTypeName).toBe('TCG_LOTTO_VN');
      });
  });

  it("reads a player's recent lotteries and recent Vietnamese lotteries", async () => {
    for (const [path, gameCode, run] of [
      ['/lgw/games/game_menus/recent', 'GPI_1', api.fetchLotteryRecent],
      ['/lgw/vn/games/game_menu/recent', 'TCG_LOTTO_VN_1', api.fetchVnRecent],
    ] as const) {
      await makePact()
        .addInteraction()
        .given(running)
        .given(...loggedIn)
        .given('the player has played a lottery', { username: 'player01', gameCode })
        .uponReceiving(`a request for the recent lotteries at ${path}`)
        .withRequest('GET', path, (b) => b.headers({ Authorization: PACT_TOKEN }))
        .willRespondWith(200, (b) => b.jsonBody(eachLike(menuBody(gameCode))))
        .executeTest(async (server) => {
          expect((await run(pactHttp(server.url, PACT_TOKEN)))[0]?.gameCode).toBe(gameCode);
        });
    }
  });

  it('answers the recent lotteries without a token with 401', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the recent lotteries without a token')
      .withRequest('GET', '/lgw/games/game_menus/recent')
      .willRespondWith(401, (b) => b.jsonBody({ message: string('You are not logged in, please login') }))
      .executeTest(async (server) => {
        await expect(api.fetchLotteryRecent(pactHttp(server.url))).rejects.toMatchObject({ status: 401 });
      });
  });

  it('reads the 20 popular lotteries, each with its open draw and the time left', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the popular lotteries')
      .withRequest('GET', '/lgw/games/popular', (b) => b.query({ count: '20', prizeMode: 'LOTT', device: 'WEB' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          eachLike({
            gameId: integer(1001),
            gameCode: string('GPI_1'),
            numero: numero('202611220786'),
            remainTime: integer(38_000),
            gameName: string('Keno 1 Minute'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await api.fetchPopularLotteries(pactHttp(server.url), 'LOTT');
        expect(first?.remainTime).toBeGreaterThanOrEqual(0);
      });
  });

  it('reads the latest 100 Vietnamese results', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the latest Vietnamese results')
      .withRequest('GET', '/lgw/vn/numeros/opened/game', (b) => b.query({ count: '100' }))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(openedBody('VN_FAST_1M'))))
      .executeTest(async (server) => {
        expect((await api.fetchVnResults(pactHttp(server.url)))[0]?.winNo).toMatch(/^\d(,\d)*$/);
      });
  });

  it('reads the draws made of the games a player bet on', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has bet on a lottery draw that has been made', { username: 'player01', gameCode: 'GPI_1' })
      .uponReceiving("a request for the player's opened numeros")
      .withRequest('GET', '/lotto/lgw/games/opened/numero', (b) => b.headers({ Authorization: PACT_TOKEN }).query({ count: '20' }))
      .willRespondWith(200, (b) => b.jsonBody(eachLike(openedBody('GPI_1'))))
      .executeTest(async (server) => {
        expect((await api.fetchMyOpenedNumeros(pactHttp(server.url, PACT_TOKEN)))[0]?.gameCode).toBe('GPI_1');
      });
  });

  it('reads the current and previous draw of a game', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the draw near now')
      .withRequest('GET', '/lgw/numeros/near', (b) => b.query({ gameId: '2001' }))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          currentNumero: { numero: numero('20261123'), remainTime: integer(60_000), lockTime: integer(30_000) },
          previousNumero: like({ numero: numero('20261122'), winNo }),
        }),
      )
      .executeTest(async (server) => {
        const near = await api.fetchNearNumero(pactHttp(server.url), 2001);
        expect(near.currentNumero.remainTime).toBeGreaterThanOrEqual(near.currentNumero.lockTime);
      });
  });

  it('turns an unknown game of the draw into an ApiError with its code, from a body without an envelope', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the draw of a game that does not exist')
      .withRequest('GET', '/lgw/numeros/near', (b) => b.query({ gameId: '99999' }))
      .willRespondWith(404, (b) => b.jsonBody({ errorCode: string('LOTTERY_GAME_NOT_FOUND'), message: string('No lottery game 99999') }))
      .executeTest(async (server) => {
        await expect(api.fetchNearNumero(pactHttp(server.url), 99999)).rejects.toMatchObject({
          status: 404,
          code: 'LOTTERY_GAME_NOT_FOUND',
        });
      });
  });

  it('reads the past draws of a game, 7 a page, the game in the path', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the past draws of a game')
      .withRequest('GET', '/lgw/draw/2001', (b) => b.query({ page: '0', size: '7' }))
      .willRespondWith(200, (b) => b.jsonBody({ content: eachLike({ numero: numero('20261122'), winNo }) }))
      .executeTest(async (server) => {
        expect((await api.fetchPastDraws(pactHttp(server.url), 2001)).content[0]?.numero).toMatch(/^\d{8}/);
      });
  });

  it("launches a game's betting view for a player, answered in the envelope", async () => {
    const query = {
      launchMode: 'LOTT',
      device: 'WEB',
      lottoPrizeMode: 'LOTT',
      lottoView: 'betting',
      lottoGameCode: 'GPI_1',
      backUrl: 'http://localhost/lottery',
      language: 'EN',
    };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a lottery launch of one game')
      .withRequest('GET', '/wps/game/launchGame', (b) => b.headers({ Authorization: PACT_TOKEN }).query(query))
      .willRespondWith(200, (b) => b.jsonBody(success({ content: { game_url: string('/wps/static/lottery/0123abcd') } })))
      .executeTest(async (server) => {
        const { content } = await api.launchLottery(pactHttp(server.url, PACT_TOKEN), {
          lottoPrizeMode: 'LOTT',
          lottoView: 'betting',
          lottoGameCode: 'GPI_1',
          backUrl: 'http://localhost/lottery',
          language: 'EN',
        });
        expect(content.game_url).toBeTruthy();
      });
  });
});
