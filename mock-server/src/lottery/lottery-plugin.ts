import type { FastifyInstance } from 'fastify';
import type { World } from '../platform/world';
import { ledgerPart, MAIN_WALLET, TxCode } from '../wallet/ledger';
import { lotteryPart } from './lottery-state';
import { lobbyRoutes } from './lobby-routes';
import { lobbySessionOf } from './lobby-session';
import { lotteryRoutes } from './lottery-routes';

/**
 * The lottery: /lgw menus, draws and results, the lobby launch, and the lobby page with its bets. Bets settle
 * when the world catches up with its clock, last: after the wallet's payouts and the agents' salaries.
 */
export async function lotteryPlugin(app: FastifyInstance) {
  app.worlds.hooks.part(lotteryPart);
  app.worlds.hooks.tick('lottery.draws', settleDrawnBets, { after: ['agent.salaries'] });
  await app.register(lotteryRoutes);
  await app.register(lobbyRoutes, { sessionOf: lobbySessionOf });
}

/** Bets whose draw has been made settle; a win is paid into the player's main wallet, dated at the draw. */
function settleDrawnBets(world: World) {
  const ledger = world.part(ledgerPart);
  world.part(lotteryPart).settleDue(world.now(), world.scenario.seed, (bet, payout) => {
    if (!ledger.has(bet.userId)) return undefined;
    const reference = `LOTTO-${bet.id}`;
    return ledger.post(bet.userId, [{ wallet: MAIN_WALLET, txCode: TxCode.Win, amount: payout, reference }], bet.drawAt)[0]!.balanceAfter;
  });
}
