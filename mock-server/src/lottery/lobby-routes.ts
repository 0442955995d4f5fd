import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { hasAtMostTwoDecimals } from '@portal/contracts';
import { lotteryGameByCode } from '@portal/fixtures';
import { fail, ok } from '../platform/envelope';
import { parseInput } from '../platform/validate';
import { cents, isPlayType, MAX_STAKE, MIN_STAKE, playTypes } from './bet-rules';
import { currentDraw, madeDraws } from './draw-schedule';
import { isUnderMaintenance, menuOf, offeredGames } from './lottery-catalogue';
import { lobbyPage } from './lobby-page';
import { LaunchCode, servePage } from '../identity/launched-page';
import { safeUrl } from '../platform/html-escape';
import { LOBBY, lobbyPath, type LotterySession } from './lobby-session';
import { winNumber } from './win-number';
import { ledgerOf } from '../wallet/player-wallets';
import { MAIN_WALLET, TxCode } from '../wallet/ledger';
import { lotteryPart } from './lottery-state';

/** Codes of the lobby's own API (the provider's, not the portal's contract): contracts/README.md, "Lottery". */
export const LobbyCode = {
  ...LaunchCode,
  GameNotFound: 'LOTTERY_GAME_NOT_FOUND',
  Maintenance: 'LOTTERY_MAINTENANCE',
  DrawClosed: 'LOTTERY_DRAW_CLOSED',
  Locked: 'LOTTERY_LOCKED',
  BadPick: 'LOTTERY_BAD_PICK',
  InsufficientBalance: 'INSUFFICIENT_BALANCE',
} as const;

const betSchema = z.strictObject({
  gameCode: z.string().check(z.minLength(1), z.maxLength(40)),
  numero: z.optional(z.string().check(z.regex(/^\d{8}(\d{4})?$/))),
  playType: z.string().check(z.maxLength(20)),
  pick: z.string().check(z.minLength(1), z.maxLength(8)),
  stake: z.number().check(z.minimum(MIN_STAKE), z.maximum(MAX_STAKE), z.refine(hasAtMostTwoDecimals, { message: 'at most two decimals' })),
  ref: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, { error: '8 to 64 letters, digits or "-"' })),
});
const stateQuerySchema = z.strictObject({ game: z.optional(z.string().check(z.maxLength(40))) });
const params = (request: FastifyRequest) => request.params as { id: string };

/** What the lobby page shows: the player's balance, the games or one game's draw, results and bets. */
function lobbyState(request: FastifyRequest, session: LotterySession['session'], user: LotterySession['user'], gameCode?: string) {
  const world = request.world;
  const now = world.now();
  const code = gameCode ?? session.gameCode;
  const game = code ? lotteryGameByCode.get(code) : undefined;
  const seed = world.scenario.seed;
  return {
    player: user.username,
    balance: ledgerOf(world, user).balance(user.id),
    prizeMode: session.prizeMode,
    backUrl: safeUrl(session.backUrl),
    games: [...offeredGames(world, 'GLOBAL', session.prizeMode as never), ...offeredGames(world, 'VN')].map((g) => menuOf(world, g)),
    game: game && {
      ...menuOf(world, game),
      current: (() => {
        const draw = currentDraw(game, now);
        return { numero: draw.numero, remainTime: draw.drawAt - now, lockTime: Math.max(0, draw.lockAt - now) };
      })(),
      results: madeDraws(game, now, 0, 5).map((d) => ({
        numero: d.numero,
        winNo: winNumber(seed, game.gameCode, d.numero),
        openTime: d.drawAt,
      })),
      playTypes: Object.entries(playTypes).map(([playType, rule]) => ({ playType, odds: rule.odds, picks: rule.picks })),
    },
    bets: world
      .part(lotteryPart)
      .betsOf(user.id)
      .filter((b) => !game || b.gameCode === game.gameCode)
      .slice(-10)
      .reverse(),
  };
}

/** The lottery lobby a launch opens: the provider's page, with its own small API for state and bets. */
export async function lobbyRoutes(
  app: FastifyInstance,
  { sessionOf }: { sessionOf: (request: FastifyRequest, reply: FastifyReply) => LotterySession | { refusal: unknown } },
) {
  app.get('/wps/static/lottery/:id', async (request, reply) => {
    const { id } = params(request);
    const session = request.world.part(lotteryPart).lobbies.get(id);
    return servePage(request, reply, { id, path: lobbyPath(id), session, kind: LOBBY, html: () => lobbyPage(lobbyPath(id)) });
  });

  app.get('/wps/static/lottery/:id/state', async (request, reply) => {
    const found = sessionOf(request, reply);
    if ('refusal' in found) return found.refusal;
    const { game } = parseInput(stateQuerySchema, request.query, 'query');
    if (game !== undefined && !lotteryGameByCode.has(game)) return fail(LobbyCode.GameNotFound, `No lottery game ${game}`);
    return ok(lobbyState(request, found.session, found.user, game));
  });

  app.post('/wps/static/lottery/:id/bet', async (request, reply) => {
    const found = sessionOf(request, reply);
    if ('refusal' in found) return found.refusal;
    const { user } = found;
    const body = parseInput(betSchema, request.body);
    const world = request.world;
    const twice = world.part(lotteryPart).findBet(user.id, body.ref);
    if (twice) return ok({ bet: twice, balance: ledgerOf(world, user).balance(user.id), repeated: true });
    const game = lotteryGameByCode.get(body.gameCode);
    if (!game) return fail(LobbyCode.GameNotFound, `No lottery game ${body.gameCode}`);
    if (isUnderMaintenance(world, game)) return fail(LobbyCode.Maintenance, `${game.gameName} is under maintenance`);
    if (!isPlayType(body.playType)) return fail(LobbyCode.BadPick, `No play type ${body.playType}: ${Object.keys(playTypes).join(', ')}`);
    if (!(playTypes[body.playType].picks as readonly string[]).includes(body.pick)) {
      return fail(LobbyCode.BadPick, `${body.pick} is not a pick of ${body.playType}`);
    }
    const now = world.now();
    const draw = currentDraw(game, now);
    if (body.numero !== undefined && body.numero !== draw.numero) {
      return fail(LobbyCode.DrawClosed, `Draw ${body.numero} is closed; the open draw is ${draw.numero}`);
    }
    if (now >= draw.lockAt) {
      return fail(
        LobbyCode.Locked,
        `Betting on draw ${draw.numero} is locked until it is drawn in ${Math.ceil((draw.drawAt - now) / 1000)} s`,
      );
    }
    const stake = cents(body.stake);
    const ledger = ledgerOf(world, user);
    const balance = ledger.balance(user.id);
    if (stake > balance) {
      return fail(LobbyCode.InsufficientBalance, `The stake ${stake.toFixed(2)} is more than the balance ${balance.toFixed(2)}`);
    }
    const reference = `LOTTO-${world.part(lotteryPart).nextId}`;
    const [tx] = ledger.post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Bet, amount: -stake, reference }], now);
    const slip = { ref: body.ref, userId: user.id, gameCode: game.gameCode, numero: draw.numero, drawAt: draw.drawAt };
    const bet = world
      .part(lotteryPart)
      .place({ ...slip, playType: body.playType, pick: body.pick, stake, placedAt: now }, tx!.balanceAfter);
    return ok({ bet, balance: tx!.balanceAfter, repeated: false });
  });
}
