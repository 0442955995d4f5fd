import type { FastifyInstance } from 'fastify';
import { lobbyRoutes } from './lobby-routes';
import { lobbySessionOf } from './lobby-session';
import { lotteryRoutes } from './lottery-routes';

/** The lottery: /lgw menus, draws and results, the lobby launch, and the lobby page with its bets. Bets settle in World.catchUp. */
export async function lotteryPlugin(app: FastifyInstance) {
  await app.register(lotteryRoutes);
  await app.register(lobbyRoutes, { sessionOf: lobbySessionOf });
}
