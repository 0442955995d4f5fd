import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { gameListSchema, gameVendorSchema, noticeSchema } from '@portal/contracts';
import { catalogueFor } from '@portal/fixtures';
import { clientFor } from '../identity-helpers';
import { openLaunched } from '../launched-helpers';
import { makeApp } from '../helpers';
import { gameWalletOf } from '../../src/wallet/game-wallet';
import { MAIN_WALLET, TxCode } from '../../src/wallet/ledger';
import { ledgerOf } from '../../src/wallet/player-wallets';
import { identityPart } from '../../src/identity/identity-state';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

let n = 0;
const fresh = () => clientFor(app, `games-${++n}`);
type Client = ReturnType<typeof clientFor>;
/** A relayed call spec 03 saw as POST (hot games, favourite changes, announcements): a JSON body. */
const relay = (client: Client, name: string, body: object = {}, headers?: Record<string, string>) =>
  client.post(`/wps/relay/${name}`, body, headers);
/** A relayed read spec 02, section 7 lists as GET: the request in the query. */
const read = (client: Client, name: string, query: Record<string, string | number> = {}, headers?: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return client.get(`/wps/relay/${name}${search ? `?${search}` : ''}`, headers);
};
const catalogue = () => catalogueFor(20261121);

describe('the vendor list', () => {
  it('answers a lane per category, each with its cards', async () => {
    const { body } = await read(fresh(), 'GCSGAME_newGameVendor');
    const lanes = gameVendorSchema.parse(body?.value).data.lanes;
    expect(lanes.map((l) => l.title)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT', 'INHOUSE']);
    expect(lanes.every((l) => l.cards.length > 0)).toBe(true);
  });

  it('empties a category the scenario names', async () => {
    const client = fresh();
    await client.patch('/__admin/scenario', { emptyCategories: ['FISH'] });
    const { body } = await read(client, 'GCSGAME_newGameVendor');
    expect(body?.value.data.lanes.find((l: { title: string }) => l.title === 'FISH').cards).toEqual([]);
    expect((await read(client, 'GCSGAME_gameList', { gameType: 'FISH' })).body?.value.totalCount).toBe(0);
  });
});

describe('the game list', () => {
  it('pages 42 at a time by default', async () => {
    const { body } = await read(fresh(), 'GCSGAME_gameList', { gameType: 'RNG' });
    const list = gameListSchema.parse(body?.value);
    expect(list.games).toHaveLength(42);
    expect(list.totalCount).toBe(10_000);
    expect(list.totalPages).toBe(Math.ceil(10_000 / 42));
  });

  it('searches by name within a vendor, case-insensitively', async () => {
    const target = catalogue().byVendor.get('JILI')![500]!;
    const { body } = await read(fresh(), 'GCSGAME_gameList', {
      gameType: 'RNG',
      vassalage: 'JILI',
      gameName: target.gameName.toUpperCase(),
    });
    expect(body?.value.games.map((g: { nodeId: number }) => g.nodeId)).toContain(target.nodeId);
    expect(body?.value.games.every((g: { vassalage: string }) => g.vassalage === 'JILI')).toBe(true);
  });

  it('filters by classification and pages on', async () => {
    const first = await read(fresh(), 'GCSGAME_gameList', { gameType: 'RNG', gameClassify: 'jackpot', pageNo: 1, pageSize: 20 });
    const second = await read(fresh(), 'GCSGAME_gameList', { gameType: 'RNG', gameClassify: 'jackpot', pageNo: 2, pageSize: 20 });
    expect(first.body?.value.games.every((g: { gameClassify: string }) => g.gameClassify === 'jackpot')).toBe(true);
    expect(first.body?.value.games[0].nodeId).not.toBe(second.body?.value.games[0].nodeId);
  });

  it('answers hot games and the vendor game types', async () => {
    const hot = await relay(fresh(), 'GCSGAME_hotGamesV2', { isPlatform: 2 });
    expect(hot.body?.value.list.length).toBeGreaterThan(0);
    expect(hot.body?.value.list.every((g: { isHot: number }) => g.isHot === 1)).toBe(true);
    const types = await read(fresh(), 'GCSGAME_getVassGameType');
    expect(types.body?.value.content.RNG.PG).toEqual(expect.arrayContaining(['video', 'jackpot']));
  });

  it('lists PVP rooms', async () => {
    const { body } = await read(fresh(), 'GLS2_roomList', { vassalage: 'KM' });
    expect(body?.value.content.length).toBeGreaterThan(0);
  });
});

describe('favourites and recent games', () => {
  it('need a token', async () => {
    const { status } = await read(fresh(), 'MCSFE_getFavoriteGames');
    expect(status).toBe(401);
  });

  it('add and remove a favourite, which the lists then show', async () => {
    const client = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    const game = catalogue().byVendor.get('PG')![10]!;
    const change = { nodeId: game.nodeId, vendor: 'PG', gameType: 'RNG' };
    expect((await relay(client, 'MCSFE_addFavoriteGame', change, client.auth(token))).body?.value).toEqual([game.nodeId]);
    expect((await read(client, 'MCSFE_getFavoriteGames', {}, client.auth(token))).body?.value).toEqual([game.nodeId]);
    const list = await read(client, 'MCSFE_getFavoriteGamesList', { gameType: 'RNG' }, client.auth(token));
    expect(list.body?.value.content[0].gameName).toBe(game.gameName);
    expect((await relay(client, 'MCSFE_removeFavoriteGame', change, client.auth(token))).body?.value).toEqual([]);
  });

  it('refuse a favourite of a game that does not exist', async () => {
    const client = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    const { body } = await relay(client, 'MCSFE_addFavoriteGame', { nodeId: 1, vendor: 'PG', gameType: 'RNG' }, client.auth(token));
    expect(body?.errorCode).toBe('GAME_NOT_FOUND');
  });

  it('record a launched game as the most recent', async () => {
    const client = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    const [a, b] = catalogue().byVendor.get('PP')!.slice(10, 12);
    for (const g of [a!, b!, a!])
      await client.post('/wps/game/launchGame', { nodeId: g.nodeId, vassalage: 'PP', gameType: 'RNG' }, client.auth(token));
    const { body } = await read(client, 'GCS_recentGame', { pageNo: 1, pageSize: 42 }, client.auth(token));
    expect(body?.value.list.map((g: { nodeId: number }) => g.nodeId)).toEqual([a!.nodeId, b!.nodeId]);
  });
});

describe('launching a game', () => {
  it('answers the address of a game page the fake serves', async () => {
    const client = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    const game = catalogue().byVendor.get('EVO')![0]!;
    const { body } = await client.post(
      '/wps/game/launchGame',
      { nodeId: game.nodeId, vassalage: 'EVO', gameType: 'LIVE' },
      client.auth(token),
    );
    // The game session lives in the launching world, so the page is asked for in it (a browser sends its cookie).
    const page = await client.get(await openLaunched(client, body?.value.content.game_url));
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.raw).toContain(game.gameName.replace(/&/g, '&amp;'));
  });

  it('offers other games for one under maintenance, with the maintenance window', async () => {
    const client = fresh();
    // Half past the next hour on the world's clock (which never goes back).
    const hour = 3_600_000;
    const next = (Math.floor(((await client.get('/__admin/clock')).body?.value.now as number) / hour) + 1) * hour;
    await client.post('/__admin/clock', { at: next + hour / 2 });
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    const game = catalogue()
      .byVendor.get('PG')!
      .find((g) => g.maintenance)!;
    const { body } = await client.post(
      '/wps/game/launchGame',
      { nodeId: game.nodeId, vassalage: 'PG', gameType: 'RNG' },
      client.auth(token),
    );
    expect(body).toMatchObject({ success: false, errorCode: 'vendor_under_maintenance' });
    expect(body?.value.recommended).toHaveLength(3);
    // The window, on the world's clock: from the top of its current hour, two hours long.
    expect(body?.value).toMatchObject({ startTime: next, endTime: next + 2 * hour });
  });

  it('refuses a trial account', async () => {
    const client = fresh();
    const token = (await client.login('trial01', 'Trial2026')).body?.value.token;
    const game = catalogue().byVendor.get('PG')![0]!;
    const launch = { nodeId: game.nodeId, vassalage: 'PG', gameType: 'RNG' };
    expect((await client.post('/wps/game/launchGame', launch, client.auth(token))).body?.errorCode).toBe('TRIAL_NOT_ALLOWED');
  });

  it.each(['/wps/game/launchGame', '/wps/game/launch/v2'])(
    '%s answers login.not.session (HTTP 200) without a token, with an unknown one and after logout',
    async (path) => {
      const client = fresh();
      const game = catalogue()
        .byVendor.get('PG')!
        .find((g) => !g.maintenance)!;
      const launch = { nodeId: game.nodeId, vassalage: 'PG', gameType: 'RNG' };
      const token = (await client.login('player01', 'Lucky2026')).body?.value.token as string;
      expect((await client.del('/wps/session', client.auth(token))).body?.success).toBe(true);
      for (const headers of [undefined, client.auth('not-a-token'), client.auth(token)]) {
        const { status, body } = await client.post(path, launch, headers);
        expect([status, body?.success, body?.errorCode]).toEqual([200, false, 'login.not.session']);
        expect(body?.message).toEqual(expect.any(String));
      }
      // Other calls that need a session still answer 401.
      expect((await client.get('/wps/member/info')).status).toBe(401);
    },
  );
});

