import type { FastifyInstance } from 'fastify';
import { homeRoutes } from './home-routes';
import { imageRoutes } from './image-routes';
import { launchRoutes } from './launch-routes';
import { relayRoutes } from './relay-routes';

/** The relayed game and lobby calls, launching a game, the home notice, and the images they point at. */
export async function gamesPlugin(app: FastifyInstance) {
  await app.register(relayRoutes);
  await app.register(launchRoutes);
  await app.register(homeRoutes);
  await app.register(imageRoutes);
}
