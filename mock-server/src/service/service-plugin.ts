import type { FastifyInstance } from 'fastify';
import { inboxPart } from './inbox-state';
import { servicePart } from './service-state';
import { customerServiceRoutes } from './customer-service-routes';
import { inboxAdminRoutes, inboxRoutes } from './inbox-routes';
import { serviceAdminRoutes, serviceRoutes } from './service-routes';

/** Talking to the player: platform messages, live chat and VIP service, the customer-service path list, help centre, feedback, winners board and announcement reads. */
export async function servicePlugin(app: FastifyInstance) {
  app.worlds.hooks.part(inboxPart);
  app.worlds.hooks.part(servicePart);
  await app.register(inboxRoutes);
  await app.register(inboxAdminRoutes);
  await app.register(serviceRoutes);
  await app.register(serviceAdminRoutes);
  await app.register(customerServiceRoutes);
}