describe('launching a game without the money to play it', () => {
  /** Sets player01's wallets of a fresh world: `main` in the main wallet, nothing anywhere else. */
  async function playerWith(main: number) {
    const client = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token as string;
    const world = app.worlds.get(`games-${n}`);
    const user = world.part(identityPart).findUser('player01')!;
    const ledger = ledgerOf(world, user);
    const out = [...ledger.walletsOf(user.id)]
      .filter(([, balance]) => balance > 0)
      .map(([wallet, balance]) => ({ wallet, txCode: TxCode.Withdraw, amount: -balance, reference: 'test' }));
    ledger.post(user.id, out, world.now());
    if (main > 0) ledger.post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Deposit, amount: main, reference: 'test' }], world.now());
    return { client, token, world, user, ledger };
  }
  const slotWithMinBet = (minBet: number) => catalogue().games.find((g) => g.gameType === 'RNG' && !g.maintenance && g.minBet === minBet)!;
  const launchOf = (game: { nodeId: number; vassalage: string; gameType: string }) => ({
    nodeId: game.nodeId,
    vassalage: game.vassalage,
    gameType: game.gameType,
  });

  it('answers launch_game_balance_not_enough with nothing in any wallet, and changes nothing', async () => {
    const { client, token, user, ledger } = await playerWith(0);
    const game = slotWithMinBet(0.1);
    const { status, body } = await client.post('/wps/game/launchGame', launchOf(game), client.auth(token));
    expect([status, body?.success, body?.errorCode]).toEqual([200, false, 'launch_game_balance_not_enough']);
    expect(body?.message).toContain(game.gameName);
    expect(ledger.total(user.id)).toBe(0);
    const recent = await read(client, 'GCS_recentGame', { pageNo: 1, pageSize: 42 }, client.auth(token));
    expect(recent.body?.value.list).toEqual([]);
  });

  it("refuses a game whose minimum bet is more than the player's money, and launches one it covers", async () => {
    const { client, token } = await playerWith(1);
    const dear = await client.post('/wps/game/launchGame', launchOf(slotWithMinBet(5)), client.auth(token));
    expect(dear.body?.errorCode).toBe('launch_game_balance_not_enough');
    const cheap = await client.post('/wps/game/launchGame', launchOf(slotWithMinBet(1)), client.auth(token));
    expect(cheap.body?.success).toBe(true);
  });

  it("counts the game's own wallet: money left there from an earlier launch still plays", async () => {
    const { client, token, world, user, ledger } = await playerWith(0);
    const game = slotWithMinBet(0.5);
    const wallet = gameWalletOf(world, game.vassalage);
    expect(wallet).not.toBe(MAIN_WALLET);
    ledger.post(user.id, [{ wallet, txCode: TxCode.TransferIn, amount: 3, reference: MAIN_WALLET }], world.now());
    expect((await client.post('/wps/game/launchGame', launchOf(game), client.auth(token))).body?.success).toBe(true);
  });
});

