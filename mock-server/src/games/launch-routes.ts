import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, gameCalls, GameCode, TRIAL_ACCOUNT_TYPE, type Game, type MaintenanceValue, type ProductId } from '@portal/contracts';
import { catalogueFor } from '@portal/fixtures';
import { grantLaunch, launchAddress } from '../identity/launched-page';
import { defineCall, type CallContext } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { fundGameWallet, gameWalletOf } from '../wallet/game-wallet';
import { MAIN_WALLET } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { recommendInstead } from './catalogue-queries';
import { gamesPart } from './games-state';

/** The report product (spec 04's ids) a launched game's bets count under. */
const productOf: Record<string, ProductId> = {
  PVP: 1,
  LIVE: 2,
  RNG: 3,
  INHOUSE: 3,
  LOTT: 4,
  SPORTS: 5,
  ESPORTS: 5,
  COCKFIGHT: 5,
  FISH: 7,
  ELOTT: 8,
};

const HOUR_MS = 3_600_000;
/** How long the fake's vendor maintenance lasts: from the top of the world's current hour, two hours. */
const MAINTENANCE_HOURS = 2;

/** The maintenance window a game under maintenance answers, on the world's clock. */
export function maintenanceWindow(now: number): Pick<MaintenanceValue, 'startTime' | 'endTime'> {
  const startTime = Math.floor(now / HOUR_MS) * HOUR_MS;
  return { startTime, endTime: startTime + MAINTENANCE_HOURS * HOUR_MS };
}

/**
 * The money a launch can play with: the main wallet and the game's own wallet, which the launch's automatic
 * transfer joins (game-wallet.ts). Too little is none, or less than the game's minimum bet.
 */
function cannotPlay(world: World, user: User, game: Game, wallet: string): boolean {
  const ledger = ledgerOf(world, user);
  const money = ledger.balance(user.id, MAIN_WALLET) + (wallet === MAIN_WALLET ? 0 : ledger.balance(user.id, wallet));
  return money <= 0 || money < game.minBet;
}

/**
 * Launching a game records it as recent, moves the player's money into the game's wallet (wallet/game-wallet.ts)
 * and answers the address of the provider's game page, which the fake serves as a small slot (slot-routes.ts).
 */
export async function launchRoutes(app: FastifyInstance) {
  // launchGame and launch/v2 take the same request and differ only in the field of the address.
  const launch =
    (field: 'game_url' | 'game_url2') =>
    ({ request, user, token, body }: CallContext<typeof gameCalls.launch | typeof gameCalls.launchV2>) => {
      if (user.type === TRIAL_ACCOUNT_TYPE) return fail(GameCode.TrialNotAllowed, 'This needs a real account. Please register one first.');
      const catalogue = catalogueFor(request.world.scenario.seed);
      const game = catalogue.byNodeId.get((body.nodeId ?? body.roomId)!);
      if (!game || game.vassalage !== body.vassalage)
        return fail(GameCode.NotFound, `No game ${body.nodeId ?? body.roomId} of ${body.vassalage}`);
      const world = request.world;
      if (game.maintenance) {
        const value: MaintenanceValue = { ...maintenanceWindow(world.now()), recommended: recommendInstead(catalogue, game) };
        return fail(GameCode.Maintenance, `${game.vassalage} is under maintenance, try one of these`, value);
      }
      const wallet = gameWalletOf(world, game.vassalage);
      if (cannotPlay(world, user, game, wallet)) {
        return fail(GameCode.BalanceNotEnough, `Your balance is not enough to play ${game.gameName}, please deposit first`);
      }
      world.part(gamesPart).played(user.id, game.nodeId);
      fundGameWallet(world, user, wallet);
      const id = randomBytes(12).toString('hex');
      const launch = grantLaunch(token);
      world.part(gamesPart).slots.open({
        id,
        userId: user.id,
        nodeId: game.nodeId,
        gameName: game.gameName,
        vassalage: game.vassalage,
        productId: productOf[game.gameType] ?? 3,
        gameType: game.gameType,
        wallet,
        launchedAt: world.now(),
        launch,
      });
      return ok({ content: { [field]: launchAddress(`/wps/static/play/${id}`, launch) } });
    };

  // A launch without a live session is a business failure, not a 401 (spec 04, "Other"); the client treats it as one.
  const noSession = { sessionRefusal: ErrorCode.NotInSession };
  defineCall(app, gameCalls.launch, launch('game_url'), noSession);
  defineCall(app, gameCalls.launchV2, launch('game_url2'), noSession);
}
