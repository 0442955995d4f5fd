import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  LotteryCode,
  lotteryCalls,
  PAST_DRAWS_PAGE_SIZE,
  POPULAR_LOTTERY_COUNT,
  TRIAL_ACCOUNT_TYPE,
  VN_RESULTS_COUNT,
  type OpenedNumero,
} from '@portal/contracts';
import { lotteryGameByCode, lotteryGameById, type LotteryGameDef } from '@portal/fixtures';
import { grantLaunch, keepLaunched, launchAddress } from '../identity/launched-page';
import { defineCall } from '../platform/define-call';
import { lobbyPath } from './lobby-session';
import { fail, ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { currentDraw, madeDraws, MAX_HISTORY, type Draw } from './draw-schedule';
import { groupMenus, isUnderMaintenance, menuOf, offeredGames } from './lottery-catalogue';
import { winNumber } from './win-number';
import { newestFirst } from '../platform/paging';
import { lotteryPart } from './lottery-state';

const opened = (world: World, game: LotteryGameDef, draw: Pick<Draw, 'numero' | 'drawAt'>): OpenedNumero => ({
  gameId: game.gameId,
  gameCode: game.gameCode,
  gameName: game.gameName,
  numero: draw.numero,
  winNo: winNumber(world.scenario.seed, game.gameCode, draw.numero),
  openTime: draw.drawAt,
});

const unknownGame = (id: number | string) => fail(LotteryCode.GameNotFound, `No lottery game ${id}`);

/** The /lgw calls: menus, popular games, draws and results, all on the world's clock. */
export async function lotteryRoutes(app: FastifyInstance) {
  defineCall(app, lotteryCalls.lotteryMenus, ({ request, query }) =>
    ok(groupMenus(request.world, offeredGames(request.world, 'GLOBAL', query.prizeMode), query.prizeMode)),
  );
  defineCall(app, lotteryCalls.vnMenus, ({ request, query }) =>
    ok(groupMenus(request.world, offeredGames(request.world, 'VN', query.prizeMode), query.prizeMode)),
  );

  const recent = (world: World, userId: number, area: 'VN' | 'GLOBAL') =>
    (world.part(lotteryPart).recent.get(userId) ?? [])
      .map((code) => lotteryGameByCode.get(code))
      .filter((g): g is LotteryGameDef => g?.area === area)
      .map((g) => menuOf(world, g));
  defineCall(app, lotteryCalls.lotteryRecent, ({ request, user }) => ok(recent(request.world, user.id, 'GLOBAL')));
  defineCall(app, lotteryCalls.vnRecent, ({ request, user }) => ok(recent(request.world, user.id, 'VN')));

  // Popular: the games this world bets on most, then the fastest draws; each with its open draw.
  defineCall(app, lotteryCalls.popularLotteries, ({ request, query }) => {
    const world = request.world;
    const now = world.now();
    const betsOn = new Map<string, number>();
    for (const bet of world.part(lotteryPart).bets) betsOn.set(bet.gameCode, (betsOn.get(bet.gameCode) ?? 0) + 1);
    const games = [...offeredGames(world, 'GLOBAL', query.prizeMode), ...offeredGames(world, 'VN', query.prizeMode)]
      .filter((g) => !isUnderMaintenance(world, g))
      .sort(
        (a, b) => (betsOn.get(b.gameCode) ?? 0) - (betsOn.get(a.gameCode) ?? 0) || currentDraw(a, now).drawAt - currentDraw(b, now).drawAt,
      );
    return ok(
      games.slice(0, query.count ?? POPULAR_LOTTERY_COUNT).map((g) => {
        const draw = currentDraw(g, now);
        return { gameId: g.gameId, gameCode: g.gameCode, numero: draw.numero, remainTime: draw.drawAt - now, gameName: g.gameName };
      }),
    );
  });

  // The latest results of the Vietnamese games, newest first (the home list asks for 100).
  defineCall(app, lotteryCalls.vnResults, ({ request, query }) => {
    const world = request.world;
    const count = query.count ?? VN_RESULTS_COUNT;
    const results = offeredGames(world, 'VN')
      .flatMap((g) => madeDraws(g, world.now(), 0, count).map((d) => ({ game: g, draw: d })))
      .sort((a, b) => b.draw.drawAt - a.draw.drawAt || a.game.gameId - b.game.gameId)
      .slice(0, count);
    return ok(results.map(({ game, draw }) => opened(world, game, draw)));
  });

  // The draws made of the games this player bet on, newest first.
  defineCall(app, lotteryCalls.myOpenedNumeros, ({ request, user, query }) => {
    const world = request.world;
    const seen = new Set<string>();
    const mine: OpenedNumero[] = [];
    for (const bet of [...world.part(lotteryPart).betsOf(user.id)].sort(
      newestFirst(
        (b) => b.drawAt,
        (b) => b.id,
      ),
    )) {
      const game = lotteryGameByCode.get(bet.gameCode);
      const key = `${bet.gameCode}:${bet.numero}`;
      if (!game || bet.drawAt > world.now() || seen.has(key)) continue;
      seen.add(key);
      mine.push(opened(world, game, bet));
    }
    return ok(mine.slice(0, query.count ?? 20));
  });

  defineCall(app, lotteryCalls.nearNumero, ({ request, query }) => {
    const game = lotteryGameById.get(query.gameId);
    if (!game) return unknownGame(query.gameId);
    const now = request.world.now();
    const current = currentDraw(game, now);
    const [previous] = madeDraws(game, now, 0, 1);
    return ok({
      currentNumero: { numero: current.numero, remainTime: current.drawAt - now, lockTime: Math.max(0, current.lockAt - now) },
      previousNumero: { numero: previous!.numero, winNo: winNumber(request.world.scenario.seed, game.gameCode, previous!.numero) },
    });
  });

  defineCall(app, lotteryCalls.pastDraws, ({ request, query }) => {
    const game = lotteryGameById.get(query.gameId);
    if (!game) return unknownGame(query.gameId);
    const page = query.page ?? 0;
    const size = query.size ?? PAST_DRAWS_PAGE_SIZE;
    const draws = madeDraws(game, request.world.now(), page * size, size);
    return ok({
      content: draws.map((d) => ({
        numero: d.numero,
        winNo: winNumber(request.world.scenario.seed, game.gameCode, d.numero),
        openTime: d.drawAt,
      })),
      totalPages: Math.ceil(MAX_HISTORY / size),
      number: page,
    });
  });

  // The lobby (no game code) or the betting view of one game, as a page the fake serves (lobby-routes.ts). The same
  // launch call as a game's: without a live session it answers login.not.session (spec 04, "Other").
  defineCall(
    app,
    lotteryCalls.lotteryLaunch,
    ({ request, user, token, query }) => {
      if (user.type === TRIAL_ACCOUNT_TYPE)
        return fail(LotteryCode.TrialNotAllowed, 'This needs a real account. Please register one first.');
      const game = query.lottoGameCode === undefined ? undefined : lotteryGameByCode.get(query.lottoGameCode);
      if (query.lottoGameCode !== undefined && !game) return unknownGame(query.lottoGameCode);
      if (game && isUnderMaintenance(request.world, game)) {
        return fail(LotteryCode.Maintenance, `${game.gameName} is under maintenance, try another lottery`);
      }
      const id = randomBytes(12).toString('hex');
      const launch = grantLaunch(token);
      const lobbies = request.world.part(lotteryPart).lobbies;
      keepLaunched(lobbies, id, {
        id,
        userId: user.id,
        prizeMode: query.lottoPrizeMode,
        ...(game && { gameCode: game.gameCode }),
        view: game ? 'betting' : 'lobby',
        ...(query.backUrl && { backUrl: query.backUrl }),
        launch,
      });
      if (game) request.world.part(lotteryPart).played(user.id, game.gameCode);
      return ok({ content: { game_url: launchAddress(lobbyPath(id), launch) } });
    },
    { sessionRefusal: ErrorCode.NotInSession },
  );
}