describe('home content', () => {
  it('answers the notice bar, banners per group and popup announcements', async () => {
    const { body } = await fresh().get('/wps/home/notice?type=player');
    const notice = noticeSchema.parse(body?.value);
    expect(notice.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(3);
    for (const group of ['w_reg', 'w_promotion', 'w_shop', 'w_lott', 'w_rng'])
      expect(notice.banners.some((b) => b.groupName === group)).toBe(true);
    expect(notice.player.length).toBeGreaterThan(0);
    expect(notice.popup.some((a) => a.content.includes('<b>'))).toBe(true);
  });

  it("leaves out the points mall's banners on a site without the mall (PTSYS3 off)", async () => {
    const client = fresh();
    await client.patch('/__admin/scenario', { whitelabel: { PTSYS3: false } });
    const notice = noticeSchema.parse((await client.get('/wps/home/notice?type=player')).body?.value);
    expect(notice.banners.some((b) => b.groupName === 'w_shop')).toBe(false);
    expect(notice.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(3);
  });

  it('serves banner, vendor and game images, and 404 for a missing icon', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/static/banner/1.svg' })).headers['content-type']).toContain('image/svg+xml');
    expect((await app.inject({ method: 'GET', url: '/wps/static/vendor/PG.svg' })).statusCode).toBe(200);
    const broken = catalogue().games.find((g) => g.showIcon.includes('missing-'))!;
    expect((await app.inject({ method: 'GET', url: broken.showIcon })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/wps/static/game/${catalogue().games[0]!.nodeId}.svg` })).statusCode).toBe(200);
  });
});

describe('bad input on the game calls', () => {
  it.each([
    ['GCSGAME_gameList', {}, 'query.gameType'],
    ['GCSGAME_gameList', { gameType: 'SLOTS' }, 'query.gameType'],
    ['GCSGAME_gameList', { gameType: 'RNG', pageNo: 'two' }, 'query.pageNo'],
    ['GCSGAME_gameList', { gameType: 'RNG', pageSize: 5000 }, 'query.pageSize'],
    ['GCSGAME_gameList', { gameType: 'RNG', gameName: 'x'.repeat(65) }, 'query.gameName'],
    ['GCSGAME_gameList', { gameType: 'RNG', clientType: 2 }, 'query.clientType'],
    ['GCSGAME_gameList', { gameType: 'RNG', minBet: 'low' }, 'query.minBet'],
    ['GLS2_roomList', {}, 'query.vassalage'],
  ])('%s refuses the query %j naming %s', async (name, query, named) => {
    const { status, body: answer } = await read(fresh(), name, query);
    expect(status).toBe(400);
    expect(answer?.message).toContain(named);
  });

  it('MCSFE_getListAnnouncements refuses a body naming body.types', async () => {
    const { status, body } = await relay(fresh(), 'MCSFE_getListAnnouncements', { types: 'B;drop', platform: 'W', executionType: 'B' });
    expect(status).toBe(400);
    expect(body?.message).toContain('body.types');
  });

  it('answers an unknown relayed call with 404', async () => {
    const { status, body } = await relay(fresh(), 'NOPE_unknown');
    expect(status).toBe(404);
    expect(body?.message).toBe('No relayed call NOPE_unknown');
  });

  it('refuses a launch without a game', async () => {
    const client = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    const { status, body } = await client.post('/wps/game/launchGame', { vassalage: 'PG', gameType: 'RNG' }, client.auth(token));
    expect(status).toBe(400);
    expect(body?.message).toContain('nodeId or roomId is required');
  });

  it('keeps favourites unchanged after a refused change', async () => {
    const client = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    await relay(client, 'MCSFE_addFavoriteGame', { nodeId: 'x', vendor: 'PG', gameType: 'RNG' }, client.auth(token));
    expect((await read(client, 'MCSFE_getFavoriteGames', {}, client.auth(token))).body?.value).toEqual([]);
  });
});
