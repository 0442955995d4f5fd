import type { FastifyInstance } from 'fastify';
import { gamesPart } from './games-state';
import { announcementRoutes } from './announcement-routes';
import { homeRoutes } from './home-routes';
import { imageRoutes } from './image-routes';
import { launchRoutes } from './launch-routes';
import { relayRoutes } from './relay-routes';
import { slotRoutes } from './slot-routes';

/** The relayed game and lobby calls, launching a game and its stand-in slot, the home notice, the announcements, and the images they point at. */
export async function gamesPlugin(app: FastifyInstance) {
  app.worlds.hooks.part(gamesPart);
  await app.register(relayRoutes);
  await app.register(launchRoutes);
  await app.register(slotRoutes);
  await app.register(homeRoutes);
  await app.register(announcementRoutes);
  await app.register(imageRoutes);
}
