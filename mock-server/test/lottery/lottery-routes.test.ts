import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { lotteryGameByCode } from '@portal/fixtures';
import { call, makeApp } from '../helpers';
import { clientFor, type Client } from '../identity-helpers';
import { openLaunched } from '../launched-helpers';
import { currentDraw } from '../../src/lottery/draw-schedule';
import { winNumber } from '../../src/lottery/win-number';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const fresh = () => {
  const world = `lottery-${++n}`;
  return { world, client: clientFor(app, world) };
};
const raw = async (client: Client, url: string, headers?: Record<string, string>) => {
  const { status, body } = await client.get(url, headers);
  return { status, body: body as any };
};
const seedOf = async (client: Client) => (await client.get('/__admin/scenario')).body?.value.seed as number;

describe('lottery menus', () => {
  it('group the games of a prize mode, answered without an envelope, in either spelling of the mode', async () => {
    const { client } = fresh();
    const { status, body } = await raw(client, '/lgw/games/game_menus?prizeMode=Lott');
    expect(status).toBe(200);
    expect(body.success).toBeUndefined();
    expect(Object.keys(body)).toEqual(['FAST', '5D', 'PK10']);
    expect(body.FAST).toMatchObject({ gameGroupCode: 'FAST', labelName: 'Fast draws' });
    expect(body.FAST.gameMenus[0]).toMatchObject({ gameCode: 'GPI_1', prizeMode: 'LOTT', drawEverySeconds: 60, maintenance: false });
    const zodiac = (await raw(client, '/lgw/games/game_menus?prizeMode=ZY')).body;
    expect(Object.keys(zodiac)).toEqual(['ZODIAC']);
  });

  it('list the Vietnamese games by region, marked with their provider account', async () => {
    const { client } = fresh();
    const { body } = await raw(client, '/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB');
    expect(Object.keys(body)).toEqual(['VN_NORTH', 'VN_CENTRAL', 'VN_SOUTH', 'VN_FAST']);
    expect(body.VN_NORTH.gameMenus[0]).toMatchObject({
      gameCode: 'TCG_LOTTO_VN_1',
      accountTypeName: 'TCG_LOTTO_VN',
      drawEverySeconds: 86_400,
    });
  });

  it('follow the scenario: games under maintenance say so, an emptied category has none', async () => {
    const { client } = fresh();
    await client.patch('/__admin/scenario', { lotteryMaintenance: ['GPI_1'], emptyCategories: ['ELOTT'] });
    expect((await raw(client, '/lgw/games/game_menus?prizeMode=LOTT')).body.FAST.gameMenus[0].maintenance).toBe(true);
    expect((await raw(client, '/lgw/games/game_menus?prizeMode=ELOTT')).body).toEqual({});
    const popular = (await raw(client, '/lgw/games/popular?count=20')).body;
    expect(popular.map((p: { gameCode: string }) => p.gameCode)).not.toContain('GPI_1');
  });

  it('refuse a prize mode that does not exist, naming the field', async () => {
    const { client } = fresh();
    for (const url of ['/lgw/games/game_menus', '/lgw/games/game_menus?prizeMode=POKER', '/lgw/games/game_menus?prizeMode=LOTT&extra=1']) {
      const { status, body } = await raw(client, url);
      expect(status).toBe(400);
      expect(body.message).toMatch(/^query/);
    }
  });
});

