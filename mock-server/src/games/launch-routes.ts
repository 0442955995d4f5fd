import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { gameCalls, GameCode, TRIAL_ACCOUNT_TYPE, type ProductId } from '@portal/contracts';
import { catalogueFor } from '@portal/fixtures';
import { grantLaunch, launchAddress } from '../identity/launched-page';
import { defineCall, type CallContext } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { fundGameWallet, gameWalletOf } from '../wallet/game-wallet';
import { recommendInstead } from './catalogue-queries';

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
      if (game.maintenance) {
        return fail(GameCode.Maintenance, `${game.gameName} is under maintenance, try one of these`, {
          recommended: recommendInstead(catalogue, game),
        });
      }
      const world = request.world;
      world.games.played(user.id, game.nodeId);
      const wallet = gameWalletOf(world, game.vassalage);
      fundGameWallet(world, user, wallet);
      const id = randomBytes(12).toString('hex');
      const launch = grantLaunch(token);
      world.games.slots.open({
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

  defineCall(app, gameCalls.launch, launch('game_url'));
  defineCall(app, gameCalls.launchV2, launch('game_url2'));
}
