import type { FastifyInstance } from 'fastify';
import { inboxAdminRoutes, inboxRoutes } from './inbox-routes';

/** Talking to the player: platform messages (issue 12 adds chat, announcements, help and feedback here). */
export async function messagesPlugin(app: FastifyInstance) {
  await app.register(inboxRoutes);
  await app.register(inboxAdminRoutes);
}