describe('popular lotteries and draws', () => {
  it('answer each popular game with its open draw and the time left, as many as asked', async () => {
    const { client } = fresh();
    const { body } = await raw(client, '/lgw/games/popular?count=20');
    expect(body.length).toBe(15);
    for (const entry of body) {
      const game = lotteryGameByCode.get(entry.gameCode)!;
      const every = game.schedule.kind === 'daily' ? 86_400_000 : game.schedule.everySeconds * 1000;
      expect(entry.remainTime).toBeGreaterThan(0);
      expect(entry.remainTime).toBeLessThanOrEqual(every);
    }
    expect((await raw(client, '/lgw/games/popular?count=3')).body).toHaveLength(3);
    for (const bad of ['0', '-1', '1000', 'abc', '2.5']) expect((await raw(client, `/lgw/games/popular?count=${bad}`)).status).toBe(400);
  });

  it('roll the current draw over when the world clock passes it, showing the previous result', async () => {
    const { client } = fresh();
    const game = lotteryGameByCode.get('GPI_1')!;
    const before = (await raw(client, `/lgw/numeros/near?gameId=${game.gameId}`)).body;
    expect(before.currentNumero.lockTime).toBeLessThanOrEqual(before.currentNumero.remainTime);
    await client.post('/__admin/clock', { advance: '1m' });
    const after = (await raw(client, `/lgw/numeros/near?gameId=${game.gameId}`)).body;
    expect(after.previousNumero.numero).toBe(before.currentNumero.numero);
    expect(after.previousNumero.winNo).toBe(winNumber(await seedOf(client), 'GPI_1', before.currentNumero.numero));
    expect(after.currentNumero.numero).not.toBe(before.currentNumero.numero);
  });

  it('page past draws by game id in the path, newest first', async () => {
    const { client } = fresh();
    const page0 = (await raw(client, '/lgw/draw/1003?page=0&size=7')).body;
    const page1 = (await raw(client, '/lgw/draw/1003?page=1&size=7')).body;
    expect(page0.content).toHaveLength(7);
    expect(page0.number).toBe(0);
    expect(page0.content[0].openTime - page0.content[1].openTime).toBe(300_000);
    expect(page1.content[0].openTime).toBe(page0.content[6].openTime - 300_000);
    expect((await raw(client, '/lgw/draw/9999')).status).toBe(404);
    expect((await raw(client, '/lgw/draw/1003?size=500')).status).toBe(400);
  });

  it('list the latest Vietnamese results, newest first', async () => {
    const { client } = fresh();
    const { body } = await raw(client, '/lgw/vn/numeros/opened/game?count=100');
    expect(body).toHaveLength(100);
    expect(body.every((r: { gameCode: string }) => lotteryGameByCode.get(r.gameCode)?.area === 'VN')).toBe(true);
    for (let i = 1; i < body.length; i++) expect(body[i - 1].openTime).toBeGreaterThanOrEqual(body[i].openTime);
  });
});

/** Launches the betting view of a game and returns the lobby's base path. */
async function openLobby(client: Client, token: string, gameCode = 'GPI_3') {
  const { body } = await client.get(
    `/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=LOTT&lottoGameCode=${gameCode}&lottoView=betting&device=WEB&language=EN`,
    client.auth(token),
  );
  return openLaunched(client, body?.value.content.game_url as string);
}
const bet = (client: Client, lobby: string, slip: object) => client.post(`${lobby}/bet`, slip);
/** Puts the world's clock just after a 5-minute draw, so the next one is open for betting whatever the real time. */
async function atFreshDraw(client: Client) {
  const now = (await client.get('/__admin/clock')).body?.value.now as number;
  await client.post('/__admin/clock', { at: new Date(Math.ceil(now / 300_000) * 300_000 + 1000).toISOString() });
}
let refs = 0;
const ref = () => `test-ref-${++refs}-abcdef`;

