import type { FastifyInstance } from 'fastify';
import { promotionActionRoutes, promotionAdminRoutes } from './promotion-action-routes';
import { promotionRoutes } from './promotion-routes';
import { promotionsPart } from './promotion-state';

/** Promotions: the list and details, what players do with them (join, claim, apply, raffle) and QA's decisions on applications. */
export async function promotionsPlugin(app: FastifyInstance) {
  app.worlds.hooks.part(promotionsPart);
  await app.register(promotionRoutes);
  await app.register(promotionActionRoutes);
  await app.register(promotionAdminRoutes);
}
