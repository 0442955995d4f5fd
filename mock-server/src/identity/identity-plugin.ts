import type { FastifyInstance } from 'fastify';
import { identityPart } from './identity-state';
import { memberRoutes } from './member-routes';
import { registerRoutes } from './register-routes';
import { sessionRoutes } from './session-routes';
import { verificationRoutes } from './verification-routes';

/** Human checks and SMS codes, registration, sessions, and the member's own calls. */
export async function identityPlugin(app: FastifyInstance) {
  app.worlds.hooks.part(identityPart);
  await app.register(verificationRoutes);
  await app.register(registerRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
}