describe('the lottery lobby', () => {
  it('needs a session, refuses trial accounts, unknown games, games under maintenance and a closed module', async () => {
    const { client } = fresh();
    const bare = await client.get('/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=LOTT&lottoView=lobby');
    expect([bare.status, bare.body?.errorCode]).toEqual([200, 'login.not.session']);
    const trial = (await client.login('trial01', 'Trial2026')).body?.value.token;
    const refused = await client.get('/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=LOTT&lottoView=lobby', client.auth(trial));
    expect(refused.body?.errorCode).toBe('TRIAL_NOT_ALLOWED');
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    const unknown = await client.get(
      '/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=LOTT&lottoGameCode=NOPE&lottoView=betting',
      client.auth(token),
    );
    expect(unknown.body?.errorCode).toBe('LOTTERY_GAME_NOT_FOUND');
    await client.patch('/__admin/scenario', { lotteryMaintenance: ['GPI_3'] });
    expect(
      (
        await client.get(
          '/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=LOTT&lottoGameCode=GPI_3&lottoView=betting',
          client.auth(token),
        )
      ).body?.errorCode,
    ).toBe('vendor_under_maintenance');
    await client.patch('/__admin/scenario', { whitelabel: { GAMELO3: false } });
    expect(
      (await client.get('/wps/game/launchGame?launchMode=LOTT&lottoPrizeMode=LOTT&lottoView=lobby', client.auth(token))).body?.errorCode,
    ).toBe('MODULE_DISABLED');
  });

  it('serves its page, takes a stake from the balance and pays a win when the clock passes the draw', async () => {
    const { client } = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    await atFreshDraw(client);
    const lobby = await openLobby(client, token);
    const page = await client.get(lobby);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.raw).toContain('Place bet');

    const state = (await client.get(`${lobby}/state`)).body?.value;
    expect(state.game.gameCode).toBe('GPI_3');
    const balance = state.balance as number;
    const numero = state.game.current.numero as string;
    const winNo = winNumber(await seedOf(client), 'GPI_3', numero);
    const winningPick = winNo.split(',').slice(-2).join('');
    const losingPick = String((Number(winningPick) + 1) % 100).padStart(2, '0');

    const won = await bet(client, lobby, { gameCode: 'GPI_3', numero, playType: 'LAST2', pick: winningPick, stake: 10, ref: ref() });
    expect(won.body?.value).toMatchObject({ balance: balance - 10, repeated: false, bet: { status: 'PENDING', stake: 10 } });
    await bet(client, lobby, { gameCode: 'GPI_3', numero, playType: 'LAST2', pick: losingPick, stake: 5.5, ref: ref() });
    expect((await client.get(`${lobby}/state`)).body?.value.balance).toBe(balance - 15.5);

    await client.post('/__admin/clock', { advance: '5m' });
    const settled = (await client.get(`${lobby}/state`)).body?.value;
    expect(settled.balance).toBe(balance - 15.5 + 900);
    expect(settled.bets.map((b: { status: string }) => b.status).sort()).toEqual(['LOST', 'WON']);
    expect((await client.get('/wps/v2/wallets/balance', client.auth(token))).body?.value.sumBalance).toBe(balance - 15.5 + 900);
    const mine = (await raw(client, '/lotto/lgw/games/opened/numero', client.auth(token))).body;
    expect(mine[0]).toMatchObject({ gameCode: 'GPI_3', numero, winNo });
    const recent = (await raw(client, '/lgw/games/game_menus/recent', client.auth(token))).body;
    expect(recent[0].gameCode).toBe('GPI_3');
  });

  it('refuses a bad slip and changes nothing: short balance, locked or closed draw, bad pick, bad stake', async () => {
    const { client } = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    await atFreshDraw(client);
    const lobby = await openLobby(client, token);
    const { balance, game } = (await client.get(`${lobby}/state`)).body!.value;
    const slip = { gameCode: 'GPI_3', numero: game.current.numero, playType: 'BIG_SMALL', pick: 'BIG', stake: 10 };
    const refusals: [object, string | number][] = [
      [{ stake: balance + 1 }, 'INSUFFICIENT_BALANCE'],
      [{ pick: 'HUGE' }, 'LOTTERY_BAD_PICK'],
      [{ playType: 'JACKPOT' }, 'LOTTERY_BAD_PICK'],
      [{ numero: '202001010001' }, 'LOTTERY_DRAW_CLOSED'],
      [{ gameCode: 'NOPE' }, 'LOTTERY_GAME_NOT_FOUND'],
      [{ stake: -5 }, 400],
      [{ stake: 0.001 + 1 }, 400],
      [{ stake: 1e9 }, 400],
      [{ stake: '10' }, 400],
      [{ ref: 'x' }, 400],
      [{ extra: true }, 400],
    ];
    for (const [change, expected] of refusals) {
      const answer = await bet(client, lobby, { ...slip, ref: ref(), ...change });
      if (typeof expected === 'number') expect(answer.status).toBe(expected);
      else expect(answer.body?.errorCode).toBe(expected);
    }
    // Into the lock window of the open draw: betting closes 30 s before a 5-minute draw.
    const draw = currentDraw(lotteryGameByCode.get('GPI_3')!, (await client.get('/__admin/clock')).body?.value.now);
    await client.post('/__admin/clock', { at: new Date(draw.lockAt).toISOString() });
    expect((await bet(client, lobby, { ...slip, ref: ref() })).body?.errorCode).toBe('LOTTERY_LOCKED');
    const after = (await client.get(`${lobby}/state`)).body?.value;
    expect(after.balance).toBe(balance);
    expect(after.bets).toEqual([]);
  });

  it('takes a double-submitted slip once, even sent twice at the same time', async () => {
    const { client } = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    await atFreshDraw(client);
    const lobby = await openLobby(client, token);
    const { balance, game } = (await client.get(`${lobby}/state`)).body!.value;
    const slip = { gameCode: 'GPI_3', numero: game.current.numero, playType: 'ODD_EVEN', pick: 'ODD', stake: 20, ref: ref() };
    const answers = await Promise.all([bet(client, lobby, slip), bet(client, lobby, slip), bet(client, lobby, slip)]);
    expect(answers.filter((a) => a.body?.value.repeated === false)).toHaveLength(1);
    const after = (await client.get(`${lobby}/state`)).body?.value;
    expect(after.balance).toBe(balance - 20);
    expect(after.bets).toHaveLength(1);
  });

  it("is the launching player's only, in the launching world only", async () => {
    const { client } = fresh();
    const token = (await client.login('player01', 'Lucky2026')).body?.value.token;
    const lobby = await openLobby(client, token);
    const other = clientFor(app, 'lottery-elsewhere');
    expect((await other.get(`${lobby}/state`)).status).toBe(404);
    expect((await other.post(`${lobby}/bet`, { gameCode: 'GPI_3', playType: 'ODD_EVEN', pick: 'ODD', stake: 1, ref: ref() })).status).toBe(
      404,
    );
    expect((await call(app, { method: 'GET', url: '/wps/static/lottery/not-a-session/state' })).status).toBe(404);
  });
});
