import type { FastifyInstance } from 'fastify';
import { pointsPart } from './points-state';
import { pointsAdminRoutes, pointsRoutes } from './points-routes';

/** The points mall: points earned by valid bets, goods redeemed (reviewed by QA) and points converted to cash. */
export async function pointsMallPlugin(app: FastifyInstance) {
  app.worlds.hooks.part(pointsPart);
  await app.register(pointsRoutes);
  await app.register(pointsAdminRoutes);
}
